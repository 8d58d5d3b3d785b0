/* foc-shadow.cc -- the metadata of small local structs, kept in locals.

   A struct variable or parameter of the current function whose address
   is never taken (a string view, an iterator, jq's jv: small structs
   passed and returned by value) is only ever accessed by name.  The
   metadata entries of its pointer slots need not go to libfoc's table
   (which would also force it into memory): they live in a local array
   beside it, D.foc_meta[FOC_ENTRY_WORDS * K + J] for word J of slot K,
   in the table's format (foc-layout.h), which GCC's SRA then turns into
   registers.  Stores and loads of its pointers, copies to and from other
   memory, and its trips through the mailbox as an argument or result
   read and write those words instead of the table's.

   Only structs of at most FOC_MB_AGG_SLOTS slots qualify (the size that
   travels through the mailbox inline), when optimising, and only if
   every reference to them is at a constant offset, with pointers at
   8-byte boundaries.  A load still takes the bounds only if the entry's
   value is the loaded pointer, so a union member written as an integer
   never lends its stale bounds.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* Shadowed locals of the current function, and their shadows.  */
static hash_map<tree, tree> *foc_shadows;

/* Is the local or parameter DECL of the current function a candidate:
   a small struct holding pointers, whose address is not taken?  */

static bool
foc_shadow_candidate_p (tree decl)
{
  tree type = TREE_TYPE (decl);
  tree size = TYPE_SIZE_UNIT (type);
  return ((VAR_P (decl) || TREE_CODE (decl) == PARM_DECL)
	  && DECL_CONTEXT (decl) == current_function_decl
	  && !TREE_STATIC (decl) && !DECL_EXTERNAL (decl)
	  && !TREE_ADDRESSABLE (decl) && !TREE_THIS_VOLATILE (decl)
	  && !DECL_HAS_VALUE_EXPR_P (decl)
	  && !(VAR_P (decl) && DECL_HARD_REGISTER (decl))
	  && !(TREE_CODE (decl) == PARM_DECL && DECL_BY_REFERENCE (decl))
	  && AGGREGATE_TYPE_P (type) && foc_type_has_pointers (type)
	  && size && tree_fits_uhwi_p (size)
	  && tree_to_uhwi (size) >= 8
	  && tree_to_uhwi (size) <= 8 * FOC_MB_AGG_SLOTS
	  && foc_pointer_slots (type) != 0);
}

/* The constant offset in bits of REF within its base decl, which is
   returned; NULL_TREE if REF is not a reference to a decl at a constant
   offset with a known size.  */

static tree
foc_ref_decl_offset (tree ref, HOST_WIDE_INT *bitoff, HOST_WIDE_INT *bitsize)
{
  poly_int64 off, size, max_size;
  bool reverse;
  if (!handled_component_p (ref) && !DECL_P (ref)
      && TREE_CODE (ref) != MEM_REF)
    return NULL_TREE;
  tree base = get_ref_base_and_extent (ref, &off, &size, &max_size, &reverse);
  if (!base || !DECL_P (base))
    return NULL_TREE;
  if (!off.is_constant (bitoff) || !size.is_constant (bitsize)
      || !known_eq (size, max_size) || *bitoff < 0 || *bitsize < 0 || reverse)
    return error_mark_node;
  return base;
}

/* Callback of walk_tree: *TP is a candidate decl of the set DATA.  */

