/* foc-bounds.cc -- base/bound companions of pointer SSA names.

   Every pointer SSA name P whose object the function can see gets two
   companions, BASE(P) and BOUND(P), so that the object is [BASE, BOUND).
   Companions are pointer-typed (void *) so that invariant addresses such as
   &buf and &MEM[&buf + 16] can be used directly, even as PHI arguments.

   Work is done in two steps, both per function:

   1. Analysis (foc_bounds_init): a monotone fixpoint over SSA definitions
      decides which names are "known".  Sources are the addresses of
      declared objects and string literals, allocation calls (the malloc
      family, alloca and VLAs, strdup, functions with attribute alloc_size),
      and checked loads (an out-of-bounds read of a pointer manufactures a
      pointer with empty bounds, so the loaded value needs companions).
      Known-ness flows through copies, casts, pointer arithmetic,
      conditional expressions, PHIs and calls that return an argument.
      Integer-to-pointer conversions, parameters, loads that are not
      checked, and other calls are unknown: never invent bounds.

   2. Materialisation (foc_bounds_materialize): companions are created for
      every known name.  Copies, casts and pointer arithmetic share their
      operand's companions; allocation calls get BOUND = RESULT + SIZE
      right after the call; PHIs get parallel PHIs (created first, filled
      last, so cycles work); checked loads get placeholders that
      foc-check.cc defines when it builds the load's check.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* Per SSA version: analysis result and companions.  */
static bool *foc_known;
static struct foc_bounds *foc_comp;
static bool *foc_pending;	/* Placeholder companions of a checked load.  */
static unsigned *foc_prev;	/* A dominating load of the same slot.  */
static unsigned foc_nnames;

/* The "unknown" companions: [0, ~0), which every access satisfies.  */

tree
foc_unknown_base (void)
{
  return build_int_cst (ptr_type_node, 0);
}

tree
foc_unknown_bound (void)
{
  return build_int_cst (ptr_type_node, -1);
}

/* Return true if OBJ (a declaration or string literal, the base of an
   address) has bounds we can name as invariants.  */

bool
foc_object_known (tree obj)
{
  if (TREE_CODE (obj) == STRING_CST)
    return true;
  if (!VAR_P (obj) && TREE_CODE (obj) != PARM_DECL)
    return false;
  if (is_gimple_reg (obj) || DECL_HAS_VALUE_EXPR_P (obj))
    return false;
  if (VAR_P (obj) && DECL_THREAD_LOCAL_P (obj))
    return false;
  tree size = DECL_SIZE_UNIT (obj);
  if (!size || TREE_CODE (size) != INTEGER_CST || integer_zerop (size)
      || !tree_fits_uhwi_p (size))
    return false;
  /* A global whose type ends in a flexible array member may be larger
     than its type says (GNU initialised flexible arrays): unknown.  */
  tree type = TREE_TYPE (obj);
  if (RECORD_OR_UNION_TYPE_P (type) && DECL_INITIAL (obj))
    {
      tree last = NULL_TREE;
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL)
	  last = f;
      if (last && TREE_CODE (TREE_TYPE (last)) == ARRAY_TYPE)
	return false;
    }
  return true;
}

/* Is OBJ a variable whose size this unit does not know, but libfoc may
   (extern char name[]; defined by an instrumented unit, in its table of
   globals: libfoc/globals.c)?  Not a name reserved for the
   implementation (C11 7.1.3: any beginning with an underscore), nor the
   traditional end, edata, etext and data_start: those are the linker's
   symbols (__start_SECTION, __bss_start, _end, ...), which may have the
   address of a variable that is only the first of many.  */

