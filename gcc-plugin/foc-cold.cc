/* foc-cold.cc -- the calls on the cold paths of checks.

   A failed check calls libfoc: __foc_oob (report and decide),
   __foc_oob_read (report and give the value read) or __foc_value (a
   manufactured value).  A correct program never makes these calls, but
   to GCC each is a call like any other: it clobbers the caller-saved
   registers, so that every value live across a check must sit in a
   callee-saved register, saved in the prologue, or be spilled around
   it.  Checks are everywhere, so that is most values.

   On x86-64 (LP64) the cold path instead calls, from a volatile asm
   statement, a stub of libfoc (preserve-x86_64.S) that saves and
   restores every register and the x87/SSE/AVX state.  To the register
   allocator such a check uses its argument registers and clobbers the
   flags, r10 and r11, nothing else: the call goes through the PLT, and
   the dynamic linker's lazy binding may use those two.  The asm first
   moves the stack pointer below the 128-byte red zone, which the code
   around it may be using (the stub's unwind information accounts for
   the move).  Like the
   calls it replaces, the asm touches no memory of the program as far as
   GCC knows (the calls are "novops").  Elsewhere, or with
   -fplugin-arg-foc-preserve=0, the cold paths make plain calls.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* The register-preserving stubs of libfoc, by the call they replace.
   foc_cold_asm writes "call\tNAME@PLT"; foc_stub_asm_rt reads it.  */

static const struct
{
  enum foc_rt which;
  const char *name;
} foc_stubs[] = {
  { FOC_RT_OOB,		"__foc_oob_preserve" },
  { FOC_RT_OOB_READ,	"__foc_oob_read_preserve" },
  { FOC_RT_VALUE,	"__foc_value_preserve" },
};

/* The stub of WHICH.  */

static const char *
foc_stub_name (enum foc_rt which)
{
  for (unsigned i = 0; i < ARRAY_SIZE (foc_stubs); i++)
    if (foc_stubs[i].which == which)
      return foc_stubs[i].name;
  gcc_unreachable ();
}

/* Do the cold paths of the current function call the stubs?  */

static bool
foc_preserve_p (void)
{
  return foc_opts.preserve && FOC_TARGET_PRESERVE_STUBS;
}

/* An asm operand: VALUE with CONSTRAINT.  */

tree
foc_asm_operand (const char *constraint, tree value)
{
  tree c = build_string (strlen (constraint) + 1, constraint);
  return build_tree_list (build_tree_list (NULL_TREE, c), value);
}

/* Append STMT to BB, with LOC.  */

void
foc_append_stmt (basic_block bb, gimple *stmt, location_t loc)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gimple_set_location (stmt, loc);
  gsi_insert_after (&gsi, stmt, GSI_NEW_STMT);
}

/* Append to BB the asm statement calling STUB with the stub convention:
   ADDR, BASE, BOUND, SITE and SIZEKIND in (rdi, rsi, rdx, rcx, rax), or
   no arguments if ADDR is null.  Returns the result (rax).  */

static tree
foc_cold_asm (basic_block bb, const char *stub, tree addr, tree base,
	      tree bound, tree site, tree sizekind, location_t loc)
{
  tree v = make_ssa_name (long_long_unsigned_type_node);
  vec<tree, va_gc> *in = NULL, *out = NULL, *clob = NULL;
  vec_safe_push (out, foc_asm_operand ("=a", v));
  if (addr)
    {
      vec_safe_push (in, foc_asm_operand ("D", addr));
      vec_safe_push (in, foc_asm_operand ("S", base));
      vec_safe_push (in, foc_asm_operand ("d", bound));
      vec_safe_push (in, foc_asm_operand ("c", site));
      vec_safe_push (in, foc_asm_operand ("0", sizekind));
    }
  static const char *const clobbers[] = { "cc", "r10", "r11" };
  for (unsigned i = 0; i < ARRAY_SIZE (clobbers); i++)
    vec_safe_push (clob, build_tree_list (NULL_TREE, build_string
					  (strlen (clobbers[i]) + 1,
					   clobbers[i])));
  char *text = xasprintf ("{lea\t-128(%%%%rsp), %%%%rsp|lea\trsp, [rsp-128]}"
			  "\n\tcall\t%s@PLT\n\t"
			  "{lea\t128(%%%%rsp), %%%%rsp|lea\trsp, [rsp+128]}",
			  stub);
  gasm *a = gimple_build_asm_vec (text, in, out, clob, NULL);
  free (text);
  gimple_asm_set_volatile (a, true);
  SSA_NAME_DEF_STMT (v) = a;
  foc_append_stmt (bb, a, loc);
  return v;
}

