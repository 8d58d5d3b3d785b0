/* foc-check.cc -- bounds checks on loads and stores.

   A memory reference is checked when its object is known: the reference
   goes through a pointer with companions (FOC_REF_PTR), or it is a
   declared object accessed at an offset that is not provably inside it
   (FOC_REF_DECL: a variable index, or a constant one past the end).
   Bit-field accesses are widened to their representative, the bytes the
   machine really touches.  There is no sub-object narrowing: the object is
   always the whole declaration or allocation.

   For a store  *p = x  the code becomes:

     1  ok = (size <= bound - base) & (addr - base <= bound - base - size);
	if (ok) goto ACCESS; else goto COLD;		[COLD very unlikely]
     2  COLD: r = __foc_oob (addr, size, base, bound, FOC_WRITE, "site");
	if (r) goto ACCESS; else goto JOIN;		[r != 0: mode=log]
     3  ACCESS: *p = x;
	JOIN: ...

   For a load  y = *p  of an integer or a pointer of at most 8 bytes, the
   cold path gives the value, whatever the mode, in one call:

     2  COLD: y2 = (T) __foc_oob_read (addr, size, base, bound, 0, "site");
     3  ACCESS: y1 = *p;
	JOIN: y = PHI <y1 (ACCESS), y2 (COLD)>

   Other loads (floating point, wider values) keep the __foc_oob
   decision of step 2 and manufacture the value on a block of their own:

     3  ACCESS: y1 = *p;
     4  MANUF: y2 = (T) __foc_value ();
	JOIN: y = PHI <y1 (ACCESS), y2 (MANUF)>

   If y is a pointer, its companions come from the metadata of *p on
   ACCESS and are the empty [0, 0) from COLD, so that a manufactured
   pointer (or in mode=log the bytes read) is never dereferenced
   unchecked.  An aggregate copy  *q = *p  checks both
   sides at once and, when that fails, leaves the whole copy to
   __foc_oob_copy.

   The test in step 1 cannot be fooled by wrap-around: an address below
   BASE makes ADDR - BASE huge, and an access wider than the object fails
   (see foc_build_inside).  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* libfoc's FOC_FIELD: the bounds passed to __foc_oob are an array
   field's.  */
#define FOC_RT_FIELD 2

/* Where the bounds of a memory reference come from.  */
enum foc_ref_kind { FOC_REF_NONE, FOC_REF_PTR, FOC_REF_DECL };

/* A memory reference about to be checked.  */
struct foc_ref
{
  enum foc_ref_kind kind;
  tree aref;			/* The bytes accessed (bit-fields widened).  */
  tree size;			/* Their size, an INTEGER_CST.  */
  tree obj;			/* The object: a pointer or a declaration.  */
  tree field;			/* The array field the access is narrowed to.  */
};

/* Widen REF to the bytes an access to it touches.  */

static tree
foc_access_ref (tree ref)
{
  while (TREE_CODE (ref) == BIT_FIELD_REF || TREE_CODE (ref) == REALPART_EXPR
	 || TREE_CODE (ref) == IMAGPART_EXPR)
    ref = TREE_OPERAND (ref, 0);
  if (TREE_CODE (ref) == COMPONENT_REF
      && DECL_BIT_FIELD_TYPE (TREE_OPERAND (ref, 1)))
    {
      tree repr = DECL_BIT_FIELD_REPRESENTATIVE (TREE_OPERAND (ref, 1));
      if (repr)
	ref = build3 (COMPONENT_REF, TREE_TYPE (repr), TREE_OPERAND (ref, 0),
		      repr, NULL_TREE);
      else
	ref = TREE_OPERAND (ref, 0);
    }
  return ref;
}

static enum foc_ref_kind foc_object_kind (struct foc_ref *r);

/* Is the COMPONENT_REF REF an array field of a structure, of constant size,
   followed by another field (so not a flexible or struct-hack array)?  */

bool
foc_narrowable_field_p (tree ref)
{
  tree field = TREE_OPERAND (ref, 1);
  tree rec = TREE_TYPE (TREE_OPERAND (ref, 0));
  tree size = DECL_SIZE_UNIT (field);
  if (TREE_CODE (rec) != RECORD_TYPE
      || TREE_CODE (TREE_TYPE (field)) != ARRAY_TYPE
      || !size || TREE_CODE (size) != INTEGER_CST || integer_zerop (size))
    return false;
  tree next = DECL_CHAIN (field);
  while (next && TREE_CODE (next) != FIELD_DECL)
    next = DECL_CHAIN (next);
  return next != NULL_TREE;
}

