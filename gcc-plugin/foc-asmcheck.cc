/* foc-asmcheck.cc -- once GIMPLE optimisation is done, each remaining
   check of a scalar load or store becomes one asm statement, its cold
   path out of line.

   foc-check.cc writes a check as blocks: the test, a cold block calling
   libfoc, the access, and the join of the two paths.  GCC's GIMPLE
   optimisers need them so (they fold, thread, hoist and version the
   tests), but after them every RTL pass, dataflow and register
   allocation above all, pays for thousands of blocks and for the
   argument registers of each cold call: bzip2's decompress.c came out of
   the GIMPLE passes with 7 times plain GCC's blocks and took 10 times
   plain GCC's time to compile.

   So after "optimized", when the check of a load  y = *p  of an
   integer, a float or a double, or of a store  *p = x  of one of those
   or of a pointer, has kept the shape foc-check.cc gave it,

     P:      if (A < B) goto ACCESS; else goto COLD;
     COLD:   v = asm ("call __foc_oob_read_preserve" : ...);  ...
     ACCESS: y1 = *p;
     JOIN:   y = PHI <y1 (ACCESS), (T) v (COLD)>

   (for a store, or a float load, COLD calls __foc_oob_preserve and goes
   to ACCESS in mode=log, else to JOIN, or to a block manufacturing the
   float), the test, the cold path and the access become one statement
   in ACCESS, and COLD goes:

     y1 = asm volatile ("cmp B, A;  jae 1f;  mov *p, y1;  2:
			 .pushsection .text.unlikely
			 1: push the address, the bounds, the site,
			    size | kind << 24 and the address of 2;
			    call __foc_fail_preserve;  y1 = its result;
			    jmp 2b
			 .popsection");

   The hot path is the same compare, branch and access as before, but
   to GCC it is one instruction: the blocks are gone, and so are the
   argument registers and the PHI.  The cold part is asm text in
   .text.unlikely.  It first reads the address of the access (lea of
   the memory operand) and the bounds (register, memory or constant
   operands) into r10, r11 and xmm15, the statement's only clobbers with
   the flags, then steps below the red zone and pushes them.  The site
   string is in a section of mergeable strings, so that the copies of
   one check (loop unrolling, jump threading) are one site to libfoc.
   libfoc's __foc_fail_preserve (preserve-x86_64.S) decides as
   __foc_oob and __foc_oob_read do: the value read, a manufactured
   one, or (a store) whether to perform it, which the cold part then
   does.  Its unwind information returns to the check's label 2, so
   that backtraces from a report reach the function; the few
   instructions of the cold part itself have none.

   Checks of other shapes keep their blocks: a pointer load (on the cold
   path the pointer gets the empty bounds [0, 0), on the hot one those
   of its metadata), an aggregate copy, an array field's check (whose
   bounds are chosen on the cold path), the accesses under a test of
   their group (foc-check.cc), volatile accesses.  x86-64 (LP64) with
   the AT&T assembler syntax only; -fplugin-arg-foc-asmcheck=0 turns it
   off.  */

#include "gcc-common.h"
#include "foc-plugin.h"

/* libfoc's FOC_FLOAT: or'ed into the kind of a float or double read.  */
#define FOC_KIND_FLOAT 4

/* What foc_match_check found for one cold block.  */
struct foc_acheck
{
  gcond *test;			/* The test ending P.  */
  edge to_cold;			/* P -> COLD.  */
  basic_block manuf;		/* The block manufacturing a float.  */
  gimple *access;		/* The load or store in ACCESS.  */
  bool store;
  tree ref;			/* The memory it accesses.  */
  tree type;			/* The type of the value moved.  */
  tree base, bound;		/* The bounds passed to the stub.  */
  unsigned HOST_WIDE_INT sizekind;
  const char *site;
};

/* The input of the stub call A numbered I (foc_cold_asm's order:
   address, base, bound, site, size | kind << 56).  */

static tree
foc_asm_input (gasm *a, unsigned i)
{
  return TREE_VALUE (gimple_asm_input_op (a, i));
}

/* The stub call of COLD if COLD has one: an asm calling
   __foc_oob_preserve or __foc_oob_read_preserve with five inputs.  */

