/* foc-plugin.cc -- entry point of the foc GCC plugin: version check,
   -fplugin-arg-foc-KEY[=VALUE] options, the no_foc attribute, and
   registration of the "foc" pass.

   Options:
     disable		instrument nothing
     verbose		note every instrumented access and redirected call
     reads=0|1		check loads (default 1)
     writes=0|1		check stores (default 1)
     libcalls=0|1	redirect string/memory functions to libfoc (default 1)
     memory=0|1		carry bounds through memory, calls and returns
			(default 1; 0 gives function-local bounds only)
     narrow=0|1		check s.name[i] also against the array field name
			when it is not the last field (default 1)
     late=0|1		at -O1 and up (not -Og, not -flto), instrument
			each function after IPA inlining instead of before
			any optimisation (default 0; foc-pass.cc, README)
     loops=0|1		at -O2 and up, version loops whose checks can be
			decided before them (default 1; foc-loops.cc)
     bargs=0|1		when optimising, pass the bounds of pointer
			arguments of static functions whose address is not
			taken as extra arguments, and those of a pointer
			they return through the caller's frame, not
			through the mailbox (default 1; foc-bargs.cc)
     cse=0|1		when optimising, make a load that reads what an
			earlier load of the same reference read take its
			value before checking (default 1; foc-cse.cc)
     preserve=0|1	on x86-64, the cold path of a check calls a libfoc
			stub that preserves every register, from an asm
			statement, instead of making a C call (default 1;
			foc-cold.cc)
     asmcheck=0|1	when optimising on x86-64, make each check of a
			scalar load or store that GIMPLE optimisation left
			one asm statement with its cold path out of line
			(default 1; foc-asmcheck.cc)

   Debugging: -fdump-tree-all writes each function after instrumentation
   to FILE.NNNt.foc, with a "foc: checked ..." line per check (GCC 12
   refuses -fdump-tree-foc: "unrecognized command-line option").  */

#include "gcc-common.h"
#include "plugin-version.h"
#include "cpplib.h"
#include "c-family/c-pragma.h"
#include "foc-plugin.h"

int plugin_is_GPL_compatible __visible;

struct foc_options foc_opts = { false, false, true, true, true, true, true,
				false, true, true, true, true, true };

bool foc_after_ipa;

opt_pass *make_foc_pass (gcc::context *);
opt_pass *make_foc_late_pass (gcc::context *);
opt_pass *make_foc_loops_pass (gcc::context *);
opt_pass *make_foc_asmcheck_pass (gcc::context *);

static struct plugin_info foc_plugin_info = {
  FOC_VERSION,
  "foc: failure-oblivious bounds checking.\n"
  "  -fplugin-arg-foc-disable        instrument nothing\n"
  "  -fplugin-arg-foc-verbose        note what is instrumented\n"
  "  -fplugin-arg-foc-reads=0|1      check loads (default 1)\n"
  "  -fplugin-arg-foc-writes=0|1     check stores (default 1)\n"
  "  -fplugin-arg-foc-libcalls=0|1   checked string/memory calls (default 1)\n"
  "  -fplugin-arg-foc-memory=0|1     bounds through memory and calls (default 1)\n"
  "  -fplugin-arg-foc-narrow=0|1     check s.name[i] against the field (default 1)\n"
  "  -fplugin-arg-foc-late=0|1       optimising: instrument after inlining (default 0)\n"
  "  -fplugin-arg-foc-loops=0|1      -O2 and up: version loops to decide checks\n"
  "                                  before them (default 1)\n"
  "  -fplugin-arg-foc-bargs=0|1      optimising: bounds as extra arguments of\n"
  "                                  local functions (default 1)\n"
  "  -fplugin-arg-foc-cse=0|1        optimising: reuse repeated loads before\n"
  "                                  checking them (default 1)\n"
  "  -fplugin-arg-foc-preserve=0|1   x86-64: cold paths call register-preserving\n"
  "                                  stubs (default 1)\n"
  "  -fplugin-arg-foc-asmcheck=0|1   optimising, x86-64: a check is one asm\n"
  "                                  statement after GIMPLE (default 1)\n"
};

/* The no_foc function attribute: leave this function uninstrumented.  */
static struct attribute_spec foc_no_foc_attr = {
  "no_foc", 0, 0, true, false, false, false, NULL, NULL
};

static void
foc_register_attributes (void *, void *)
{
  register_attribute (&foc_no_foc_attr);
}

/* GCC's param max-inline-insns-single with foc, when optimising for
   speed: -O3's (foc_inline_limits).  */
#define FOC_INLINE_INSNS_SINGLE 200

