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

/* The metadata table of libfoc (meta.c), read inline when optimising:
   level 1 indexed by address bits 47..24, level 2 by bits 23..3, entries
   {value, base, bound}.  */
#define FOC_L1_SHIFT 24
#define FOC_L2_MASK ((HOST_WIDE_INT_1U << (FOC_L1_SHIFT - 3)) - 1)
#define FOC_L1_MASK ((HOST_WIDE_INT_1U << (48 - FOC_L1_SHIFT)) - 1)
#define FOC_ENTRY_SIZE 24

static GTY(()) tree foc_l1_decl;

/* The global __foc_meta_l1, the address of libfoc's level-1 table (never
   null).  */

static tree
foc_meta_l1 (void)
{
  if (!foc_l1_decl)
    {
      tree d = build_decl (BUILTINS_LOCATION, VAR_DECL,
			   get_identifier ("__foc_meta_l1"), foc_uintptr_type ());
      TREE_PUBLIC (d) = 1;
      DECL_EXTERNAL (d) = 1;
      DECL_ARTIFICIAL (d) = 1;
      TREE_STATIC (d) = 1;
      foc_l1_decl = d;
      foc_register_decl_root (&foc_l1_decl);
    }
  return foc_l1_decl;
}

static GTY(()) tree foc_zero_decl;

/* libfoc's __foc_meta_zero, an empty entry that is never written.  */

static tree
foc_meta_zero (void)
{
  if (!foc_zero_decl)
    {
      tree d = build_decl (BUILTINS_LOCATION, VAR_DECL,
			   get_identifier ("__foc_meta_zero"), char_type_node);
      TREE_PUBLIC (d) = 1;
      DECL_EXTERNAL (d) = 1;
      DECL_ARTIFICIAL (d) = 1;
      TREE_STATIC (d) = 1;
      foc_zero_decl = d;
      foc_register_decl_root (&foc_zero_decl);
    }
  return foc_zero_decl;
}

/* Load the uintptr_t at address ADDR (an integer) + OFFSET into a new SSA
   name, appended to BB.  */

static tree
foc_load_word (basic_block bb, tree addr, HOST_WIDE_INT offset,
	       location_t loc)
{
  tree up = foc_uintptr_type ();
  tree ptype = build_pointer_type (up);
  gimple_seq seq = NULL;
  tree p = gimple_convert (&seq, loc, ptype, addr);
  tree val = make_ssa_name (up);
  gimple_seq_add_stmt (&seq, gimple_build_assign
		       (val, build2 (MEM_REF, up, p,
				     build_int_cst (ptype, offset))));
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  return val;
}

/* End BB with "if (COND) goto SLOW; else goto a new block", which is
   returned; COND is a boolean computed by SEQ, appended to BB first.  */

static basic_block
foc_branch_slow (basic_block bb, gimple_seq seq, tree cond, basic_block slow,
		 location_t loc)
{
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, cond,
						boolean_false_node,
						NULL_TREE, NULL_TREE));
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  basic_block next = create_empty_bb (bb);
  if (current_loops)
    add_bb_to_loop (next, bb->loop_father);
  make_edge (bb, slow, EDGE_TRUE_VALUE)->probability
    = profile_probability::unlikely ();
  make_edge (bb, next, EDGE_FALSE_VALUE)->probability
    = profile_probability::likely ();
  return next;
}

/* At *GSI, define BASE and BOUND from the metadata entry of SLOT (an
   integer address) if it holds the pointer V, by reading libfoc's table
   inline; any miss goes to __foc_meta_load, which also tries the heap.
   If PV is given, an earlier load of the same slot gave PV with bounds
   *PB: when V == PV those are taken first, with no lookup.

     if (v == pv)				goto join (*PB);
     l2 = l1[(slot >> 24) & mask1];
     e = l2 ? l2 + ((slot >> 3) & mask2) * 24 : &__foc_meta_zero;
     if (e->value != v || v == 0)		goto slow;
     b1 = e->base;  e1 = e->bound;		goto join;
   slow:
     pair = __foc_meta_load (slot, v);  b2 = re, e2 = im;
   join:
     BASE = PHI <b1, b2, pb>;  BOUND = PHI <e1, e2, pe>;  */

