/* foc-calls.cc -- bounds across calls and returns, through libfoc's
   per-thread mailbox (libfoc/mailbox.c), plus free and realloc.

   Caller, for  r = f (p, n, q):
     __foc_arg_put (f, 0, p, base (p), bound (p));
     __foc_arg_put (f, 2, q, base (q), bound (q));
     r = f (p, n, q);
     pair = __foc_ret_get (f, r);		(if r is a pointer)
   Callee f, at entry, for each pointer parameter used:
     pair = __foc_arg_get (f, 0, p);  ...  __foc_args_done ();
   and before each  return r:
     __foc_ret_put (f, r, base (r), bound (r));
   A struct holding pointers, passed or returned by value, travels with
   the metadata of its slots: __foc_agg_put (f, i, &s, sizeof s) on the
   sending side, __foc_agg_get on the receiving side (i = ~0u for the
   return value).

   The callee takes the bounds only if the mailbox names it and the values
   match, so uninstrumented callers, callbacks, signal handlers and
   longjmp leave it with "unknown" bounds, never wrong ones.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* The address of the current function, as a const void *.  */

static tree
foc_self (gimple_seq *seq, location_t loc)
{
  return gimple_convert (seq, loc, foc_uintptr_type (),
			 build_fold_addr_expr (current_function_decl));
}

/* libfoc's per-thread mailbox, an exported array of words that code
   built with optimization reads and writes inline (FOC_MB_*: the layout,
   shared with libfoc).  */

static GTY(()) tree foc_mb_decl;

/* Word K of the mailbox, __foc_mailbox[K] (initial-exec TLS).  */

static tree
foc_mb_word (unsigned k)
{
  if (!foc_mb_decl)
    {
      tree type = build_array_type_nelts (foc_uintptr_type (), FOC_MB_WORDS);
      set_decl_tls_model (foc_extern_var (&foc_mb_decl, "__foc_mailbox",
					  type), TLS_MODEL_INITIAL_EXEC);
    }
  tree ptype = foc_word_ptr_type (FOC_WORD_MB);
  return build2 (MEM_REF, foc_uintptr_type (),
		 build_fold_addr_expr_with_type (foc_mb_decl, ptype),
		 build_int_cst (ptype, 8 * k));
}

/* Append to SEQ the store of VAL (a uintptr_t value) to mailbox word K.  */

static void
foc_mb_store (gimple_seq *seq, unsigned k, tree val)
{
  gimple_seq_add_stmt (seq, gimple_build_assign (foc_mb_word (k), val));
}

/* Append to SEQ the store of the address of function FN (a uintptr_t
   value) to mailbox word K, which names the receiver.  When GCC 12's
   SLP vectoriser weighs costs as at -O3 (not -O2's very cheap model),
   the store is volatile: next to the store of an argument's value it
   would become one vector store of the two, whose insertion of a
   symbol's address the x86 back end cannot match with AVX2 and no
   AVX-512 ("unrecognizable insn", an internal compiler error in xz's
   string_conversion.c at -O3 -march=znver3).  At -O2 the store stays
   plain: a volatile one costs lua 2% more instructions.  */

static void
foc_mb_store_name (gimple_seq *seq, unsigned k, tree fn)
{
  tree word = foc_mb_word (k);
  if (opt_for_fn (current_function_decl, flag_tree_slp_vectorize)
      && (opt_for_fn (current_function_decl, flag_vect_cost_model)
	  != VECT_COST_MODEL_VERY_CHEAP))
    {
      TREE_THIS_VOLATILE (word) = 1;
      TREE_SIDE_EFFECTS (word) = 1;
    }
  gimple_seq_add_stmt (seq, gimple_build_assign (word, fn));
}

/* Append to SEQ a load of mailbox word K; returns it.  */

static tree
foc_mb_load (gimple_seq *seq, unsigned k)
{
  tree val = make_ssa_name (foc_uintptr_type ());
  gimple_seq_add_stmt (seq, gimple_build_assign (val, foc_mb_word (k)));
  return val;
}

/* Append *SEQ, with LOC, to the end of BB and empty it.  */