static tree
foc_shadow_mention_r (tree *tp, int *walk_subtrees, void *data)
{
  hash_set<tree> *set = (hash_set<tree> *) data;
  if (DECL_P (*tp) && set->contains (*tp))
    return *tp;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Drop from SET every candidate mentioned in operand *OP of STMT.  */

static void
foc_shadow_drop_mentioned (hash_set<tree> *set, tree *op)
{
  tree d;
  while (*op && (d = walk_tree (op, foc_shadow_mention_r, set, NULL)))
    set->remove (d);
}

/* REF, operand of a statement, may lie in a candidate of SET: keep the
   candidate only if REF is at a constant offset, and at a slot boundary
   where it may hold a pointer.  ARGNO: REF is argument ARGNO of a call
   (-1: not an argument), which must travel through the mailbox inline.  */

static void
foc_shadow_check_ref (hash_set<tree> *set, tree *op, int argno)
{
  tree ref = *op;
  if (!ref)
    return;
  HOST_WIDE_INT off, size;
  tree base = foc_ref_decl_offset (ref, &off, &size);
  if (base == error_mark_node || !base || !set->contains (base))
    {
      /* Not a direct reference to a candidate at a constant offset: any
	 candidate it mentions (in an address, an index) is out.  */
      foc_shadow_drop_mentioned (set, op);
      return;
    }
  tree type = TREE_TYPE (ref);
  bool may_hold = (foc_type_has_pointers (type)
		   || (INTEGRAL_TYPE_P (type) && size >= 64));
  if ((may_hold && off % 64 != 0)
      || (argno >= FOC_MB_AGG_ARGS && foc_type_has_pointers (type))
      || (POINTER_TYPE_P (type) && size != 64))
    set->remove (base);
  /* An index inside the reference may mention another candidate.  */
  for (tree r = ref; handled_component_p (r); r = TREE_OPERAND (r, 0))
    for (int k = 1; k < TREE_OPERAND_LENGTH (r); k++)
      if (TREE_OPERAND (r, k))
	foc_shadow_drop_mentioned (set, &TREE_OPERAND (r, k));
}

/* Choose the shadowed locals of the current function.  Call first, before
   the pass takes any address.  */

void
foc_shadow_init (void)
{
  gcc_assert (!foc_shadows);
  if (!optimize || !foc_opts.memory)
    return;
  hash_set<tree> set;
  unsigned i;
  tree var;
  FOR_EACH_LOCAL_DECL (cfun, i, var)
    if (foc_shadow_candidate_p (var))
      set.add (var);
  unsigned argno = 0;
  for (tree parm = DECL_ARGUMENTS (current_function_decl); parm;
       parm = DECL_CHAIN (parm), argno++)
    if (foc_shadow_candidate_p (parm) && argno < FOC_MB_AGG_ARGS)
      set.add (parm);
  if (set.is_empty ())
    return;

  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	if (stmt_ends_bb_p (stmt) && gimple_code (stmt) != GIMPLE_RETURN
	    && (gimple_vdef (stmt) || gimple_vuse (stmt)))
	  {
	    for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
	      foc_shadow_drop_mentioned (&set, gimple_op_ptr (stmt, k));
	    continue;
	  }
	switch (gimple_code (stmt))
	  {
	  case GIMPLE_ASSIGN:
	    if (gimple_assign_single_p (stmt))
	      {
		foc_shadow_check_ref (&set, gimple_assign_lhs_ptr (stmt), -1);
		foc_shadow_check_ref (&set, gimple_assign_rhs1_ptr (stmt), -1);
		break;
	      }
	    for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
	      foc_shadow_drop_mentioned (&set, gimple_op_ptr (stmt, k));
	    break;
	  case GIMPLE_CALL:
	    foc_shadow_check_ref (&set, gimple_call_lhs_ptr (stmt), -1);
	    for (unsigned k = 0; k < gimple_call_num_args (stmt); k++)
	      foc_shadow_check_ref (&set, gimple_call_arg_ptr (stmt, k), k);
	    if (gimple_call_chain (stmt))
	      foc_shadow_drop_mentioned (&set,
					 gimple_call_chain_ptr (as_a <gcall *>
								(stmt)));
	    break;
	  case GIMPLE_RETURN:
	    foc_shadow_check_ref (&set, gimple_return_retval_ptr
				  (as_a <greturn *> (stmt)), -1);
	    break;
	  default:
	    for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
	      foc_shadow_drop_mentioned (&set, gimple_op_ptr (stmt, k));
	    break;
	  }
	if (set.is_empty ())
	  return;
      }

  foc_shadows = new hash_map<tree, tree>;
  tree up = foc_uintptr_type ();
  for (hash_set<tree>::iterator it = set.begin (); it != set.end (); ++it)
    {
      tree decl = *it;
      unsigned n = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (decl))) / 8;
      tree type = build_array_type_nelts (up, n * FOC_ENTRY_WORDS);
      foc_shadows->put (decl, create_tmp_var (type, "foc_meta"));
    }
}