/* If REF indexes into an array that is a field of a structure, other than
   its last field, return that field's COMPONENT_REF: the access is also
   checked against the field.  This is the narrowing _FORTIFY_SOURCE=2
   already applies to string functions (Debian's default), for the direct
   form s.name[i] or p->name[i] only: a pointer to the field (name + i,
   &grid[0][0], container_of) keeps the bounds of the whole object, and a
   trailing array (flexible array member, struct hack) is never narrowed.
   Returns NULL_TREE if there is no such field or the indices are constants
   provably inside it.  */

static tree
foc_narrow_field (tree ref)
{
  if (!foc_opts.narrow)
    return NULL_TREE;
  for (tree t = ref; handled_component_p (t); t = TREE_OPERAND (t, 0))
    {
      if (TREE_CODE (t) != ARRAY_REF)
	continue;
      bool constant = true;
      tree a = t;
      for (; TREE_CODE (a) == ARRAY_REF; a = TREE_OPERAND (a, 0))
	{
	  tree idx = TREE_OPERAND (a, 1);
	  tree low = array_ref_low_bound (a), up = array_ref_up_bound (a);
	  if (TREE_CODE (idx) != INTEGER_CST || !up
	      || TREE_CODE (up) != INTEGER_CST
	      || tree_int_cst_lt (idx, low) || tree_int_cst_lt (up, idx))
	    constant = false;
	}
      if (TREE_CODE (a) != COMPONENT_REF || !foc_narrowable_field_p (a))
	return NULL_TREE;
      return constant ? NULL_TREE : a;
    }
  return NULL_TREE;
}

/* Fill *R for memory reference REF.  Returns true if it is to be checked:
   against its object (R->kind) or its array field (R->field).  */

static bool
foc_analyze_ref (tree ref, struct foc_ref *r)
{
  r->kind = FOC_REF_NONE;
  r->field = NULL_TREE;
  r->aref = foc_access_ref (ref);
  r->size = TYPE_SIZE_UNIT (TREE_TYPE (r->aref));
  if (!r->size || TREE_CODE (r->size) != INTEGER_CST
      || !tree_fits_uhwi_p (r->size) || integer_zerop (r->size))
    return false;
  r->field = foc_narrow_field (r->aref);
  r->kind = foc_object_kind (r);
  return r->kind != FOC_REF_NONE || r->field;
}

/* The object of access R: where its bounds come from.  Sets R->obj.  */

static enum foc_ref_kind
foc_object_kind (struct foc_ref *r)
{
  poly_int64 bitsize, bitpos;
  tree offset;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;
  tree inner = get_inner_reference (r->aref, &bitsize, &bitpos, &offset,
				    &mode, &unsignedp, &reversep, &volatilep);
  if (TREE_CODE (inner) == MEM_REF)
    {
      tree p = TREE_OPERAND (inner, 0);
      if (TREE_CODE (p) == SSA_NAME && foc_known_p (p))
	{
	  r->obj = p;
	  return FOC_REF_PTR;
	}
      return FOC_REF_NONE;
    }
  if (!foc_known_p (build_fold_addr_expr (inner)))
    return FOC_REF_NONE;

  /* A declared object: skip accesses provably inside it.  */
  HOST_WIDE_INT bs, bp;
  /* (An extern array of unknown size has bounds from libfoc.)  */
  HOST_WIDE_INT objsize = TREE_CODE (inner) == STRING_CST
			  ? TREE_STRING_LENGTH (inner)
			  : DECL_SIZE_UNIT (inner)
			  ? tree_to_shwi (DECL_SIZE_UNIT (inner)) : -1;
  if (objsize >= 0
      && !offset && bitsize.is_constant (&bs) && bitpos.is_constant (&bp)
      && bp >= 0 && bs >= 0 && bp + bs <= objsize * BITS_PER_UNIT)
    return FOC_REF_NONE;
  r->obj = inner;
  return FOC_REF_DECL;
}

/* May the address of REF be taken?  Not of a register variable
   (register void *p asm ("r10")): it has none.  */

bool
foc_addressable_ref_p (tree ref)
{
  tree base = get_base_address (ref);
  return !(base && VAR_P (base) && DECL_HARD_REGISTER (base));
}

/* Can STMT be instrumented at all?  */

static bool
foc_stmt_ok (gimple *stmt)
{
  return (is_gimple_assign (stmt) && !gimple_clobber_p (stmt)
	  && !stmt_could_throw_p (cfun, stmt)
	  && !gimple_has_volatile_ops (stmt)
	  && foc_addressable_ref_p (gimple_assign_lhs (stmt))
	  && foc_addressable_ref_p (gimple_assign_rhs1 (stmt)));
}