void
foc_append_seq (basic_block bb, gimple_seq *seq, location_t loc)
{
  if (!*seq)
    return;
  gimple_seq_set_location (*seq, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (gsi_end_p (gsi))
    {
      gsi = gsi_start_bb (bb);
      gsi_insert_seq_before (&gsi, *seq, GSI_NEW_STMT);
    }
  else
    gsi_insert_seq_after (&gsi, *seq, GSI_NEW_STMT);
  *seq = NULL;
}

/* Read the (base, bound) pair that mailbox words K (value), K + 1, K + 2
   hold for V if word NAMEK is NAME, inline, at the end of *BB, which has
   a single successor; on a miss, call SLOW (returning a pair) instead:

     hit = mb[NAMEK] == NAME && mb[K] == V;  b1 = mb[K + 1];  e1 = mb[K + 2];
     if (hit) goto join; else { pair = SLOW; b2 = re; e2 = im; }
   join:
     BASE = PHI <b1, b2>;  BOUND = PHI <e1, e2>;

   *BB becomes the join block.  */

static void
foc_mb_get_inline (basic_block *bb, unsigned namek, tree name, unsigned k,
		   tree v, gcall *slow, tree base, tree bound, location_t loc)
{
  basic_block head = *bb;
  basic_block join = split_edge (single_succ_edge (head));
  gimple_seq seq = NULL;
  tree hit = gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node,
			   gimple_build (&seq, loc, EQ_EXPR, boolean_type_node,
					 foc_mb_load (&seq, namek), name),
			   gimple_build (&seq, loc, EQ_EXPR, boolean_type_node,
					 foc_mb_load (&seq, k), v));
  tree b1 = gimple_convert (&seq, loc, ptr_type_node,
			    foc_mb_load (&seq, k + 1));
  tree e1 = gimple_convert (&seq, loc, ptr_type_node,
			    foc_mb_load (&seq, k + 2));
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, hit,
						boolean_false_node,
						NULL_TREE, NULL_TREE));
  foc_append_seq (head, &seq, loc);

  edge ehit = single_succ_edge (head);
  ehit->flags = (ehit->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  ehit->probability = profile_probability::very_likely ();
  basic_block miss = create_empty_bb (head);
  if (current_loops)
    add_bb_to_loop (miss, head->loop_father);
  edge emiss = make_edge (head, miss, EDGE_FALSE_VALUE);
  emiss->probability = profile_probability::very_unlikely ();
  miss->count = emiss->count ();

  gphi *pb, *pe;
  foc_pair_join (miss, slow, join, ehit, b1, e1, base, bound, loc, &pb, &pe);
  *bb = join;
}

static tree foc_main_argv (tree *argc);

/* May we take the address of FNDECL?  Not of an inline definition that
   is not emitted in this unit (gnu_inline, C99 inline without extern):
   its symbol may exist nowhere, and calls to it are inlined anyway.  */

static bool
foc_addressable_fn_p (tree fndecl)
{
  return !(DECL_EXTERNAL (fndecl) && DECL_DECLARED_INLINE_P (fndecl));
}

/* The index of the return value in aggregate records.  */
#define FOC_AGG_RET 0xffffffffu

/* Is TYPE a struct or union passed by value whose slots' metadata should
   travel with it?  */

bool
foc_agg_type_p (tree type)
{
  tree size = TYPE_SIZE_UNIT (type);
  return (RECORD_OR_UNION_TYPE_P (type) && foc_type_has_pointers (type)
	  && size && TREE_CODE (size) == INTEGER_CST
	  && compare_tree_int (size, 8) >= 0);
}

/* Append to SEQ the call WHICH (FN, I, &REF, sizeof REF).  */

static void
foc_agg_call (gimple_seq *seq, location_t loc, enum foc_rt which, tree fn,
	      unsigned i, tree ref)
{
  tree addr = foc_ref_address (seq, ref);
  addr = gimple_convert (seq, loc, foc_uintptr_type (), addr);
  gimple_seq_add_stmt (seq, gimple_build_call
		       (foc_rt_decl (which), 4, fn,
			build_int_cst (unsigned_type_node, i), addr,
			fold_convert (size_type_node,
				      TYPE_SIZE_UNIT (TREE_TYPE (ref)))));
}

/* Does a struct of TYPE, argument I (FOC_AGG_RET: the result), travel
   inline through the mailbox?  Small ones do when optimising; libfoc's
   __foc_agg_put and __foc_agg_get use the same words for them.  */