static bool
foc_object_sized_later (tree obj)
{
  if (!VAR_P (obj) || !(TREE_STATIC (obj) || DECL_EXTERNAL (obj))
      || DECL_SIZE_UNIT (obj) || DECL_THREAD_LOCAL_P (obj)
      || DECL_HAS_VALUE_EXPR_P (obj) || DECL_HARD_REGISTER (obj)
      || TREE_CODE (TREE_TYPE (obj)) != ARRAY_TYPE || !DECL_NAME (obj))
    return false;
  /* (An asm label, int t[] asm ("name"), is "*name".)  */
  const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (obj));
  static const char *const linker[] = { "end", "edata", "etext",
					"data_start" };
  if (name[0] == '*')
    name++;
  if (name[0] == '_' || name[0] == '\0')
    return false;
  for (unsigned i = 0; i < ARRAY_SIZE (linker); i++)
    if (!strcmp (name, linker[i]))
      return false;
  return true;
}

/* The companions of such variables in the current function: asked of
   libfoc once, on entry.  */
struct foc_late_obj
{
  tree obj;
  struct foc_bounds b;
};
static struct foc_late_obj *foc_late;
static unsigned foc_nlate, foc_late_cap;

/* Set *OUT to the bounds of OBJ (foc_object_sized_later), which
   __foc_global_bounds (&OBJ) tells at the start of the function.  */

static bool
foc_late_bounds (tree obj, struct foc_bounds *out)
{
  for (unsigned i = 0; i < foc_nlate; i++)
    if (foc_late[i].obj == obj)
      {
	*out = foc_late[i].b;
	return true;
      }
  if (!cfun)
    return false;
  if (foc_nlate == foc_late_cap)
    {
      foc_late_cap = foc_late_cap ? 2 * foc_late_cap : 8;
      foc_late = XRESIZEVEC (struct foc_late_obj, foc_late, foc_late_cap);
    }
  if (!TREE_ADDRESSABLE (obj))
    mark_addressable (obj);
  gimple_seq seq = NULL;
  location_t loc = DECL_SOURCE_LOCATION (current_function_decl);
  tree addr = gimple_convert (&seq, foc_uintptr_type (),
			      build_fold_addr_expr (obj));
  out->base = make_ssa_name (ptr_type_node);
  out->bound = make_ssa_name (ptr_type_node);
  foc_split_call (&seq, loc, gimple_build_call (foc_rt_decl
						(FOC_RT_GLOBAL_BOUNDS), 1,
						addr),
		  out->base, out->bound);
  gimple_seq_set_location (seq, loc);
  /* At the start of the function, so that they dominate every use.  */
  gsi_insert_seq_on_edge_immediate
    (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun)), seq);
  foc_late[foc_nlate].obj = obj;
  foc_late[foc_nlate].b = *out;
  foc_nlate++;
  return true;
}

/* The end of OBJ, &MEM[(char *)&OBJ + SIZE], an invariant address.  */

static tree
foc_object_end (tree addr, tree size)
{
  tree mem = build2 (MEM_REF, char_type_node, addr,
		     fold_convert (ptr_type_node, size));
  return build1 (ADDR_EXPR, ptr_type_node, mem);
}

/* Set *OUT to the bounds of object OBJ (the base of a memory reference or
   address: a declaration, a string literal or a MEM_REF).  Returns false
   if they are unknown.  Marks declarations addressable: the companions
   take their address.  */

bool
foc_bounds_of_object (tree obj, struct foc_bounds *out)
{
  if (TREE_CODE (obj) == MEM_REF)
    {
      tree p = TREE_OPERAND (obj, 0);
      if (TREE_CODE (p) == ADDR_EXPR)
	return foc_bounds_of_object (get_base_address (TREE_OPERAND (p, 0)),
				     out);
      return foc_bounds_of (p, out);
    }
  if (foc_object_sized_later (obj))
    return foc_late_bounds (obj, out);
  if (!foc_object_known (obj))
    return false;
  if (DECL_P (obj) && !TREE_ADDRESSABLE (obj))
    mark_addressable (obj);
  tree addr = build_fold_addr_expr (obj);
  tree size = TREE_CODE (obj) == STRING_CST
	      ? size_int (TREE_STRING_LENGTH (obj)) : DECL_SIZE_UNIT (obj);
  out->base = addr;
  out->bound = foc_object_end (addr, size);
  return true;
}