/* Is the loaded value LHS used at all?  A load whose value only feeds
   __builtin_constant_p, or nothing, is never really performed by the
   optimised program: checking it would make a dead access observable.  */

static bool
foc_value_used_p (tree lhs, int depth = 0)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, lhs)
    {
      gimple *u = USE_STMT (use);
      if (is_gimple_debug (u)
	  || gimple_call_builtin_p (u, BUILT_IN_CONSTANT_P))
	continue;
      /* Look through a few computations whose results are unused too.  */
      if (depth < 4 && is_gimple_assign (u) && !gimple_has_side_effects (u)
	  && TREE_CODE (gimple_assign_lhs (u)) == SSA_NAME
	  && gimple_assign_lhs (u) != lhs
	  && !foc_value_used_p (gimple_assign_lhs (u), depth + 1))
	continue;
      return true;
    }
  return false;
}

/* Is LHS, the register a load defines, one whose load may be checked:
   used, and not in an abnormal PHI?  */

static bool
foc_checkable_lhs_p (tree lhs)
{
  return (TREE_CODE (lhs) == SSA_NAME
	  && !SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
	  && foc_value_used_p (lhs));
}

/* Is STMT a load of a register value that will be checked?  Used by the
   companion analysis: such a load can manufacture a pointer.  */

bool
foc_stmt_checked_load (gimple *stmt)
{
  if (!foc_opts.check_reads || !foc_stmt_ok (stmt)
      || !gimple_assign_load_p (stmt) || gimple_store_p (stmt))
    return false;
  if (!foc_checkable_lhs_p (gimple_assign_lhs (stmt)))
    return false;
  struct foc_ref r;
  return foc_analyze_ref (gimple_assign_rhs1 (stmt), &r);
}

/* The bounds of the object of R.  */

static void
foc_ref_bounds (struct foc_ref *r, struct foc_bounds *b)
{
  bool ok = (r->kind == FOC_REF_PTR ? foc_bounds_of (r->obj, b)
	     : r->kind == FOC_REF_DECL ? foc_bounds_of_object (r->obj, b)
	     : false);
  if (!ok)
    {
      b->base = foc_unknown_base ();
      b->bound = foc_unknown_bound ();
    }
}

/* Append to SEQ the test that SZ bytes at offset OFF from BASE lie inside
   [BASE, BOUND), all uintptr_t values, and return it.  No wrap-around can
   fool it: with LEN = BOUND - BASE, the access is inside iff SZ <= LEN and
   OFF <= LEN - SZ (OFF is ADDR - BASE modulo 2^64, so an address below
   BASE makes it huge).  For a constant, nonzero SZ that is the single
   unsigned comparison OFF < LIM with LIM = MAX (LEN, SZ - 1) - (SZ - 1)
   (LEN - SZ + 1 if SZ <= LEN, else 0): LIM depends on the bounds only, so
   it is hoisted with them, and the access costs one compare and one
   branch.  */

static tree
foc_build_inside (gimple_seq *seq, location_t loc, tree off, tree sz,
		  tree base, tree bound)
{
  tree up = foc_uintptr_type ();
  tree len = gimple_build (seq, loc, MINUS_EXPR, up, bound, base);
  if (TREE_CODE (sz) == INTEGER_CST && !integer_zerop (sz))
    {
      tree sz1 = int_const_binop (MINUS_EXPR, sz, build_one_cst (up));
      tree l = gimple_build (seq, loc, MINUS_EXPR, up,
			     gimple_build (seq, loc, MAX_EXPR, up, len, sz1),
			     sz1);
      return gimple_build (seq, loc, LT_EXPR, boolean_type_node, off, l);
    }
  tree fits = gimple_build (seq, loc, LE_EXPR, boolean_type_node, sz, len);
  tree lim = gimple_build (seq, loc, MINUS_EXPR, up, len, sz);
  tree inside = gimple_build (seq, loc, LE_EXPR, boolean_type_node, off, lim);
  return gimple_build (seq, loc, BIT_AND_EXPR, boolean_type_node, fits,
		       inside);
}

/* Where access R lies from its pointer (or declared object): set *ROOT
   to that pointer (or the object's address), *OFFSET to a variable
   byte offset (or null) and *DELTA to a constant one.  False if R is
   not a whole number of bytes from such a root.  */

