/* foc-pass.cc -- the "foc" GIMPLE pass: instruments one function.

   Where it runs (foc_late_p):
     - by default, at every level: inside build_ssa_passes, right after
       GCC's early warning passes (before "nothrow"), before any
       optimisation, so every access the source makes is checked;
     - with -fplugin-arg-foc-late at -O1 and up (not -Og, not -flto):
       after IPA, right after "post_ipa_warn" at the start of
       all_optimizations.  Each function is instrumented as inlining
       left it, so the inliner weighs the user's code, not ours, inlined
       calls pass no bounds through the mailbox, and the bounds of a
       caller's objects reach the inlined body directly.  Pointers still
       flow as written: no IVOPTs, PRE, LIM or vectorisation has run.
       But the early optimisations have already treated out-of-bounds
       accesses as plain GCC does: a load may take the value of an
       earlier out-of-bounds store to the same place, a dead one is gone.
       IPA summaries computed from uninstrumented bodies would be wrong
       afterwards, so foc-plugin.cc turns off ipa-modref, ipa-pure-const
       and loop bounds inferred from undefined behaviour.
   Later passes then fold, hoist and sink the checks with the code.

   For each function:
     0. when optimising, foc_cse_loads: reuse repeated loads;
     1. foc_bounds_init: decide which pointer SSA names have known bounds;
     2. foc_bounds_materialize: create their base/bound companions;
     3. redirect string/memory calls to libfoc (foc-libcall.cc);
     4. check every load and store of a known object (foc-check.cc);
     5. let update_ssa rename the virtual operands of the new code.  */

#include "gcc-common.h"
#include "foc-plugin.h"

/* Is the foc pass placed after IPA for the current function?  */

bool
foc_late_p (void)
{
  return foc_after_ipa && optimize && !optimize_debug;
}

/* Should the code of function FNDECL be left alone?  */

static bool
foc_skip_decl_p (tree fndecl)
{
  tree attrs = DECL_ATTRIBUTES (fndecl);
  return (lookup_attribute ("no_foc", attrs)
	  || lookup_attribute ("no_sanitize_address", attrs)
	  || lookup_attribute ("naked", attrs));
}

/* The function to name in reports for STMT: the one whose code was
   inlined here, if it was, else the current function; the location to
   report goes to *LOC.  Functions of system headers (glibc's fortify
   wrappers) are seen through: their call site is reported.  */

tree
foc_stmt_site (gimple *stmt, location_t *loc)
{
  *loc = gimple_location (stmt);
  for (tree b = gimple_block (stmt); b && TREE_CODE (b) == BLOCK;
       b = BLOCK_SUPERCONTEXT (b))
    if (inlined_function_outer_scope_p (b))
      {
	tree fn = block_ultimate_origin (b);
	if (!fn || TREE_CODE (fn) != FUNCTION_DECL)
	  continue;
	if (!DECL_IN_SYSTEM_HEADER (fn))
	  return fn;
	*loc = BLOCK_SOURCE_LOCATION (b);
      }
  return current_function_decl;
}

/* The function whose source STMT comes from (see foc_stmt_site).  */

tree
foc_stmt_origin (gimple *stmt)
{
  location_t loc;
  return foc_stmt_site (stmt, &loc);
}

/* The size of the body of the current function as GCC's inliner weighs
   it, or LIMIT + 1 if bigger; -1 if GCC should be left alone with it
   (recursion, setjmp, computed gotos).  *LEAF: it calls nothing but
   builtins.  */

static int
foc_body_size (int limit, bool *leaf)
{
  tree fn = current_function_decl;
  int size = 0;
  basic_block bb;
  *leaf = true;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_call (stmt) && !gimple_call_internal_p (stmt))
	  {
	    tree callee = gimple_call_fndecl (stmt);
	    if (callee == fn || (gimple_call_flags (stmt) & ECF_RETURNS_TWICE))
	      return -1;
	    if (!callee || !fndecl_built_in_p (callee))
	      *leaf = false;
	  }
	if (gimple_code (stmt) == GIMPLE_GOTO)
	  return -1;
	size += estimate_num_insns (stmt, &eni_size_weights);
	if (size > limit)
	  return limit + 1;
      }
  return size;
}

/* Instrumenting before GCC's inliners run makes each function several
   times bigger when they weigh it: the small functions that GCC inlines
   without foc would stay out of line, and each call would also pass
   bounds through the mailbox.  Let GCC inline a function whatever its
   instrumented size if its own body is within what GCC inlines unasked
   (max-inline-insns-auto), as it would without foc -- if it is a leaf
   function, one that calls nothing but builtins.  Such a function is
   inlined past GCC's limits on the growth of the caller and the unit;
   small functions calling each other that all were would be inlined
   into each other without end (jq's jv.c at -O3: jv_free and the frees
   of arrays and objects, which call it).  Another small function is
   treated as declared inline, within those limits, unless it can be
   interposed.

   A function declared inline whose own body is within what GCC inlines
   when asked (max-inline-insns-single) may now stay out of line because
   of foc's code: -Winline (libxml2 builds with it) must not say so,
   which plain GCC would not.  */