/* Analysis form of foc_bounds_of: is pointer value P (an SSA name or an
   address) known?  */

bool
foc_known_p (tree p)
{
  if (TREE_CODE (p) == SSA_NAME)
    return SSA_NAME_VERSION (p) < foc_nnames && foc_known[SSA_NAME_VERSION (p)];
  if (TREE_CODE (p) == ADDR_EXPR)
    {
      tree obj = get_base_address (TREE_OPERAND (p, 0));
      if (!obj)
	return false;
      if (TREE_CODE (obj) == MEM_REF)
	return foc_known_p (TREE_OPERAND (obj, 0));
      return foc_object_known (obj) || foc_object_sized_later (obj);
    }
  return false;
}

/* If CALL allocates memory whose size we can compute, return true and set
   *SIZE1 (and *SIZE2 for calloc-like products, else NULL_TREE) to the
   argument expressions; *STR to true for strdup-like calls, whose size is
   strlen (result) + 1.  */

static bool
foc_alloc_call_p (gcall *call, tree *size1, tree *size2, bool *str)
{
  *size1 = *size2 = NULL_TREE;
  *str = false;
  if (gimple_call_internal_p (call))
    return false;
  tree fndecl = gimple_call_fndecl (call);
  if (fndecl && fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    switch (DECL_FUNCTION_CODE (fndecl))
      {
      CASE_BUILT_IN_ALLOCA:
	*size1 = gimple_call_arg (call, 0);
	return true;
      case BUILT_IN_STRDUP:
      case BUILT_IN_STRNDUP:
	*str = true;
	return true;
      default:
	break;
      }
  /* Strings whose object is the string itself: strdup's copy, and
     getenv's value inside the environment.  */
  if (fndecl && DECL_NAME (fndecl) && TREE_PUBLIC (fndecl)
      && (id_equal (DECL_NAME (fndecl), "strdup")
	  || id_equal (DECL_NAME (fndecl), "strndup")
	  || id_equal (DECL_NAME (fndecl), "getenv")
	  || id_equal (DECL_NAME (fndecl), "secure_getenv")))
    {
      *str = true;
      return true;
    }

  tree fntype = gimple_call_fntype (call);
  tree attr = fntype ? lookup_attribute ("alloc_size",
					 TYPE_ATTRIBUTES (fntype)) : NULL_TREE;
  if (!attr && fndecl)
    attr = lookup_attribute ("alloc_size", DECL_ATTRIBUTES (fndecl));
  if (!attr || !TREE_VALUE (attr))
    return false;
  tree args = TREE_VALUE (attr);
  unsigned nargs = gimple_call_num_args (call);
  unsigned i1 = tree_to_uhwi (TREE_VALUE (args)) - 1;
  if (i1 >= nargs)
    return false;
  *size1 = gimple_call_arg (call, i1);
  if (TREE_CHAIN (args))
    {
      unsigned i2 = tree_to_uhwi (TREE_VALUE (TREE_CHAIN (args))) - 1;
      if (i2 >= nargs)
	return false;
      *size2 = gimple_call_arg (call, i2);
    }
  return true;
}

/* If V is an integer as wide as a pointer that was just loaded from memory
   (memcpy (&p, src, sizeof p) arrives as such a load and a conversion),
   return that load: the pointer made from it takes the bounds stored with
   the slot, like any loaded pointer.  */

static gimple *
foc_int_load (tree v)
{
  if (!foc_opts.memory || TREE_CODE (v) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (v))
      || TYPE_PRECISION (TREE_TYPE (v)) != TYPE_PRECISION (ptr_type_node)
      || SSA_NAME_IS_DEFAULT_DEF (v))
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (v);
  if (!is_gimple_assign (def) || !gimple_assign_load_p (def)
      || gimple_has_volatile_ops (def)
      || !foc_addressable_ref_p (gimple_assign_rhs1 (def)))
    return NULL;
  return def;
}