/* A function declared inline is inlined where its body is at most
   max-inline-insns-single big (70 at -O2, 200 at -O3).  foc instruments
   a function before the inliner weighs it, and checks make the body of
   a small accessor about three times as big: at -O2 GCC would no longer
   inline the static inline helpers it inlines without foc, and each call
   would also pass its pointers' bounds through the mailbox.  So at -O2
   the limit becomes -O3's: xz runs 7% fewer instructions (helper2 and
   get_dist_len_price are inlined again, as without foc) and 9% less
   time, for 7% more compile time; lua 0.6% fewer, bzip2 the same.  A
   value the user gives wins; -Os keeps its own.  */

static void
foc_inline_limits (void)
{
  if (!global_options_set.x_param_max_inline_insns_single && !optimize_size
      && param_max_inline_insns_single < FOC_INLINE_INSNS_SINGLE)
    param_max_inline_insns_single = FOC_INLINE_INSNS_SINGLE;
}

/* GCC's param max-jump-thread-duplication-stmts with foc (plugin_init).  */
#define FOC_JUMP_THREAD_STMTS 5

/* Optimisations that must not run when the pass runs after IPA:
   - IPA summaries of what a function reads, writes or lets escape
     (ipa-modref) and whether it is pure or const (ipa-pure-const) are
     computed before the function is instrumented, and would then be
     wrong: a caller could drop or reorder the mailbox and metadata stores
     around a call;
   - loop bounds inferred from undefined behaviour (an index that would
     run past an array) would let the early passes drop the exit test of
     a loop that foc makes run past the array.
   Turned off in the unit's options (OPTS is &global_options) and, once
   the unit is parsed, in every function's own (attribute optimize; OPTS
   is its cl_optimization).  */
#define FOC_LATE_SAFE_OPTIONS(OPTS)			\
  ((OPTS)->x_flag_ipa_modref = 0,			\
   (OPTS)->x_flag_ipa_pure_const = 0,			\
   (OPTS)->x_flag_aggressive_loop_optimizations = 0)

static void
foc_all_ipa_passes_start (void *, void *)
{
  FOC_LATE_SAFE_OPTIONS (&global_options);
  if (optimization_default_node)
    FOC_LATE_SAFE_OPTIONS (TREE_OPTIMIZATION (optimization_default_node));
  if (optimization_current_node)
    FOC_LATE_SAFE_OPTIONS (TREE_OPTIMIZATION (optimization_current_node));
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    {
      tree opts = DECL_FUNCTION_SPECIFIC_OPTIMIZATION (node->decl);
      if (opts)
	FOC_LATE_SAFE_OPTIONS (TREE_OPTIMIZATION (opts));
    }
}

/* Define __FOC__ for the C preprocessor (PLUGIN_PRAGMAS runs when the C
   front end starts, before the first line is read), so that code can tell
   it is being built with foc, and libfoc can refuse to be.  */

/* Weak: front ends other than C's (f951, ...) have no parse_in, and the
   plugin must still load there.  */
extern struct cpp_reader *parse_in __attribute__ ((weak));

static void
foc_define_macro (void *, void *)
{
  /* Not in preprocessed input (.i, -save-temps, distcc, ccache): there
     the definition would be read as a bad line marker, and the macros
     were expanded when it was preprocessed, by foc-gcc -E.  */
  if (!&parse_in || !parse_in || foc_opts.disable
      || cpp_get_options (parse_in)->preprocessed)
    return;
  /* With -g3 the front end hands every definition to the debug info,
     keyed by a source line; there is no line map yet, and it would
     crash: __FOC__ stays out of the debug info.  */
  cpp_callbacks *cb = cpp_get_callbacks (parse_in);
  void (*define) (cpp_reader *, location_t, cpp_hashnode *) = cb->define;
  cb->define = NULL;
  cpp_define (parse_in, "__FOC__=1");
  cb->define = define;
}

/* Parse boolean option value VALUE of KEY into *FLAG.  */

static void
foc_parse_bool (const char *key, const char *value, bool *flag)
{
  if (!value || !strcmp (value, "1") || !strcmp (value, "yes"))
    *flag = true;
  else if (!strcmp (value, "0") || !strcmp (value, "no"))
    *flag = false;
  else
    error ("foc: bad value %qs for %<-fplugin-arg-foc-%s%> (expected 0 or 1)",
	   value, key);
}

