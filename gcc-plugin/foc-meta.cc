/* foc-meta.cc -- bounds of pointers stored in memory.

   A pointer store  *slot = p  is followed by
     __foc_meta_store (slot, p, base (p), bound (p));
   a pointer load  p = *slot  by
     pair = __foc_meta_load (slot, p);
     base (p) = (void *) REALPART_EXPR <pair>;
     bound (p) = (void *) IMAGPART_EXPR <pair>;
   which gives bounds only if the pointer stored with them is still the one
   in the slot (see libfoc/meta.c).  An aggregate copy of a type that may
   hold pointers is followed by __foc_meta_copy.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* May an object of TYPE hold a pointer?  Character arrays count: constant
   size memcpy arrives as a copy of an unsigned char array.  */

bool
foc_type_has_pointers (tree type)
{
  switch (TREE_CODE (type))
    {
    case POINTER_TYPE:
    case REFERENCE_TYPE:
      return true;
    case ARRAY_TYPE:
      {
	tree elt = TREE_TYPE (type);
	if (TYPE_MAIN_VARIANT (elt) == unsigned_char_type_node
	    || TYPE_MAIN_VARIANT (elt) == char_type_node)
	  return true;
	return foc_type_has_pointers (elt);
      }
    case RECORD_TYPE:
    case UNION_TYPE:
    case QUAL_UNION_TYPE:
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL && foc_type_has_pointers (TREE_TYPE (f)))
	  return true;
      return false;
    default:
      return false;
    }
}

/* Append to SEQ:  BASE = (void *) REALPART <PAIR>;  BOUND = (void *)
   IMAGPART <PAIR>.  BASE and BOUND are SSA names to define.  */

void
foc_split_pair (gimple_seq *seq, location_t loc, tree pair, tree base,
		tree bound)
{
  tree up = foc_uintptr_type ();
  tree re = make_ssa_name (up);
  tree im = make_ssa_name (up);
  gimple_seq_add_stmt (seq, gimple_build_assign (re, build1 (REALPART_EXPR,
							      up, pair)));
  gimple_seq_add_stmt (seq, gimple_build_assign (im, build1 (IMAGPART_EXPR,
							      up, pair)));
  gimple_seq_add_stmt (seq, gimple_build_assign (base, NOP_EXPR, re));
  gimple_seq_add_stmt (seq, gimple_build_assign (bound, NOP_EXPR, im));
  gimple_seq_set_location (*seq, loc);
}

/* The address of memory reference REF as a gimple value, computed in SEQ.  */

tree
foc_ref_address (gimple_seq *seq, tree ref)
{
  tree obj = get_base_address (ref);
  if (obj && DECL_P (obj) && !TREE_ADDRESSABLE (obj))
    mark_addressable (obj);
  gimple_seq s = NULL;
  tree a = force_gimple_operand (build_fold_addr_expr (unshare_expr (ref)),
				 &s, true, NULL_TREE);
  gimple_seq_add_seq (seq, s);
  return a;
}

/* Insert SEQ after *GSI, leaving *GSI on the last inserted statement.  */

static void
foc_insert_after (gimple_stmt_iterator *gsi, gimple_seq seq, location_t loc)
{
  gimple_seq_set_location (seq, loc);
  gsi_insert_seq_after (gsi, seq, GSI_CONTINUE_LINKING);
}

/* After the store at *GSI of pointer VALUE to REF, record VALUE's bounds.  */

void
foc_meta_store_after (gimple_stmt_iterator *gsi, tree ref, tree value)
{
  if (!foc_opts.memory || TREE_CODE (value) == INTEGER_CST)
    return;
  location_t loc = gimple_location (gsi_stmt (*gsi));
  gimple_seq seq = NULL;
  struct foc_bounds b;
  foc_bounds_or_unknown (value, &b);
  tree up = foc_uintptr_type ();
  tree slot = foc_ref_address (&seq, ref);
  tree v = gimple_convert (&seq, loc, foc_uintptr_type (), value);
  tree bs = gimple_convert (&seq, loc, up, b.base);
  tree bd = gimple_convert (&seq, loc, up, b.bound);
  slot = gimple_convert (&seq, loc, foc_uintptr_type (), slot);
  gimple_seq_add_stmt (&seq, gimple_build_call (foc_rt_decl
						(FOC_RT_META_STORE), 4,
						slot, v, bs, bd));
  foc_insert_after (gsi, seq, loc);
}