static gasm *
foc_cold_asm_of (basic_block cold, bool *read)
{
  gasm *found = NULL;
  for (gimple_stmt_iterator gsi = gsi_start_bb (cold); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      enum foc_rt stub = foc_stub_asm_rt (stmt);
      if (stub != FOC_RT_OOB && stub != FOC_RT_OOB_READ)
	continue;
      if (found)
	return NULL;
      found = as_a <gasm *> (stmt);
      *read = stub == FOC_RT_OOB_READ;
    }
  if (!found || gimple_asm_ninputs (found) != 5
      || gimple_asm_noutputs (found) != 1)
    return NULL;
  return found;
}

/* Can block BB go with the check?  It has no effect but through its
   stub call: nothing it computes is used outside it, but by the
   argument of PHI (if given) on the edge from BB, and it writes no
   memory.  */

static bool
foc_block_self_contained (basic_block bb, gphi *phi)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (gimple_vdef (stmt)
	  || (gimple_has_side_effects (stmt)
	      && foc_stub_asm_rt (stmt) == FOC_RT_MAX)
	  || stmt_could_throw_p (cfun, stmt))
	return false;
      ssa_op_iter iter;
      def_operand_p def;
      FOR_EACH_SSA_DEF_OPERAND (def, stmt, iter, SSA_OP_DEF)
	{
	  imm_use_iterator ui;
	  use_operand_p use;
	  FOR_EACH_IMM_USE_FAST (use, ui, DEF_FROM_PTR (def))
	    {
	      gimple *u = USE_STMT (use);
	      if (is_gimple_debug (u) || gimple_bb (u) == bb)
		continue;
	      if (u != phi || gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE
						   (use))->src != bb)
		return false;
	    }
	}
    }
  return true;
}

/* The PHI of JOIN that merges the value loaded into LHS on edge FROM
   (from ACCESS) with the one the cold path gives on edge ALT: the only
   PHI of JOIN but memory's.  */

static gphi *
foc_loaded_phi (basic_block join, tree lhs, edge from, edge alt)
{
  gphi *use = NULL;
  for (gphi_iterator pi = gsi_start_phis (join); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      gphi *phi = pi.phi ();
      if (virtual_operand_p (gimple_phi_result (phi)))
	continue;
      if (use || PHI_ARG_DEF_FROM_EDGE (phi, from) != lhs
	  || TREE_CODE (PHI_ARG_DEF_FROM_EDGE (phi, alt)) != SSA_NAME)
	return NULL;
      use = phi;
    }
  return use;
}

/* May a value of TYPE be moved by the asm?  An integer of 1, 2, 4 or 8
   bytes using all its bits, a pointer, a float or a double.  */

static bool
foc_asm_type_ok (tree type, bool store)
{
  if (!tree_fits_uhwi_p (TYPE_SIZE_UNIT (type)))
    return false;
  unsigned HOST_WIDE_INT size = tree_to_uhwi (TYPE_SIZE_UNIT (type));
  if (SCALAR_FLOAT_TYPE_P (type))
    return TYPE_MODE (type) == SFmode || TYPE_MODE (type) == DFmode;
  if (POINTER_TYPE_P (type))
    return store && size == 8;
  if (!INTEGRAL_TYPE_P (type)
      || (size != 1 && size != 2 && size != 4 && size != 8))
    return false;
  /* A load gives the low bytes of the value libfoc manufactures; a
     _Bool or a narrower precision would need its conversion.  */
  return store || TYPE_PRECISION (type) == size * BITS_PER_UNIT;
}

/* Can REF be an operand of the asm, as the memory itself?  */