static bool
foc_agg_inline_p (tree type, unsigned i)
{
  return (optimize && (i < FOC_MB_AGG_ARGS || i == FOC_AGG_RET)
	  && compare_tree_int (TYPE_SIZE_UNIT (type),
			       8 * FOC_MB_AGG_SLOTS) <= 0);
}

/* The mailbox word of the entry of slot K of argument I.  */

static unsigned
foc_agg_word (unsigned i, unsigned k)
{
  return i == FOC_AGG_RET ? FOC_MB_AGG_RET (k) : FOC_MB_AGG (i, k);
}

/* The address of REF as an integer (none if it is SHADOWed: it lies in
   a shadowed local, foc-shadow.cc) and, through *N and *MASK, its number
   of 8-byte slots and those that may hold pointers.  */

static tree
foc_agg_slots (gimple_seq *seq, tree ref, unsigned *n,
	       unsigned HOST_WIDE_INT *mask, bool shadowed, location_t loc)
{
  *n = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (ref))) / 8;
  *mask = foc_pointer_slots (TREE_TYPE (ref));
  if (shadowed)
    return NULL_TREE;
  return gimple_convert (seq, loc, foc_uintptr_type (),
			 foc_ref_address (seq, ref));
}

/* Append to SEQ the copy into the mailbox, as argument I, of the entries
   of the slots of REF that may hold pointers (the others get none), and
   the store of the receiver KEY in word KEYK.  */

static void
foc_agg_put_inline (gimple_seq *seq, unsigned keyk, tree key, unsigned i,
		    tree ref, location_t loc)
{
  tree up = foc_uintptr_type ();
  unsigned n;
  unsigned HOST_WIDE_INT mask;
  bool shadow = foc_shadow_p (ref);
  tree addr = foc_agg_slots (seq, ref, &n, &mask, shadow, loc);
  for (unsigned k = 0; k < n; k++)
    {
      tree w[FOC_ENTRY_WORDS] = { build_zero_cst (up), NULL_TREE };
      if (!(mask & (HOST_WIDE_INT_1U << k)))
	;
      else if (shadow)
	foc_shadow_load (seq, ref, k, w);
      else
	foc_meta_entry_words (seq, gimple_build (seq, loc, PLUS_EXPR, up, addr,
						 build_int_cst (up, 8 * k)),
			      w, loc);
      for (unsigned j = 0; j < FOC_ENTRY_WORDS && w[j]; j++)
	foc_mb_store (seq, foc_agg_word (i, k) + j, w[j]);
    }
  foc_mb_store_name (seq, keyk, key);
}

/* After *GSI, which must not end its block, emit SEQ, then give the slots
   of REF that may hold pointers the entries the mailbox holds for
   argument I if word KEYK names KEY, else none.  *GSI ends at the start
   of the block after (on the last statement emitted if REF lies in a
   shadowed local: no block is needed).  */

static void
foc_agg_get_inline (gimple_stmt_iterator *gsi, gimple_seq seq, unsigned keyk,
		    tree key, unsigned i, tree ref, location_t loc)
{
  tree up = foc_uintptr_type ();
  unsigned n, m = 0;
  unsigned HOST_WIDE_INT mask;
  bool shadow = foc_shadow_p (ref);
  tree addr = foc_agg_slots (&seq, ref, &n, &mask, shadow, loc);
  tree hit = gimple_build (&seq, loc, EQ_EXPR, boolean_type_node,
			   foc_mb_load (&seq, keyk), key);
  tree slots[FOC_MB_AGG_SLOTS], w[FOC_MB_AGG_SLOTS][FOC_ENTRY_WORDS];
  for (unsigned k = 0; k < n; k++)
    if (mask & (HOST_WIDE_INT_1U << k))
      {
	unsigned wk = foc_agg_word (i, k);
	w[m][0] = gimple_build (&seq, loc, COND_EXPR, up, hit,
				foc_mb_load (&seq, wk), build_zero_cst (up));
	w[m][1] = gimple_build (&seq, loc, COND_EXPR, up, hit,
				foc_mb_load (&seq, wk + 1), build_zero_cst (up));
	if (shadow)
	  foc_shadow_store (&seq, ref, k, w[m]);
	else
	  slots[m++] = gimple_build (&seq, loc, PLUS_EXPR, up, addr,
				     build_int_cst (up, 8 * k));
      }
  if (m)
    foc_meta_put_slots_at (gsi, seq, m, slots, w, loc);
  else if (seq)
    {
      gimple_seq_set_location (seq, loc);
      gsi_insert_seq_after (gsi, seq, GSI_NEW_STMT);
    }
}