static bool
foc_ref_root (struct foc_ref *r, tree *root, tree *offset,
	      poly_offset_int *delta)
{
  poly_int64 bitsize, bitpos;
  HOST_WIDE_INT bp;
  machine_mode mode;
  int unsignedp, reversep, volatilep = 0;
  tree inner = get_inner_reference (r->aref, &bitsize, &bitpos, offset,
				    &mode, &unsignedp, &reversep, &volatilep);
  *root = NULL_TREE;
  *delta = 0;
  if (r->kind == FOC_REF_PTR && TREE_CODE (inner) == MEM_REF
      && TREE_OPERAND (inner, 0) == r->obj)
    {
      *root = r->obj;
      *delta = mem_ref_offset (inner);
    }
  else if (r->kind == FOC_REF_DECL && inner == r->obj && DECL_P (inner))
    *root = build_fold_addr_expr (inner);
  if (!*root || !bitpos.is_constant (&bp) || bp % BITS_PER_UNIT)
    return false;
  *delta += bp / BITS_PER_UNIT;
  return true;
}

/* Append to SEQ the offset of access R from BASE (uintptr_t values),
   modulo 2^64, as the offset of its pointer (or declared object) from
   BASE plus its offset from there, when that is a whole number of bytes:
   the first part is then shared by every access through the same pointer
   and the second is usually a constant, so that a check is an add and a
   compare, not the address, a subtraction and a compare.  Else
   ADDR - BASE.  */

static tree
foc_build_offset (gimple_seq *seq, location_t loc, struct foc_ref *r,
		  tree addr, tree base)
{
  tree up = foc_uintptr_type ();
  tree root, offset;
  poly_offset_int delta;
  if (!foc_ref_root (r, &root, &offset, &delta))
    return gimple_build (seq, loc, MINUS_EXPR, up, addr, base);
  tree off = gimple_build (seq, loc, MINUS_EXPR, up,
			   gimple_convert (seq, loc, up, root), base);
  if (offset)
    {
      gimple_seq oseq = NULL;
      tree o = force_gimple_operand (fold_convert (up, unshare_expr (offset)),
				     &oseq, true, NULL_TREE);
      gimple_seq_add_seq (seq, oseq);
      off = gimple_build (seq, loc, PLUS_EXPR, up, off, o);
    }
  return gimple_build (seq, loc, PLUS_EXPR, up, off,
		       build_int_cst (up, delta.force_shwi ()));
}

/* Append to SEQ the test that access R lies inside its object.  Sets
   *ADDR, *BASE and *BOUND to uintptr_t values for the cold path and
   returns the boolean "in bounds".  If KIND is given (FOC_READ or
   FOC_WRITE), FOC_RT_FIELD is or'ed into it when the array field's test
   is the one that failed.  */

static tree
foc_build_ok (gimple_seq *seq, location_t loc, struct foc_ref *r,
	      tree *addr, tree *base, tree *bound, tree *kind)
{
  struct foc_bounds b;
  tree up = foc_uintptr_type ();
  foc_ref_bounds (r, &b);
  tree a = build_fold_addr_expr (unshare_expr (r->aref));
  gimple_seq aseq = NULL;
  *addr = force_gimple_operand (fold_convert (up, a), &aseq, true, NULL_TREE);
  gimple_seq_add_seq (seq, aseq);
  *base = gimple_convert (seq, loc, up, b.base);
  *bound = gimple_convert (seq, loc, up, b.bound);
  tree sz = fold_convert (up, r->size);
  tree ok = foc_build_inside (seq, loc,
			      foc_build_offset (seq, loc, r, *addr, *base),
			      sz, *base, *bound);
  if (!r->field)
    return ok;

  /* Narrowed to an array field: both tests; a report names the field
     when it is the field's test that failed.  */
  tree fb = gimple_convert (seq, loc, up, foc_ref_address (seq, r->field));
  tree fe = gimple_build (seq, loc, PLUS_EXPR, up, fb,
			  fold_convert (up, DECL_SIZE_UNIT
					(TREE_OPERAND (r->field, 1))));
  tree okf = foc_build_inside (seq, loc,
			       gimple_build (seq, loc, MINUS_EXPR, up, *addr,
					     fb),
			       sz, fb, fe);
  *base = gimple_build (seq, loc, COND_EXPR, up, okf, *base, fb);
  *bound = gimple_build (seq, loc, COND_EXPR, up, okf, *bound, fe);
  if (kind)
    *kind = gimple_build (seq, loc, COND_EXPR, integer_type_node, okf, *kind,
			  build_int_cst (integer_type_node,
					 tree_to_shwi (*kind) | FOC_RT_FIELD));
  return gimple_build (seq, loc, BIT_AND_EXPR, boolean_type_node, ok, okf);
}

/* A new block after AFTER, in the loop of AFTER.  */

basic_block
foc_new_bb (basic_block after)
{
  basic_block bb = create_empty_bb (after);
  if (current_loops)
    add_bb_to_loop (bb, after->loop_father);
  return bb;
}