static bool
foc_asm_ref_ok (tree ref, tree type)
{
  enum tree_code code = TREE_CODE (ref);
  if ((code != MEM_REF && code != TARGET_MEM_REF && code != ARRAY_REF
       && code != COMPONENT_REF && !VAR_P (ref))
      || (code == COMPONENT_REF && DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
      /* lea of an operand in another address space (__seg_fs) would
	 miss its segment.  */
      || !ADDR_SPACE_GENERIC_P (TYPE_ADDR_SPACE (TREE_TYPE (ref)))
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (ref)))
      || !tree_int_cst_equal (TYPE_SIZE_UNIT (TREE_TYPE (ref)),
			      TYPE_SIZE_UNIT (type))
      || TYPE_MODE (TREE_TYPE (ref)) != TYPE_MODE (type))
    return false;
  tree base = get_base_address (ref);
  if (!base)
    return false;
  if (DECL_P (base))
    {
      /* lea of a thread-local variable's operand would miss its segment;
	 a local that may live in a register has no address.  */
      if (VAR_P (base) && DECL_THREAD_LOCAL_P (base))
	return false;
      if (!is_global_var (base) && !TREE_ADDRESSABLE (base)
	  && DECL_MODE (base) != BLKmode)
	return false;
    }
  return true;
}

/* The string of a site operand, &"..." or &"..."[0].  */

static const char *
foc_site_of (tree site)
{
  if (TREE_CODE (site) != ADDR_EXPR)
    return NULL;
  tree s = TREE_OPERAND (site, 0);
  if (TREE_CODE (s) == ARRAY_REF)
    s = TREE_OPERAND (s, 0);
  if (TREE_CODE (s) != STRING_CST)
    return NULL;
  return TREE_STRING_POINTER (s);
}

/* Is V, a base or bound of the stub call, available before COLD?  */

static bool
foc_bound_ok (tree v, basic_block cold)
{
  if (TREE_CODE (v) == SSA_NAME)
    return gimple_bb (SSA_NAME_DEF_STMT (v)) != cold;
  return is_gimple_min_invariant (v);
}

/* The jump taken when "cmp B, A" says the test CODE (A CODE B, of
   signedness UNS) failed: the inverse condition if FAIL_IF_FALSE.  */

static const char *
foc_fail_jump (enum tree_code code, bool uns, bool fail_if_false)
{
  if (fail_if_false)
    code = invert_tree_comparison (code, false);
  switch (code)
    {
    case LT_EXPR: return uns ? "jb" : "jl";
    case LE_EXPR: return uns ? "jbe" : "jle";
    case GT_EXPR: return uns ? "ja" : "jg";
    case GE_EXPR: return uns ? "jae" : "jge";
    case EQ_EXPR: return "je";
    case NE_EXPR: return "jne";
    default: return NULL;
    }
}

/* Does COLD end a check foc_convert can rewrite?  Fill M and return
   null if so, else say why not (for the dump file).  */