/* Does the current function take its pointer parameters' bounds from the
   mailbox?  main is called by the C library, never by instrumented code.  */

static bool
foc_mailbox_fn_p (void)
{
  return (foc_opts.memory && !MAIN_NAME_P (DECL_NAME (current_function_decl))
	  && !DECL_STATIC_CHAIN (current_function_decl)
	  && foc_addressable_fn_p (current_function_decl));
}

/* Is NAME the value of a pointer parameter at entry?  */

bool
foc_mailbox_param_p (tree name)
{
  if (!SSA_NAME_IS_DEFAULT_DEF (name) || !SSA_NAME_VAR (name)
      || TREE_CODE (SSA_NAME_VAR (name)) != PARM_DECL
      || !POINTER_TYPE_P (TREE_TYPE (name)))
    return false;
  if (foc_mailbox_fn_p ())
    return true;
  return foc_opts.memory && foc_main_argv (NULL) == SSA_NAME_VAR (name);
}

/* If the current function is main (int argc, char **argv, ...), return
   argv and set *ARGC to argc; else NULL_TREE.  */

static tree
foc_main_argv (tree *argc)
{
  if (!MAIN_NAME_P (DECL_NAME (current_function_decl)))
    return NULL_TREE;
  tree p0 = DECL_ARGUMENTS (current_function_decl);
  tree p1 = p0 ? DECL_CHAIN (p0) : NULL_TREE;
  if (!p1 || !INTEGRAL_TYPE_P (TREE_TYPE (p0))
      || !POINTER_TYPE_P (TREE_TYPE (p1)) || !is_gimple_reg (p1)
      || !is_gimple_reg (p0))
    return NULL_TREE;
  if (argc)
    *argc = p0;
  return p1;
}

/* In main, argv points to argc + 1 pointers (libfoc records the bounds
   of the strings themselves at start-up).  */

static void
foc_main_entry (void)
{
  tree argc_parm;
  tree argv_parm = foc_main_argv (&argc_parm);
  if (!argv_parm)
    return;
  tree argv = ssa_default_def (cfun, argv_parm);
  tree argc = ssa_default_def (cfun, argc_parm);
  if (!argv || has_zero_uses (argv) || !argc)
    return;
  location_t loc = DECL_SOURCE_LOCATION (current_function_decl);
  gimple_seq seq = NULL;
  tree n = gimple_convert (&seq, loc, sizetype, argc);
  n = gimple_build (&seq, loc, PLUS_EXPR, sizetype, n, size_one_node);
  n = gimple_build (&seq, loc, MULT_EXPR, sizetype, n,
		    TYPE_SIZE_UNIT (TREE_TYPE (TREE_TYPE (argv))));
  tree base = gimple_convert (&seq, loc, ptr_type_node, argv);
  tree bound = gimple_build (&seq, loc, POINTER_PLUS_EXPR, ptr_type_node,
			     base, n);
  foc_bounds_set (argv, base, bound);
  gimple_seq_set_location (seq, loc);
  gsi_insert_seq_on_edge_immediate
    (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun)), seq);
}

/* The small struct parameters (their indexes) whose metadata the current
   function takes from the mailbox inline, by foc_mailbox_entry_aggs.  */

static vec<unsigned> foc_agg_parms;

/* Callback of walk_tree: does *TP mention DATA?  */