int __visible
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("foc: this plugin was built for GCC %s, not for this GCC %s; "
	     "rebuild foc with this compiler",
	     gcc_version.basever, version->basever);
      return 1;
    }

  for (int i = 0; i < info->argc; i++)
    {
      const char *key = info->argv[i].key;
      const char *value = info->argv[i].value;
      if (!strcmp (key, "disable"))
	foc_parse_bool (key, value, &foc_opts.disable);
      else if (!strcmp (key, "verbose"))
	foc_parse_bool (key, value, &foc_opts.verbose);
      else if (!strcmp (key, "reads"))
	foc_parse_bool (key, value, &foc_opts.check_reads);
      else if (!strcmp (key, "writes"))
	foc_parse_bool (key, value, &foc_opts.check_writes);
      else if (!strcmp (key, "libcalls"))
	foc_parse_bool (key, value, &foc_opts.libcalls);
      else if (!strcmp (key, "memory"))
	foc_parse_bool (key, value, &foc_opts.memory);
      else if (!strcmp (key, "narrow"))
	foc_parse_bool (key, value, &foc_opts.narrow);
      else if (!strcmp (key, "late"))
	foc_parse_bool (key, value, &foc_opts.late);
      else if (!strcmp (key, "loops"))
	foc_parse_bool (key, value, &foc_opts.loops);
      else if (!strcmp (key, "bargs"))
	foc_parse_bool (key, value, &foc_opts.bargs);
      else if (!strcmp (key, "cse"))
	foc_parse_bool (key, value, &foc_opts.cse);
      else if (!strcmp (key, "preserve"))
	foc_parse_bool (key, value, &foc_opts.preserve);
      else if (!strcmp (key, "asmcheck"))
	foc_parse_bool (key, value, &foc_opts.asmcheck);
      else
	error ("foc: unknown option %<-fplugin-arg-%s-%s%>; known keys are "
	       "disable, verbose, reads, writes, libcalls, memory, narrow, late, "
	       "loops, bargs, cse, preserve, asmcheck",
	       info->base_name, key);
    }

  /* foc instruments C.  Other front ends that get the plugin from a
     shared CFLAGS (f951 for Fortran, cc1plus for C++) compile unchanged.  */
  if (strncmp (lang_hooks.name, "GNU C", 5) != 0
      || strncmp (lang_hooks.name, "GNU C++", 7) == 0)
    return 0;

  /* After the early warnings (so that users see the same diagnostics as
     without foc) but still in build_ssa_passes, before any optimisation;
     or with late=1 and optimisation, after IPA at the start of
     all_optimizations (foc-pass.cc).  -flto streams the unit before that
     point, so there the early place serves every level.  */
  foc_after_ipa = (foc_opts.late && !flag_lto && !flag_generate_lto
		   && !flag_generate_offload);
  PASS_INFO (foc_pass, "nothrow", 1, PASS_POS_INSERT_BEFORE);
  PASS_INFO (foc_late_pass, "post_ipa_warn", 1, PASS_POS_INSERT_AFTER);
  /* In the loop pipeline, once loops have preheaders (foc-loops.cc).  */
  PASS_INFO (foc_loops_pass, "loopinit", 1, PASS_POS_INSERT_AFTER);
  /* The last GIMPLE pass: after it, expansion to RTL.  */
  PASS_INFO (foc_asmcheck_pass, "optimized", 0, PASS_POS_INSERT_AFTER);

  register_callback (info->base_name, PLUGIN_INFO, NULL, &foc_plugin_info);
  register_callback (info->base_name, PLUGIN_ATTRIBUTES,
		     foc_register_attributes, NULL);
  register_callback (info->base_name, PLUGIN_PRAGMAS, foc_define_macro, NULL);
  foc_register_roots ();
  /* The constructor for static initializers is built once the unit is
     complete.  (With -flto the unit has been streamed by then: static
     initializers get no metadata, and their pointers stay unchecked.)  */
  register_callback (info->base_name, PLUGIN_FINISH_UNIT,
		     foc_statics_finish_unit, NULL);
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &foc_pass_info);
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &foc_late_pass_info);
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &foc_loops_pass_info);
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &foc_asmcheck_pass_info);
  /* Jump threading copies a block to thread a path through it when it
     has at most this many statements (GCC's default: 15).  Checks make
     many short blocks whose conditions the threader keeps finding
     correlated (the same bounds, the same limits), and copying them
     costs compile time far beyond what it saves at run time: bzip2's
     decompress.c compiles in 8.3 s instead of 11.8 s, lua's 16 files in
     35 s instead of 41 s, for 0.3% more instructions run by lua.  A
     value the user gives wins.  */
  if (!foc_opts.disable
      && !global_options_set.x_param_max_jump_thread_duplication_stmts)
    param_max_jump_thread_duplication_stmts = FOC_JUMP_THREAD_STMTS;
  if (!foc_opts.disable)
    foc_inline_limits ();
  /* Only when optimising: at -O0 the parameters stay as written for
     the debugger.  */
  if (!foc_after_ipa && !foc_opts.disable && foc_opts.bargs
      && foc_opts.memory && optimize)
    register_callback (info->base_name, PLUGIN_ALL_IPA_PASSES_START,
		       foc_bargs_rewrite_unit, NULL);
  if (foc_after_ipa && !foc_opts.disable)
    {
      FOC_LATE_SAFE_OPTIONS (&global_options);
      register_callback (info->base_name, PLUGIN_ALL_IPA_PASSES_START,
			 foc_all_ipa_passes_start, NULL);
    }
  return 0;
}