static void
foc_keep_small_inlinable (void)
{
  tree fn = current_function_decl;
  if (!optimize || foc_late_p () || flag_no_inline || DECL_UNINLINABLE (fn)
      || DECL_DISREGARD_INLINE_LIMITS (fn))
    return;
  bool declared = DECL_DECLARED_INLINE_P (fn);
  bool force = (!optimize_debug && !optimize_size
		&& flag_inline_small_functions
		&& !MAIN_NAME_P (DECL_NAME (fn))
		&& !stdarg_p (TREE_TYPE (fn))
		&& !lookup_attribute ("cold", DECL_ATTRIBUTES (fn)));
  int limit = MAX (force ? param_max_inline_insns_auto : 0,
		   declared ? param_max_inline_insns_single : 0);
  bool leaf;
  int size = limit > 0 ? foc_body_size (limit, &leaf) : -1;
  if (size < 0)
    return;
  if (declared && size <= param_max_inline_insns_single)
    DECL_NO_INLINE_WARNING_P (fn) = 1;
  if (!force || size > param_max_inline_insns_auto)
    return;
  if (leaf)
    DECL_DISREGARD_INLINE_LIMITS (fn) = 1;
  else if (!decl_replaceable_p (fn, opt_for_fn (fn,
					       flag_semantic_interposition)))
    {
      /* Treated as declared inline: GCC's limits on growth still hold.
	 Not if another definition may replace it at run time (a public
	 function of a -fPIC library): GCC inlines a function declared
	 inline even then.  */
      DECL_DECLARED_INLINE_P (fn) = 1;
      DECL_NO_INLINE_WARNING_P (fn) = 1;
    }
}

/* Instrument the current function.  Returns TODO flags.  */

static unsigned int
foc_execute (void)
{
  if (foc_skip_decl_p (current_function_decl))
    return 0;

  unsigned nreused = foc_cse_loads ();
  foc_keep_small_inlinable ();
  foc_shadow_init ();
  foc_bounds_init ();
  foc_bounds_materialize ();

  auto_vec<gimple *, 64> accesses;
  auto_vec<gcall *, 16> calls;
  auto_vec<greturn *, 4> returns;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	/* Code inlined from a no_foc function stays as it was.  */
	if (foc_late_p () && gimple_block (stmt)
	    && foc_skip_decl_p (foc_stmt_origin (stmt)))
	  continue;
	if (is_gimple_call (stmt))
	  calls.safe_push (as_a <gcall *> (stmt));
	else if (gimple_code (stmt) == GIMPLE_RETURN)
	  returns.safe_push (as_a <greturn *> (stmt));
	else if (is_gimple_assign (stmt)
		 && (gimple_store_p (stmt) || gimple_assign_load_p (stmt)))
	  accesses.safe_push (stmt);
      }

  foc_mailbox_entry_aggs ();

  unsigned nredirect = 0, ncheck = 0, i;
  gcall *call;
  FOR_EACH_VEC_ELT (calls, i, call)
    {
      /* memcpy and memmove carry the metadata of the bytes they copy.  */
      if (gimple_call_builtin_p (call, BUILT_IN_MEMCPY)
	  || gimple_call_builtin_p (call, BUILT_IN_MEMMOVE)
	  || gimple_call_builtin_p (call, BUILT_IN_MEMPCPY)
	  || gimple_call_builtin_p (call, BUILT_IN_MEMCPY_CHK)
	  || gimple_call_builtin_p (call, BUILT_IN_MEMMOVE_CHK)
	  || gimple_call_builtin_p (call, BUILT_IN_MEMPCPY_CHK))
	{
	  gimple_stmt_iterator gsi = gsi_for_stmt (call);
	  foc_meta_copy_after (&gsi, gimple_call_arg (call, 0),
			       gimple_call_arg (call, 1),
			       gimple_call_arg (call, 2));
	}
      if (foc_libcall_p (call))
	{
	  /* A redirected call is a new statement.  */
	  if (foc_redirect_libcall (call))
	    {
	      nredirect++;
	      calls[i] = NULL;
	    }
	}
      else if (foc_heap_call (call))
	nredirect++;
      else if (foc_mailbox_call_p (call))
	foc_mailbox_call (call);
      else
	{
	  foc_oblivion_args (call);
	  foc_forget_out_pointers (call);
	}
    }
  greturn *ret;
  FOR_EACH_VEC_ELT (returns, i, ret)
    foc_mailbox_return (ret);
  gimple *stmt;
  foc_groups_init (&accesses);
  FOR_EACH_VEC_ELT (accesses, i, stmt)
    ncheck += foc_instrument_access (stmt);
  foc_groups_fini ();

  foc_bounds_finish_pending ();
  /* Last, when every function pointer loaded has its companions.  */
  FOR_EACH_VEC_ELT (calls, i, call)
    if (call)
      foc_guard_indirect_call (call);
  foc_bounds_fini ();
  foc_shadow_fini ();

  if (dump_file)
    fprintf (dump_file, "foc: %u checks, %u calls redirected, %u loads "
	     "reused\n", ncheck, nredirect, nreused);

  /* The new blocks are not in the dominator tree that passes before us
     may have left.  */
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
  return TODO_update_ssa | TODO_cleanup_cfg;
}

namespace {

const pass_data foc_pass_data = {
  GIMPLE_PASS,		/* type */
  "foc",		/* name: dump FILE.NNNt.foc (-fdump-tree-all) */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  PROP_ssa | PROP_cfg,	/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0			/* todo_flags_finish: returned by execute */
};

/* LATE: the instance after IPA; the other one runs in build_ssa_passes.
   For each function exactly one of the two runs.  */
class foc_pass : public gimple_opt_pass
{
public:
  foc_pass (gcc::context *ctxt, bool late)
    : gimple_opt_pass (foc_pass_data, ctxt), late (late) {}
  bool gate (function *) final override
  {
    return !foc_opts.disable && !seen_error () && late == foc_late_p ();
  }
  unsigned int execute (function *) final override { return foc_execute (); }
private:
  bool late;
};

} // anon namespace

opt_pass *
make_foc_pass (gcc::context *ctxt)
{
  return new foc_pass (ctxt, false);
}

opt_pass *
make_foc_late_pass (gcc::context *ctxt)
{
  return new foc_pass (ctxt, true);
}