/* Insert SEQ and "if (OK != 0)" before STMT, then split so that STMT is
   alone in its block *ACCESS, followed by *JOIN.  Returns the new, empty
   cold block reached when OK is false (step 1 of the header comment).  */

static basic_block
foc_split (gimple *stmt, gimple_seq seq, tree ok, basic_block *access,
	   basic_block *join)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gcond *cond = gimple_build_cond (NE_EXPR, ok, boolean_false_node,
				   NULL_TREE, NULL_TREE);
  gimple_seq_add_stmt (&seq, cond);
  gimple_seq_set_location (seq, gimple_location (stmt));
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);

  basic_block bb = gimple_bb (stmt);
  edge e = split_block (bb, cond);
  *access = e->dest;
  *join = split_block (*access, stmt)->dest;
  e->flags = (e->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  e->probability = profile_probability::very_likely ();

  basic_block cold = foc_new_bb (bb);
  edge ef = make_edge (bb, cold, EDGE_FALSE_VALUE);
  ef->probability = profile_probability::very_unlikely ();
  cold->count = ef->count ();
  return cold;
}

/* Fill COLD (step 2): report the access, then go to ACCESS if the
   runtime asks for it (mode=log), else to SKIP.  */

static void
foc_fill_cold (basic_block cold, gimple *stmt, tree addr, tree size,
	       tree base, tree bound, tree kind, basic_block access,
	       basic_block skip)
{
  location_t loc = gimple_location (stmt);
  tree r = foc_cold_call (cold, FOC_RT_OOB, addr, size, base, bound, kind,
			  foc_site_string (stmt), loc);
  foc_append_stmt (cold, gimple_build_cond (NE_EXPR, r, build_zero_cst
				       (TREE_TYPE (r)), NULL_TREE, NULL_TREE),
	      loc);
  make_edge (cold, access, EDGE_TRUE_VALUE)->probability
    = profile_probability::very_unlikely ();
  make_edge (cold, skip, EDGE_FALSE_VALUE)->probability
    = profile_probability::very_likely ();
}

/* Append to BB a manufactured value of TYPE (step 4) and return it.  */

tree
foc_manufacture (basic_block bb, tree type, location_t loc)
{
  tree v = foc_cold_call (bb, FOC_RT_VALUE, NULL_TREE, NULL_TREE, NULL_TREE,
			  NULL_TREE, NULL_TREE, NULL_TREE, loc);

  gimple_seq seq = NULL;
  tree val;
  if (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type)
      || TREE_CODE (type) == OFFSET_TYPE)
    val = gimple_convert (&seq, loc, type, v);
  else if (SCALAR_FLOAT_TYPE_P (type))
    val = gimple_build (&seq, loc, FLOAT_EXPR, type, v);
  else
    val = build_zero_cst (type);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  return val;
}

/* Report an instrumented access when -fplugin-arg-foc-verbose.  */

static void
foc_note (gimple *stmt, const char *what, tree size)
{
  if (foc_opts.verbose)
    inform (gimple_location (stmt), "foc: instrumented %s of %wu bytes in %qs",
	    what, tree_to_uhwi (size),
	    lang_hooks.decl_printable_name (foc_stmt_origin (stmt), 1));
  if (dump_file)
    {
      fprintf (dump_file, "foc: checked %s of " HOST_WIDE_INT_PRINT_UNSIGNED
	       " bytes: ", what, tree_to_uhwi (size));
      print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
    }
}

/* Make the load STMT of LHS define a new name instead, returned; LHS is
   to be defined by a PHI in JOIN that merges the loaded value with the
   cold path's.  In a function that calls setjmp, a user variable or
   parameter set on both paths makes GCC warn that it "might be
   clobbered by longjmp" (-Wclobbered, -Wextra), which it does not for
   the plain program: there both names are anonymous, and a debug bind
   keeps the variable's location.  */

static tree
foc_rename_loaded (gimple *stmt, tree lhs, basic_block join)
{
  tree var = SSA_NAME_VAR (lhs);
  tree t1;
  if (cfun->calls_setjmp && var
      && (VAR_P (var) || TREE_CODE (var) == PARM_DECL))
    {
      t1 = make_ssa_name (TREE_TYPE (lhs), stmt);
      SET_SSA_NAME_VAR_OR_IDENTIFIER (lhs, NULL_TREE);
      if (MAY_HAVE_DEBUG_BIND_STMTS && !DECL_IGNORED_P (var))
	{
	  gimple_stmt_iterator gsi = gsi_after_labels (join);
	  gsi_insert_before (&gsi, gimple_build_debug_bind (var, lhs, stmt),
			     GSI_SAME_STMT);
	}
    }
  else
    t1 = copy_ssa_name (lhs, stmt);
  gimple_assign_set_lhs (stmt, t1);
  update_stmt (stmt);
  return t1;
}