static void
foc_meta_load_inline (gimple_stmt_iterator *gsi, tree slot, tree v,
		      tree base, tree bound, tree pv,
		      const struct foc_bounds *pb, location_t loc)
{
  tree up = foc_uintptr_type ();
  basic_block bb = gsi_bb (*gsi);
  basic_block join = split_block (bb, gsi_stmt (*gsi))->dest;
  remove_edge (single_succ_edge (bb));
  basic_block slow = create_empty_bb (bb);
  if (current_loops)
    add_bb_to_loop (slow, bb->loop_father);

  /* The value an earlier load of the same slot gave: its bounds.  */
  edge esame = NULL;
  if (pv)
    {
      gimple_seq seq = NULL;
      tree same = gimple_build (&seq, loc, EQ_EXPR, boolean_type_node, v, pv);
      gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, same,
						    boolean_false_node,
						    NULL_TREE, NULL_TREE));
      gimple_seq_set_location (seq, loc);
      gimple_stmt_iterator g = gsi_last_bb (bb);
      gsi_insert_seq_after (&g, seq, GSI_NEW_STMT);
      basic_block next = create_empty_bb (bb);
      if (current_loops)
	add_bb_to_loop (next, bb->loop_father);
      esame = make_edge (bb, join, EDGE_TRUE_VALUE);
      esame->probability = profile_probability::likely ();
      make_edge (bb, next, EDGE_FALSE_VALUE)->probability
	= profile_probability::unlikely ();
      bb = next;
    }

  /* Level 1 (a static table in libfoc, never null; the index is masked,
     and an address past 2^48 only finds an entry whose value does not
     match), then the entry in level 2, or libfoc's empty entry where
     there is no level-2 table: no branch until the value test.  */
  gimple_seq seq = NULL;
  tree l1 = make_ssa_name (up);
  gimple_seq_add_stmt (&seq, gimple_build_assign (l1, foc_meta_l1 ()));
  tree idx = gimple_build (&seq, loc, BIT_AND_EXPR, up,
			   gimple_build (&seq, loc, RSHIFT_EXPR, up, slot,
					 build_int_cst (integer_type_node,
							FOC_L1_SHIFT)),
			   build_int_cst (up, FOC_L1_MASK));
  tree a1 = gimple_build (&seq, loc, PLUS_EXPR, up, l1,
			  gimple_build (&seq, loc, MULT_EXPR, up, idx,
					build_int_cst (up, 8)));
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator g1 = gsi_last_bb (bb);
  gsi_insert_seq_after (&g1, seq, GSI_NEW_STMT);
  tree l2 = foc_load_word (bb, a1, 0, loc);

  /* The entry.  */
  seq = NULL;
  tree zero = gimple_convert (&seq, loc, up,
			      build_fold_addr_expr (foc_meta_zero ()));
  tree k = gimple_build (&seq, loc, BIT_AND_EXPR, up,
			 gimple_build (&seq, loc, RSHIFT_EXPR, up, slot,
				       build_int_cst (integer_type_node, 3)),
			 build_int_cst (up, FOC_L2_MASK));
  tree el = gimple_build (&seq, loc, PLUS_EXPR, up, l2,
			  gimple_build (&seq, loc, MULT_EXPR, up, k,
					build_int_cst (up, FOC_ENTRY_SIZE)));
  tree e = gimple_build (&seq, loc, COND_EXPR, up,
			 gimple_build (&seq, loc, NE_EXPR, boolean_type_node,
				       l2, build_zero_cst (up)),
			 el, zero);
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator g2 = gsi_last_bb (bb);
  gsi_insert_seq_after (&g2, seq, GSI_NEW_STMT);
  tree ev = foc_load_word (bb, e, 0, loc);
  seq = NULL;
  tree c = gimple_build (&seq, loc, BIT_IOR_EXPR, boolean_type_node,
			 gimple_build (&seq, loc, NE_EXPR, boolean_type_node,
				       ev, v),
			 gimple_build (&seq, loc, EQ_EXPR, boolean_type_node,
				       v, build_zero_cst (up)));
  basic_block b3 = foc_branch_slow (bb, seq, c, slow, loc);

  /* Hit.  */
  tree eb = foc_load_word (b3, e, 8, loc);
  tree ee = foc_load_word (b3, e, 16, loc);
  seq = NULL;
  tree hb = gimple_convert (&seq, loc, ptr_type_node, eb);
  tree he = gimple_convert (&seq, loc, ptr_type_node, ee);
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator g3 = gsi_last_bb (b3);
  gsi_insert_seq_after (&g3, seq, GSI_NEW_STMT);
  edge ehit = make_edge (b3, join, EDGE_FALLTHRU);
  ehit->probability = profile_probability::always ();

  /* Miss.  */
  seq = NULL;
  tree pair = make_ssa_name (foc_pair_type ());
  gcall *call = gimple_build_call (foc_rt_decl (FOC_RT_META_LOAD), 2, slot, v);
  gimple_call_set_lhs (call, pair);
  gimple_seq_add_stmt (&seq, call);
  tree sb = make_ssa_name (ptr_type_node), se = make_ssa_name (ptr_type_node);
  foc_split_pair (&seq, loc, pair, sb, se);
  gimple_stmt_iterator gs = gsi_last_bb (slow);
  gsi_insert_seq_after (&gs, seq, GSI_NEW_STMT);
  edge emiss = make_edge (slow, join, EDGE_FALLTHRU);
  emiss->probability = profile_probability::always ();

  gphi *phib = create_phi_node (base, join);
  add_phi_arg (phib, hb, ehit, loc);
  add_phi_arg (phib, sb, emiss, loc);
  gphi *phie = create_phi_node (bound, join);
  add_phi_arg (phie, he, ehit, loc);
  add_phi_arg (phie, se, emiss, loc);
  if (esame)
    {
      add_phi_arg (phib, pb->base, esame, loc);
      add_phi_arg (phie, pb->bound, esame, loc);
    }
}

/* After the load at *GSI of pointer LHS from REF, define its companions
   BASE and BOUND from the metadata of REF.  ORIG, if given, is the SSA
   name the load defines in the original code (LHS may be a copy).  */

void
foc_meta_load_after (gimple_stmt_iterator *gsi, tree ref, tree lhs,
		     tree base, tree bound, tree orig)
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
  if (optimize)
    {
      tree pv = NULL_TREE;
      struct foc_bounds pb = { NULL_TREE, NULL_TREE };
      if (orig && foc_bounds_prev_load (orig, &pv, &pb))
	pv = gimple_convert (&seq, loc, foc_uintptr_type (), pv);
      foc_insert_after (gsi, seq, loc);
      foc_meta_load_inline (gsi, slot, v, base, bound, pv, &pb, loc);
      return;
    }
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
