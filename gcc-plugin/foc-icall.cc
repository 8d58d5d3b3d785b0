/* foc-icall.cc -- calls through manufactured function pointers.

   An out-of-bounds read of a pointer gives a manufactured value (0, 1,
   2, ...) with the empty bounds [0, 0) (foc-check.cc).  Dereferenced,
   such a pointer only reads manufactured values; but called, as in

     static int (*handlers[4]) (struct req *);
     ...
     return handlers[req->op] (req);	(op out of range)

   it would jump to address 0 or 1 and kill the program, which is what
   failure-oblivious computing is there to prevent.  So an indirect call
   is guarded:

     BB:    if (BOUND (fp) == 0 || fp - 1 < 64K - 1) goto CHECK;
	    else goto CALL;
     CHECK: go = __foc_call_manufactured (fp, site);
	    if (go) goto CALL; else goto SKIP;
     CALL:  r1 = fp (args);
     SKIP:  r2 = a manufactured value;
     JOIN:  r = PHI <r1 (CALL), r2 (SKIP)>

   libfoc reports the skipped call and says to make it in mode=log,
   where the value is the program's own.  A pointer result has the empty
   bounds, like the function pointer.  A result stored into memory
   (an aggregate returned by value) is left as it was, like a dropped
   write.  No pointer the program computes has the bound 0 (unknown
   bounds are [0, ~0)), and no function is in the first 64 KB, which the
   kernel never maps (FOC_PTR_MIN): a correct program only pays the
   test.  The second test catches a manufactured pointer that went
   through memory, which forgets its empty bounds (its value is not a
   pointer's: foc_nonptr_p), if it is not 0.  A call through null, as
   an access through it, faults as it does without foc.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* A new block after AFTER, in AFTER's loop.  */

static basic_block
foc_icall_block (basic_block after)
{
  basic_block bb = create_empty_bb (after);
  if (current_loops)
    add_bb_to_loop (bb, after->loop_father);
  return bb;
}

/* Guard CALL if it is an indirect call.  Returns true if it did.  */

bool
foc_guard_indirect_call (gcall *call)
{
  tree fn = gimple_call_fn (call);
  if (!fn || TREE_CODE (fn) != SSA_NAME || gimple_call_internal_p (call)
      || stmt_ends_bb_p (call))
    return false;

  location_t loc = gimple_location (call);
  tree up = foc_uintptr_type ();
  gimple_seq seq = NULL;
  /* FN - 1 < FOC_PTR_MIN - 1: a value in the first 64 KB, but null.  */
  tree v = gimple_convert (&seq, loc, up, fn);
  tree low = gimple_build (&seq, loc, LT_EXPR, boolean_type_node,
			   gimple_build (&seq, loc, MINUS_EXPR, up, v,
					 build_one_cst (up)),
			   build_int_cst (up, FOC_PTR_MIN - 1));
  struct foc_bounds b;
  if (foc_bounds_of (fn, &b) && TREE_CODE (b.bound) != INTEGER_CST)
    low = gimple_build (&seq, loc, BIT_IOR_EXPR, boolean_type_node, low,
			gimple_build (&seq, loc, EQ_EXPR, boolean_type_node,
				      gimple_convert (&seq, loc, up, b.bound),
				      build_zero_cst (up)));

  /* BB (up to the call) | CALL (the call) | JOIN (the rest).  */
  basic_block bb = gimple_bb (call);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_prev (&gsi);
  edge e = (gsi_end_p (gsi) ? split_block_after_labels (bb)
	    : split_block (bb, gsi_stmt (gsi)));
  basic_block cbb = e->dest;
  basic_block join = split_block (cbb, call)->dest;
  remove_edge (e);

  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, low,
						boolean_false_node,
						NULL_TREE, NULL_TREE));
  gimple_seq_set_location (seq, loc);
  gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  basic_block check = foc_icall_block (bb);
  make_edge (bb, check, EDGE_TRUE_VALUE)->probability
    = profile_probability::very_unlikely ();
  make_edge (bb, cbb, EDGE_FALSE_VALUE)->probability
    = profile_probability::very_likely ();
  check->count = bb->count.apply_probability
    (profile_probability::very_unlikely ());

  seq = NULL;
  tree go = make_ssa_name (integer_type_node);
  gcall *report = gimple_build_call (foc_rt_decl (FOC_RT_CALL_MANUFACTURED),
				     2, v, foc_site_string (call));
  gimple_call_set_lhs (report, go);
  gimple_seq_add_stmt (&seq, report);
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, go,
						integer_zero_node,
						NULL_TREE, NULL_TREE));
  gimple_seq_set_location (seq, loc);
  gsi = gsi_start_bb (check);
  gsi_insert_seq_before (&gsi, seq, GSI_NEW_STMT);
  basic_block skip = foc_icall_block (check);
  skip->count = check->count;
  make_edge (check, cbb, EDGE_TRUE_VALUE)->probability
    = profile_probability::unlikely ();
  make_edge (check, skip, EDGE_FALSE_VALUE)->probability
    = profile_probability::likely ();
  edge eskip = make_edge (skip, join, EDGE_FALLTHRU);
  eskip->probability = profile_probability::always ();

  tree lhs = gimple_call_lhs (call);
  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      tree r1 = copy_ssa_name (lhs, call);
      gimple_call_set_lhs (call, r1);
      update_stmt (call);
      tree r2 = foc_manufacture (skip, TREE_TYPE (lhs), loc);
      /* A pointer result gets its bounds from the mailbox after the
	 call: the empty ones, as if FP had returned R2.  */
      if (POINTER_TYPE_P (TREE_TYPE (lhs)) && foc_mailbox_call_p (call))
	{
	  seq = NULL;
	  foc_mailbox_ret_put (&seq, v, r2,
			       build_zero_cst (ptr_type_node),
			       build_zero_cst (ptr_type_node), loc);
	  gimple_seq_set_location (seq, loc);
	  gsi = gsi_last_bb (skip);
	  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
	}
      gphi *phi = create_phi_node (lhs, join);
      add_phi_arg (phi, r1, single_succ_edge (cbb), loc);
      add_phi_arg (phi, r2, eskip, loc);
    }
  if (foc_opts.verbose)
    inform (loc, "foc: indirect call guarded against manufactured "
	    "function pointers");
  return true;
}