static tree
foc_mentions_r (tree *tp, int *walk_subtrees, void *data)
{
  if (*tp == (tree) data)
    return *tp;
  if (TYPE_P (*tp) || IS_TYPE_OR_DECL_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* May the current function load a pointer from struct parameter PARM (or
   let its address or the whole struct escape, with its slots)?  Not if
   it only reads fields that cannot hold pointers, as a struct's "kind"
   accessor does.  Call before the pass takes any address.  */

static bool
foc_parm_loads_pointers_p (tree parm)
{
  if (TREE_ADDRESSABLE (parm))
    return true;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt))
	  continue;
	/* A load of a field that holds no pointer.  */
	if (gimple_assign_single_p (stmt) && gimple_vuse (stmt)
	    && get_base_address (gimple_assign_rhs1 (stmt)) == parm
	    && !foc_type_has_pointers (TREE_TYPE (gimple_assign_rhs1 (stmt)))
	    && !walk_tree (gimple_assign_lhs_ptr (stmt), foc_mentions_r, parm,
			   NULL))
	  continue;
	for (unsigned k = 0; k < gimple_num_ops (stmt); k++)
	  if (gimple_op (stmt, k)
	      && walk_tree (gimple_op_ptr (stmt, k), foc_mentions_r, parm, NULL))
	    return true;
      }
  return false;
}

/* At the entry of the current function, give the slots of the small
   struct parameters that foc_mailbox_entry chose the entries the mailbox
   holds for them.  Called once the pass has listed the accesses to check,
   which these are not.  */

void
foc_mailbox_entry_aggs (void)
{
  if (foc_agg_parms.is_empty ())
    return;
  location_t loc = DECL_SOURCE_LOCATION (current_function_decl);
  basic_block bb
    = split_edge (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun)));
  gimple_seq seq = NULL;
  tree self = foc_self (&seq, loc);
  foc_append_seq (bb, &seq, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  unsigned i = 0, k = 0;
  for (tree parm = DECL_ARGUMENTS (current_function_decl); parm;
       parm = DECL_CHAIN (parm), i++)
    if (k < foc_agg_parms.length () && foc_agg_parms[k] == i)
      {
	foc_agg_get_inline (&gsi, NULL, FOC_MB_CALLEE, self, i, parm, loc);
	k++;
	gsi = gsi_last_bb (gsi_bb (gsi));
      }
  foc_agg_parms.release ();
}

/* The value of pointer parameter PARM at entry: its default definition
   if it is in SSA form (NULL_TREE if unused), else loaded from it by code
   appended to SEQ.  */

tree
foc_parm_value (gimple_seq *seq, tree parm)
{
  if (is_gimple_reg (parm))
    {
      tree value = ssa_default_def (cfun, parm);
      return value && !has_zero_uses (value) ? value : NULL_TREE;
    }
  tree value = make_ssa_name (TREE_TYPE (parm));
  gimple_seq_add_stmt (seq, gimple_build_assign (value, parm));
  return value;
}

/* Give pointer parameter PARM, whose value at entry is VALUE, the bounds
   [BASE, BOUND): VALUE's companions if PARM is in SSA form, else (its
   address is taken) the metadata of its slot, stored by code appended to
   SEQ.  */

void
foc_parm_bounds_set (gimple_seq *seq, tree parm, tree value, tree base,
		     tree bound, location_t loc)
{
  if (is_gimple_reg (parm))
    {
      foc_bounds_set (value, base, bound);
      return;
    }
  tree up = foc_uintptr_type ();
  gimple_seq_add_stmt
    (seq, gimple_build_call (foc_rt_decl (FOC_RT_META_STORE), 4,
			     gimple_convert (seq, loc, up,
					     build_fold_addr_expr (parm)),
			     gimple_convert (seq, loc, up, value),
			     gimple_convert (seq, loc, up, base),
			     gimple_convert (seq, loc, up, bound)));
}

/* At the entry of the current function, fetch the bounds of its pointer
   parameters: those in SSA form get companions, those living in memory
   (their address is taken) get their slot's metadata.  */

