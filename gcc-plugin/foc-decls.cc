/* foc-decls.cc -- declarations of the libfoc entry points the plugin calls,
   built once per translation unit and kept alive across garbage
   collections through a GGC root table, plus the static site strings that
   name each checked access in reports.  */

#include "gcc-common.h"
#include "foc-plugin.h"

/* Runtime entry points, indexed by enum foc_rt.  */
static GTY(()) tree foc_rt_decls[FOC_RT_MAX];

/* Wrappers (__foc_memcpy, ...), looked up by name; a small fixed table.  */
#define FOC_MAX_WRAPPERS 128
static GTY(()) tree foc_wrapper_decls[FOC_MAX_WRAPPERS];

/* Other trees kept by the plugin across functions (foc_register_decl_root).  */
#define FOC_MAX_ROOTS 16
static GTY(()) tree foc_other_roots[FOC_MAX_ROOTS];

/* The types of libfoc's private words (foc_word_ptr_type).  */
static GTY(()) tree foc_word_ptr_types[FOC_WORD_MAX];

static const struct ggc_root_tab foc_root_tab[] = {
  { &foc_word_ptr_types[0], FOC_WORD_MAX, sizeof (tree),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  { &foc_other_roots[0], FOC_MAX_ROOTS, sizeof (tree),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  { &foc_rt_decls[0], FOC_RT_MAX, sizeof (tree),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  { &foc_wrapper_decls[0], FOC_MAX_WRAPPERS, sizeof (tree),
    &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
  LAST_GGC_ROOT_TAB
};

/* Register the root table above (PLUGIN_REGISTER_GGC_ROOTS).  */

void
foc_register_roots (void)
{
  register_callback ("foc", PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) foc_root_tab);
}

/* The unsigned integer type as wide as a pointer (uintptr_t).  */

tree
foc_uintptr_type (void)
{
  return pointer_sized_int_node;
}

/* A pointer to a uintptr_t (a uint32 for FOC_WORD_LF_SIZE) of libfoc's
   words of kind K (the level-1 table, the entries, the mailbox, the heap's
   class table and block sizes), to put in the offset operand of a
   MEM_REF, which gives the access its alias set: each kind gets its own,
   so that the compiler knows they never alias the program's data or each
   other (a metadata store does not force the program's longs or the
   level-1 address to be read again).  */

tree
foc_word_ptr_type (enum foc_word_kind k)
{
  if (!foc_word_ptr_types[k])
    {
      tree t = build_distinct_type_copy (k == FOC_WORD_LF_SIZE
					 ? unsigned_intSI_type_node
					 : foc_uintptr_type ());
      TYPE_ALIAS_SET (t) = new_alias_set ();
      foc_word_ptr_types[k] = build_pointer_type (t);
    }
  return foc_word_ptr_types[k];
}

/* The type of a (base, bound) pair returned by the runtime: a complex
   integer, returned in two registers and kept in one SSA name.  */

tree
foc_pair_type (void)
{
  return build_complex_type (foc_uintptr_type ());
}

/* The declaration of libfoc's variable NAME of TYPE, built into *SLOT
   (a GGC root) on first use.  */

tree
foc_extern_var (tree *slot, const char *name, tree type)
{
  if (!*slot)
    {
      tree d = build_decl (BUILTINS_LOCATION, VAR_DECL,
			   get_identifier (name), type);
      TREE_PUBLIC (d) = 1;
      DECL_EXTERNAL (d) = 1;
      DECL_ARTIFICIAL (d) = 1;
      TREE_STATIC (d) = 1;
      /* Passes after IPA (ipa-reference's queries) expect a varpool
	 node for every global.  */
      varpool_node::get_create (d);
      *slot = d;
      foc_register_decl_root (slot);
    }
  return *slot;
}

/* Make an external, artificial, nothrow, leaf function decl NAME of TYPE.
   COLD marks it cold so that paths calling it are laid out of line.  */

static tree
foc_build_decl (const char *name, tree type, bool cold)
{
  tree decl = build_fn_decl (name, type);
  TREE_PUBLIC (decl) = 1;
  DECL_EXTERNAL (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  DECL_ATTRIBUTES (decl)
    = tree_cons (get_identifier ("leaf"), NULL_TREE, DECL_ATTRIBUTES (decl));
  if (cold)
    DECL_ATTRIBUTES (decl)
      = tree_cons (get_identifier ("cold"), NULL_TREE, DECL_ATTRIBUTES (decl));
  decl_attributes (&decl, DECL_ATTRIBUTES (decl), 0);
  return decl;
}

/* Return the declaration of runtime entry point WHICH.  */

tree
foc_rt_decl (enum foc_rt which)
{
  if (foc_rt_decls[which])
    return foc_rt_decls[which];

  tree up = foc_uintptr_type ();
  tree cstr = build_pointer_type (build_qualified_type (char_type_node,
							TYPE_QUAL_CONST));
  tree type, decl = NULL_TREE;
  switch (which)
    {
    case FOC_RT_OOB:
      type = build_function_type_list (integer_type_node, up, size_type_node,
				       up, up, integer_type_node, cstr,
				       NULL_TREE);
      decl = foc_build_decl ("__foc_oob", type, true);
      /* It reports and decides; it touches no memory of the program, so
	 GCC may keep values in registers and reuse loads across checks.  */
      DECL_IS_NOVOPS (decl) = 1;
      break;
    case FOC_RT_VALUE:
      type = build_function_type_list (long_long_unsigned_type_node,
				       NULL_TREE);
      decl = foc_build_decl ("__foc_value", type, true);
      DECL_IS_NOVOPS (decl) = 1;
      break;
    case FOC_RT_OOB_READ:
      type = build_function_type_list (long_long_unsigned_type_node, up,
				       size_type_node, up, up,
				       integer_type_node, cstr, NULL_TREE);
      decl = foc_build_decl ("__foc_oob_read", type, true);
      /* It reads program memory only in mode=log and for a block that
	 grew in place behind foc's back, and then only bytes the access
	 itself would have read; to GCC it is novops like __foc_oob, so
	 that the cold path does not clobber the hot path's loads.  */
      DECL_IS_NOVOPS (decl) = 1;
      break;
    case FOC_RT_OOB_COPY:
      type = build_function_type_list (void_type_node, ptr_type_node,
				       const_ptr_type_node, size_type_node,
				       up, up, up, up, cstr, NULL_TREE);
      decl = foc_build_decl ("__foc_oob_copy", type, true);
      break;
    case FOC_RT_STRSIZE:
      type = build_function_type_list (size_type_node, cstr, NULL_TREE);
      decl = foc_build_decl ("__foc_strsize", type, false);
      DECL_PURE_P (decl) = 1;
      break;
    case FOC_RT_META_STORE:
      type = build_function_type_list (void_type_node, up,
				       up, up, up, NULL_TREE);
      decl = foc_build_decl ("__foc_meta_store", type, false);
      break;
    case FOC_RT_META_LOAD:
      type = build_function_type_list (foc_pair_type (), up,
				       up, NULL_TREE);
      decl = foc_build_decl ("__foc_meta_load", type, false);
      DECL_PURE_P (decl) = 1;
      break;
    case FOC_RT_META_CLEAR:
      type = build_function_type_list (void_type_node, ptr_type_node,
				       size_type_node, NULL_TREE);
      decl = foc_build_decl ("__foc_meta_clear", type, false);
      break;
    case FOC_RT_BOUNDS_LOOKUP:
    case FOC_RT_GLOBAL_BOUNDS:
      type = build_function_type_list (foc_pair_type (), up, NULL_TREE);
      decl = foc_build_decl (which == FOC_RT_BOUNDS_LOOKUP
			     ? "__foc_bounds_lookup" : "__foc_global_bounds",
			     type, false);
      DECL_PURE_P (decl) = 1;
      break;
    case FOC_RT_CALL_MANUFACTURED:
      type = build_function_type_list (integer_type_node, up, cstr, NULL_TREE);
      decl = foc_build_decl ("__foc_call_manufactured", type, true);
      /* Like __foc_oob, it only reports and decides.  */
      DECL_IS_NOVOPS (decl) = 1;
      break;
    case FOC_RT_META_COPY:
      type = build_function_type_list (void_type_node, up,
				       up, size_type_node,
				       NULL_TREE);
      decl = foc_build_decl ("__foc_meta_copy", type, false);
      break;
    case FOC_RT_META_PUT:
      type = build_function_type_list (void_type_node, up, up, up, NULL_TREE);
      decl = foc_build_decl ("__foc_meta_put", type, false);
      break;
    case FOC_RT_ARG_PUT:
      type = build_function_type_list (void_type_node, up,
				       unsigned_type_node,
				       up, up, up, NULL_TREE);
      decl = foc_build_decl ("__foc_arg_put", type, false);
      break;
    case FOC_RT_ARG_GET:
      type = build_function_type_list (foc_pair_type (), up,
				       unsigned_type_node,
				       up, NULL_TREE);
      decl = foc_build_decl ("__foc_arg_get", type, false);
      DECL_PURE_P (decl) = 1;
      break;
    case FOC_RT_ARGS_DONE:
      type = build_function_type_list (void_type_node, NULL_TREE);
      decl = foc_build_decl ("__foc_args_done", type, false);
      break;
    case FOC_RT_RET_PUT:
      type = build_function_type_list (void_type_node, up,
				       up, up, up, NULL_TREE);
      decl = foc_build_decl ("__foc_ret_put", type, false);
      break;
    case FOC_RT_RET_GET:
      type = build_function_type_list (foc_pair_type (), up,
				       up, NULL_TREE);
      decl = foc_build_decl ("__foc_ret_get", type, false);
      DECL_PURE_P (decl) = 1;
      break;
    case FOC_RT_FREE:
      type = build_function_type_list (void_type_node, ptr_type_node,
				       NULL_TREE);
      decl = foc_build_decl ("__foc_free", type, false);
      break;
    case FOC_RT_REALLOC:
      type = build_function_type_list (ptr_type_node, ptr_type_node,
				       size_type_node, NULL_TREE);
      decl = foc_build_decl ("__foc_realloc", type, false);
      break;
    case FOC_RT_POSIX_MEMALIGN:
      type = build_function_type_list (integer_type_node,
				       build_pointer_type (ptr_type_node),
				       size_type_node, size_type_node,
				       NULL_TREE);
      decl = foc_build_decl ("__foc_posix_memalign", type, false);
      break;
    case FOC_RT_AGG_PUT:
    case FOC_RT_AGG_GET:
      type = build_function_type_list (void_type_node, up, unsigned_type_node,
				       up, size_type_node, NULL_TREE);
      decl = foc_build_decl (which == FOC_RT_AGG_PUT ? "__foc_agg_put"
			     : "__foc_agg_get", type, false);
      break;
    case FOC_RT_GLOBALS_ADD:
    case FOC_RT_GLOBALS_REMOVE:
      type = build_function_type_list (void_type_node,
				       build_pointer_type (up),
				       size_type_node, NULL_TREE);
      decl = foc_build_decl (which == FOC_RT_GLOBALS_ADD
			     ? "__foc_globals_add" : "__foc_globals_remove",
			     type, false);
      break;
    default:
      gcc_unreachable ();
    }
  foc_rt_decls[which] = decl;
  return decl;
}

/* Does STMT call runtime entry point WHICH (without declaring it)?  */

bool
foc_rt_call_p (const gimple *stmt, enum foc_rt which)
{
  return (foc_rt_decls[which] && is_gimple_call (stmt)
	  && gimple_call_fndecl (stmt) == foc_rt_decls[which]);
}

/* Return the declaration of libfoc's checked version NAME of a C library
   function: NAME (const char *site, NPTRS x (uintptr_t base, uintptr_t
   bound), ARGTYPES...) returning RETTYPE, with a variable argument list
   after ARGTYPES if VARARGS.  */

tree
foc_wrapper_decl (const char *name, tree rettype, vec<tree> *argtypes,
		  unsigned nptrs, bool varargs)
{
  tree id = get_identifier (name);
  unsigned i;
  for (i = 0; i < FOC_MAX_WRAPPERS && foc_wrapper_decls[i]; i++)
    if (DECL_NAME (foc_wrapper_decls[i]) == id)
      return foc_wrapper_decls[i];
  gcc_assert (i < FOC_MAX_WRAPPERS);

  tree up = foc_uintptr_type ();
  tree cstr = build_pointer_type (build_qualified_type (char_type_node,
							TYPE_QUAL_CONST));
  auto_vec<tree, 16> args;
  args.safe_push (cstr);
  for (unsigned k = 0; k < nptrs; k++)
    {
      args.safe_push (up);
      args.safe_push (up);
    }
  unsigned k;
  tree t;
  FOR_EACH_VEC_ELT (*argtypes, k, t)
    args.safe_push (t);
  tree type = varargs
	      ? build_varargs_function_type_array (rettype, args.length (),
						   args.address ())
	      : build_function_type_array (rettype, args.length (),
					   args.address ());
  tree decl = foc_build_decl (name, type, false);
  foc_wrapper_decls[i] = decl;
  return decl;
}

/* Return the site string "FUNCTION at FILE:LINE" for STMT, as an
   ADDR_EXPR usable as a call argument.  */

tree
foc_site_string (gimple *stmt)
{
  location_t loc;
  tree origin = foc_stmt_site (stmt, &loc);
  expanded_location xloc = expand_location (loc);
  const char *fn = lang_hooks.decl_printable_name (origin, 1);
  char *s;
  if (xloc.file)
    s = xasprintf ("%s at %s:%d", fn, xloc.file, xloc.line);
  else
    s = xasprintf ("%s at ?", fn);
  tree str = build_string_literal (strlen (s) + 1, s);
  free (s);
  return str;
}

/* Keep the tree in *SLOT (a static of the caller, set once) alive across
   garbage collections by recording it in the root table.  */

void
foc_register_decl_root (tree *slot)
{
  for (unsigned i = 0; i < FOC_MAX_ROOTS; i++)
    if (!foc_other_roots[i] || foc_other_roots[i] == *slot)
      {
	foc_other_roots[i] = *slot;
	return;
      }
  gcc_unreachable ();
}
