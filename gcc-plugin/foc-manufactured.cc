/* foc-manufactured.cc -- manufactured pointers at calls.

   An out-of-bounds read of a pointer gives a manufactured value (0, 1,
   2, ...) with the empty bounds [0, 0) (foc-check.cc).  Dereferenced,
   such a pointer only reads manufactured values.  But two things would
   still take it as an address and kill the program, which is what
   failure-oblivious computing is there to prevent: an indirect call
   through it, and a function of the C library that libfoc does not
   wrap.

   1. Calls through it (foc_guard_indirect_call), as in

     static int (*handlers[4]) (struct req *);
     ...
     return handlers[req->op] (req);	(op out of range)

   which would jump to address 0 or 1.  An indirect call is guarded:

     BB:    if (manufactured (fp)) goto CHECK; else goto CALL;
     CHECK: go = __foc_call_manufactured (fp, site);
	    if (go) goto CALL; else goto SKIP;
     CALL:  r1 = fp (args);
     SKIP:  r2 = a manufactured value;
     JOIN:  r = PHI <r1 (CALL), r2 (SKIP)>

   libfoc reports the skipped call and says to make it in mode=log,
   where the value is the program's own.  A pointer result has the empty
   bounds, like the function pointer.  A result stored into memory
   (an aggregate returned by value) is left as it was, like a dropped
   write.

   2. Arguments of the C library's functions (foc_oblivion_args): libfoc
   checks the string and memory functions it wraps, but atoi (names[i])
   or fopen (argv[i], "r") with i out of range would fault in the C
   library.  Before a call to a function declared in a system header
   that is not redirected to libfoc, each data pointer argument becomes

     manufactured (arg) ? &__foc_oblivion : arg

   libfoc's manufactured object (libfoc/oblivion.c), a megabyte of zeros:
   atoi gives 0, fopen fails with ENOENT, an output argument is written
   there.

   manufactured (p), foc_manufactured_p, is

     BOUND (p) == 0 || p - 1 < 64K - 1

   No pointer a correct program computes has the bound 0 (unknown bounds
   are [0, ~0)), and nothing is in the first 64 KB, which the kernel never
   maps (FOC_PTR_MIN): a correct program only pays the test.  The second
   half catches a manufactured pointer that went through memory, which
   loaded back has the bounds [0, 1), not [0, 0) (foc_meta_load_inline);
   unless it is 0: a call or an access through null faults as it does
   without foc.  It is not applied to a void *
   argument of the C library, which may be a small integer passed
   through (pthread_create's, qsort_r's), nor to a function pointer
   argument (SIG_IGN is 1), which keeps its value.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* End BB with SEQ and "if (COND) goto T; else goto F", T taken with
   probability P.  */

static void
foc_end_with_cond (basic_block bb, gimple_seq seq, tree cond, basic_block t,
		   basic_block f, profile_probability p, location_t loc)
{
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, cond,
						build_zero_cst (TREE_TYPE (cond)),
						NULL_TREE, NULL_TREE));
  foc_append_seq (bb, &seq, loc);
  make_edge (bb, t, EDGE_TRUE_VALUE)->probability = p;
  make_edge (bb, f, EDGE_FALSE_VALUE)->probability = p.invert ();
}

/* Append to SEQ the test of whether pointer P (an SSA name) is a
   manufactured value: its bound is 0 (if it has companions), or (if LOW)
   its value V, returned in *V as a uintptr_t, is in the first 64 KB but
   null.  Returns the boolean, or NULL_TREE if neither test applies.  */

static tree
foc_manufactured_p (gimple_seq *seq, tree p, bool low, tree *v,
		    location_t loc)
{
  tree up = foc_uintptr_type ();
  tree c = NULL_TREE;
  *v = gimple_convert (seq, loc, up, p);
  if (low)
    c = gimple_build (seq, loc, LT_EXPR, boolean_type_node,
		      gimple_build (seq, loc, MINUS_EXPR, up, *v,
				    build_one_cst (up)),
		      build_int_cst (up, FOC_PTR_MIN - 1));
  struct foc_bounds b;
  if (foc_bounds_of (p, &b) && TREE_CODE (b.bound) != INTEGER_CST)
    {
      tree empty = gimple_build (seq, loc, EQ_EXPR, boolean_type_node,
				 gimple_convert (seq, loc, up, b.bound),
				 build_zero_cst (up));
      c = (c ? gimple_build (seq, loc, BIT_IOR_EXPR, boolean_type_node, c,
			     empty)
	   : empty);
    }
  return c;
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
  gimple_seq seq = NULL;
  tree v;
  tree low = foc_manufactured_p (&seq, fn, true, &v, loc);

  /* BB (up to the call) | CALL (the call) | JOIN (the rest).  */
  basic_block bb = gimple_bb (call);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_prev (&gsi);
  edge e = (gsi_end_p (gsi) ? split_block_after_labels (bb)
	    : split_block (bb, gsi_stmt (gsi)));
  basic_block cbb = e->dest;
  basic_block join = split_block (cbb, call)->dest;
  remove_edge (e);

  basic_block check = foc_new_bb (bb);
  basic_block skip = foc_new_bb (check);
  foc_end_with_cond (bb, seq, low, check, cbb,
		     profile_probability::very_unlikely (), loc);
  check->count = bb->count.apply_probability
    (profile_probability::very_unlikely ());
  skip->count = check->count;

  seq = NULL;
  tree go = make_ssa_name (integer_type_node);
  gcall *report = gimple_build_call (foc_rt_decl (FOC_RT_CALL_MANUFACTURED),
				     2, v, foc_site_string (call));
  gimple_call_set_lhs (report, go);
  gimple_seq_add_stmt (&seq, report);
  foc_end_with_cond (check, seq, go, cbb, skip,
		     profile_probability::unlikely (), loc);
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
	  foc_append_seq (skip, &seq, loc);
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

/* libfoc's manufactured object (libfoc/oblivion.c).  */

static GTY(()) tree foc_oblivion_decl;

/* Before CALL, if it calls a function of the C library that libfoc does
   not wrap, pass &__foc_oblivion instead of each data pointer argument
   that is a manufactured value (part 2 above).  */

void
foc_oblivion_args (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (!foc_clib_call_p (call) || fndecl_built_in_p (fndecl, BUILT_IN_MD))
    return;
  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      tree type = TREE_TYPE (arg);
      if (TREE_CODE (arg) != SSA_NAME || !POINTER_TYPE_P (type)
	  || FUNC_OR_METHOD_TYPE_P (TREE_TYPE (type)))
	continue;
      tree v;
      tree c = foc_manufactured_p (&seq, arg, !VOID_TYPE_P (TREE_TYPE (type)),
				   &v, loc);
      if (!c)
	continue;
      if (!foc_oblivion_decl)
	foc_extern_var (&foc_oblivion_decl, "__foc_oblivion",
			build_array_type_nelts (char_type_node,
						FOC_OBLIVION_SIZE));
      tree obl = gimple_convert (&seq, loc, type,
				 build_fold_addr_expr (foc_oblivion_decl));
      gimple_call_set_arg (call, i, gimple_build (&seq, loc, COND_EXPR, type,
						  c, obl, arg));
    }
  if (!seq)
    return;
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  update_stmt (call);
}