void
foc_mailbox_entry (void)
{
  if (!foc_mailbox_fn_p ())
    {
      if (foc_opts.memory)
	foc_main_entry ();
      return;
    }
  if (foc_bargs_entry ())
    return;
  location_t loc = DECL_SOURCE_LOCATION (current_function_decl);
  gimple_seq seq = NULL;
  tree self = NULL_TREE;
  basic_block bb = NULL;	/* Where the code goes once a get is inline.  */
  unsigned i = 0;
  for (tree parm = DECL_ARGUMENTS (current_function_decl); parm;
       parm = DECL_CHAIN (parm), i++)
    {
      if (foc_agg_type_p (TREE_TYPE (parm)))
	{
	  if (!self)
	    self = foc_self (&seq, loc);
	  if (!foc_agg_inline_p (TREE_TYPE (parm), i))
	    foc_agg_call (&seq, loc, FOC_RT_AGG_GET, self, i, parm);
	  else if (foc_parm_loads_pointers_p (parm))
	    foc_agg_parms.safe_push (i);
	  continue;
	}
      if (!POINTER_TYPE_P (TREE_TYPE (parm)))
	continue;
      tree value = foc_parm_value (&seq, parm);
      if (!value)
	continue;
      if (!self)
	self = foc_self (&seq, loc);
      tree v = gimple_convert (&seq, loc, foc_uintptr_type (), value);
      gcall *call = gimple_build_call (foc_rt_decl (FOC_RT_ARG_GET), 3, self,
				       build_int_cst (unsigned_type_node, i),
				       v);
      tree base = make_ssa_name (ptr_type_node);
      tree bound = make_ssa_name (ptr_type_node);
      if (optimize && i < FOC_MB_ARGS)
	{
	  if (!bb)
	    bb = split_edge (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun)));
	  foc_append_seq (bb, &seq, loc);
	  foc_mb_get_inline (&bb, FOC_MB_CALLEE, self, FOC_MB_ARG (i), v, call,
			     base, bound, loc);
	}
      else
	foc_split_call (&seq, loc, call, base, bound);
      foc_parm_bounds_set (&seq, parm, value, base, bound, loc);
    }
  if (!self)
    return;
  if (optimize)
    foc_mb_store (&seq, FOC_MB_CALLEE, build_zero_cst (foc_uintptr_type ()));
  else
    gimple_seq_add_stmt (&seq, gimple_build_call (foc_rt_decl
						  (FOC_RT_ARGS_DONE), 0));
  if (bb)
    {
      foc_append_seq (bb, &seq, loc);
      return;
    }
  gimple_seq_set_location (seq, loc);
  gsi_insert_seq_on_edge_immediate
    (single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun)), seq);
}

/* Does CALL go to a function that may be instrumented, so that bounds
   travel through the mailbox?  Builtins, internal functions and libfoc
   itself do not.  */

bool
foc_mailbox_call_p (gcall *call)
{
  if (!foc_opts.memory || gimple_call_internal_p (call)
      || (gimple_call_flags (call) & ECF_RETURNS_TWICE))
    return false;
  tree fndecl = gimple_call_fndecl (call);
  /* Artificial externals are libfoc's entry points; artificial
     functions of this unit (IPA clones: .constprop, .isra, .part) take
     the mailbox like any other.  */
  if (fndecl && (fndecl_built_in_p (fndecl)
		 || (DECL_ARTIFICIAL (fndecl) && DECL_EXTERNAL (fndecl))
		 || !foc_addressable_fn_p (fndecl)))
    return false;
  /* Functions declared in system headers (the C library) are not built
     with foc: the mailbox would only cost time.  */
  if (fndecl && DECL_EXTERNAL (fndecl) && DECL_IN_SYSTEM_HEADER (fndecl))
    return false;
  return gimple_call_fn (call) != NULL_TREE;
}

/* Does CALL go to a function of the C library: declared in a system
   header, not one of libfoc's entry points (artificial)?  */

bool
foc_clib_call_p (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  return (fndecl && !gimple_call_internal_p (call) && DECL_EXTERNAL (fndecl)
	  && DECL_IN_SYSTEM_HEADER (fndecl) && !DECL_ARTIFICIAL (fndecl));
}

/* After CALL, to a function of the C library (declared in a system
   header, not redirected to libfoc), forget the metadata of the slots it
   may store a pointer in: the targets of its T ** arguments (strtol's
   endptr, vasprintf's strp, strsep, iconv).  The next load of such a slot
   then asks the heap, instead of taking bounds recorded for the pointer
   the slot held before -- which may have the same value, if its block
   was freed and the new one got the same address.  */

