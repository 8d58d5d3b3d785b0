/* foc-loops.cc -- checks taken out of loops by loop versioning.

   The "foc_loops" pass runs when optimising (-O2 and up, not -Os), in
   GCC's loop pipeline right after "loopinit": loops have preheaders,
   scalar evolutions can be computed, and earlier passes have already
   hoisted the bounds and limits of each check out of the loops that do
   not change them.

   In each innermost loop it looks for the tests of bounds checks (a
   condition one of whose edges leads to a cold block calling __foc_oob,
   __foc_oob_read or __foc_oob_copy) whose in-bounds outcome is

     X < L   or   X <= L		(unsigned)

   with L invariant in the loop and X an affine function of the iteration
   number k, X = INIT + k * STEP, STEP a constant.  The body runs for
   k = 0 ... N at most, N being the number of latch executions, or the
   number after which an exit tested in every iteration is taken (an
   exit taken earlier, a call to exit or longjmp only cut that short).
   The test takes its in-bounds edge at every one of those iterations iff
   it does at both ends, without wrap-around:

     STEP > 0:   INIT < L  and  N <= (L - 1 - INIT) / STEP
     STEP < 0:   INIT < L  and  N <= INIT / -STEP
     STEP = 0:   INIT < L

   (for X <= L: INIT <= L, and L - INIT in place of L - 1 - INIT).  A
   loop is versioned if at least one of its tests moves (STEP != 0), on
   the conjunction of the conditions of its tests: the original loop, run
   when they hold, loses those tests and its cold blocks; the copy, run
   otherwise, keeps every check, so each out-of-bounds access is still
   caught, reported and dropped exactly where it happens.  A test that
   only some iterations run is covered too: the conditions hold for all
   of them.

   This is exact whatever the test checks, as long as the scalar
   evolution is: like the rest of GCC, it takes signed loop counters not
   to overflow (undefined behaviour) when they index an array.  */

#include "gcc-common.h"
#include "foc-plugin.h"

/* At most this many tests go into the condition of one loop, and a loop
   bigger than this (estimate_num_insns, GCC's size weights) is left
   alone: the copy doubles it.  */
#define FOC_LOOP_MAX_TESTS 16
#define FOC_LOOP_MAX_INSNS 600

/* Does BB call libfoc's out-of-bounds handler: is it the cold block of a
   check?  */

static bool
foc_cold_check_bb_p (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      if (foc_cold_stmt_p (gsi_stmt (gsi)))
	return true;
    }
  return false;
}

/* walk_tree callback: is *TP something the versioning condition of loop
   DATA cannot compute in the loop's preheader?  Only constants,
   addresses of declarations, SSA names defined before the loop and
   arithmetic on them qualify (no loads, no calls, no division by a
   value that might be zero).  */