static const char *
foc_match_check (basic_block cold, struct foc_acheck *m)
{
  bool read;
  gasm *a = foc_cold_asm_of (cold, &read);
  if (!a || !single_pred_p (cold))
    /* The failure path of a group test, or a test copied by jump
       threading.  */
    return "cold block shared";
  edge to_cold = single_pred_edge (cold);
  basic_block p = to_cold->src;
  gcond *test = safe_dyn_cast <gcond *> (last_stmt (p));
  if (!test || EDGE_COUNT (p->succs) != 2)
    return "no test";
  edge to_access = EDGE_SUCC (p, 0) == to_cold ? EDGE_SUCC (p, 1)
    : EDGE_SUCC (p, 0);
  basic_block access = to_access->dest;
  if (access == cold || !single_succ_p (access)
      || !gimple_seq_empty_p (phi_nodes (access)))
    /* A pointer load: the bounds of the value follow it.  */
    return "access block branches";
  basic_block join = single_succ (access);

  /* ACCESS holds the access alone.  */
  gimple *stmt = NULL;
  for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (access);
       !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
    {
      if (stmt)
	/* The accesses of a group test that passed.  */
	return "access not alone";
      stmt = gsi_stmt (gsi);
    }
  if (!stmt || !gimple_assign_single_p (stmt) || gimple_has_volatile_ops
      (stmt) || stmt_could_throw_p (cfun, stmt))
    return "not a plain access";

  m->test = test;
  m->to_cold = to_cold;
  m->manuf = NULL;
  m->access = stmt;
  m->store = gimple_store_p (stmt);
  if (!m->store && (!gimple_assign_load_p (stmt)
		    || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME))
    return "not a plain access";
  if (read)
    {
      /* An integer load: COLD gives the value and goes to JOIN.  */
      if (m->store || !single_pred_p (access) || !single_succ_p (cold)
	  || single_succ (cold) != join)
	return "not a load check";
      gphi *phi = foc_loaded_phi (join, gimple_assign_lhs (stmt),
				  single_succ_edge (access),
				  single_succ_edge (cold));
      if (!phi || !foc_block_self_contained (cold, phi))
	return "cold path used";
    }
  else
    {
      /* A store, or a load of another type: COLD decides, and ends in
	 if (r != 0)  to ACCESS (mode=log), else to JOIN (a store) or to
	 MANUF, where the value is manufactured (a load).  */
      gcond *c = safe_dyn_cast <gcond *> (last_stmt (cold));
      if (!c || EDGE_COUNT (cold->succs) != 2
	  || EDGE_COUNT (access->preds) != 2
	  || gimple_cond_code (c) != NE_EXPR
	  || gimple_cond_lhs (c) != TREE_VALUE (gimple_asm_output_op (a, 0))
	  || !integer_zerop (gimple_cond_rhs (c)))
	return "not a decision";
      edge t, f;
      extract_true_false_edges_from_block (cold, &t, &f);
      if (t->dest != access)
	return "not a decision";
      if (m->store)
	{
	  tree rhs = gimple_assign_rhs1 (stmt);
	  if (f->dest != join
	      || (TREE_CODE (rhs) != SSA_NAME && !CONSTANT_CLASS_P (rhs)))
	    return "not a store check";
	  /* JOIN merges memory only.  */
	  for (gphi_iterator pi = gsi_start_phis (join); !gsi_end_p (pi);
	       gsi_next (&pi))
	    if (!virtual_operand_p (gimple_phi_result (pi.phi ())))
	      return "not a store check";
	  if (!foc_block_self_contained (cold, NULL))
	    return "cold path used";
	}
      else
	{
	  basic_block manuf = f->dest;
	  if (!single_pred_p (manuf) || !single_succ_p (manuf)
	      || single_succ (manuf) != join)
	    return "not a load check";
	  gphi *phi = foc_loaded_phi (join, gimple_assign_lhs (stmt),
				      single_succ_edge (access),
				      single_succ_edge (manuf));
	  if (!phi || !foc_block_self_contained (cold, NULL)
	      || !foc_block_self_contained (manuf, phi))
	    return "cold path used";
	  m->manuf = manuf;
	}
    }
  if (m->store)
    {
      m->ref = gimple_assign_lhs (stmt);
      m->type = TREE_TYPE (gimple_assign_rhs1 (stmt));
    }
  else
    {
      m->ref = gimple_assign_rhs1 (stmt);
      m->type = TREE_TYPE (gimple_assign_lhs (stmt));
    }
  if (!foc_asm_type_ok (m->type, m->store))
    return "type";
  if (!foc_asm_ref_ok (m->ref, m->type))
    return "memory operand";

  /* The test: integer operands of the same type, one of them not
     constant.  */
  tree ta = TREE_TYPE (gimple_cond_lhs (test));
  if ((!INTEGRAL_TYPE_P (ta) && !POINTER_TYPE_P (ta))
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (ta))
      || !pow2p_hwi (tree_to_uhwi (TYPE_SIZE_UNIT (ta)))
      || tree_to_uhwi (TYPE_SIZE_UNIT (ta)) > 8
      || (CONSTANT_CLASS_P (gimple_cond_lhs (test))
	  && CONSTANT_CLASS_P (gimple_cond_rhs (test)))
      || !foc_fail_jump (gimple_cond_code (test), true, false))
    return "test operands";

  m->base = foc_asm_input (a, 1);
  m->bound = foc_asm_input (a, 2);
  m->site = foc_site_of (foc_asm_input (a, 3));
  tree sk = foc_asm_input (a, 4);
  if (!m->site || TREE_CODE (sk) != INTEGER_CST || !tree_fits_uhwi_p (sk)
      || !foc_bound_ok (m->base, cold) || !foc_bound_ok (m->bound, cold))
    /* An array field's check: its bounds and kind are chosen on the
       cold path.  */
    return "bounds computed on the cold path";
  m->sizekind = tree_to_uhwi (sk);
  return NULL;
}

