/* foc-statics.cc -- metadata for pointers in static initializers, and
   the unit's table of global variables.

   A file-scope  char *p = buf;  or a table of strings holds addresses
   that no instrumented store ever wrote, so loads from it would find no
   metadata.  At the end of the translation unit this file builds a
   constructor that records, for each such slot, the bounds of the object
   the initializer points into:

     static void __foc_statics (void)   [run before main]
     {
       __foc_meta_store ((uintptr_t) &p, (uintptr_t) &buf,
			 (uintptr_t) &buf, (uintptr_t) &buf + sizeof buf);
       ...
     }

   And the unit's table of globals: {address, size} of each variable
   defined here whose address is taken, registered with libfoc before
   any other constructor runs (libfoc/globals.c), so that a pointer to
   the whole of one needs no entry, wherever it is stored; slots of
   static initializers pointing to one need none either.  */

#include "gcc-common.h"
#include "foc-plugin.h"

/* Should VNODE's variable be in the unit's table of globals (globals.c
   in libfoc)?  Those whose bounds instrumented code takes, and whose
   address is taken here or may be elsewhere.  */

static bool
foc_global_listed_p (varpool_node *vnode)
{
  tree decl = vnode->decl;
  return (VAR_P (decl) && TREE_STATIC (decl) && !DECL_EXTERNAL (decl)
	  && (TREE_ADDRESSABLE (decl) || TREE_PUBLIC (decl)) && !vnode->alias
	  && !DECL_HARD_REGISTER (decl) && foc_object_known (decl));
}

/* Do the bounds B belong to a variable of this unit that is in its table
   of globals, exactly as listed: B is [&V, &V + sizeof V)?  Then a load
   of a pointer inside V that finds no entry gets B from the table.  Not
   a weak, common or comdat variable, whose definition another unit may
   provide with another size, nor a public one of a shared library,
   which the program may interpose; and never with -flto, where the unit
   is streamed before it is complete and gets no table
   (foc_statics_finish_unit does not run).  */

bool
foc_bounds_listed_global_p (const struct foc_bounds *b)
{
  if (flag_lto || flag_generate_lto || flag_generate_offload
      || !b->base || TREE_CODE (b->base) != ADDR_EXPR
      || TREE_CODE (b->bound) != ADDR_EXPR)
    return false;
  tree decl = TREE_OPERAND (b->base, 0);
  if (!VAR_P (decl) || DECL_WEAK (decl) || DECL_COMMON (decl)
      || DECL_ONE_ONLY (decl) || (TREE_PUBLIC (decl) && flag_shlib))
    return false;
  varpool_node *vnode = varpool_node::get (decl);
  if (!vnode || !foc_global_listed_p (vnode))
    return false;
  tree end = TREE_OPERAND (b->bound, 0);
  return (TREE_CODE (end) == MEM_REF
	  && operand_equal_p (TREE_OPERAND (end, 0), b->base, 0)
	  && tree_int_cst_equal (TREE_OPERAND (end, 1),
				 DECL_SIZE_UNIT (decl)));
}

/* If VALUE (an initializer of pointer type) is the address of an object
   with known bounds, possibly plus a constant, append the call that
   records it for the slot at byte OFFSET of DECL to *BODY.  */

static void
foc_static_slot (tree decl, HOST_WIDE_INT offset, tree value, tree *body)
{
  STRIP_NOPS (value);
  tree addr = value;
  if (TREE_CODE (addr) == POINTER_PLUS_EXPR)
    addr = TREE_OPERAND (addr, 0);
  STRIP_NOPS (addr);
  if (TREE_CODE (addr) != ADDR_EXPR)
    return;
  tree obj = get_base_address (TREE_OPERAND (addr, 0));
  if (!obj || TREE_CODE (obj) == MEM_REF)
    return;
  if (TREE_CODE (obj) != STRING_CST
      && (!VAR_P (obj) || DECL_THREAD_LOCAL_P (obj)
	  || !DECL_SIZE_UNIT (obj)
	  || TREE_CODE (DECL_SIZE_UNIT (obj)) != INTEGER_CST
	  || integer_zerop (DECL_SIZE_UNIT (obj))))
    return;
  /* A global of this unit in its table of globals needs no entry.  */
  varpool_node *target = VAR_P (obj) ? varpool_node::get (obj) : NULL;
  if (target && target->definition && foc_global_listed_p (target))
    return;
  tree size = TREE_CODE (obj) == STRING_CST
	      ? size_int (TREE_STRING_LENGTH (obj)) : DECL_SIZE_UNIT (obj);
  tree up = foc_uintptr_type ();
  tree slot = fold_build_pointer_plus_hwi (build_fold_addr_expr (decl),
					   offset);
  tree base = fold_convert (up, build_fold_addr_expr (obj));
  tree bound = fold_build2 (PLUS_EXPR, up, base, fold_convert (up, size));
  tree call = build_call_expr (foc_rt_decl (FOC_RT_META_STORE), 4,
			       fold_convert (up, slot),
			       fold_convert (up, unshare_expr (value)),
			       base, bound);
  append_to_statement_list (call, body);
}

