/* foc-cse.cc -- repeated loads, reused before instrumentation.

   The foc pass runs before GCC's optimisations, so it sees every load the
   source makes: s->strm->next_in in a macro is s->strm loaded again at
   each use.  GCC's FRE would reuse the first load, but not once it is
   checked: a check's cold path rejoins the hot one with a manufactured
   value, which is not what memory holds, so every later load stays, with
   its check, its metadata lookup and the checks of what it points to.
   bzip2's decompress.c at -O2 kept 289 loads of s->strm, where plain GCC
   keeps 38, and came out 18 times the size.

   So when optimising, before instrumenting, a register load of a
   reference (the same tree, the same SSA names in it) takes the value
   that an earlier load of it read, when that load dominates it and no
   statement between them may write the bytes: up the virtual SSA chain,
   asking GCC's own alias oracle (which FRE uses), and through a merge of
   memory states when every path leads back to the same one.  A
   computation without memory operands repeated under its first one is
   reused too, so that the addresses of the loads compare equal.  The
   load is gone, as it would be in the plain build.  A repeated
   out-of-bounds read is reported once and gives the same manufactured
   value.  A stored value is never reused: a store out of bounds is
   dropped, and the load after it still reads memory, is checked, and
   gives a manufactured value.  */

#include "gcc-common.h"
#include "tree-ssa-alias.h"
#include "foc-plugin.h"

/* How many statements a load looks through for an earlier access.  */
#define FOC_CSE_WALK 64

/* A load or computation that later ones may reuse: the memory a load
   read (null for a computation), and the statement.  */
struct foc_avail
{
  tree vuse;
  gimple *stmt;
};

/* An open-addressed table of the entries seen so far, keyed by memory
   and right-hand side.  */
static struct foc_avail *foc_avail_tab;
static unsigned foc_avail_size;	/* A power of 2.  */
static unsigned foc_avail_count;

static hashval_t
foc_avail_hash (tree vuse, gimple *stmt)
{
  hashval_t h = vuse ? SSA_NAME_VERSION (vuse) : 0;
  h = iterative_hash_hashval_t (gimple_assign_rhs_code (stmt), h);
  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
    h = iterative_hash_expr (gimple_op (stmt, i), h);
  return h;
}

/* Do the assignments A and B compute the same value from the same
   operands (for loads: given the same memory)?  */

static bool
foc_same_p (gimple *a, gimple *b)
{
  if (gimple_assign_rhs_code (a) != gimple_assign_rhs_code (b)
      || gimple_num_ops (a) != gimple_num_ops (b)
      || !types_compatible_p (TREE_TYPE (gimple_assign_lhs (a)),
			      TREE_TYPE (gimple_assign_lhs (b))))
    return false;
  for (unsigned i = 1; i < gimple_num_ops (a); i++)
    if (!operand_equal_p (gimple_op (a, i), gimple_op (b, i), 0))
      return false;
  return true;
}

static void foc_avail_add (tree vuse, gimple *stmt);

static void
foc_avail_grow (void)
{
  struct foc_avail *old = foc_avail_tab;
  unsigned oldsize = foc_avail_size;
  foc_avail_size = oldsize ? 2 * oldsize : 256;
  foc_avail_tab = XCNEWVEC (struct foc_avail, foc_avail_size);
  foc_avail_count = 0;
  for (unsigned i = 0; i < oldsize; i++)
    if (old[i].stmt)
      foc_avail_add (old[i].vuse, old[i].stmt);
  XDELETEVEC (old);
}

static void
foc_avail_add (tree vuse, gimple *stmt)
{
  if (2 * (foc_avail_count + 1) > foc_avail_size)
    foc_avail_grow ();
  unsigned mask = foc_avail_size - 1;
  unsigned i = foc_avail_hash (vuse, stmt) & mask;
  while (foc_avail_tab[i].stmt)
    i = (i + 1) & mask;
  foc_avail_tab[i].vuse = vuse;
  foc_avail_tab[i].stmt = stmt;
  foc_avail_count++;
}

/* An earlier assignment whose value STMT may take: it computed the same
   right-hand side (reading memory VUSE, for a load) in a block that
   dominates STMT's.  */

static gimple *
foc_avail_find (tree vuse, gimple *stmt)
{
  if (!foc_avail_size)
    return NULL;
  unsigned mask = foc_avail_size - 1;
  for (unsigned i = foc_avail_hash (vuse, stmt) & mask;
       foc_avail_tab[i].stmt; i = (i + 1) & mask)
    {
      gimple *s = foc_avail_tab[i].stmt;
      if (foc_avail_tab[i].vuse == vuse && foc_same_p (s, stmt)
	  && dominated_by_p (CDI_DOMINATORS, gimple_bb (stmt), gimple_bb (s)))
	return s;
    }
  return NULL;
}