void
foc_forget_out_pointers (gcall *call)
{
  if (!foc_opts.memory || !foc_clib_call_p (call) || stmt_ends_bb_p (call)
      || fndecl_built_in_p (gimple_call_fndecl (call)))
    return;
  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    {
      tree arg = gimple_call_arg (call, i);
      tree type = TREE_TYPE (arg);
      if (!POINTER_TYPE_P (type) || TREE_CODE (arg) == INTEGER_CST
	  || !POINTER_TYPE_P (TREE_TYPE (type))
	  || TYPE_READONLY (TREE_TYPE (type)))
	continue;
      gimple_seq_add_stmt (&seq, gimple_build_call
			   (foc_rt_decl (FOC_RT_META_CLEAR), 2,
			    gimple_convert (&seq, loc, ptr_type_node, arg),
			    size_int (POINTER_SIZE_UNITS)));
    }
  if (!seq)
    return;
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
}

/* The callee of CALL as a const void *, computed in SEQ.  */

static tree
foc_callee (gimple_seq *seq, gcall *call)
{
  return gimple_convert (seq, gimple_location (call), foc_uintptr_type (),
			 unshare_expr (gimple_call_fn (call)));
}

/* Set *OUT to companions of the pointer result of CALL, fetched from the
   mailbox right after the call.  */

void
foc_mailbox_ret_get (gcall *call, struct foc_bounds *out)
{
  if (foc_bargs_ret_get (call, out))
    return;
  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  tree lhs = gimple_call_lhs (call);
  tree callee = foc_callee (&seq, call);
  tree v = gimple_convert (&seq, loc, foc_uintptr_type (), lhs);
  gcall *get = gimple_build_call (foc_rt_decl (FOC_RT_RET_GET), 2, callee, v);
  out->base = make_ssa_name (ptr_type_node);
  out->bound = make_ssa_name (ptr_type_node);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  if (optimize && !stmt_ends_bb_p (call))
    {
      gimple *last = seq ? gimple_seq_last_stmt (seq) : call;
      gimple_seq_set_location (seq, loc);
      gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
      basic_block bb = gimple_bb (call);
      split_block (bb, last);
      foc_mb_get_inline (&bb, FOC_MB_RET_FN, callee, FOC_MB_RET, v, get,
			 out->base, out->bound, loc);
      return;
    }
  foc_split_call (&seq, loc, get, out->base, out->bound);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
}

/* Before CALL, put the bounds of its pointer arguments in the mailbox.  */

void
foc_mailbox_call (gcall *call)
{
  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  tree callee = NULL_TREE;
  tree up = foc_uintptr_type ();
  unsigned nargs = foc_bargs_call (call) ? 0 : gimple_call_num_args (call);
  for (unsigned i = 0; i < nargs; i++)
    {
      tree arg = gimple_call_arg (call, i);
      if (foc_agg_type_p (TREE_TYPE (arg)) && !CONSTANT_CLASS_P (arg)
	  && TREE_CODE (arg) != CONSTRUCTOR && foc_addressable_ref_p (arg))
	{
	  if (!callee)
	    callee = foc_callee (&seq, call);
	  if (foc_agg_inline_p (TREE_TYPE (arg), i))
	    foc_agg_put_inline (&seq, FOC_MB_CALLEE, callee, i, arg, loc);
	  else
	    foc_agg_call (&seq, loc, FOC_RT_AGG_PUT, callee, i, arg);
	  continue;
	}
      if (!POINTER_TYPE_P (TREE_TYPE (arg)) || TREE_CODE (arg) == INTEGER_CST)
	continue;
      struct foc_bounds b;
      foc_bounds_or_unknown (arg, &b);
      if (!callee)
	callee = foc_callee (&seq, call);
      tree v = gimple_convert (&seq, loc, up, arg);
      tree base = gimple_convert (&seq, loc, up, b.base);
      tree bound = gimple_convert (&seq, loc, up, b.bound);
      if (optimize)
	{
	  if (i >= FOC_MB_ARGS)
	    continue;
	  foc_mb_store_name (&seq, FOC_MB_CALLEE, callee);
	  foc_mb_store (&seq, FOC_MB_ARG (i), v);
	  foc_mb_store (&seq, FOC_MB_ARG (i) + 1, base);
	  foc_mb_store (&seq, FOC_MB_ARG (i) + 2, bound);
	}
      else
	gimple_seq_add_stmt
	  (&seq, gimple_build_call (foc_rt_decl (FOC_RT_ARG_PUT), 5, callee,
				    build_int_cst (unsigned_type_node, i),
				    v, base, bound));
    }
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  if (seq)
    {
      gimple_seq_set_location (seq, loc);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }

  /* A struct returned by value into memory.  */
  tree lhs = gimple_call_lhs (call);
  if (lhs && foc_agg_type_p (TREE_TYPE (lhs)) && !stmt_ends_bb_p (call)
      && foc_addressable_ref_p (lhs))
    {
      gimple_seq after = NULL;
      tree fn = foc_callee (&after, call);
      if (foc_agg_inline_p (TREE_TYPE (lhs), FOC_AGG_RET))
	{
	  foc_agg_get_inline (&gsi, after, FOC_MB_RET_FN, fn,
			      FOC_AGG_RET, lhs, loc);
	  return;
	}
      foc_agg_call (&after, loc, FOC_RT_AGG_GET, fn, FOC_AGG_RET, lhs);
      gimple_seq_set_location (after, loc);
      gsi_insert_seq_after (&gsi, after, GSI_NEW_STMT);
    }
}