/* Is the definition of pointer SSA name NAME a source of known bounds, or
   does it inherit from a known operand?  */

static bool
foc_def_known (tree name)
{
  if (SSA_NAME_IS_DEFAULT_DEF (name))
    return foc_mailbox_param_p (name);
  gimple *def = SSA_NAME_DEF_STMT (name);
  switch (gimple_code (def))
    {
    case GIMPLE_PHI:
      {
	gphi *phi = as_a <gphi *> (def);
	if (bb_has_abnormal_pred (gimple_bb (phi)))
	  return false;
	for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	  if (foc_known_p (gimple_phi_arg_def (phi, i)))
	    return true;
	return false;
      }
    case GIMPLE_ASSIGN:
      {
	tree rhs1 = gimple_assign_rhs1 (def);
	switch (gimple_assign_rhs_code (def))
	  {
	  case SSA_NAME:
	  case ADDR_EXPR:
	  case POINTER_PLUS_EXPR:
	    return foc_known_p (rhs1);
	  CASE_CONVERT:
	  case VIEW_CONVERT_EXPR:
	    if (TREE_CODE (rhs1) == VIEW_CONVERT_EXPR)
	      rhs1 = TREE_OPERAND (rhs1, 0);
	    if (foc_int_load (rhs1))
	      return true;
	    return POINTER_TYPE_P (TREE_TYPE (rhs1)) && foc_known_p (rhs1);
	  case COND_EXPR:
	    return (foc_known_p (gimple_assign_rhs2 (def))
		    || foc_known_p (gimple_assign_rhs3 (def)));
	  default:
	    /* A loaded pointer takes the bounds stored with it; a checked
	       load may also manufacture one.  */
	    return gimple_assign_load_p (def)
		   && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (name)
		   && foc_addressable_ref_p (gimple_assign_rhs1 (def))
		   && (foc_opts.memory || foc_stmt_checked_load (def));
	  }
      }
    case GIMPLE_CALL:
      {
	gcall *call = as_a <gcall *> (def);
	tree s1, s2;
	bool str;
	unsigned argno;
	if (stmt_ends_bb_p (call))
	  return false;
	if (foc_alloc_call_p (call, &s1, &s2, &str))
	  return true;
	if (foc_call_returns_arg (call, &argno))
	  return foc_known_p (gimple_call_arg (call, argno));
	return foc_mailbox_call_p (call);
      }
    default:
      return false;
    }
}

/* Start work on the current function: run the analysis.  */

void
foc_bounds_init (void)
{
  foc_nnames = num_ssa_names;
  foc_known = XCNEWVEC (bool, foc_nnames);
  foc_pending = XCNEWVEC (bool, foc_nnames);
  foc_prev = XCNEWVEC (unsigned, foc_nnames);
  foc_comp = XCNEWVEC (struct foc_bounds, foc_nnames);

  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned v = 1; v < foc_nnames; v++)
	{
	  tree name = ssa_name (v);
	  if (!name || foc_known[v] || !POINTER_TYPE_P (TREE_TYPE (name))
	      || virtual_operand_p (name))
	    continue;
	  if (foc_def_known (name))
	    {
	      foc_known[v] = true;
	      changed = true;
	    }
	}
    }
}

void
foc_bounds_fini (void)
{
  XDELETEVEC (foc_known);
  XDELETEVEC (foc_pending);
  XDELETEVEC (foc_prev);
  XDELETEVEC (foc_comp);
  foc_known = foc_pending = NULL;
  foc_prev = NULL;
  foc_comp = NULL;
  foc_nnames = 0;
  foc_nlate = 0;
}

/* Insert the companions of allocation call CALL (result LHS) after it.  */

