/* foc-bargs.cc -- bounds of pointer arguments as extra arguments, for the
   functions of the unit that only its own direct calls reach.

   Elsewhere the bounds of a pointer argument travel through libfoc's
   per-thread mailbox (foc-calls.cc): the caller stores the callee's
   name, the value and its bounds; the callee loads them back and takes
   them only if the name and the value match, since an uninstrumented
   caller or a callback may have reached it.  A static function whose
   address is never taken has no such callers: every call is a direct
   call in this unit.  Before any function of the unit is instrumented
   (PLUGIN_ALL_IPA_PASSES_START, ahead of build_ssa_passes), such a
   function F (a, p, q) becomes

     F (a, p, q, uintptr_t p.base, uintptr_t p.bound,
        uintptr_t q.base, uintptr_t q.bound)

   two artificial parameters per pointer parameter, appended, and every
   call to it passes 0 and ~0, the unknown bounds, in them.  The foc pass
   then puts the companions of each argument there (foc_bargs_call) and
   takes each pointer parameter's companions from its pair at entry
   (foc_bargs_entry).  So bounds go in registers, with no mailbox, no
   name and no match; after inlining they are the caller's companions
   themselves, and IPA-CP and IPA-SRA see them as plain arguments.
   A call from a function foc leaves alone (no_foc) keeps 0 and ~0, the
   unknown bounds.

   A function that returns a pointer also gets a last parameter,
   uintptr_t *ret.bounds: each caller passes the address of a pair of
   words in its own frame (one per caller), where every return stores
   the bounds of the value returned (foc_bargs_return) and whence the
   caller takes them right after the call (foc_bargs_ret_get).  A frame
   of the thread's own stack, not the mailbox, so that no signal handler
   can overwrite them in between.

   The extra parameters are integers, not pointers, so that
   __attribute__ ((nonnull)) (all pointer parameters) cannot tell GCC
   that an unknown base, 0, is not null.

   Only when optimising and instrumenting early (not late=1, where IPA
   would see the placeholders before the pass replaces them, and not in
   lto1, whose units were rewritten when compiled); -fplugin-arg-foc-
   bargs=0 turns it off.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* The attribute that marks a rewritten function: its value is the count
   of its own parameters (the extra ones follow).  The space keeps it out
   of the user's reach.  */
#define FOC_BARGS_ATTR "foc bounds args"

/* Does parameter PARM (of a candidate) get a pair of bounds?  */

static bool
foc_bargs_parm_p (tree parm)
{
  return POINTER_TYPE_P (TREE_TYPE (parm));
}

/* Does function FN return a pointer (through a slot of its caller's, once
   rewritten)?  */

static bool
foc_bargs_ret_p (tree fn)
{
  return POINTER_TYPE_P (TREE_TYPE (TREE_TYPE (fn)));
}

/* The type of that slot's address.  */

static tree
foc_bargs_slot_type (void)
{
  return build_pointer_type (foc_uintptr_type ());
}

/* If FNDECL was rewritten, return true and set *NPARMS to the count of
   its own parameters.  */

static bool
foc_bargs_fn_p (tree fndecl, unsigned *nparms)
{
  tree a = lookup_attribute (FOC_BARGS_ATTR, DECL_ATTRIBUTES (fndecl));
  if (!a)
    return false;
  *nparms = tree_to_uhwi (TREE_VALUE (a));
  return true;
}

/* Is the call of edge E a direct call to its callee that we can
   rewrite: the callee's own type, NPARMS arguments, no static chain?  */

static bool
foc_bargs_call_ok_p (cgraph_edge *e, unsigned nparms)
{
  gcall *call = e->call_stmt;
  if (!call || !e->caller->decl || !DECL_STRUCT_FUNCTION (e->caller->decl)
      || gimple_call_fndecl (call) != e->callee->decl
      || gimple_call_chain (call) || gimple_call_num_args (call) != nparms)
    return false;
  tree fntype = gimple_call_fntype (call);
  return (fntype && TYPE_MAIN_VARIANT (fntype)
	  == TYPE_MAIN_VARIANT (TREE_TYPE (e->callee->decl)));
}

/* Can the function of NODE take its bounds as arguments?  Set *NPARMS
   to the count of its parameters, *NPTRS to that of its pointer
   parameters.  */