/* Append to BB, with LOC, the cold call WHICH: FOC_RT_OOB or
   FOC_RT_OOB_READ with the access's ADDR, SIZE, BASE, BOUND (uintptr_t
   values), KIND (an int) and SITE, or FOC_RT_VALUE (the other arguments
   null).  Returns its result, an unsigned long long: nonzero for
   FOC_RT_OOB when the access is to be performed (mode=log), the value
   for the other two.  */

tree
foc_cold_call (basic_block bb, enum foc_rt which, tree addr, tree size,
	       tree base, tree bound, tree kind, tree site, location_t loc)
{
  tree ull = long_long_unsigned_type_node;
  if (foc_preserve_p ())
    {
      /* What a call of a cold function tells GCC's profile estimate
	 (which overrides the probabilities foc sets when it instruments
	 before optimisation), the hint says for the asm: the path to
	 this block is not taken.  */
      if (gsi_end_p (gsi_start_bb (bb)))
	foc_append_stmt (bb, gimple_build_predict (PRED_COLD_FUNCTION,
						   NOT_TAKEN), loc);
      if (which == FOC_RT_VALUE)
	return foc_cold_asm (bb, foc_stub_name (which), NULL_TREE, NULL_TREE,
			     NULL_TREE, NULL_TREE, NULL_TREE, loc);
      /* SIZEKIND = size | kind << 56 (no object is 2^56 bytes).  */
      gimple_seq seq = NULL;
      tree sizekind
	= gimple_build (&seq, loc, BIT_IOR_EXPR, ull, fold_convert (ull, size),
			gimple_build (&seq, loc, LSHIFT_EXPR, ull,
				      gimple_convert (&seq, loc, ull, kind),
				      build_int_cst (integer_type_node, 56)));
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
      return foc_cold_asm (bb, foc_stub_name (which), addr, base, bound,
			   site, sizekind, loc);
    }

  gcall *call;
  if (which == FOC_RT_VALUE)
    call = gimple_build_call (foc_rt_decl (which), 0);
  else
    call = gimple_build_call (foc_rt_decl (which), 6, addr,
			      fold_convert (size_type_node, size), base, bound,
			      kind, site);
  tree r = make_ssa_name (TREE_TYPE (TREE_TYPE (foc_rt_decl (which))));
  gimple_call_set_lhs (call, r);
  foc_append_stmt (bb, call, loc);
  if (useless_type_conversion_p (ull, TREE_TYPE (r)))
    return r;
  tree v = make_ssa_name (ull);
  foc_append_stmt (bb, gimple_build_assign (v, NOP_EXPR, r), loc);
  return v;
}

/* If STMT is an asm statement of foc_cold_asm, the call its stub
   replaces (FOC_RT_OOB, FOC_RT_OOB_READ or FOC_RT_VALUE); otherwise
   FOC_RT_MAX.  */

enum foc_rt
foc_stub_asm_rt (const gimple *stmt)
{
  if (gimple_code (stmt) != GIMPLE_ASM)
    return FOC_RT_MAX;
  const char *s = strstr (gimple_asm_string (as_a <const gasm *> (stmt)),
			  "\tcall\t");
  if (!s)
    return FOC_RT_MAX;
  s += strlen ("\tcall\t");
  for (unsigned i = 0; i < ARRAY_SIZE (foc_stubs); i++)
    {
      size_t len = strlen (foc_stubs[i].name);
      if (strncmp (s, foc_stubs[i].name, len) == 0
	  && strncmp (s + len, "@PLT", 4) == 0)
	return foc_stubs[i].which;
    }
  return FOC_RT_MAX;
}

/* Is STMT the cold call of a check (of one access or an aggregate
   copy), as foc_cold_call or foc-check.cc emit it?  */

bool
foc_cold_stmt_p (const gimple *stmt)
{
  enum foc_rt stub = foc_stub_asm_rt (stmt);
  if (stub != FOC_RT_MAX)
    return stub == FOC_RT_OOB || stub == FOC_RT_OOB_READ;
  return (foc_rt_call_p (stmt, FOC_RT_OOB)
	  || foc_rt_call_p (stmt, FOC_RT_OOB_READ)
	  || foc_rt_call_p (stmt, FOC_RT_OOB_COPY));
}