static void
foc_materialize_alloc (gcall *call, tree lhs, tree s1, tree s2, bool str,
		       struct foc_bounds *out)
{
  gimple_seq seq = NULL;
  location_t loc = gimple_location (call);
  tree size;
  if (str)
    {
      gcall *len = gimple_build_call (foc_rt_decl (FOC_RT_STRSIZE), 1, lhs);
      size = make_ssa_name (size_type_node);
      gimple_call_set_lhs (len, size);
      gimple_set_location (len, loc);
      gimple_seq_add_stmt (&seq, len);
    }
  else
    {
      size = gimple_convert (&seq, loc, sizetype, s1);
      if (s2)
	size = gimple_build (&seq, loc, MULT_EXPR, sizetype, size,
			     gimple_convert (&seq, loc, sizetype, s2));
    }
  size = gimple_convert (&seq, loc, sizetype, size);
  tree base = gimple_convert (&seq, loc, ptr_type_node, lhs);
  out->base = base;
  out->bound = gimple_build (&seq, loc, POINTER_PLUS_EXPR, ptr_type_node,
			     base, size);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
}

/* CALL is to a function of this program declared alloc_size, whose
   result has the bounds *B = [result, result + size).  An allocator with
   a header before the pointer it returns (gnulib's mmalloca, sqlite- and
   talloc-style allocators) reads that header when freeing: so when the
   block the callee reports (through the mailbox, or the heap registry)
   starts below the result, that block wins.  Otherwise -- nothing known,
   or a pool handing out the start of a larger object -- the attribute's
   size is the bounds.  */

static void
foc_prefer_callee_bounds (gcall *call, struct foc_bounds *b)
{
  struct foc_bounds m;
  foc_mailbox_ret_get (call, &m);
  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  tree up = foc_uintptr_type ();
  tree mb = gimple_convert (&seq, loc, up, m.base);
  tree me = gimple_convert (&seq, loc, up, m.bound);
  tree ret = gimple_convert (&seq, loc, up, b->base);
  tree unknown
    = gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node,
		    gimple_build (&seq, loc, EQ_EXPR, boolean_type_node, mb,
				  build_zero_cst (up)),
		    gimple_build (&seq, loc, EQ_EXPR, boolean_type_node, me,
				  build_all_ones_cst (up)));
  tree header
    = gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node,
		    gimple_build (&seq, loc, BIT_NOT_EXPR, boolean_type_node,
				  unknown),
		    gimple_build (&seq, loc, LT_EXPR, boolean_type_node, mb,
				  ret));
  tree base = gimple_build (&seq, loc, COND_EXPR, ptr_type_node, header,
			    m.base, b->base);
  tree bound = gimple_build (&seq, loc, COND_EXPR, ptr_type_node, header,
			     m.bound, b->bound);
  gimple_seq_set_location (seq, loc);
  /* After the allocation's own companions, the last statements after
     the call.  */
  gimple_stmt_iterator gsi = gsi_for_stmt (SSA_NAME_DEF_STMT (b->bound));
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  b->base = base;
  b->bound = bound;
}

/* Set *OUT to the companions of pointer value P (an SSA name or an
   address), creating them if needed.  Returns false if unknown.  */