static bool
foc_bargs_candidate_p (cgraph_node *node, unsigned *nparms, unsigned *nptrs)
{
  tree fn = node->decl;
  tree type = TREE_TYPE (fn);
  if (!node->definition || node->alias || node->thunk || node->inlined_to
      || !gimple_has_body_p (fn) || !DECL_STRUCT_FUNCTION (fn)
      || TREE_PUBLIC (fn) || DECL_EXTERNAL (fn) || node->address_taken
      || node->force_output || node->ifunc_resolver
      || DECL_STATIC_CHAIN (fn) || DECL_STATIC_CONSTRUCTOR (fn)
      || DECL_STATIC_DESTRUCTOR (fn) || DECL_VIRTUAL_P (fn)
      || MAIN_NAME_P (DECL_NAME (fn)) || !prototype_p (type)
      || stdarg_p (type))
    return false;
  /* Any reference is an address taken or an alias.  */
  ipa_ref *ref;
  if (node->iterate_referring (0, ref))
    return false;
  static const char *const skip[] = {
    "no_foc", "no_sanitize_address", "naked", "target_clones", "used",
    "noipa", "omp declare simd", "omp declare target"
  };
  for (unsigned i = 0; i < ARRAY_SIZE (skip); i++)
    if (lookup_attribute (skip[i], DECL_ATTRIBUTES (fn))
	|| lookup_attribute (skip[i], TYPE_ATTRIBUTES (type)))
      return false;
  *nparms = *nptrs = 0;
  for (tree p = DECL_ARGUMENTS (fn); p; p = DECL_CHAIN (p))
    {
      /* A struct with pointers passed by value takes the mailbox, named
	 by the callee: keep all of this function's arguments there.  */
      if (foc_agg_type_p (TREE_TYPE (p)))
	return false;
      ++*nparms;
      *nptrs += foc_bargs_parm_p (p);
    }
  if ((!*nptrs && !foc_bargs_ret_p (fn))
      || list_length (TYPE_ARG_TYPES (type)) != (int) *nparms + 1)
    return false;
  for (cgraph_edge *e = node->callers; e; e = e->next_caller)
    if (!foc_bargs_call_ok_p (e, *nparms))
      return false;
  return true;
}

/* Append to FN an artificial parameter of TYPE, after LAST; return it.  */

static tree
foc_bargs_add_parm (tree fn, tree last, tree type)
{
  tree b = build_decl (DECL_SOURCE_LOCATION (fn), PARM_DECL, NULL_TREE, type);
  DECL_ARG_TYPE (b) = type;
  DECL_CONTEXT (b) = fn;
  DECL_ARTIFICIAL (b) = 1;
  DECL_IGNORED_P (b) = 1;
  layout_decl (b, 0);
  if (last)
    DECL_CHAIN (last) = b;
  else
    DECL_ARGUMENTS (fn) = b;
  return b;
}

/* Give FN, with NPARMS parameters of which NPTRS are pointers, a pair of
   uintptr_t parameters per pointer parameter, and the address of the
   slot for the bounds it returns if it returns a pointer; return its
   new type.  */

static tree
foc_bargs_retype (tree fn, unsigned nparms, unsigned nptrs)
{
  tree up = foc_uintptr_type ();
  tree type = TREE_TYPE (fn);
  auto_vec<tree, 16> parms;
  for (tree p = DECL_ARGUMENTS (fn); p; p = DECL_CHAIN (p))
    parms.safe_push (p);
  tree last = parms.is_empty () ? NULL_TREE : parms.last (), p;
  unsigned i;
  FOR_EACH_VEC_ELT (parms, i, p)
    if (foc_bargs_parm_p (p))
      for (int k = 0; k < 2; k++)
	last = foc_bargs_add_parm (fn, last, up);
  if (foc_bargs_ret_p (fn))
    foc_bargs_add_parm (fn, last, foc_bargs_slot_type ());

  /* The type: its own argument types, 2 * NPTRS uintptr_t, the slot.  */
  tree args = void_list_node;
  if (foc_bargs_ret_p (fn))
    args = tree_cons (NULL_TREE, foc_bargs_slot_type (), args);
  for (unsigned k = 0; k < 2 * nptrs; k++)
    args = tree_cons (NULL_TREE, up, args);
  auto_vec<tree, 16> own;
  for (tree a = TYPE_ARG_TYPES (type); a && a != void_list_node;
       a = TREE_CHAIN (a))
    own.safe_push (TREE_VALUE (a));
  for (unsigned k = own.length (); k-- > 0;)
    args = tree_cons (NULL_TREE, own[k], args);
  tree ntype = build_function_type (TREE_TYPE (type), args);
  ntype = build_type_attribute_variant (ntype, TYPE_ATTRIBUTES (type));
  TREE_TYPE (fn) = ntype;
  DECL_ATTRIBUTES (fn)
    = tree_cons (get_identifier (FOC_BARGS_ATTR),
		 build_int_cst (unsigned_type_node, nparms),
		 DECL_ATTRIBUTES (fn));
  return ntype;
}

/* Per caller, during foc_bargs_rewrite_unit: its slot for returned
   bounds, two words in its frame.  */
static hash_map<tree, tree> *foc_bargs_slots;

/* The address of the slot of the function CALLER.  */