/* Groups of checks.  When optimising, the accesses of one basic block
   through one pointer SSA name at constant offsets from it (setobj in
   Lua copies value_ and tt_ of one slot to another; sqlite3's VDBE reads
   pOp->opcode, p1, p2 and p3) form a group: the first access of a group
   of two or more tests the range [LO, HI) from the pointer that covers
   them all, and the others branch on that test instead of their own
   (GCC then often threads the fast path past them).  Not loads of
   pointers, nor accesses narrowed to an array field, nor aggregate
   copies.

   This is exact.  The test holds iff every access of the group is
   inside the object.  When it does not (one of them is out of bounds,
   maybe one the program does not reach), every access of the group takes
   its cold path, where libfoc checks that access alone: one inside its
   object is performed as if checked inline (__foc_oob returns 1,
   __foc_oob_read returns the bytes), with no report.  A pointer loaded
   there would get empty bounds, which is why pointer loads stay out.
   The first access of a group dominates the others: they come after it
   in its block.  */

struct foc_group
{
  tree obj;			/* The pointer.  */
  HOST_WIDE_INT lo, hi;		/* The bytes [LO, HI) from it.  */
  unsigned n;			/* The accesses in the group.  */
  gimple *first;		/* The first of them.  */
  tree ok;			/* Their test, once built.  */
};

static vec<foc_group> foc_groups;
static hash_map<gimple *, unsigned> *foc_group_of;

/* If STMT is a load or a store that foc_check_access will check through
   a pointer at a constant offset, and may group: set *OBJ to the pointer
   and [*LO, *HI) to the bytes accessed from it.  */

static bool
foc_groupable (gimple *stmt, tree *obj, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  if (!foc_stmt_ok (stmt))
    return false;
  bool store = gimple_store_p (stmt), load = gimple_assign_load_p (stmt);
  struct foc_ref r;
  tree lhs = gimple_assign_lhs (stmt);
  if (store == load
      || (store && !foc_opts.check_writes)
      || (load && (!foc_opts.check_reads || !foc_checkable_lhs_p (lhs)
		   || POINTER_TYPE_P (TREE_TYPE (lhs))))
      || !foc_analyze_ref (store ? lhs : gimple_assign_rhs1 (stmt), &r)
      || r.kind != FOC_REF_PTR || r.field)
    return false;
  tree root, offset;
  poly_offset_int delta;
  if (!foc_ref_root (&r, &root, &offset, &delta) || offset
      || !delta.is_constant () || !wi::fits_shwi_p (delta.to_constant ())
      || !tree_fits_uhwi_p (r.size) || tree_to_uhwi (r.size) > 256)
    return false;
  *obj = r.obj;
  *lo = delta.to_constant ().to_shwi ();
  *hi = *lo + tree_to_uhwi (r.size);
  return true;
}

/* Form the groups of ACCESSES (in the order of their blocks).  */

void
foc_groups_init (vec<gimple *> *accesses)
{
  foc_groups.truncate (0);
  if (!optimize)
    return;
  foc_group_of = new hash_map<gimple *, unsigned>;
  basic_block bb = NULL;
  unsigned first = 0, i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (*accesses, i, stmt)
    {
      if (gimple_bb (stmt) != bb)
	{
	  bb = gimple_bb (stmt);
	  first = foc_groups.length ();
	}
      tree obj;
      HOST_WIDE_INT lo, hi;
      if (!foc_groupable (stmt, &obj, &lo, &hi))
	continue;
      unsigned g;
      for (g = first; g < foc_groups.length (); g++)
	if (foc_groups[g].obj == obj)
	  break;
      if (g == foc_groups.length ())
	{
	  foc_group ng = { obj, lo, hi, 0, stmt, NULL_TREE };
	  foc_groups.safe_push (ng);
	}
      foc_group *gr = &foc_groups[g];
      gr->lo = MIN (gr->lo, lo);
      gr->hi = MAX (gr->hi, hi);
      gr->n++;
      foc_group_of->put (stmt, g);
    }
  if (foc_opts.verbose)
    for (foc_group &gr : foc_groups)
      if (gr.n > 1)
	inform (gimple_location (gr.first), "foc: %u accesses through one "
		"pointer share one range test", gr.n);
}

void
foc_groups_fini (void)
{
  foc_groups.release ();
  delete foc_group_of;
  foc_group_of = NULL;
}