/* Before RET, put the bounds of the returned pointer in the mailbox.  */

void
foc_mailbox_return (greturn *ret)
{
  tree val = gimple_return_retval (ret);
  if (!foc_mailbox_fn_p () || foc_bargs_return (ret) || !val)
    return;
  location_t loc = gimple_location (ret);
  gimple_seq seq = NULL;
  if (foc_agg_type_p (TREE_TYPE (val)) && !CONSTANT_CLASS_P (val)
      && !(TREE_CODE (val) == RESULT_DECL && DECL_BY_REFERENCE (val))
      && foc_addressable_ref_p (val))
    {
      tree self = foc_self (&seq, loc);
      if (foc_agg_inline_p (TREE_TYPE (val), FOC_AGG_RET))
	foc_agg_put_inline (&seq, FOC_MB_RET_FN, self, FOC_AGG_RET, val, loc);
      else
	foc_agg_call (&seq, loc, FOC_RT_AGG_PUT, self, FOC_AGG_RET, val);
      gimple_seq_set_location (seq, loc);
      gimple_stmt_iterator gsi = gsi_for_stmt (ret);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      return;
    }
  if (!POINTER_TYPE_P (TREE_TYPE (val)) || TREE_CODE (val) == INTEGER_CST)
    return;
  struct foc_bounds b;
  foc_bounds_or_unknown (val, &b);
  foc_mailbox_ret_put (&seq, foc_self (&seq, loc), val, b.base, b.bound,
		       loc);
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_for_stmt (ret);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
}

/* Append to SEQ the return of pointer VAL with bounds [BASE, BOUND) by
   function FN (a uintptr_t value) through the mailbox.  */

void
foc_mailbox_ret_put (gimple_seq *seq, tree fn, tree val, tree base,
		     tree bound, location_t loc)
{
  tree up = foc_uintptr_type ();
  tree v = gimple_convert (seq, loc, up, val);
  base = gimple_convert (seq, loc, up, base);
  bound = gimple_convert (seq, loc, up, bound);
  if (optimize)
    {
      foc_mb_store_name (seq, FOC_MB_RET_FN, fn);
      foc_mb_store (seq, FOC_MB_RET, v);
      foc_mb_store (seq, FOC_MB_RET + 1, base);
      foc_mb_store (seq, FOC_MB_RET + 2, bound);
    }
  else
    gimple_seq_add_stmt
      (seq, gimple_build_call (foc_rt_decl (FOC_RT_RET_PUT), 4, fn, v,
			       base, bound));
}

/* Replace a call to free, realloc or posix_memalign by libfoc's, which
   also forget, move or record the block's metadata.  Returns true if CALL
   was one.  */

bool
foc_heap_call (gcall *call)
{
  if (!foc_opts.memory)
    return false;
  enum foc_rt which;
  if (gimple_call_builtin_p (call, BUILT_IN_FREE))
    which = FOC_RT_FREE;
  else if (gimple_call_builtin_p (call, BUILT_IN_REALLOC))
    which = FOC_RT_REALLOC;
  else if (gimple_call_builtin_p (call, BUILT_IN_POSIX_MEMALIGN))
    which = FOC_RT_POSIX_MEMALIGN;
  else
    return false;
  gimple_call_set_fndecl (call, foc_rt_decl (which));
  gimple_call_set_fntype (call, TREE_TYPE (foc_rt_decl (which)));
  update_stmt (call);
  return true;
}