static tree
foc_bargs_slot_of (tree caller)
{
  bool existed;
  tree &slot = foc_bargs_slots->get_or_insert (caller, &existed);
  if (!existed)
    {
      slot = create_tmp_var_raw (build_array_type_nelts (foc_uintptr_type (),
							  2), "foc_ret");
      DECL_CONTEXT (slot) = caller;
      TREE_ADDRESSABLE (slot) = 1;
      gimple_add_tmp_var_fn (DECL_STRUCT_FUNCTION (caller), slot);
    }
  return build_fold_addr_expr_with_type (slot, foc_bargs_slot_type ());
}

/* Replace the call of edge E by one to the rewritten callee FN, of type
   NTYPE, that passes the unknown bounds for each of the NPTRS pointer
   arguments, and the caller's slot if FN returns a pointer.  */

static void
foc_bargs_recall (cgraph_edge *e, tree fn, tree ntype, unsigned nptrs)
{
  gcall *old = e->call_stmt;
  push_cfun (DECL_STRUCT_FUNCTION (e->caller->decl));
  tree up = foc_uintptr_type ();
  auto_vec<tree, 16> args;
  for (unsigned i = 0; i < gimple_call_num_args (old); i++)
    args.safe_push (gimple_call_arg (old, i));
  for (unsigned k = 0; k < nptrs; k++)
    {
      args.safe_push (build_zero_cst (up));
      args.safe_push (build_all_ones_cst (up));
    }
  if (foc_bargs_ret_p (fn))
    args.safe_push (foc_bargs_slot_of (e->caller->decl));
  gcall *call = gimple_build_call_vec (build_fold_addr_expr (fn), args);
  gimple_call_set_fntype (call, ntype);
  gimple_call_set_lhs (call, gimple_call_lhs (old));
  gimple_call_copy_flags (call, old);
  gimple_set_location (call, gimple_location (old));
  gimple_set_block (call, gimple_block (old));
  gimple_stmt_iterator gsi = gsi_for_stmt (old);
  gsi_replace (&gsi, call, false);
  maybe_clean_or_replace_eh_stmt (old, call);
  cgraph_edge::set_call_stmt (e, call, false);
  pop_cfun ();
}

/* PLUGIN_ALL_IPA_PASSES_START: rewrite every candidate and the calls to
   it.  */

void
foc_bargs_rewrite_unit (void *, void *)
{
  if (in_lto_p || seen_error ())
    return;
  foc_bargs_slots = new hash_map<tree, tree>;
  cgraph_node *node;
  FOR_EACH_DEFINED_FUNCTION (node)
    {
      unsigned nparms, nptrs;
      if (!foc_bargs_candidate_p (node, &nparms, &nptrs))
	continue;
      tree ntype = foc_bargs_retype (node->decl, nparms, nptrs);
      for (cgraph_edge *e = node->callers; e; e = e->next_caller)
	foc_bargs_recall (e, node->decl, ntype, nptrs);
      if (foc_opts.verbose && nptrs)
	inform (DECL_SOURCE_LOCATION (node->decl),
		"foc: %qD takes the bounds of its %u pointer parameter%s as "
		"arguments", node->decl, nptrs, nptrs == 1 ? "" : "s");
      if (foc_opts.verbose && foc_bargs_ret_p (node->decl))
	inform (DECL_SOURCE_LOCATION (node->decl),
		"foc: %qD returns the bounds of its result in a slot of "
		"the caller", node->decl);
    }
  delete foc_bargs_slots;
  foc_bargs_slots = NULL;
}

/* If CALL goes to a rewritten function, put the companions of its
   pointer arguments in their pairs (a constant, such as null, keeps the
   unknown bounds) and return true.  */

bool
foc_bargs_call (gcall *call)
{
  tree fn = gimple_call_fndecl (call);
  unsigned nparms;
  if (!fn || !foc_bargs_fn_p (fn, &nparms))
    return false;
  location_t loc = gimple_location (call);
  tree up = foc_uintptr_type ();
  gimple_seq seq = NULL;
  unsigned k = nparms, i = 0;
  for (tree p = DECL_ARGUMENTS (fn); i < nparms; p = DECL_CHAIN (p), i++)
    {
      if (!foc_bargs_parm_p (p))
	continue;
      tree arg = gimple_call_arg (call, i);
      if (TREE_CODE (arg) != INTEGER_CST)
	{
	  struct foc_bounds b;
	  foc_bounds_or_unknown (arg, &b);
	  gimple_call_set_arg (call, k, gimple_convert (&seq, loc, up,
							b.base));
	  gimple_call_set_arg (call, k + 1, gimple_convert (&seq, loc, up,
							    b.bound));
	}
      k += 2;
    }
  if (seq)
    {
      gimple_seq_set_location (seq, loc);
      gimple_stmt_iterator gsi = gsi_for_stmt (call);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
    }
  update_stmt (call);
  return true;
}