static tree
foc_preheader_unavailable_r (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;
  tree t = *tp;
  if (TYPE_P (t) || CONSTANT_CLASS_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  switch (TREE_CODE (t))
    {
    case SSA_NAME:
      {
	basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
	if (bb && !dominated_by_p (CDI_DOMINATORS,
				   loop_preheader_edge (loop)->src, bb))
	  return t;
	return NULL_TREE;
      }
    case ADDR_EXPR:
      *walk_subtrees = 0;
      return is_gimple_min_invariant (t) ? NULL_TREE : t;
    case TRUNC_DIV_EXPR:
    case CEIL_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case ROUND_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case CEIL_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case ROUND_MOD_EXPR:
      if (TREE_CODE (TREE_OPERAND (t, 1)) != INTEGER_CST
	  || integer_zerop (TREE_OPERAND (t, 1)))
	return t;
      return NULL_TREE;
    default:
      if (EXPR_P (t) && !REFERENCE_CLASS_P (t) && TREE_CODE (t) != CALL_EXPR
	  && TREE_CODE (t) != POLYNOMIAL_CHREC)
	return NULL_TREE;
      return t;
    }
}

/* Can expression E be computed in the preheader of LOOP?  */

static bool
foc_preheader_expr_p (class loop *loop, tree e)
{
  return (e && e != chrec_dont_know && !chrec_contains_undetermined (e)
	  && !walk_tree_without_duplicates (&e, foc_preheader_unavailable_r,
					    loop));
}

/* The value of T, invariant in LOOP, as an expression computable in its
   preheader, or NULL_TREE.  A limit that GCC left inside the loop (say
   LEN < SIZE ? 0 : LEN - SIZE + 1) is rebuilt from its operands, DEPTH
   definitions deep at most, if none of them reads memory or may trap.  */

static tree
foc_preheader_value (class loop *loop, tree t, unsigned depth)
{
  if (COMPARISON_CLASS_P (t) && depth > 0)
    {
      /* The condition of a COND_EXPR.  */
      tree a = foc_preheader_value (loop, TREE_OPERAND (t, 0), depth - 1);
      tree b = foc_preheader_value (loop, TREE_OPERAND (t, 1), depth - 1);
      return (a && b ? fold_build2 (TREE_CODE (t), TREE_TYPE (t), a, b)
	      : NULL_TREE);
    }
  gimple *def = TREE_CODE (t) == SSA_NAME ? SSA_NAME_DEF_STMT (t) : NULL;
  if (!def || !gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return foc_preheader_expr_p (loop, t) ? t : NULL_TREE;
  if (depth == 0 || !is_gimple_assign (def) || gimple_vuse (def)
      || gimple_could_trap_p (def))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (gimple_assign_lhs (def));
  tree ops[3] = { NULL_TREE, NULL_TREE, NULL_TREE };
  for (unsigned i = 1; i < gimple_num_ops (def) && i <= 3; i++)
    if (!(ops[i - 1] = foc_preheader_value (loop, gimple_op (def, i),
					    depth - 1)))
      return NULL_TREE;
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      return ops[0];
    case GIMPLE_UNARY_RHS:
      return fold_build1 (code, type, ops[0]);
    case GIMPLE_BINARY_RHS:
      return fold_build2 (code, type, ops[0], ops[1]);
    case GIMPLE_TERNARY_RHS:
      return fold_build3 (code, type, ops[0], ops[1], ops[2]);
    default:
      return NULL_TREE;
    }
}

/* The number of latch executions of LOOP, or a bound on it, in an
   unsigned type of at most PREC bits, or NULL_TREE if it is not known or
   not computable before the loop.  *ASSUME is set to a condition under
   which alone the result holds, or NULL_TREE if it always does.  */

static tree
foc_loop_niter (class loop *loop, unsigned prec, tree *assume)
{
  *assume = NULL_TREE;
  tree n = number_of_latch_executions (loop);
  if (n == chrec_dont_know)
    {
      /* Several exits: any one that every iteration tests bounds the
	 iterations (a search loop that may also return early).  */
      edge exit;
      n = find_loop_niter (loop, &exit);
    }
  edge e = single_exit (loop);
  class tree_niter_desc desc;
  if (n == chrec_dont_know && e
      && number_of_iterations_exit_assumptions (loop, e, &desc, NULL)
      && !integer_zerop (desc.assumptions))
    {
      /* A count that holds only under assumptions (for (unsigned i = 0;
	 i < n; i += 2) ends only if n is not too close to UINT_MAX): they
	 join the condition of the versioning.  */
      tree type = TREE_TYPE (desc.niter);
      n = desc.niter;
      if (integer_nonzerop (desc.may_be_zero))
	n = build_zero_cst (type);
      else if (!integer_zerop (desc.may_be_zero))
	n = fold_build3 (COND_EXPR, type, desc.may_be_zero,
			 build_zero_cst (type), n);
      if (!integer_onep (desc.assumptions))
	*assume = desc.assumptions;
    }
  if (!foc_preheader_expr_p (loop, n)
      || !INTEGRAL_TYPE_P (TREE_TYPE (n)) || !TYPE_UNSIGNED (TREE_TYPE (n))
      || TYPE_PRECISION (TREE_TYPE (n)) > prec
      || (*assume && !foc_preheader_expr_p (loop, *assume)))
    return NULL_TREE;
  return n;
}

/* If the test COND of LOOP takes its in-bounds edge (the true edge if
   ON_TRUE, else the false one) in every iteration whenever some
   condition computable before the loop holds, return that condition;
   else NULL_TREE.  *MOVES is set if the address tested advances with
   the iterations.  See the header comment.  */

static tree
foc_loop_test_condition (class loop *loop, gcond *cond, bool on_true,
			 bool *moves)
{
  enum tree_code code = gimple_cond_code (cond);
  tree x = gimple_cond_lhs (cond), l = gimple_cond_rhs (cond);
  if (!on_true)
    code = invert_tree_comparison (code, false);
  if (code == GT_EXPR || code == GE_EXPR)
    {
      tree t = x;
      x = l;
      l = t;
      code = swap_tree_comparison (code);
    }
  tree type = TREE_TYPE (x);
  if ((code != LT_EXPR && code != LE_EXPR) || TREE_CODE (x) != SSA_NAME
      || !INTEGRAL_TYPE_P (type) || !TYPE_UNSIGNED (type)
      || !(l = foc_preheader_value (loop, l, 4)))
    return NULL_TREE;

  affine_iv iv;
  if (!simple_iv (loop, loop, x, &iv, false)
      || TREE_CODE (iv.step) != INTEGER_CST)
    return NULL_TREE;
  tree init = fold_convert (type, iv.base);
  tree step = fold_convert (type, iv.step);
  if (!foc_preheader_expr_p (loop, init))
    return NULL_TREE;
  tree first = fold_build2 (code, boolean_type_node, init, l);
  *moves = !integer_zerop (step);
  if (!*moves)
    return first;

  tree assume;
  tree n = foc_loop_niter (loop, TYPE_PRECISION (type), &assume);
  if (!n)
    return NULL_TREE;
  n = fold_convert (type, n);
  tree room, stride;
  if (tree_int_cst_sign_bit (step))
    {
      room = init;
      stride = fold_build1 (NEGATE_EXPR, type, step);
    }
  else
    {
      room = fold_build2 (MINUS_EXPR, type, l, init);
      if (code == LT_EXPR)
	room = fold_build2 (MINUS_EXPR, type, room, build_one_cst (type));
      stride = step;
    }
  tree last = fold_build2 (LE_EXPR, boolean_type_node, n,
			   fold_build2 (TRUNC_DIV_EXPR, type, room, stride));
  tree c = fold_build2 (TRUTH_AND_EXPR, boolean_type_node, first, last);
  if (assume)
    c = fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
		     fold_convert (boolean_type_node, assume), c);
  return c;
}