/* Walk initializer INIT of DECL, at byte OFFSET, for pointer slots.  */

static void
foc_static_walk (tree decl, HOST_WIDE_INT offset, tree init, tree *body)
{
  if (!init)
    return;
  tree type = TREE_TYPE (init);
  if (POINTER_TYPE_P (type))
    {
      if (offset % 8 == 0)
	foc_static_slot (decl, offset, init, body);
      return;
    }
  if (TREE_CODE (init) != CONSTRUCTOR)
    return;
  unsigned HOST_WIDE_INT i;
  tree index, value;
  FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (init), i, index, value)
    {
      HOST_WIDE_INT off;
      if (index && TREE_CODE (index) == FIELD_DECL)
	{
	  tree pos = byte_position (index);
	  if (!tree_fits_shwi_p (pos) || DECL_BIT_FIELD (index))
	    continue;
	  off = tree_to_shwi (pos);
	}
      else if (TREE_CODE (type) == ARRAY_TYPE)
	{
	  tree esize = TYPE_SIZE_UNIT (TREE_TYPE (type));
	  tree low = TYPE_DOMAIN (type) ? TYPE_MIN_VALUE (TYPE_DOMAIN (type))
					: NULL_TREE;
	  if (!index || TREE_CODE (index) != INTEGER_CST
	      || !tree_fits_shwi_p (esize))
	    continue;
	  HOST_WIDE_INT k = tree_to_shwi (index);
	  if (low && tree_fits_shwi_p (low))
	    k -= tree_to_shwi (low);
	  off = k * tree_to_shwi (esize);
	}
      else
	continue;
      foc_static_walk (decl, offset + off, value, body);
    }
}

/* Append the pair {&DECL, sizeof DECL} to *ELTS.  */

static void
foc_global_append (vec<constructor_elt, va_gc> **elts, tree decl)
{
  tree up = foc_uintptr_type ();
  CONSTRUCTOR_APPEND_ELT (*elts, NULL_TREE,
			  fold_convert (up, build_fold_addr_expr (decl)));
  CONSTRUCTOR_APPEND_ELT (*elts, NULL_TREE,
			  fold_convert (up, DECL_SIZE_UNIT (decl)));
}

/* Build the unit's table of globals, ELTS (N pairs), and the constructor
   and destructor that register and unregister it: they run before (and
   after) the program's own, so that no pointer stored by a constructor
   misses a global not yet registered.  */

static void
foc_globals_build (vec<constructor_elt, va_gc> *elts, unsigned n)
{
  tree up = foc_uintptr_type ();
  tree type = build_array_type_nelts (up, 2 * n);
  tree table = build_decl (UNKNOWN_LOCATION, VAR_DECL,
			   create_tmp_var_name ("__foc_globals"), type);
  TREE_STATIC (table) = 1;
  TREE_READONLY (table) = 1;
  TREE_ADDRESSABLE (table) = 1;
  DECL_ARTIFICIAL (table) = 1;
  DECL_IGNORED_P (table) = 1;
  tree init = build_constructor (type, elts);
  TREE_CONSTANT (init) = 1;
  TREE_STATIC (init) = 1;
  DECL_INITIAL (table) = init;
  varpool_node::finalize_decl (table);

  tree addr = fold_convert (build_pointer_type (up),
			    build_fold_addr_expr (table));
  int prio = MAX_RESERVED_INIT_PRIORITY - 1;
  cgraph_build_static_cdtor ('I', build_call_expr
			     (foc_rt_decl (FOC_RT_GLOBALS_ADD), 2, addr,
			      size_int (n)), prio);
  cgraph_build_static_cdtor ('D', build_call_expr
			     (foc_rt_decl (FOC_RT_GLOBALS_REMOVE), 2,
			      unshare_expr (addr), size_int (n)), prio);
}

/* PLUGIN_FINISH_UNIT: build the table of globals and the constructor of
   static slots, if any.  */

void
foc_statics_finish_unit (void *, void *)
{
  if (foc_opts.disable || !foc_opts.memory || seen_error ())
    return;
  tree body = NULL_TREE;
  vec<constructor_elt, va_gc> *globals = NULL;
  unsigned nglobals = 0;
  varpool_node *vnode;
  FOR_EACH_DEFINED_VARIABLE (vnode)
    {
      tree decl = vnode->decl;
      if (foc_global_listed_p (vnode))
	{
	  foc_global_append (&globals, decl);
	  nglobals++;
	}
      if (!VAR_P (decl) || DECL_THREAD_LOCAL_P (decl) || DECL_EXTERNAL (decl)
	  || !DECL_INITIAL (decl) || DECL_INITIAL (decl) == error_mark_node
	  || !TREE_STATIC (decl) || DECL_ARTIFICIAL (decl)
	  || !foc_type_has_pointers (TREE_TYPE (decl)))
	continue;
      foc_static_walk (decl, 0, DECL_INITIAL (decl), &body);
    }
  if (nglobals)
    foc_globals_build (globals, nglobals);
  if (body)
    cgraph_build_static_cdtor ('I', body, DEFAULT_INIT_PRIORITY);
}