/* Append STR to OBSTACK as the text of a .string directive: octal
   escapes for the characters that the assembler (quotes, backslashes,
   the statement separator ;) or GCC's asm templates (%, {, |, }) would
   read.  */

static void
foc_grow_string (struct obstack *ob, const char *str)
{
  obstack_1grow (ob, '"');
  for (const unsigned char *s = (const unsigned char *) str; *s; s++)
    if (ISALNUM (*s) || strchr (" .,:_-+/()<>[]=@!?*&^~", *s))
      obstack_1grow (ob, *s);
    else
      {
	char buf[8];
	snprintf (buf, sizeof buf, "\\%03o", *s);
	obstack_grow (ob, buf, strlen (buf));
      }
  obstack_1grow (ob, '"');
}

/* The section of the cold parts of the current function.  */

static const char *
foc_cold_section (void)
{
  if (!flag_function_sections)
    return ".text.unlikely";
  static char buf[512];
  snprintf (buf, sizeof buf, ".text.unlikely.%s",
	    IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (current_function_decl)));
  return buf;
}

/* The asm template of check M, whose test fails on JUMP.  Operand 0 is
   the value loaded or the memory stored, 1 and 2 the test's A and B,
   3 the memory loaded or the value stored, 4 and 5 the base and the
   bound.  */

static char *
foc_template (struct foc_acheck *m, const char *jump)
{
  bool fp = SCALAR_FLOAT_TYPE_P (m->type);
  unsigned size = tree_to_uhwi (TYPE_SIZE_UNIT (m->type));
  /* The move of the access, in the hot path, and in the cold one of
     mode=log for a store; then the move of the stub's result for a
     load.  */
  const char *move, *result;
  /* size | kind << 24 for the stub: the kind is the top byte of
     M->sizekind (size | kind << 56).  */
  unsigned sizekind = (unsigned) (size | ((m->sizekind >> 56)
					  | (fp ? FOC_KIND_FLOAT : 0)) << 24);
  if (fp)
    {
      move = size == 4 ? "movss\t%3, %0" : "movsd\t%3, %0";
      result = size == 4 ? "movss\t40(%%rsp), %0" : "movsd\t40(%%rsp), %0";
    }
  else if (m->store)
    {
      move = (size == 1 ? "movb\t%b3, %0" : size == 2 ? "movw\t%w3, %0"
	      : size == 4 ? "movl\t%k3, %0" : "movq\t%q3, %0");
      result = NULL;
    }
  else
    {
      move = (size == 1 ? "movzbl\t%3, %k0" : size == 2 ? "movzwl\t%3, %k0"
	      : size == 4 ? "movl\t%3, %k0" : "movq\t%3, %q0");
      result = size == 8 ? "movq\t40(%%rsp), %q0" : "movl\t40(%%rsp), %k0";
    }

  struct obstack ob;
  gcc_obstack_init (&ob);
  char *head = xasprintf (
    "cmp\t%%2, %%1\n\t%s\t.Lfoc_cold%%=\n\t%s\n"
    ".Lfoc_back%%=:\n\t"
    ".pushsection\t%s,\"ax\",@progbits\n"
    ".Lfoc_cold%%=:\n\t"
    "lea\t%s, %%%%r10\n\t"
    "mov\t%%4, %%%%r11\n\t"
    "movq\t%%%%r11, %%%%xmm15\n\t"
    "mov\t%%5, %%%%r11\n\t"
    "lea\t-128(%%%%rsp), %%%%rsp\n\t"
    "push\t%%%%r10\n\t"
    "movq\t%%%%xmm15, %%%%r10\n\t"
    "push\t%%%%r10\n\t"
    "push\t%%%%r11\n\t"
    "lea\t.Lfoc_site%%=(%%%%rip), %%%%r10\n\t"
    "push\t%%%%r10\n\t"
    "push\t$%u\n\t"
    "lea\t.Lfoc_back%%=(%%%%rip), %%%%r10\n\t"
    "push\t%%%%r10\n\t"
    "call\t__foc_fail_preserve@PLT\n\t",
    jump, move, foc_cold_section (), m->store ? "%0" : "%3", sizekind);
  obstack_grow (&ob, head, strlen (head));
  free (head);
  char *tail;
  if (m->store)
    tail = xasprintf ("cmpq\t$0, 40(%%%%rsp)\n\t"
		      "lea\t176(%%%%rsp), %%%%rsp\n\t"
		      "je\t.Lfoc_back%%=\n\t%s\n\t", move);
  else
    tail = xasprintf ("%s\n\tlea\t176(%%%%rsp), %%%%rsp\n\t", result);
  obstack_grow (&ob, tail, strlen (tail));
  free (tail);
  /* The site string in a section of mergeable strings, so that the
     copies of one check (loop unrolling, jump threading) share one
     site, as libfoc counts sites by address.  */
  const char *strs = "jmp\t.Lfoc_back%=\n\t"
    ".section\t.rodata.str1.1,\"aMS\",@progbits,1\n"
    ".Lfoc_site%=:\n\t.string\t";
  obstack_grow (&ob, strs, strlen (strs));
  foc_grow_string (&ob, m->site);
  const char *end = "\n\t.popsection";
  obstack_grow0 (&ob, end, strlen (end));
  char *text = xstrdup ((char *) obstack_finish (&ob));
  obstack_free (&ob, NULL);
  return text;
}