/* The test of the group of STMT, an access through R->obj with bounds
   BASE and BOUND (uintptr_t), appended to SEQ by its first access; null
   if STMT is in no group of two or more.  */

static tree
foc_group_test (gimple *stmt, struct foc_ref *r, gimple_seq *seq,
		location_t loc, tree base, tree bound)
{
  unsigned *g = foc_group_of ? foc_group_of->get (stmt) : NULL;
  if (!g || foc_groups[*g].n < 2 || r->obj != foc_groups[*g].obj)
    return NULL_TREE;
  foc_group *gr = &foc_groups[*g];
  if (!gr->ok)
    {
      tree up = foc_uintptr_type ();
      tree off = gimple_build (seq, loc, PLUS_EXPR, up,
			       gimple_build (seq, loc, MINUS_EXPR, up,
					     gimple_convert (seq, loc, up,
							     gr->obj),
					     base),
			       build_int_cst (up, gr->lo));
      gr->ok = foc_build_inside (seq, loc, off,
				 build_int_cst (up, gr->hi - gr->lo), base,
				 bound);
    }
  return gr->ok;
}

/* Check the store or register load STMT of reference R.  */

static void
foc_check_single (gimple *stmt, struct foc_ref *r, bool store)
{
  location_t loc = gimple_location (stmt);
  gimple_seq seq = NULL;
  tree addr, base, bound;
  tree kind = build_int_cst (integer_type_node, store ? 1 : 0);
  tree ok = foc_build_ok (&seq, loc, r, &addr, &base, &bound, &kind);
  if (tree g = foc_group_test (stmt, r, &seq, loc, base, bound))
    ok = g;
  basic_block access, join;
  basic_block cold = foc_split (stmt, seq, ok, &access, &join);

  if (store)
    {
      foc_fill_cold (cold, stmt, addr, r->size, base, bound, kind, access,
		     join);
      foc_note (stmt, "write", r->size);
      return;
    }

  tree lhs = gimple_assign_lhs (stmt);
  tree type = TREE_TYPE (lhs);
  edge ea, ec;
  tree t1, val;
  if ((INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
      && tree_fits_uhwi_p (r->size) && tree_to_uhwi (r->size) <= 8
      && tree_to_uhwi (r->size) == tree_to_uhwi (TYPE_SIZE_UNIT (type)))
    {
      /* An integer or a pointer: one cold call gives the value,
	 whatever the mode.  */
      tree v = foc_cold_call (cold, FOC_RT_OOB_READ, addr, r->size, base,
			      bound, kind, foc_site_string (stmt), loc);
      gimple_seq cseq = NULL;
      val = gimple_convert (&cseq, loc, type, v);
      gimple_stmt_iterator cg = gsi_last_bb (cold);
      gsi_insert_seq_after (&cg, cseq, GSI_NEW_STMT);
      ec = make_edge (cold, join, EDGE_FALLTHRU);
      ec->probability = profile_probability::always ();
    }
  else
    {
      basic_block manuf = foc_new_bb (cold);
      foc_fill_cold (cold, stmt, addr, r->size, base, bound, kind, access,
		     manuf);
      ec = make_edge (manuf, join, EDGE_FALLTHRU);
      val = foc_manufacture (manuf, type, loc);
    }
  ea = single_succ_edge (access);
  t1 = foc_rename_loaded (stmt, lhs, join);
  gphi *phi = create_phi_node (lhs, join);
  add_phi_arg (phi, t1, ea, loc);
  add_phi_arg (phi, val, ec, loc);

  struct foc_bounds lb;
  if (foc_bounds_pending_load (lhs, &lb))
    {
      /* The loaded pointer has the bounds stored with it; the cold
	 path's (manufactured, or in mode=log the bytes in memory) has the
	 empty bounds [0, 0): it is never dereferenced unchecked.  */
      tree b1 = make_ssa_name (ptr_type_node);
      tree e1 = make_ssa_name (ptr_type_node);
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      foc_meta_load_after (&gsi, gimple_assign_rhs1 (stmt), t1, b1, e1,
			   lhs);
      gphi *pb = create_phi_node (lb.base, join);
      add_phi_arg (pb, b1, ea, loc);
      add_phi_arg (pb, build_int_cst (ptr_type_node, 0), ec, loc);
      gphi *pe = create_phi_node (lb.bound, join);
      add_phi_arg (pe, e1, ea, loc);
      add_phi_arg (pe, build_int_cst (ptr_type_node, 0), ec, loc);
      foc_bounds_set_load (lhs, lb.base, lb.bound);
    }
  foc_note (stmt, "read", r->size);
}

/* Check the aggregate copy STMT, *DST = *SRC.  */

static void
foc_check_copy (gimple *stmt, struct foc_ref *dst, struct foc_ref *src)
{
  location_t loc = gimple_location (stmt);
  gimple_seq seq = NULL;
  tree da, db, de, sa, sb, se;
  /* Both sides are checked; an unknown side has bounds [0, ~0).  */
  dst->aref = gimple_assign_lhs (stmt);
  src->aref = gimple_assign_rhs1 (stmt);
  src->size = dst->size;
  for (struct foc_ref *r = dst; r; r = r == dst ? src : NULL)
    if (r->kind == FOC_REF_NONE)
      {
	tree obj = get_base_address (r->aref);
	if (obj && DECL_P (obj) && !TREE_ADDRESSABLE (obj))
	  mark_addressable (obj);
      }
  tree ok = foc_build_ok (&seq, loc, dst, &da, &db, &de, NULL);
  tree ok2 = foc_build_ok (&seq, loc, src, &sa, &sb, &se, NULL);
  ok = gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node, ok, ok2);
  basic_block access, join;
  basic_block cold = foc_split (stmt, seq, ok, &access, &join);
  gimple_seq cs = NULL;
  da = gimple_convert (&cs, loc, ptr_type_node, da);
  sa = gimple_convert (&cs, loc, const_ptr_type_node, sa);
  gcall *call = gimple_build_call (foc_rt_decl (FOC_RT_OOB_COPY), 8, da, sa,
				   fold_convert (size_type_node, dst->size),
				   db, de, sb, se, foc_site_string (stmt));
  gimple_seq_add_stmt (&cs, call);
  gimple_seq_set_location (cs, loc);
  gimple_stmt_iterator gsi = gsi_start_bb (cold);
  gsi_insert_seq_after (&gsi, cs, GSI_NEW_STMT);
  make_edge (cold, join, EDGE_FALLTHRU)->probability
    = profile_probability::always ();
  foc_note (stmt, "copy", dst->size);
}