/* Is STMT an assignment to a register that may reuse or be reused: a
   load, or a computation that touches no memory and has no side
   effects?  */

static bool
foc_cse_candidate_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt) || gimple_vdef (stmt)
      || gimple_has_volatile_ops (stmt) || gimple_has_side_effects (stmt)
      || stmt_could_throw_p (cfun, stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  if (TREE_CODE (lhs) != SSA_NAME || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
      || !is_gimple_reg_type (TREE_TYPE (lhs)))
    return false;
  if (!gimple_vuse (stmt))
    return true;
  return gimple_assign_single_p (stmt) && gimple_assign_load_p (stmt);
}

/* The memory state above the merge PHI of memory states for a load of R:
   the one every argument leads back to, through statements that cannot
   write R, in a block that dominates the merge; else null.  */

static tree
foc_cse_above_phi (gphi *phi, ao_ref *r, int *budget)
{
  basic_block bb = gimple_bb (phi);
  tree common = NULL_TREE;
  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    {
      tree v = gimple_phi_arg_def (phi, k);
      while (v)
	{
	  gimple *def = SSA_NAME_DEF_STMT (v);
	  if (gimple_nop_p (def)
	      || (gimple_bb (def) != bb
		  && dominated_by_p (CDI_DOMINATORS, bb, gimple_bb (def))))
	    break;
	  if (gimple_code (def) == GIMPLE_PHI || --*budget <= 0
	      || stmt_may_clobber_ref_p_1 (def, r))
	    return NULL_TREE;
	  v = gimple_vuse (def);
	}
      if (!v || (common && v != common))
	return NULL_TREE;
      common = v;
    }
  return common;
}

/* The earlier assignment the load or computation STMT may take its
   value from, if any.  For a load, walk up the virtual SSA chain from
   its memory through statements that cannot write its bytes, looking
   each memory state up.  */

static gimple *
foc_cse_earlier (gimple *stmt)
{
  tree vuse = gimple_vuse (stmt);
  if (!vuse)
    return foc_avail_find (NULL_TREE, stmt);
  ao_ref r;
  ao_ref_init (&r, gimple_assign_rhs1 (stmt));
  int budget = FOC_CSE_WALK;
  while (vuse && --budget > 0)
    {
      gimple *s = foc_avail_find (vuse, stmt);
      if (s)
	return s;
      gimple *def = SSA_NAME_DEF_STMT (vuse);
      if (gimple_nop_p (def))
	return NULL;
      if (gphi *phi = dyn_cast <gphi *> (def))
	vuse = foc_cse_above_phi (phi, &r, &budget);
      else if (stmt_may_clobber_ref_p_1 (def, &r))
	return NULL;
      else
	vuse = gimple_vuse (def);
    }
  return NULL;
}

/* Does foc_cse_loads work on the current function?  Not in one that
   calls setjmp, where a longer-lived value may be "clobbered by longjmp"
   (-Wclobbered) where the plain build's is not.  */

bool
foc_cse_p (void)
{
  return optimize && !optimize_debug && foc_opts.cse && !cfun->calls_setjmp;
}

/* Reuse repeated loads and computations in the current function (see
   the top of the file).  Returns the number of loads removed.  */

unsigned
foc_cse_loads (void)
{
  if (!foc_cse_p ())
    return 0;

  calculate_dominance_info (CDI_DOMINATORS);
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (cfun));
  int nblocks = pre_and_rev_post_order_compute (NULL, rpo, false);
  unsigned removed = 0;
  for (int i = 0; i < nblocks; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (cfun, rpo[i]);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (!foc_cse_candidate_p (stmt))
	    {
	      gsi_next (&gsi);
	      continue;
	    }
	  gimple *earlier = foc_cse_earlier (stmt);
	  if (!earlier)
	    {
	      foc_avail_add (gimple_vuse (stmt), stmt);
	      gsi_next (&gsi);
	      continue;
	    }
	  if (gimple_vuse (stmt))
	    {
	      removed++;
	      if (dump_file)
		{
		  fprintf (dump_file, "foc: reused load: ");
		  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
		}
	    }
	  replace_uses_by (gimple_assign_lhs (stmt),
			   gimple_assign_lhs (earlier));
	  gsi_remove (&gsi, true);
	  release_defs (stmt);
	}
    }
  XDELETEVEC (rpo);
  XDELETEVEC (foc_avail_tab);
  foc_avail_tab = NULL;
  foc_avail_size = foc_avail_count = 0;
  return removed;
}