/* The constraint of an integer operand V of SIZE bytes that may be an
   immediate: "e" (sign-extended 32 bits) for 8 bytes.  */

static const char *
foc_int_constraint (unsigned HOST_WIDE_INT size)
{
  return size == 8 ? "re" : "ri";
}

/* Delete BB, which nothing outside it uses but by PHI arguments on its
   edges.  */

static void
foc_delete_block (basic_block bb)
{
  while (EDGE_COUNT (bb->succs))
    remove_edge (EDGE_SUCC (bb, 0));
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
    {
      gimple *stmt = gsi_stmt (gsi);
      gsi_remove (&gsi, true);
      release_defs (stmt);
    }
  delete_basic_block (bb);
}

/* Rewrite check M as one asm statement (see the header comment).  */

static void
foc_convert (struct foc_acheck *m)
{
  tree a = gimple_cond_lhs (m->test), b = gimple_cond_rhs (m->test);
  enum tree_code code = gimple_cond_code (m->test);
  if (CONSTANT_CLASS_P (a))
    {
      std::swap (a, b);
      code = swap_tree_comparison (code);
    }
  bool uns = TYPE_UNSIGNED (TREE_TYPE (a)) || POINTER_TYPE_P (TREE_TYPE (a));
  const char *jump = foc_fail_jump (code, uns,
				    (m->to_cold->flags & EDGE_FALSE_VALUE)
				    != 0);
  gcc_assert (jump);
  unsigned HOST_WIDE_INT tsize = tree_to_uhwi (TYPE_SIZE_UNIT
					      (TREE_TYPE (a)));
  bool fp = SCALAR_FLOAT_TYPE_P (m->type);
  unsigned HOST_WIDE_INT size = tree_to_uhwi (TYPE_SIZE_UNIT (m->type));

  vec<tree, va_gc> *in = NULL, *out = NULL, *clob = NULL;
  if (m->store)
    vec_safe_push (out, foc_asm_operand ("=m", unshare_expr (m->ref)));
  else
    vec_safe_push (out, foc_asm_operand (fp ? "=x" : "=r",
					 gimple_assign_lhs (m->access)));
  vec_safe_push (in, foc_asm_operand ("r", a));
  vec_safe_push (in, foc_asm_operand (foc_int_constraint (tsize), b));
  if (m->store)
    vec_safe_push (in, foc_asm_operand (fp ? "x"
					: foc_int_constraint (size),
					gimple_assign_rhs1 (m->access)));
  else
    vec_safe_push (in, foc_asm_operand ("m", unshare_expr (m->ref)));
  vec_safe_push (in, foc_asm_operand ("rme", m->base));
  vec_safe_push (in, foc_asm_operand ("rme", m->bound));
  /* Operand 6 of a store: the memory as an input too, so that stores
     before it are not taken for dead (a dropped store leaves it as it
     was).  */
  if (m->store)
    vec_safe_push (in, foc_asm_operand ("m", unshare_expr (m->ref)));
  static const char *const clobbers[] = { "cc", "r10", "r11", "xmm15" };
  for (unsigned i = 0; i < ARRAY_SIZE (clobbers); i++)
    vec_safe_push (clob, build_tree_list (NULL_TREE, build_string
					  (strlen (clobbers[i]) + 1,
					   clobbers[i])));
  char *text = foc_template (m, jump);
  gasm *asm_stmt = gimple_build_asm_vec (text, in, out, clob, NULL);
  free (text);
  gimple_asm_set_volatile (asm_stmt, true);
  gimple_set_location (asm_stmt, gimple_location (m->access));
  gimple_set_vuse (asm_stmt, gimple_vuse (m->access));
  if (m->store)
    {
      tree vdef = gimple_vdef (m->access);
      gimple_set_vdef (asm_stmt, vdef);
      SSA_NAME_DEF_STMT (vdef) = asm_stmt;
    }
  else
    SSA_NAME_DEF_STMT (gimple_assign_lhs (m->access)) = asm_stmt;
  gimple_stmt_iterator gsi = gsi_for_stmt (m->access);
  gsi_replace (&gsi, asm_stmt, false);

  /* P goes straight to ACCESS; COLD goes.  */
  basic_block p = gimple_bb (m->test), cold = m->to_cold->dest;
  edge to_access = EDGE_SUCC (p, 0) == m->to_cold ? EDGE_SUCC (p, 1)
    : EDGE_SUCC (p, 0);
  gimple_stmt_iterator tg = gsi_for_stmt (m->test);
  gsi_remove (&tg, true);
  remove_edge (m->to_cold);
  to_access->flags &= ~(EDGE_TRUE_VALUE | EDGE_FALSE_VALUE);
  to_access->flags |= EDGE_FALLTHRU;
  to_access->probability = profile_probability::always ();
  foc_delete_block (cold);
  if (m->manuf)
    foc_delete_block (m->manuf);
}

