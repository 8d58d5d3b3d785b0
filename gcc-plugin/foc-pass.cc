/* foc-pass.cc -- the "foc" GIMPLE pass: instruments one function.

   The pass runs inside build_ssa_passes, right after GCC's early warning
   passes (before "nothrow"), at every optimisation level.  The function
   is in SSA form but nothing has yet changed how pointers flow: no
   inlining, no IVOPTs, no vectorisation.  Later passes then fold, hoist
   and inline the checks together with the code.

   For each function:
     1. foc_bounds_init: decide which pointer SSA names have known bounds;
     2. foc_bounds_materialize: create their base/bound companions;
     3. redirect string/memory calls to libfoc (foc-libcall.cc);
     4. check every load and store of a known object (foc-check.cc);
     5. let update_ssa rename the virtual operands of the new code.  */

#include "gcc-common.h"
#include "foc-plugin.h"

/* Should the current function be left alone?  */

static bool
foc_skip_function_p (void)
{
  tree attrs = DECL_ATTRIBUTES (current_function_decl);
  return (lookup_attribute ("no_foc", attrs)
	  || lookup_attribute ("no_sanitize_address", attrs)
	  || lookup_attribute ("naked", attrs));
}

/* Instrument the current function.  Returns TODO flags.  */

static unsigned int
foc_execute (void)
{
  if (foc_skip_function_p ())
    return 0;

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
	nredirect += foc_redirect_libcall (call);
      else if (foc_heap_call (call))
	nredirect++;
      else if (foc_mailbox_call_p (call))
	foc_mailbox_call (call);
    }
  greturn *ret;
  FOR_EACH_VEC_ELT (returns, i, ret)
    foc_mailbox_return (ret);
  gimple *stmt;
  FOR_EACH_VEC_ELT (accesses, i, stmt)
    ncheck += foc_instrument_access (stmt);

  foc_bounds_finish_pending ();
  foc_bounds_fini ();

  if (dump_file)
    fprintf (dump_file, "foc: %u checks, %u calls redirected\n", ncheck,
	     nredirect);

  mark_virtual_operands_for_renaming (cfun);
  if (current_loops)
    loops_state_set (LOOPS_NEED_FIXUP);
  return TODO_update_ssa | TODO_cleanup_cfg;
}

namespace {

const pass_data foc_pass_data = {
  GIMPLE_PASS,		/* type */
  "foc",		/* name: -fdump-tree-foc */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  PROP_ssa | PROP_cfg,	/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0			/* todo_flags_finish: returned by execute */
};

class foc_pass : public gimple_opt_pass
{
public:
  foc_pass (gcc::context *ctxt) : gimple_opt_pass (foc_pass_data, ctxt) {}
  bool gate (function *) final override
  {
    return !foc_opts.disable && !seen_error ();
  }
  unsigned int execute (function *) final override { return foc_execute (); }
};

} // anon namespace

opt_pass *
make_foc_pass (gcc::context *ctxt)
{
  return new foc_pass (ctxt);
}