bool
foc_bounds_of (tree p, struct foc_bounds *out)
{
  if (TREE_CODE (p) == ADDR_EXPR)
    {
      tree obj = get_base_address (TREE_OPERAND (p, 0));
      return obj && foc_bounds_of_object (obj, out);
    }
  if (TREE_CODE (p) != SSA_NAME)
    return false;
  unsigned v = SSA_NAME_VERSION (p);
  if (v >= foc_nnames || !foc_known[v])
    return false;
  if (foc_comp[v].base)
    {
      *out = foc_comp[v];
      return true;
    }

  struct foc_bounds b = { NULL_TREE, NULL_TREE };
  gimple *def = SSA_NAME_DEF_STMT (p);
  if (is_gimple_assign (def))
    {
      tree rhs1 = gimple_assign_rhs1 (def);
      if (TREE_CODE (rhs1) == VIEW_CONVERT_EXPR)
	rhs1 = TREE_OPERAND (rhs1, 0);
      gimple *ld = NULL;
      if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	  || gimple_assign_rhs_code (def) == VIEW_CONVERT_EXPR)
	ld = foc_int_load (rhs1);
      if (ld)
	{
	  b.base = make_ssa_name (ptr_type_node);
	  b.bound = make_ssa_name (ptr_type_node);
	  gimple_stmt_iterator gsi = gsi_for_stmt (def);
	  foc_meta_load_after (&gsi, gimple_assign_rhs1 (ld), p, b.base,
			       b.bound, NULL_TREE);
	}
      else if (gimple_assign_rhs_code (def) == COND_EXPR)
	{
	  struct foc_bounds b2, b3;
	  tree cond = gimple_assign_rhs1 (def);
	  foc_bounds_or_unknown (gimple_assign_rhs2 (def), &b2);
	  foc_bounds_or_unknown (gimple_assign_rhs3 (def), &b3);
	  b.base = make_ssa_name (ptr_type_node);
	  b.bound = make_ssa_name (ptr_type_node);
	  gimple *s1 = gimple_build_assign (b.base, COND_EXPR,
					    unshare_expr (cond),
					    b2.base, b3.base);
	  gimple *s2 = gimple_build_assign (b.bound, COND_EXPR,
					    unshare_expr (cond),
					    b2.bound, b3.bound);
	  gimple_stmt_iterator gsi = gsi_for_stmt (def);
	  gsi_insert_after (&gsi, s1, GSI_NEW_STMT);
	  gsi_insert_after (&gsi, s2, GSI_NEW_STMT);
	}
      else if (!foc_bounds_of (rhs1, &b))
	return false;
    }
  else if (is_gimple_call (def))
    {
      gcall *call = as_a <gcall *> (def);
      tree s1, s2;
      bool str;
      unsigned argno;
      if (foc_alloc_call_p (call, &s1, &s2, &str))
	{
	  foc_materialize_alloc (call, p, s1, s2, str, &b);
	  if (!str && foc_mailbox_call_p (call))
	    foc_prefer_callee_bounds (call, &b);
	}
      else if (foc_call_returns_arg (call, &argno))
	{
	  if (!foc_bounds_of (gimple_call_arg (call, argno), &b))
	    return false;
	}
      else if (foc_mailbox_call_p (call))
	foc_mailbox_ret_get (call, &b);
      else
	return false;
    }
  else
    return false;

  foc_comp[v] = b;
  *out = b;
  return true;
}

/* Does the load defining A come before the one defining B on every path
   to B?  (Dominance information is up to date.)  */

static bool
foc_load_dominates_p (unsigned a, unsigned b)
{
  gimple *sa = SSA_NAME_DEF_STMT (ssa_name (a));
  gimple *sb = SSA_NAME_DEF_STMT (ssa_name (b));
  if (gimple_bb (sa) == gimple_bb (sb))
    return gimple_uid (sa) < gimple_uid (sb);
  return dominated_by_p (CDI_DOMINATORS, gimple_bb (sb), gimple_bb (sa));
}

/* Can slot REF, read by the load defining A and again by the one defining
   B (which A dominates), have been given a value with other bounds in
   between?  An equal value does not prove equal bounds: a call may free
   the object and allocate another at the same address (gzip's inflate
   frees one Huffman table and builds the next in its place), a store may
   write one object's end that is the next one's start.  So no call and
   no store that may write REF in between, within one block; across
   blocks, no store at all (the same virtual operand).  */