static unsigned int
foc_asmcheck_execute (void)
{
  auto_vec<basic_block> colds;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      bool read;
      if (foc_cold_asm_of (bb, &read))
	colds.safe_push (bb);
    }
  if (colds.is_empty ())
    return 0;
  unsigned n = 0;
  struct foc_acheck m;
  for (basic_block cold : colds)
    {
      const char *why = foc_match_check (cold, &m);
      if (!why)
	{
	  foc_convert (&m);
	  n++;
	}
      else if (dump_file)
	fprintf (dump_file, "foc: check of block %d kept: %s\n", cold->index,
		 why);
    }
  if (dump_file)
    fprintf (dump_file, "foc: %u of %u checks made one asm statement\n", n,
	     colds.length ());
  if (!n)
    return 0;
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  return TODO_cleanup_cfg;
}

namespace {

const pass_data foc_asmcheck_pass_data = {
  GIMPLE_PASS,		/* type */
  "foc_asmcheck",	/* name */
  OPTGROUP_NONE,	/* optinfo_flags */
  TV_NONE,		/* tv_id */
  PROP_cfg | PROP_ssa,	/* properties_required */
  0,			/* properties_provided */
  0,			/* properties_destroyed */
  0,			/* todo_flags_start */
  0			/* todo_flags_finish: returned by execute */
};

class foc_asmcheck_pass : public gimple_opt_pass
{
public:
  foc_asmcheck_pass (gcc::context *ctxt)
    : gimple_opt_pass (foc_asmcheck_pass_data, ctxt) {}
  /* "optimized" ends each of GCC's pipelines (-O1 and up, -Og, -O0).  */
  opt_pass *clone () final override
  {
    return new foc_asmcheck_pass (m_ctxt);
  }
  bool gate (function *fn) final override
  {
    return (!foc_opts.disable && foc_opts.asmcheck && foc_opts.preserve
	    && FOC_TARGET_PRESERVE_STUBS && FOC_TARGET_ASMCHECK
	    && !seen_error () && opt_for_fn (fn->decl, optimize) >= 1
	    && !DECL_COMDAT_GROUP (fn->decl));
  }
  unsigned int execute (function *) final override
  {
    return foc_asmcheck_execute ();
  }
};

} // anon namespace

opt_pass *
make_foc_asmcheck_pass (gcc::context *ctxt)
{
  return new foc_asmcheck_pass (ctxt);
}