/* After the load at *GSI of pointer LHS from REF, define its companions
   BASE and BOUND from the metadata of REF.  */

void
foc_meta_load_after (gimple_stmt_iterator *gsi, tree ref, tree lhs,
		     tree base, tree bound)
{
  location_t loc = gimple_location (gsi_stmt (*gsi));
  gimple_seq seq = NULL;
  if (!foc_opts.memory)
    {
      gimple_seq_add_stmt (&seq, gimple_build_assign (base,
						      foc_unknown_base ()));
      gimple_seq_add_stmt (&seq, gimple_build_assign (bound,
						      foc_unknown_bound ()));
      foc_insert_after (gsi, seq, loc);
      return;
    }
  tree slot = foc_ref_address (&seq, ref);
  slot = gimple_convert (&seq, loc, foc_uintptr_type (), slot);
  tree v = gimple_convert (&seq, loc, foc_uintptr_type (), lhs);
  tree pair = make_ssa_name (foc_pair_type ());
  gcall *call = gimple_build_call (foc_rt_decl (FOC_RT_META_LOAD), 2, slot, v);
  gimple_call_set_lhs (call, pair);
  gimple_seq_add_stmt (&seq, call);
  foc_split_pair (&seq, loc, pair, base, bound);
  foc_insert_after (gsi, seq, loc);
}

/* After the copy at *GSI of SIZE bytes from address SRC to address DST,
   copy their metadata.  */

void
foc_meta_copy_after (gimple_stmt_iterator *gsi, tree dst, tree src, tree size)
{
  if (!foc_opts.memory)
    return;
  location_t loc = gimple_location (gsi_stmt (*gsi));
  gimple_seq seq = NULL;
  dst = gimple_convert (&seq, loc, foc_uintptr_type (), dst);
  src = gimple_convert (&seq, loc, foc_uintptr_type (), src);
  size = gimple_convert (&seq, loc, size_type_node, size);
  gimple_seq_add_stmt (&seq, gimple_build_call (foc_rt_decl
						(FOC_RT_META_COPY), 3,
						dst, src, size));
  foc_insert_after (gsi, seq, loc);
}

/* After the aggregate copy at *GSI (LHS = RHS), copy the metadata if the
   type may hold pointers.  */

void
foc_meta_copy_aggregate_after (gimple_stmt_iterator *gsi)
{
  gimple *stmt = gsi_stmt (*gsi);
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
  if (!foc_opts.memory || !foc_type_has_pointers (TREE_TYPE (lhs))
      || !size || TREE_CODE (size) != INTEGER_CST
      || compare_tree_int (size, 8) < 0
      || TREE_CODE (rhs) == CONSTRUCTOR || TREE_CODE (rhs) == STRING_CST)
    return;
  gimple_seq seq = NULL;
  tree d = foc_ref_address (&seq, lhs);
  tree s = foc_ref_address (&seq, rhs);
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  foc_meta_copy_after (gsi, d, s, size);
}

/* After the store at *GSI of a register that was loaded just before from
   memory of the same size (memcpy of 8 or 16 bytes arrives as
   _1 = MEM <uint128_t> [src];  MEM <uint128_t> [dst] = _1;), copy the
   metadata: the bytes may be pointers.  */

void
foc_meta_copy_register_after (gimple_stmt_iterator *gsi)
{
  gimple *stmt = gsi_stmt (*gsi);
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  if (!foc_opts.memory || TREE_CODE (rhs) != SSA_NAME
      || SSA_NAME_IS_DEFAULT_DEF (rhs))
    return;
  gimple *ld = SSA_NAME_DEF_STMT (rhs);
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
  if (!is_gimple_assign (ld) || !gimple_assign_load_p (ld)
      || gimple_has_volatile_ops (ld) || gimple_has_volatile_ops (stmt)
      || !INTEGRAL_TYPE_P (TREE_TYPE (lhs))
      || !size || TREE_CODE (size) != INTEGER_CST
      || compare_tree_int (size, 8) < 0
      || !operand_equal_p (size, TYPE_SIZE_UNIT (TREE_TYPE (rhs)), 0))
    return;
  gimple_seq seq = NULL;
  tree d = foc_ref_address (&seq, lhs);
  tree s = foc_ref_address (&seq, gimple_assign_rhs1 (ld));
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  foc_meta_copy_after (gsi, d, s, size);
}