/* If the current function was rewritten, give its pointer parameters the
   bounds of their pairs, and return true: the companions of one in SSA
   form, the metadata of the slot of one in memory (its address is
   taken).  */

bool
foc_bargs_entry (void)
{
  unsigned nparms;
  if (!foc_bargs_fn_p (current_function_decl, &nparms))
    return false;
  location_t loc = DECL_SOURCE_LOCATION (current_function_decl);
  gimple_seq seq = NULL;
  tree parms = DECL_ARGUMENTS (current_function_decl);
  tree pair = parms;
  for (unsigned i = 0; i < nparms; i++)
    pair = DECL_CHAIN (pair);
  unsigned i = 0;
  for (tree p = parms; i < nparms; p = DECL_CHAIN (p), i++)
    {
      if (!foc_bargs_parm_p (p))
	continue;
      tree bp = pair, ep = DECL_CHAIN (pair);
      pair = DECL_CHAIN (ep);
      tree value = foc_parm_value (&seq, p);
      if (!value)
	continue;
      tree base = gimple_convert (&seq, loc, ptr_type_node,
				  get_or_create_ssa_default_def (cfun, bp));
      tree bound = gimple_convert (&seq, loc, ptr_type_node,
				   get_or_create_ssa_default_def (cfun, ep));
      foc_parm_bounds_set (&seq, p, value, base, bound, loc);
    }
  if (seq)
    {
      gimple_seq_set_location (seq, loc);
      gsi_insert_seq_on_edge_immediate
	(single_succ_edge (ENTRY_BLOCK_PTR_FOR_FN (cfun)), seq);
    }
  return true;
}

/* If the current function was rewritten and returns a pointer, store the
   bounds of the value RET returns in its caller's slot, the last
   parameter, and return true.  Every return stores: a constant, or no
   value, stores the unknown bounds.  */

bool
foc_bargs_return (greturn *ret)
{
  unsigned nparms;
  if (!foc_bargs_fn_p (current_function_decl, &nparms)
      || !foc_bargs_ret_p (current_function_decl))
    return false;
  tree up = foc_uintptr_type ();
  tree parm = DECL_ARGUMENTS (current_function_decl);
  while (DECL_CHAIN (parm))
    parm = DECL_CHAIN (parm);
  location_t loc = gimple_location (ret);
  gimple_seq seq = NULL;
  struct foc_bounds b = { foc_unknown_base (), foc_unknown_bound () };
  tree val = gimple_return_retval (ret);
  if (val && POINTER_TYPE_P (TREE_TYPE (val))
      && TREE_CODE (val) != INTEGER_CST)
    foc_bounds_or_unknown (val, &b);
  tree slot = get_or_create_ssa_default_def (cfun, parm);
  tree st = foc_bargs_slot_type ();
  gimple_seq_add_stmt
    (&seq, gimple_build_assign (build2 (MEM_REF, up, slot,
					build_int_cst (st, 0)),
				gimple_convert (&seq, loc, up, b.base)));
  gimple_seq_add_stmt
    (&seq, gimple_build_assign (build2 (MEM_REF, up, slot,
					build_int_cst (st, POINTER_SIZE_UNITS)),
				gimple_convert (&seq, loc, up, b.bound)));
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_for_stmt (ret);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  return true;
}

/* If CALL goes to a rewritten function that returns a pointer, set *OUT
   to the bounds it stored in the caller's slot, loaded right after the
   call, and return true.  */

bool
foc_bargs_ret_get (gcall *call, struct foc_bounds *out)
{
  tree fn = gimple_call_fndecl (call);
  unsigned nparms;
  if (!fn || !foc_bargs_fn_p (fn, &nparms) || !foc_bargs_ret_p (fn))
    return false;
  tree up = foc_uintptr_type ();
  tree st = foc_bargs_slot_type ();
  tree addr = gimple_call_arg (call, gimple_call_num_args (call) - 1);
  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  tree w[2];
  for (int k = 0; k < 2; k++)
    {
      w[k] = make_ssa_name (up);
      gimple_seq_add_stmt
	(&seq, gimple_build_assign (w[k], build2 (MEM_REF, up,
						  unshare_expr (addr),
						  build_int_cst
						  (st, k * POINTER_SIZE_UNITS))));
    }
  out->base = gimple_convert (&seq, loc, ptr_type_node, w[0]);
  out->bound = gimple_convert (&seq, loc, ptr_type_node, w[1]);
  gimple_seq_set_location (seq, loc);
  if (stmt_ends_bb_p (call))
    gsi_insert_seq_on_edge_immediate (find_fallthru_edge
				      (gimple_bb (call)->succs), seq);
  else
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (call);
      gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
    }
  return true;
}