static bool
foc_slot_unchanged_p (unsigned a, unsigned b, tree ref)
{
  gimple *sa = SSA_NAME_DEF_STMT (ssa_name (a));
  gimple *sb = SSA_NAME_DEF_STMT (ssa_name (b));
  if (gimple_bb (sa) != gimple_bb (sb))
    return gimple_vuse (sa) && gimple_vuse (sa) == gimple_vuse (sb);
  for (gimple_stmt_iterator gsi = gsi_for_stmt (sa); gsi_stmt (gsi) != sb;
       gsi_next (&gsi))
    {
      gimple *s = gsi_stmt (gsi);
      if (gimple_vdef (s)
	  && (is_gimple_call (s) || stmt_may_clobber_ref_p (s, ref)))
	return false;
    }
  return true;
}

/* Link each pointer load in LOADS to the nearest load of the same slot
   (an equal reference) that dominates it with the slot unchanged in
   between (foc_slot_unchanged_p): foc_meta_load_after then takes that
   load's bounds when the two values are equal, with no table lookup.
   Runs before the CFG changes, on statement uids numbered here.  */

static void
foc_link_loads (vec<unsigned> &loads)
{
  if (loads.length () < 2)
    return;
  renumber_gimple_stmt_uids (cfun);
  calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<hashval_t, 64> hash (loads.length ());
  unsigned i, j, v;
  FOR_EACH_VEC_ELT (loads, i, v)
    hash.quick_push (iterative_hash_expr
		     (gimple_assign_rhs1 (SSA_NAME_DEF_STMT (ssa_name (v))), 0));
  FOR_EACH_VEC_ELT (loads, i, v)
    {
      tree ref = gimple_assign_rhs1 (SSA_NAME_DEF_STMT (ssa_name (v)));
      if (TREE_THIS_VOLATILE (ref) || gimple_has_volatile_ops
	  (SSA_NAME_DEF_STMT (ssa_name (v))))
	continue;
      unsigned best = 0;
      for (j = 0; j < loads.length (); j++)
	{
	  unsigned u = loads[j];
	  if (u == v || hash[j] != hash[i]
	      || !operand_equal_p (ref, gimple_assign_rhs1
				   (SSA_NAME_DEF_STMT (ssa_name (u))), 0)
	      || !foc_load_dominates_p (u, v)
	      || !foc_slot_unchanged_p (u, v, ref))
	    continue;
	  if (!best || foc_load_dominates_p (best, u))
	    best = u;
	}
      foc_prev[v] = best;
    }
  free_dominance_info (CDI_DOMINATORS);
}

/* If the load defining LHS has a dominating load of the same slot, set
   *VALUE and *B to that load's result and companions.  */

bool
foc_bounds_prev_load (tree lhs, tree *value, struct foc_bounds *b)
{
  unsigned v = SSA_NAME_VERSION (lhs);
  if (v >= foc_nnames || !foc_prev || !foc_prev[v])
    return false;
  *value = ssa_name (foc_prev[v]);
  *b = foc_comp[foc_prev[v]];
  return true;
}

/* Create companions for every known name: PHIs and placeholders first (so
   that cycles and forward references work), then everything else, then
   the PHI arguments.  */