/* If REF lies in a shadowed local, at a slot boundary, return its shadow
   and set *K0 to the index of REF's first slot in it; else NULL_TREE.  */

static tree
foc_shadow_of (tree ref, unsigned *k0)
{
  if (!foc_shadows)
    return NULL_TREE;
  HOST_WIDE_INT off, size;
  tree base = foc_ref_decl_offset (ref, &off, &size);
  if (!base || base == error_mark_node)
    return NULL_TREE;
  tree *shadow = foc_shadows->get (base);
  if (!shadow)
    return NULL_TREE;
  /* foc_shadow_init saw every reference with pointers at a boundary.  */
  gcc_assert (off % 64 == 0);
  *k0 = off / 64;
  return *shadow;
}

/* Does the memory reference REF lie in a shadowed local?  */

bool
foc_shadow_p (tree ref)
{
  unsigned k0;
  return foc_shadow_of (ref, &k0) != NULL_TREE;
}

/* Word J of the entry of slot K of SHADOW, as a fresh reference.  */

static tree
foc_shadow_word (tree shadow, unsigned k, unsigned j)
{
  return build4 (ARRAY_REF, foc_uintptr_type (), shadow,
		 size_int (FOC_ENTRY_WORDS * k + j), NULL_TREE, NULL_TREE);
}

/* Append to SEQ the loads of the entry words of slot K of REF, which
   lies in a shadowed local, into W.  */

void
foc_shadow_load (gimple_seq *seq, tree ref, unsigned k,
		 tree w[FOC_ENTRY_WORDS])
{
  unsigned k0;
  tree shadow = foc_shadow_of (ref, &k0);
  gcc_assert (shadow);
  for (unsigned j = 0; j < FOC_ENTRY_WORDS; j++)
    {
      w[j] = make_ssa_name (foc_uintptr_type ());
      gimple_seq_add_stmt (seq, gimple_build_assign
			   (w[j], foc_shadow_word (shadow, k0 + k, j)));
    }
}

/* Append to SEQ the stores of W to the entry words of slot K of REF,
   which lies in a shadowed local.  */

void
foc_shadow_store (gimple_seq *seq, tree ref, unsigned k,
		  tree w[FOC_ENTRY_WORDS])
{
  unsigned k0;
  tree shadow = foc_shadow_of (ref, &k0);
  gcc_assert (shadow);
  for (unsigned j = 0; j < FOC_ENTRY_WORDS; j++)
    gimple_seq_add_stmt (seq, gimple_build_assign
			 (foc_shadow_word (shadow, k0 + k, j), w[j]));
}

/* Empty every shadow at the entry of the current function (before any
   code the pass put there: the mailbox fills a parameter's), so that no
   word is ever read undefined, and forget them.  */

void
foc_shadow_fini (void)
{
  if (!foc_shadows)
    return;
  gimple_seq seq = NULL;
  tree zero = build_zero_cst (foc_uintptr_type ());
  for (hash_map<tree, tree>::iterator it = foc_shadows->begin ();
       it != foc_shadows->end (); ++it)
    {
      tree shadow = (*it).second;
      unsigned n = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (shadow))) / 8;
      for (unsigned w = 0; w < n; w++)
	gimple_seq_add_stmt (&seq, gimple_build_assign
			     (foc_shadow_word (shadow, 0, w), zero));
    }
  gimple_seq_set_location (seq, DECL_SOURCE_LOCATION (current_function_decl));
  gsi_insert_seq_on_edge_immediate
    (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun)), seq);
  delete foc_shadows;
  foc_shadows = NULL;
}