/* Instrument the memory accesses of STMT.  Returns the number of checks
   emitted.  */

static unsigned foc_check_access (gimple *stmt);

unsigned
foc_instrument_access (gimple *stmt)
{
  if (!foc_stmt_ok (stmt))
    return 0;
  unsigned n = foc_check_access (stmt);
  /* A checked access cannot overflow: once inlining and unrolling have
     made its address constant, GCC's -Wstringop-overflow would still see
     the store on the checked path, which plain GCC does not warn about.  */
  if (n)
    suppress_warning (stmt, OPT_Wstringop_overflow_);

  /* Metadata follows the store (into the block of the access itself when
     it was checked, so that a dropped store records nothing).  */
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree lhs = gimple_assign_lhs (stmt);
  if (gimple_store_p (stmt) && gimple_assign_load_p (stmt))
    foc_meta_copy_aggregate_after (&gsi);
  else if (gimple_store_p (stmt) && POINTER_TYPE_P (TREE_TYPE (lhs))
	   && gimple_assign_single_p (stmt))
    foc_meta_store_after (&gsi, lhs, gimple_assign_rhs1 (stmt));
  else if (gimple_store_p (stmt) && gimple_assign_single_p (stmt))
    foc_meta_copy_register_after (&gsi);
  return n;
}

static unsigned
foc_check_access (gimple *stmt)
{

  bool store = gimple_store_p (stmt);
  bool load = gimple_assign_load_p (stmt);
  struct foc_ref dst, src;
  dst.kind = src.kind = FOC_REF_NONE;
  dst.field = src.field = NULL_TREE;
  bool cdst = false, csrc = false;
  if (store && foc_opts.check_writes)
    cdst = foc_analyze_ref (gimple_assign_lhs (stmt), &dst);
  if (load && foc_opts.check_reads)
    csrc = foc_analyze_ref (gimple_assign_rhs1 (stmt), &src);

  if (store && load)
    {
      if (!cdst && !csrc)
	return 0;
      /* Widened bit-field accesses never copy aggregates.  */
      tree size = TYPE_SIZE_UNIT (TREE_TYPE (gimple_assign_lhs (stmt)));
      if (!size || TREE_CODE (size) != INTEGER_CST || !tree_fits_uhwi_p (size))
	return 0;
      dst.size = size;
      foc_check_copy (stmt, &dst, &src);
      return 1;
    }
  if (cdst)
    {
      foc_check_single (stmt, &dst, true);
      return 1;
    }
  if (csrc)
    {
      if (!foc_checkable_lhs_p (gimple_assign_lhs (stmt)))
	return 0;
      foc_check_single (stmt, &src, false);
      return 1;
    }
  return 0;
}