/* A loop to version: the tests of checks to decide before it, the edge
   each always takes when COND holds (the true edge if ON_TRUE).  */

struct foc_loop_plan
{
  class loop *loop;
  tree cond;
  unsigned ntests;
  gcond *tests[FOC_LOOP_MAX_TESTS];
  bool on_true[FOC_LOOP_MAX_TESTS];
};

/* Fill *PLAN for LOOP.  Returns false if no check of LOOP can be decided
   before it, or if the loop is not worth copying.  */

static bool
foc_plan_loop (class loop *loop, struct foc_loop_plan *plan)
{
  if (loop->inner || !optimize_loop_for_speed_p (loop)
      || !can_duplicate_loop_p (loop))
    return false;

  basic_block *body = get_loop_body (loop);
  unsigned insns = 0;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      insns += estimate_num_insns (gsi_stmt (gsi), &eni_size_weights);
  if (insns > FOC_LOOP_MAX_INSNS)
    {
      free (body);
      return false;
    }

  plan->loop = loop;
  plan->cond = NULL_TREE;
  plan->ntests = 0;
  bool any_moves = false;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = body[i];
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (bb));
      if (!cond || plan->ntests == FOC_LOOP_MAX_TESTS)
	continue;
      edge et, ef;
      extract_true_false_edges_from_block (bb, &et, &ef);
      bool cold_t = foc_cold_check_bb_p (et->dest);
      if (cold_t == foc_cold_check_bb_p (ef->dest))
	continue;
      bool moves = false;
      tree c = foc_loop_test_condition (loop, cond, !cold_t, &moves);
      if (!c)
	continue;
      any_moves |= moves;
      plan->cond = (plan->cond
		    ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node,
				   plan->cond, c)
		    : c);
      plan->tests[plan->ntests] = cond;
      plan->on_true[plan->ntests++] = !cold_t;
    }
  free (body);
  /* Only for a check that moves: the loops left, whose checks are all
     of fixed addresses (s->len in a loop reading input until it has
     enough), tend to run few times, and copying them costs compile time
     for little (bzip2's decompress.c: 6.0 s -> 10.3 s).  */
  return plan->cond && any_moves;
}