void
foc_bounds_materialize (void)
{
  auto_vec<gphi *, 16> phis;
  auto_vec<unsigned, 64> loads;

  foc_mailbox_entry ();

  for (unsigned v = 1; v < foc_nnames; v++)
    {
      tree name = ssa_name (v);
      if (!name || !foc_known[v])
	continue;
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (foc_comp[v].base)
	continue;
      if (gimple_code (def) == GIMPLE_PHI)
	{
	  basic_block bb = gimple_bb (def);
	  foc_comp[v].base = make_ssa_name (ptr_type_node);
	  foc_comp[v].bound = make_ssa_name (ptr_type_node);
	  create_phi_node (foc_comp[v].base, bb);
	  create_phi_node (foc_comp[v].bound, bb);
	  phis.safe_push (as_a <gphi *> (def));
	}
      else if (is_gimple_assign (def) && gimple_assign_load_p (def))
	{
	  /* Placeholders, defined by the load's check; until then a
	     GIMPLE_NOP keeps the folders from following a null def.  */
	  foc_comp[v].base = make_ssa_name (ptr_type_node, gimple_build_nop ());
	  foc_comp[v].bound = make_ssa_name (ptr_type_node,
					     gimple_build_nop ());
	  foc_pending[v] = true;
	  loads.safe_push (v);
	}
    }
  /* After foc_cse_loads no two loads are left that this would link
     (the same slot, unchanged in between): it removed the later one.  */
  if (optimize && !foc_cse_p ())
    foc_link_loads (loads);

  for (unsigned v = 1; v < foc_nnames; v++)
    {
      struct foc_bounds b;
      tree name = ssa_name (v);
      if (name && foc_known[v] && !foc_bounds_of (name, &b))
	foc_known[v] = false;
    }

  unsigned i;
  gphi *phi;
  FOR_EACH_VEC_ELT (phis, i, phi)
    {
      struct foc_bounds *c = &foc_comp[SSA_NAME_VERSION (gimple_phi_result (phi))];
      gphi *pb = as_a <gphi *> (SSA_NAME_DEF_STMT (c->base));
      gphi *pe = as_a <gphi *> (SSA_NAME_DEF_STMT (c->bound));
      for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	{
	  struct foc_bounds a;
	  edge e = gimple_phi_arg_edge (phi, k);
	  location_t loc = gimple_phi_arg_location (phi, k);
	  foc_bounds_or_unknown (gimple_phi_arg_def (phi, k), &a);
	  add_phi_arg (pb, a.base, e, loc);
	  add_phi_arg (pe, a.bound, e, loc);
	}
    }
}

/* Is LHS a checked load whose companions are still to be defined?  */

bool
foc_bounds_pending_load (tree lhs, struct foc_bounds *out)
{
  if (TREE_CODE (lhs) != SSA_NAME)
    return false;
  unsigned v = SSA_NAME_VERSION (lhs);
  if (v >= foc_nnames || !foc_pending[v])
    return false;
  *out = foc_comp[v];
  return true;
}

/* Mark the placeholders of LHS as defined.  */

void
foc_bounds_set_load (tree lhs, tree base, tree bound)
{
  unsigned v = SSA_NAME_VERSION (lhs);
  gcc_assert (foc_pending[v] && foc_comp[v].base == base
	      && foc_comp[v].bound == bound);
  foc_pending[v] = false;
}

/* Give every pointer load whose check was not emitted (or that is not
   checked at all) the companions stored with it in memory.  */

void
foc_bounds_finish_pending (void)
{
  for (unsigned v = 1; v < foc_nnames; v++)
    {
      if (!foc_pending[v])
	continue;
      gimple *def = SSA_NAME_DEF_STMT (ssa_name (v));
      gimple_stmt_iterator gsi = gsi_for_stmt (def);
      foc_meta_load_after (&gsi, gimple_assign_rhs1 (def), ssa_name (v),
			   foc_comp[v].base, foc_comp[v].bound, ssa_name (v));
      foc_pending[v] = false;
    }
}

/* Set the companions of NAME (a parameter's value at entry).  */

void
foc_bounds_set (tree name, tree base, tree bound)
{
  unsigned v = SSA_NAME_VERSION (name);
  gcc_assert (v < foc_nnames);
  foc_comp[v].base = base;
  foc_comp[v].bound = bound;
}

/* Like foc_bounds_of, but unknown bounds are [0, ~0) instead of failure:
   for places that must pass some bounds on (the mailbox, the metadata
   table, PHI arguments).  */

void
foc_bounds_or_unknown (tree p, struct foc_bounds *out)
{
  if (!foc_bounds_of (p, out))
    {
      out->base = foc_unknown_base ();
      out->bound = foc_unknown_bound ();
    }
}