/* Version the loop of PLAN: the original, run when PLAN->cond holds,
   loses the tests; the copy keeps them.  The caller updates the SSA
   form.  Returns true if it did.  */

static bool
foc_version_loop (struct foc_loop_plan *plan)
{
  class loop *loop = plan->loop;
  gimple_seq stmts = NULL;
  tree c = force_gimple_operand_1 (unshare_expr (plan->cond), &stmts,
				   is_gimple_val, NULL_TREE);
  profile_probability p = profile_probability::very_likely ();
  basic_block cond_bb;
  class loop *copy = loop_version (loop, c, &cond_bb, p, p.invert (), p,
				   p.invert (), true);
  if (!copy)
    {
      gimple_seq_discard (stmts);
      return false;
    }
  if (stmts)
    {
      gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
      gsi_insert_seq_before (&gsi, stmts, GSI_SAME_STMT);
    }
  /* The copy is for accesses out of bounds: not worth vectorising.  */
  copy->dont_vectorize = true;

  for (unsigned i = 0; i < plan->ntests; i++)
    {
      if (plan->on_true[i])
	gimple_cond_make_true (plan->tests[i]);
      else
	gimple_cond_make_false (plan->tests[i]);
      update_stmt (plan->tests[i]);
    }

  if (dump_file)
    fprintf (dump_file, "foc: loop %d versioned, %u checks decided before "
	     "it (the copy, loop %d, keeps them)\n", loop->num,
	     plan->ntests, copy->num);
  if (foc_opts.verbose)
    inform (gimple_location (plan->tests[0]), "foc: %u %s of this loop "
	    "decided before it (loop versioning)", plan->ntests,
	    plan->ntests == 1 ? "check" : "checks");
  return true;
}

/* Version the innermost loops of the current function.  All are
   analysed first, then versioned, then the SSA form is updated once
   (not once per loop: a big function with many loops would pay for
   each).  */

static unsigned int
foc_loops_execute (void)
{
  if (number_of_loops (cfun) <= 1)
    return 0;
  calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<struct foc_loop_plan> plans;
  struct foc_loop_plan plan;
  for (auto loop : loops_list (cfun, LI_ONLY_INNERMOST))
    if (foc_plan_loop (loop, &plan))
      plans.safe_push (plan);
  if (plans.is_empty ())
    return 0;

  unsigned n = 0;
  initialize_original_copy_tables ();
  for (unsigned i = 0; i < plans.length (); i++)
    n += foc_version_loop (&plans[i]);
  free_original_copy_tables ();
  if (!n)
    return 0;
  update_ssa (TODO_update_ssa);
  scev_reset ();
  return TODO_cleanup_cfg;
}

namespace {

const pass_data foc_loops_pass_data = {
  GIMPLE_PASS,		/* type */
  "foc_loops",		/* name */
  OPTGROUP_LOOP,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  PROP_cfg | PROP_ssa,	/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0			/* todo_flags_finish: returned by execute */
};

class foc_loops_pass : public gimple_opt_pass
{
public:
  foc_loops_pass (gcc::context *ctxt)
    : gimple_opt_pass (foc_loops_pass_data, ctxt) {}
  bool gate (function *fn) final override
  {
    return (!foc_opts.disable && foc_opts.loops && !seen_error ()
	    && opt_for_fn (fn->decl, optimize) >= 2
	    && !opt_for_fn (fn->decl, optimize_size) && current_loops);
  }
  unsigned int execute (function *) final override
  {
    return foc_loops_execute ();
  }
};

} // anon namespace

opt_pass *
make_foc_loops_pass (gcc::context *ctxt)
{
  return new foc_loops_pass (ctxt);
}
