/* foc-meta.cc -- bounds of pointers stored in memory.

   A pointer store  *slot = p  is followed by
     __foc_meta_store (slot, p, base (p), bound (p));
   a pointer load  p = *slot  by
     pair = __foc_meta_load (slot, p);
     base (p) = (void *) REALPART_EXPR <pair>;
     bound (p) = (void *) IMAGPART_EXPR <pair>;
   which gives bounds only if the pointer stored with them is still the one
   in the slot (see libfoc/meta.c).  An aggregate copy of a type that may
   hold pointers is followed by __foc_meta_copy.  When optimising, a
   pointer into libfoc's size-class heap, null, or another value no
   pointer with an entry has, is stored, loaded and copied inline without
   an entry: its bounds follow from its value (libfoc/lowfat.c); only the
   others call libfoc, which alone writes the table (it tracks which of
   its pages were ever written).  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* May an object of TYPE hold a pointer?  Character arrays count: constant
   size memcpy arrives as a copy of an unsigned char array.  */

bool
foc_type_has_pointers (tree type)
{
  switch (TREE_CODE (type))
    {
    case POINTER_TYPE:
    case REFERENCE_TYPE:
      return true;
    case ARRAY_TYPE:
      {
	tree elt = TREE_TYPE (type);
	if (TYPE_MAIN_VARIANT (elt) == unsigned_char_type_node
	    || TYPE_MAIN_VARIANT (elt) == char_type_node)
	  return true;
	return foc_type_has_pointers (elt);
      }
    case RECORD_TYPE:
    case UNION_TYPE:
    case QUAL_UNION_TYPE:
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL && foc_type_has_pointers (TREE_TYPE (f)))
	  return true;
      return false;
    default:
      return false;
    }
}

/* Mark in *MASK the 8-byte slots of [OFF, OFF + SIZE) below 64.  */

static void
foc_mark_slots (unsigned HOST_WIDE_INT *mask, unsigned HOST_WIDE_INT off,
		unsigned HOST_WIDE_INT size)
{
  for (unsigned HOST_WIDE_INT k = off / 8; k < 64 && k * 8 < off + size; k++)
    *mask |= HOST_WIDE_INT_1U << k;
}

/* Mark in *MASK the 8-byte slots of an object of TYPE at offset OFF that
   may hold a pointer (foc_type_has_pointers, slot by slot).  */

static void
foc_pointer_slots_at (tree type, unsigned HOST_WIDE_INT off,
		      unsigned HOST_WIDE_INT *mask)
{
  if (!foc_type_has_pointers (type))
    return;
  tree size = TYPE_SIZE_UNIT (type);
  unsigned HOST_WIDE_INT n = (size && tree_fits_uhwi_p (size)
			      ? tree_to_uhwi (size) : 64 * 8);
  if (RECORD_OR_UNION_TYPE_P (type))
    {
      for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
	if (TREE_CODE (f) == FIELD_DECL)
	  {
	    tree pos = byte_position (f);
	    if (tree_fits_uhwi_p (pos))
	      foc_pointer_slots_at (TREE_TYPE (f), off + tree_to_uhwi (pos),
				    mask);
	    else
	      foc_mark_slots (mask, off, n);
	  }
      return;
    }
  tree elt = TREE_CODE (type) == ARRAY_TYPE ? TREE_TYPE (type) : NULL_TREE;
  tree esize = elt ? TYPE_SIZE_UNIT (elt) : NULL_TREE;
  if (elt && RECORD_OR_UNION_TYPE_P (elt) && esize
      && tree_fits_uhwi_p (esize) && tree_to_uhwi (esize))
    {
      unsigned HOST_WIDE_INT es = tree_to_uhwi (esize);
      for (unsigned HOST_WIDE_INT o = 0; o < n && off + o < 64 * 8; o += es)
	foc_pointer_slots_at (elt, off + o, mask);
      return;
    }
  foc_mark_slots (mask, off, n);
}

/* The 8-byte slots of an object of TYPE that may hold a pointer, as a
   mask (slot K is bit K; slots past 63 are not described).  */

unsigned HOST_WIDE_INT
foc_pointer_slots (tree type)
{
  unsigned HOST_WIDE_INT mask = 0;
  foc_pointer_slots_at (type, 0, &mask);
  return mask;
}

/* Append to SEQ:  BASE = (void *) REALPART <PAIR>;  BOUND = (void *)
   IMAGPART <PAIR>.  BASE and BOUND are SSA names to define.  */

void
foc_split_pair (gimple_seq *seq, location_t loc, tree pair, tree base,
		tree bound)
{
  tree up = foc_uintptr_type ();
  tree re = make_ssa_name (up);
  tree im = make_ssa_name (up);
  gimple_seq_add_stmt (seq, gimple_build_assign (re, build1 (REALPART_EXPR,
							      up, pair)));
  gimple_seq_add_stmt (seq, gimple_build_assign (im, build1 (IMAGPART_EXPR,
							      up, pair)));
  gimple_seq_add_stmt (seq, gimple_build_assign (base, NOP_EXPR, re));
  gimple_seq_add_stmt (seq, gimple_build_assign (bound, NOP_EXPR, im));
  gimple_seq_set_location (*seq, loc);
}

/* Append CALL, which returns a (base, bound) pair, to SEQ, and split its
   result into BASE and BOUND (foc_split_pair).  */

void
foc_split_call (gimple_seq *seq, location_t loc, gcall *call, tree base,
		tree bound)
{
  tree pair = make_ssa_name (foc_pair_type ());
  gimple_call_set_lhs (call, pair);
  gimple_seq_add_stmt (seq, call);
  foc_split_pair (seq, loc, pair, base, bound);
}

/* The address of memory reference REF as a gimple value, computed in SEQ.  */

tree
foc_ref_address (gimple_seq *seq, tree ref)
{
  tree obj = get_base_address (ref);
  if (obj && DECL_P (obj) && !TREE_ADDRESSABLE (obj))
    mark_addressable (obj);
  gimple_seq s = NULL;
  tree a = force_gimple_operand (build_fold_addr_expr (unshare_expr (ref)),
				 &s, true, NULL_TREE);
  gimple_seq_add_seq (seq, s);
  return a;
}

/* Insert SEQ after *GSI, leaving *GSI on the last inserted statement.  */

static void
foc_insert_after (gimple_stmt_iterator *gsi, gimple_seq seq, location_t loc)
{
  gimple_seq_set_location (seq, loc);
  gsi_insert_seq_after (gsi, seq, GSI_CONTINUE_LINKING);
}

/* The metadata table of libfoc (meta.c), read inline when optimising
   (layout in foc-layout.h): the masks of the two indexes.  */
#define FOC_L2_MASK ((HOST_WIDE_INT_1U << (FOC_L1_SHIFT - 3)) - 1)
#define FOC_L1_MASK ((HOST_WIDE_INT_1U << (48 - FOC_L1_SHIFT)) - 1)

static GTY(()) tree foc_l1_decl;

/* The global __foc_meta_l1, the address of libfoc's level-1 table (never
   null).  */

static tree
foc_meta_l1 (void)
{
  return foc_extern_var (&foc_l1_decl, "__foc_meta_l1",
			 TREE_TYPE (foc_word_ptr_type (FOC_WORD_L1)));
}

static GTY(()) tree foc_zero_decl;

/* libfoc's __foc_meta_zero, an empty entry that is never written.  */

static tree
foc_meta_zero (void)
{
  return foc_extern_var (&foc_zero_decl, "__foc_meta_zero", char_type_node);
}

/* Append to SEQ a load of the uintptr_t (uint32 for FOC_WORD_LF_SIZE), a
   libfoc word of kind K, at integer address ADDR + OFFSET (VAL null;
   returns it) or a store of VAL there.  */

static tree
foc_word (gimple_seq *seq, enum foc_word_kind k, tree addr,
	  HOST_WIDE_INT offset, tree val)
{
  tree up = (k == FOC_WORD_LF_SIZE ? unsigned_intSI_type_node
	     : foc_uintptr_type ());
  tree ptype = foc_word_ptr_type (k);
  tree p = gimple_convert (seq, UNKNOWN_LOCATION, ptype, addr);
  tree mem = build2 (MEM_REF, up, p, build_int_cst (ptype, offset));
  if (val)
    {
      gimple_seq_add_stmt (seq, gimple_build_assign (mem, val));
      return val;
    }
  val = make_ssa_name (up);
  gimple_seq_add_stmt (seq, gimple_build_assign (val, mem));
  return val;
}

/* Append to SEQ the address of SLOT's level-2 table, 0 if none.  */

static tree
foc_meta_l2_of (gimple_seq *seq, tree slot, location_t loc)
{
  tree up = foc_uintptr_type ();
  tree l1 = make_ssa_name (up);
  gimple_seq_add_stmt (seq, gimple_build_assign (l1, foc_meta_l1 ()));
  tree idx = gimple_build (seq, loc, BIT_AND_EXPR, up,
			   gimple_build (seq, loc, RSHIFT_EXPR, up, slot,
					 build_int_cst (integer_type_node,
							FOC_L1_SHIFT)),
			   build_int_cst (up, FOC_L1_MASK));
  tree a1 = gimple_build (seq, loc, PLUS_EXPR, up, l1,
			  gimple_build (seq, loc, MULT_EXPR, up, idx,
					build_int_cst (up, 8)));
  return foc_word (seq, FOC_WORD_L1, a1, 0, NULL_TREE);
}

/* Append to SEQ the address of SLOT's entry in level-2 table L2.  */

static tree
foc_meta_entry_in (gimple_seq *seq, tree l2, tree slot, location_t loc)
{
  tree up = foc_uintptr_type ();
  tree k = gimple_build (seq, loc, BIT_AND_EXPR, up,
			 gimple_build (seq, loc, RSHIFT_EXPR, up, slot,
				       build_int_cst (integer_type_node, 3)),
			 build_int_cst (up, FOC_L2_MASK));
  return gimple_build (seq, loc, PLUS_EXPR, up, l2,
		       gimple_build (seq, loc, MULT_EXPR, up, k,
				     build_int_cst (up, FOC_ENTRY_SIZE)));
}

static GTY(()) tree foc_lf_decl;

/* Append to SEQ the address of the pair of libfoc's heap class table
   (foc-layout.h) that describes the pointer V: one whose magic is 0 if V
   is not in the heap.  */

static tree
foc_lf_pair_of (gimple_seq *seq, tree v, location_t loc)
{
  tree up = foc_uintptr_type ();
  tree word = TREE_TYPE (foc_word_ptr_type (FOC_WORD_LF));
  tree table = foc_extern_var (&foc_lf_decl, "__foc_lf_table",
			       build_array_type_nelts
			       (word, 2 * FOC_LF_TABLE));
  tree r = gimple_build (seq, loc, BIT_AND_EXPR, up,
			 gimple_build (seq, loc, RSHIFT_EXPR, up, v,
				       build_int_cst (integer_type_node,
						      FOC_LF_REGION_SHIFT)),
			 build_int_cst (up, FOC_LF_MASK));
  return gimple_build (seq, loc, PLUS_EXPR, up,
		       gimple_convert (seq, loc, up,
				       build_fold_addr_expr (table)),
		       gimple_build (seq, loc, MULT_EXPR, up, r,
				     build_int_cst (up, 16)));
}

/* Append to SEQ the bounds *BASE, *BOUND (void *) of the pointer V into
   libfoc's heap whose class pair is at PAIR, with magic M != 0: the high
   half of a 128-bit product finds the slot.  */

static void
foc_lf_bounds (gimple_seq *seq, tree v, tree pair, tree m, tree *base,
	       tree *bound, location_t loc)
{
  tree up = foc_uintptr_type ();
  tree cs = foc_word (seq, FOC_WORD_LF, pair, 8, NULL_TREE);
  tree off = gimple_build (seq, loc, BIT_AND_EXPR, up, v,
			   build_int_cst (up, ((HOST_WIDE_INT_1U
						<< FOC_LF_REGION_SHIFT) - 1)));
  tree idx = gimple_build (seq, loc, MULT_HIGHPART_EXPR, up, off, m);
  tree region = gimple_build (seq, loc, MINUS_EXPR, up, v, off);
  tree b = gimple_build (seq, loc, PLUS_EXPR, up, region,
			 gimple_build (seq, loc, MULT_EXPR, up, idx, cs));
  tree size = foc_word (seq, FOC_WORD_LF_SIZE,
			gimple_build (seq, loc, PLUS_EXPR, up, b, cs),
			-FOC_LF_SIZE_WORD, NULL_TREE);
  tree e = gimple_build (seq, loc, PLUS_EXPR, up, b,
			 gimple_convert (seq, loc, up, size));
  *base = gimple_convert (seq, loc, ptr_type_node, b);
  *bound = gimple_convert (seq, loc, ptr_type_node, e);
}

/* After *GSI, which must not end its block, emit SEQ, then SLOW unless
   COND holds (it usually does); either way falls through to the rest of
   the block, where *GSI ends.  */

static void
foc_unless_after (gimple_stmt_iterator *gsi, gimple_seq seq, tree cond,
		  gimple_seq slow, location_t loc)
{
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, cond,
						boolean_false_node,
						NULL_TREE, NULL_TREE));
  foc_insert_after (gsi, seq, loc);
  basic_block bb = gsi_bb (*gsi);
  edge e = split_block (bb, gsi_stmt (*gsi));
  basic_block join = e->dest;
  e->flags = EDGE_TRUE_VALUE;
  e->probability = profile_probability::very_likely ();
  basic_block sb = create_empty_bb (bb);
  if (current_loops)
    add_bb_to_loop (sb, bb->loop_father);
  gimple_seq_set_location (slow, loc);
  gimple_stmt_iterator g = gsi_start_bb (sb);
  gsi_insert_seq_before (&g, slow, GSI_NEW_STMT);
  make_edge (bb, sb, EDGE_FALSE_VALUE)->probability
    = profile_probability::very_unlikely ();
  make_edge (sb, join, EDGE_FALLTHRU)->probability
    = profile_probability::always ();
  *gsi = gsi_start_bb (join);
}

/* Append to SEQ the words W of the entry holding bounds [BS, BD) for the
   pointer V (uintptr_t values; foc-layout.h):

     lo = v - bs;  hi = bd - v;
     ok = v != 0 && lo, hi fit in int32;
     w[0] = ok ? v + 1 : 0;
     w[1] = ok ? (uint32) lo | hi << 32 : v;  */

static void
foc_meta_pack (gimple_seq *seq, tree v, tree bs, tree bd,
	       tree w[FOC_ENTRY_WORDS], location_t loc)
{
  tree up = foc_uintptr_type ();
  tree half = build_int_cst (up, HOST_WIDE_INT_1U << 31);
  tree lo = gimple_build (seq, loc, MINUS_EXPR, up, v, bs);
  tree hi = gimple_build (seq, loc, MINUS_EXPR, up, bd, v);
  tree far = gimple_build (seq, loc, BIT_IOR_EXPR, up,
			   gimple_build (seq, loc, PLUS_EXPR, up, lo, half),
			   gimple_build (seq, loc, PLUS_EXPR, up, hi, half));
  tree fits = gimple_build (seq, loc, LE_EXPR, boolean_type_node, far,
			    build_int_cst (up, 0xffffffffu));
  tree packed = gimple_build
    (seq, loc, BIT_IOR_EXPR, up,
     gimple_build (seq, loc, BIT_AND_EXPR, up, lo,
		   build_int_cst (up, 0xffffffffu)),
     gimple_build (seq, loc, LSHIFT_EXPR, up, hi,
		   build_int_cst (integer_type_node, 32)));
  fits = gimple_build (seq, loc, BIT_AND_EXPR, boolean_type_node, fits,
		      gimple_build (seq, loc, NE_EXPR, boolean_type_node, v,
				    build_zero_cst (up)));
  w[0] = gimple_build (seq, loc, COND_EXPR, up, fits,
		       gimple_build (seq, loc, PLUS_EXPR, up, v,
				     build_one_cst (up)),
		       build_zero_cst (up));
  w[1] = gimple_build (seq, loc, COND_EXPR, up, fits, packed, v);
}

/* Append to SEQ the bounds of the pointer V held by the second entry word
   W1 of an entry that holds V: *BASE and *BOUND, as void *.  */

static void
foc_meta_unpack (gimple_seq *seq, tree v, tree w1, tree *base, tree *bound,
		 location_t loc)
{
  tree up = foc_uintptr_type ();
  tree s64 = long_integer_type_node;
  tree lo = gimple_convert (seq, loc, up,
			    gimple_convert (seq, loc, s64,
					    gimple_convert (seq, loc,
							    intSI_type_node,
							    w1)));
  tree hi = gimple_convert
    (seq, loc, up,
     gimple_build (seq, loc, RSHIFT_EXPR, s64,
		   gimple_convert (seq, loc, s64, w1),
		   build_int_cst (integer_type_node, 32)));
  *base = gimple_convert (seq, loc, ptr_type_node,
			  gimple_build (seq, loc, MINUS_EXPR, up, v, lo));
  *bound = gimple_convert (seq, loc, ptr_type_node,
			   gimple_build (seq, loc, PLUS_EXPR, up, v, hi));
}

/* Append to SEQ the address of SLOT's entry, or of libfoc's empty entry
   if SLOT has no level-2 table: no branch.  */

static tree
foc_meta_entry_of (gimple_seq *seq, tree slot, location_t loc)
{
  tree up = foc_uintptr_type ();
  tree l2 = foc_meta_l2_of (seq, slot, loc);
  tree zero = gimple_convert (seq, loc, up,
			      build_fold_addr_expr (foc_meta_zero ()));
  return gimple_build (seq, loc, COND_EXPR, up,
		       gimple_build (seq, loc, NE_EXPR, boolean_type_node, l2,
				     build_zero_cst (up)),
		       foc_meta_entry_in (seq, l2, slot, loc), zero);
}

/* Append to SEQ the loads of the words of the entry of SLOT into W
   (zeros if there is none).  */

void
foc_meta_entry_words (gimple_seq *seq, tree slot, tree w[FOC_ENTRY_WORDS],
		      location_t loc)
{
  tree e = foc_meta_entry_of (seq, slot, loc);
  for (unsigned j = 0; j < FOC_ENTRY_WORDS; j++)
    w[j] = foc_word (seq, FOC_WORD_ENTRY, e, 8 * j, NULL_TREE);
}

/* Append to SEQ a test of whether the uintptr_t V is a pointer into
   libfoc's heap whose class has the value rule; set *M to its magic.  */

static tree
foc_lf_value_p (gimple_seq *seq, tree v, tree *m, location_t loc)
{
  tree up = foc_uintptr_type ();
  *m = foc_word (seq, FOC_WORD_LF, foc_lf_pair_of (seq, v, loc), 0,
		 NULL_TREE);
  return gimple_build (seq, loc, NE_EXPR, boolean_type_node, *m,
		       build_zero_cst (up));
}

/* Append to SEQ a test of whether the uintptr_t V is a value no pointer
   with an entry can have, null among them (foc-layout.h): one unsigned
   comparison.  */

static tree
foc_nonptr_p (gimple_seq *seq, tree v, location_t loc)
{
  tree up = foc_uintptr_type ();
  tree off = gimple_build (seq, loc, MINUS_EXPR, up, v,
			   build_int_cst (up, FOC_PTR_MIN));
  return gimple_build (seq, loc, GE_EXPR, boolean_type_node, off,
		       build_int_cst (up, FOC_PTR_SPAN));
}

/* Append to SEQ a test of whether the pointer V (uintptr_t) needs no
   entry: it is null or another foc_nonptr_p value, or it points into
   libfoc's heap, whose class has the value rule, and IN (a boolean, or
   null for true) says it is inside its bounds.  Set *M to its class's
   magic.  */

static tree
foc_entry_needless_p (gimple_seq *seq, tree v, tree in, tree *m,
		      location_t loc)
{
  tree heap = foc_lf_value_p (seq, v, m, loc);
  if (in)
    heap = gimple_build (seq, loc, BIT_AND_EXPR, boolean_type_node, heap, in);
  return gimple_build (seq, loc, BIT_IOR_EXPR, boolean_type_node, heap,
		       foc_nonptr_p (seq, v, loc));
}

/* Append to SEQ a load of the uintptr_t at integer address A, in the
   program's memory (alias set 0).  */

static tree
foc_program_word (gimple_seq *seq, tree a, location_t loc)
{
  tree up = foc_uintptr_type ();
  tree any_t = build_pointer_type_for_mode (up, ptr_mode, true);
  tree v = make_ssa_name (up);
  gimple_seq_add_stmt (seq, gimple_build_assign
		       (v, build2 (MEM_REF, up,
				   gimple_convert (seq, loc, any_t, a),
				   build_int_cst (any_t, 0))));
  return v;
}

/* After *GSI and SEQ, make W[K] the entry of SLOTS[K], K < N, where the
   slots hold the pointers the entries are for, by __foc_meta_put (which
   turns the value rule off for the class of a pointer into libfoc's heap
   outside its bounds): unless every one needs no entry (null or another
   foc_nonptr_p value, or into libfoc's heap and inside the bounds W gives
   it, none if W does not hold it).  *GSI ends at the start of the block
   after.  */

void
foc_meta_put_slots_at (gimple_stmt_iterator *gsi, gimple_seq seq,
		       unsigned n, const tree *slots,
		       tree (*w)[FOC_ENTRY_WORDS], location_t loc)
{
  tree up = foc_uintptr_type ();
  tree skip = NULL_TREE;
  gimple_seq calls = NULL;
  tree signs = build_int_cst (up, (HOST_WIDE_INT_1U << 63)
			      | (HOST_WIDE_INT_1U << 31));
  for (unsigned k = 0; k < n; k++)
    {
      tree v = foc_program_word (&seq, slots[k], loc);
      tree m;
      /* W holds V with V outside them: an offset is negative.  */
      tree out = gimple_build
	(&seq, loc, BIT_AND_EXPR, boolean_type_node,
	 gimple_build (&seq, loc, EQ_EXPR, boolean_type_node, w[k][0],
		       gimple_build (&seq, loc, PLUS_EXPR, up, v,
				     build_one_cst (up))),
	 gimple_build (&seq, loc, NE_EXPR, boolean_type_node,
		       gimple_build (&seq, loc, BIT_AND_EXPR, up, w[k][1],
				     signs),
		       build_zero_cst (up)));
      tree sk = foc_entry_needless_p
	(&seq, v, gimple_build (&seq, loc, BIT_NOT_EXPR, boolean_type_node,
				out), &m, loc);
      skip = skip ? gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node,
				  skip, sk) : sk;
      gimple_seq_add_stmt (&calls, gimple_build_call
			   (foc_rt_decl (FOC_RT_META_PUT), 3, slots[k],
			    w[k][0], w[k][1]));
    }
  foc_unless_after (gsi, seq, skip, calls, loc);
}

/* Record (V, BS, BD) for SLOT after *GSI by __foc_meta_store; when
   optimising, only if V needs an entry: a pointer into libfoc's heap
   whose class still has the value rule, inside its bounds, needs none,
   nor does null.  Nor does a pointer inside a global whose bounds BS, BD
   are, as listed in the table of globals (GLOBAL: foc-statics.cc), if
   SLOT has no entry to empty (an old one could hold V with other
   bounds).  (An entry is rare in hot code, so the table's update stays
   out of line.)  */

static void
foc_meta_store_at (gimple_stmt_iterator *gsi, gimple_seq seq, tree slot,
		   tree v, tree bs, tree bd, bool global, location_t loc)
{
  gimple_seq call = NULL;
  gimple_seq_add_stmt (&call, gimple_build_call
		       (foc_rt_decl (FOC_RT_META_STORE), 4, slot, v, bs, bd));
  if (!optimize || stmt_ends_bb_p (gsi_stmt (*gsi)))
    {
      gimple_seq_add_seq (&seq, call);
      foc_insert_after (gsi, seq, loc);
      return;
    }
  tree up = foc_uintptr_type ();
  tree off = gimple_build (&seq, loc, MINUS_EXPR, up, v, bs);
  tree len = gimple_build (&seq, loc, MINUS_EXPR, up, bd, bs);
  tree needless;
  if (global)
    {
      tree w[FOC_ENTRY_WORDS];
      foc_meta_entry_words (&seq, slot, w, loc);
      needless = gimple_build
	(&seq, loc, BIT_AND_EXPR, boolean_type_node,
	 gimple_build (&seq, loc, LT_EXPR, boolean_type_node, off, len),
	 gimple_build (&seq, loc, EQ_EXPR, boolean_type_node,
		       gimple_build (&seq, loc, BIT_IOR_EXPR, up, w[0], w[1]),
		       build_zero_cst (up)));
    }
  else
    {
      tree m;
      tree in = gimple_build (&seq, loc, LE_EXPR, boolean_type_node, off,
			      len);
      needless = foc_entry_needless_p (&seq, v, in, &m, loc);
    }
  foc_unless_after (gsi, seq, needless, call, loc);
}

/* After *GSI and SEQ, copy the entries of the slots of MASK (at most
   FOC_MAX_COPY_SLOTS of them) at 8-aligned SRC to 8-aligned DST: nothing
   when no value copied needs an entry (an inline test), else one
   __foc_meta_copy per slot.  */

#define FOC_MAX_COPY_SLOTS 4

static void
foc_meta_copy_slots_at (gimple_stmt_iterator *gsi, gimple_seq seq, tree dst,
			tree src, unsigned HOST_WIDE_INT mask, location_t loc)
{
  tree up = foc_uintptr_type ();
  /* If every slot copied holds a value that needs no entry (a pointer
     into libfoc's heap whose class has the value rule, or a foc_nonptr_p
     value such as null or a small number), there is nothing to copy: as
     after a store, the destination's old entry is left stale, for
     another value, and loads ignore it (libfoc's bulk copies drop stale
     entries, foc_meta_copy_entry).  Else, rare in hot code (a pointer to
     a global or the stack), __foc_meta_copy copies each slot's entry.  */
  tree skip = NULL_TREE;
  gimple_seq calls = NULL;
  for (unsigned k = 0; k < 64; k++)
    if (mask & (HOST_WIDE_INT_1U << k))
      {
	tree off = build_int_cst (up, 8 * k);
	tree d = gimple_build (&seq, loc, PLUS_EXPR, up, dst, off);
	tree v = foc_program_word (&seq, d, loc);
	tree m;
	tree h = foc_entry_needless_p (&seq, v, NULL_TREE, &m, loc);
	skip = skip ? gimple_build (&seq, loc, BIT_AND_EXPR, boolean_type_node,
				    skip, h) : h;
	tree s = gimple_build (&calls, loc, PLUS_EXPR, up, src, off);
	gimple_seq_add_stmt (&calls, gimple_build_call
			     (foc_rt_decl (FOC_RT_META_COPY), 3, d, s,
			      build_int_cst (size_type_node, 8)));
      }
  foc_unless_after (gsi, seq, skip, calls, loc);
}

/* Is TYPE a pointer to code?  No access through one is checked, so its
   bounds are never needed: it is stored and loaded without an entry.  */

static bool
foc_code_pointer_p (tree type)
{
  return POINTER_TYPE_P (type) && FUNC_OR_METHOD_TYPE_P (TREE_TYPE (type));
}

/* After the store at *GSI of pointer VALUE to REF, record VALUE's bounds.  */

void
foc_meta_store_after (gimple_stmt_iterator *gsi, tree ref, tree value)
{
  if (!foc_opts.memory || TREE_CODE (value) == INTEGER_CST
      || foc_code_pointer_p (TREE_TYPE (value)))
    return;
  location_t loc = gimple_location (gsi_stmt (*gsi));
  gimple_seq seq = NULL;
  struct foc_bounds b;
  foc_bounds_or_unknown (value, &b);
  tree up = foc_uintptr_type ();
  tree v = gimple_convert (&seq, loc, foc_uintptr_type (), value);
  tree bs = gimple_convert (&seq, loc, up, b.base);
  tree bd = gimple_convert (&seq, loc, up, b.bound);
  if (foc_shadow_p (ref))
    {
      tree w[FOC_ENTRY_WORDS];
      foc_meta_pack (&seq, v, bs, bd, w, loc);
      foc_shadow_store (&seq, ref, 0, w);
      foc_insert_after (gsi, seq, loc);
      return;
    }
  tree slot = gimple_convert (&seq, loc, foc_uintptr_type (),
			      foc_ref_address (&seq, ref));
  foc_meta_store_at (gsi, seq, slot, v, bs, bd,
		     foc_bounds_listed_global_p (&b), loc);
}

/* End BB with "if (COND) goto TARGET; else goto a new block", which is
   returned; COND is a boolean computed by SEQ, appended to BB first, true
   with probability PROB.  Sets *TAKEN to the edge to TARGET.  */

static basic_block
foc_branch_to (basic_block bb, gimple_seq seq, tree cond, basic_block target,
	       profile_probability prob, edge *taken, location_t loc)
{
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, cond,
						boolean_false_node,
						NULL_TREE, NULL_TREE));
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  gsi_insert_seq_after (&gsi, seq, GSI_NEW_STMT);
  basic_block next = create_empty_bb (bb);
  if (current_loops)
    add_bb_to_loop (next, bb->loop_father);
  *taken = make_edge (bb, target, EDGE_TRUE_VALUE);
  (*taken)->probability = prob;
  make_edge (bb, next, EDGE_FALSE_VALUE)->probability = prob.invert ();
  return next;
}

/* At *GSI, define BASE and BOUND for the pointer V loaded from SLOT (an
   integer address), or from the reference SHADOW_REF in a shadowed local
   (foc-shadow.cc) when SLOT is null.
   If PV is given, an earlier load of the same slot gave PV with bounds
   *PB: when V == PV those are taken first.  A null V has no entry, nor
   has a value no pointer with one can have (foc_nonptr_p), and
   one into libfoc's heap whose class has the value rule needs none: its
   bounds follow from its value.  Anything else is rare enough in hot
   code to leave to libfoc: the table lookup is a call.

     if (v == pv)				goto join (*PB);
     if (v - 64K >= 2^48)			goto join (unknown);
     pair = &__foc_lf_table[(v >> 32) & 0xffff];
     if (pair->magic)				goto lf;
     pair = __foc_meta_load (slot, v);		goto join;
   lf:
     b, e = foc_lf_bounds (v, pair);
   join:
     BASE = PHI <...>;  BOUND = PHI <...>;

   For a shadowed local, whose entries are never skipped, the shadow
   entry is read inline first (a hit unpacks it, foc_meta_unpack), then
   the heap's rule, and __foc_bounds_lookup last.  */

/* The ways to JOIN that foc_meta_load_inline has found so far, with the
   bounds each gives.  */

struct foc_load_ways
{
  basic_block join;
  unsigned n;
  edge e[4];
  tree base[4], bound[4];
};

/* End BB with "if (COND) goto W->join, BASE and BOUND" (COND computed by
   SEQ), where BODY, if not empty, computes BASE and BOUND on a block of
   its own on the way; COND holds with probability PROB.  Returns the
   block for the other cases.  */

static basic_block
foc_load_way (basic_block bb, gimple_seq seq, tree cond, gimple_seq body,
	      tree base, tree bound, profile_probability prob,
	      struct foc_load_ways *w, location_t loc)
{
  edge e;
  if (!body)
    bb = foc_branch_to (bb, seq, cond, w->join, prob, &e, loc);
  else
    {
      basic_block blk = create_empty_bb (bb);
      if (current_loops)
	add_bb_to_loop (blk, bb->loop_father);
      bb = foc_branch_to (bb, seq, cond, blk, prob, &e, loc);
      gimple_seq_set_location (body, loc);
      gimple_stmt_iterator g = gsi_start_bb (blk);
      gsi_insert_seq_before (&g, body, GSI_NEW_STMT);
      e = make_edge (blk, w->join, EDGE_FALLTHRU);
      e->probability = profile_probability::always ();
    }
  gcc_assert (w->n < ARRAY_SIZE (w->e));
  w->e[w->n] = e;
  w->base[w->n] = base;
  w->bound[w->n] = bound;
  w->n++;
  return bb;
}

static void
foc_meta_load_inline (gimple_stmt_iterator *gsi, tree slot, tree shadow_ref,
		      tree v, tree base, tree bound, tree pv,
		      const struct foc_bounds *pb, location_t loc)
{
  tree up = foc_uintptr_type ();
  basic_block bb = gsi_bb (*gsi);
  struct foc_load_ways w;
  w.join = split_block (bb, gsi_stmt (*gsi))->dest;
  w.n = 0;
  remove_edge (single_succ_edge (bb));

  /* The value an earlier load of the same slot gave: its bounds.  */
  if (pv)
    {
      gimple_seq seq = NULL;
      tree same = gimple_build (&seq, loc, EQ_EXPR, boolean_type_node, v, pv);
      bb = foc_load_way (bb, seq, same, NULL, pb->base, pb->bound,
			 profile_probability::likely (), &w, loc);
    }

  /* A shadowed local: its own entry first.  An empty entry holds 0,
     which no pointer but (void *) -1 matches: that one gets the empty
     bounds [-1, -1).  */
  if (!slot)
    {
      gimple_seq seq = NULL, hit = NULL;
      tree ew[FOC_ENTRY_WORDS], hb, he;
      foc_shadow_load (&seq, shadow_ref, 0, ew);
      tree same = gimple_build (&seq, loc, EQ_EXPR, boolean_type_node, ew[0],
				gimple_build (&seq, loc, PLUS_EXPR, up, v,
					      build_one_cst (up)));
      foc_meta_unpack (&hit, v, ew[1], &hb, &he, loc);
      bb = foc_load_way (bb, seq, same, hit, hb, he,
			 profile_probability::likely (), &w, loc);
    }

  /* A null pointer has no entry, nor has any other foc_nonptr_p value:
     their bounds are unknown, so that any access through one faults as
     it would without foc.  But one in the first 64 KB but null (a
     manufactured pointer that was stored) gets [0, 1), where no access
     through it fits, as libfoc's foc_nonptr_pair: its bound is
     (V - 1 < 64K - 1) - 1 | 1, 1 or ~0.  */
  gimple_seq seq = NULL, nonptr = NULL;
  tree z = foc_nonptr_p (&seq, v, loc);
  tree low = gimple_convert
    (&nonptr, loc, up,
     gimple_build (&nonptr, loc, LT_EXPR, boolean_type_node,
		   gimple_build (&nonptr, loc, MINUS_EXPR, up, v,
				 build_one_cst (up)),
		   build_int_cst (up, FOC_PTR_MIN - 1)));
  tree ne = gimple_build (&nonptr, loc, BIT_IOR_EXPR, up,
			  gimple_build (&nonptr, loc, MINUS_EXPR, up, low,
					build_one_cst (up)),
			  build_one_cst (up));
  ne = gimple_convert (&nonptr, loc, ptr_type_node, ne);
  bb = foc_load_way (bb, seq, z, nonptr, foc_unknown_base (), ne,
		     profile_probability::unlikely (), &w, loc);

  /* A pointer into libfoc's heap, whose class has the value rule.  */
  seq = NULL;
  gimple_seq lfseq = NULL;
  tree pair = foc_lf_pair_of (&seq, v, loc);
  tree m = foc_word (&seq, FOC_WORD_LF, pair, 0, NULL_TREE);
  tree heap = gimple_build (&seq, loc, NE_EXPR, boolean_type_node, m,
			    build_zero_cst (up));
  tree lb, le;
  foc_lf_bounds (&lfseq, v, pair, m, &lb, &le, loc);
  bb = foc_load_way (bb, seq, heap, lfseq, lb, le,
		     profile_probability::likely (), &w, loc);

  /* Anything else: libfoc.  */
  basic_block slow = create_empty_bb (bb);
  if (current_loops)
    add_bb_to_loop (slow, bb->loop_father);
  make_edge (bb, slow, EDGE_FALLTHRU)->probability
    = profile_probability::always ();
  gcall *call = (slot
		  ? gimple_build_call (foc_rt_decl (FOC_RT_META_LOAD), 2, slot, v)
		  : gimple_build_call (foc_rt_decl (FOC_RT_BOUNDS_LOOKUP), 1,
				       v));
  gphi *phib, *phie;
  foc_pair_join (slow, call, w.join, w.e[0], w.base[0], w.bound[0],
		 base, bound, loc, &phib, &phie);
  for (unsigned i = 1; i < w.n; i++)
    {
      add_phi_arg (phib, w.base[i], w.e[i], loc);
      add_phi_arg (phie, w.bound[i], w.e[i], loc);
    }
}

/* Put CALL, which returns a (base, bound) pair, at the end of SLOW, which
   then falls through to JOIN, and define BASE and BOUND at JOIN: FB and
   FE on edge EFAST, the pair's halves from SLOW.  Returns the two PHIs
   through *PB and *PE, for more incoming edges.  */

void
foc_pair_join (basic_block slow, gcall *call, basic_block join, edge efast,
	       tree fb, tree fe, tree base, tree bound, location_t loc,
	       gphi **pb, gphi **pe)
{
  gimple_seq seq = NULL;
  tree sb = make_ssa_name (ptr_type_node), se = make_ssa_name (ptr_type_node);
  foc_split_call (&seq, loc, call, sb, se);
  foc_append_seq (slow, &seq, loc);
  edge eslow = make_edge (slow, join, EDGE_FALLTHRU);
  eslow->probability = profile_probability::always ();
  *pb = create_phi_node (base, join);
  add_phi_arg (*pb, fb, efast, loc);
  add_phi_arg (*pb, sb, eslow, loc);
  *pe = create_phi_node (bound, join);
  add_phi_arg (*pe, fe, efast, loc);
  add_phi_arg (*pe, se, eslow, loc);
}

/* Is REF  *F ()  for F one of the C library's ctype table locators?  The
   pointer loaded then points 128 elements into a table of 384 (libfoc's
   libctab.c): set *ESIZE to the size of an element.  isalpha (c) and
   tolower (c) load one each time, in hot loops.  */

static bool
foc_ctype_table_ref_p (tree ref, unsigned *esize)
{
  if (TREE_CODE (ref) != MEM_REF || !integer_zerop (TREE_OPERAND (ref, 1))
      || TREE_CODE (TREE_OPERAND (ref, 0)) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (TREE_OPERAND (ref, 0));
  tree fn = is_gimple_call (def) ? gimple_call_fndecl (def) : NULL_TREE;
  if (!fn || !DECL_NAME (fn) || !TREE_PUBLIC (fn) || DECL_INITIAL (fn))
    return false;
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fn));
  if (!strcmp (name, "__ctype_b_loc"))
    *esize = 2;
  else if (!strcmp (name, "__ctype_tolower_loc")
	   || !strcmp (name, "__ctype_toupper_loc"))
    *esize = 4;
  else
    return false;
  return true;
}

/* After the load at *GSI of pointer LHS from REF, define its companions
   BASE and BOUND from the metadata of REF.  ORIG, if given, is the SSA
   name the load defines in the original code (LHS may be a copy).  */

void
foc_meta_load_after (gimple_stmt_iterator *gsi, tree ref, tree lhs,
		     tree base, tree bound, tree orig)
{
  location_t loc = gimple_location (gsi_stmt (*gsi));
  gimple_seq seq = NULL;
  if (!foc_opts.memory || foc_code_pointer_p (TREE_TYPE (lhs)))
    {
      gimple_seq_add_stmt (&seq, gimple_build_assign (base,
						      foc_unknown_base ()));
      gimple_seq_add_stmt (&seq, gimple_build_assign (bound,
						      foc_unknown_bound ()));
      foc_insert_after (gsi, seq, loc);
      return;
    }
  tree v = gimple_convert (&seq, loc, foc_uintptr_type (), lhs);
  unsigned esize;
  if (foc_ctype_table_ref_p (ref, &esize))
    {
      tree up = foc_uintptr_type ();
      tree b = gimple_build (&seq, loc, MINUS_EXPR, up, v,
			     build_int_cst (up, 128 * esize));
      tree e = gimple_build (&seq, loc, PLUS_EXPR, up, v,
			     build_int_cst (up, 256 * esize));
      gimple_seq_add_stmt (&seq, gimple_build_assign
			   (base, gimple_convert (&seq, loc, ptr_type_node, b)));
      gimple_seq_add_stmt (&seq, gimple_build_assign
			   (bound, gimple_convert (&seq, loc, ptr_type_node,
						   e)));
      foc_insert_after (gsi, seq, loc);
      return;
    }
  if (foc_shadow_p (ref))
    {
      foc_insert_after (gsi, seq, loc);
      foc_meta_load_inline (gsi, NULL_TREE, ref, v, base, bound, NULL_TREE,
			    NULL, loc);
      return;
    }
  tree slot = foc_ref_address (&seq, ref);
  slot = gimple_convert (&seq, loc, foc_uintptr_type (), slot);
  if (optimize)
    {
      tree pv = NULL_TREE;
      struct foc_bounds pb = { NULL_TREE, NULL_TREE };
      if (orig && foc_bounds_prev_load (orig, &pv, &pb))
	pv = gimple_convert (&seq, loc, foc_uintptr_type (), pv);
      foc_insert_after (gsi, seq, loc);
      foc_meta_load_inline (gsi, slot, NULL_TREE, v, base, bound, pv, &pb,
			    loc);
      return;
    }
  foc_split_call (&seq, loc,
		  gimple_build_call (foc_rt_decl (FOC_RT_META_LOAD), 2, slot, v),
		  base, bound);
  foc_insert_after (gsi, seq, loc);
}

/* After the copy at *GSI of SIZE bytes from address SRC to address DST,
   copy their metadata.  */

void
foc_meta_copy_after (gimple_stmt_iterator *gsi, tree dst, tree src, tree size)
{
  if (!foc_opts.memory)
    return;
  location_t loc = gimple_location (gsi_stmt (*gsi));
  gimple_seq seq = NULL;
  dst = gimple_convert (&seq, loc, foc_uintptr_type (), dst);
  src = gimple_convert (&seq, loc, foc_uintptr_type (), src);
  size = gimple_convert (&seq, loc, size_type_node, size);
  gimple_seq_add_stmt (&seq, gimple_build_call (foc_rt_decl
						(FOC_RT_META_COPY), 3,
						dst, src, size));
  foc_insert_after (gsi, seq, loc);
}

/* After the copy at *GSI of SIZE bytes (at most FOC_MB_AGG_SLOTS slots)
   from reference SRC to reference DST, one of which lies in a shadowed
   local (foc-shadow.cc), copy the metadata of the slots of MASK, from and
   to the shadow's words or the table's entries.  */

static void
foc_meta_copy_shadow_after (gimple_stmt_iterator *gsi, tree dst, tree src,
			    tree size, unsigned HOST_WIDE_INT mask)
{
  location_t loc = gimple_location (gsi_stmt (*gsi));
  tree up = foc_uintptr_type ();
  bool ds = foc_shadow_p (dst), ss = foc_shadow_p (src);
  gimple_seq seq = NULL;
  tree du = NULL_TREE, su = NULL_TREE;
  if (!ds)
    du = gimple_convert (&seq, loc, up, foc_ref_address (&seq, dst));
  if (!ss)
    su = gimple_convert (&seq, loc, up, foc_ref_address (&seq, src));
  unsigned n = tree_to_uhwi (size) / 8, m = 0;
  gcc_assert (n <= FOC_MB_AGG_SLOTS);
  tree slots[FOC_MB_AGG_SLOTS], w[FOC_MB_AGG_SLOTS][FOC_ENTRY_WORDS];
  for (unsigned k = 0; k < n; k++)
    if (mask & (HOST_WIDE_INT_1U << k))
      {
	tree off = build_int_cst (up, 8 * k);
	if (ss)
	  foc_shadow_load (&seq, src, k, w[m]);
	else
	  foc_meta_entry_words (&seq, gimple_build (&seq, loc, PLUS_EXPR, up,
						    su, off), w[m], loc);
	if (ds)
	  foc_shadow_store (&seq, dst, k, w[m]);
	else
	  slots[m++] = gimple_build (&seq, loc, PLUS_EXPR, up, du, off);
      }
  if (m)
    foc_meta_put_slots_at (gsi, seq, m, slots, w, loc);
  else
    foc_insert_after (gsi, seq, loc);
}

/* After the copy at *GSI of SIZE bytes from reference SRC to reference
   DST, copy their metadata: inline, slot by slot, when optimising and
   only a few 8-aligned slots may hold pointers (those of MASK, in the
   copied type), else by __foc_meta_copy.  */

static void
foc_meta_copy_refs_after (gimple_stmt_iterator *gsi, tree dst, tree src,
			  tree size, unsigned HOST_WIDE_INT mask)
{
  if (foc_shadow_p (dst) || foc_shadow_p (src))
    {
      foc_meta_copy_shadow_after (gsi, dst, src, size, mask);
      return;
    }
  location_t loc = gimple_location (gsi_stmt (*gsi));
  gimple_seq seq = NULL;
  tree d = foc_ref_address (&seq, dst);
  tree s = foc_ref_address (&seq, src);
  gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
  unsigned HOST_WIDE_INT n = tree_to_uhwi (size) / 8;
  if (n < 64)
    mask &= (HOST_WIDE_INT_1U << n) - 1;
  if (!optimize || stmt_ends_bb_p (gsi_stmt (*gsi)) || n > 64
      || popcount_hwi (mask) > FOC_MAX_COPY_SLOTS
      || get_object_alignment (dst) < 64 || get_object_alignment (src) < 64)
    {
      foc_meta_copy_after (gsi, d, s, size);
      return;
    }
  if (!mask)
    return;
  seq = NULL;
  tree up = foc_uintptr_type ();
  tree du = gimple_convert (&seq, loc, up, d);
  tree su = gimple_convert (&seq, loc, up, s);
  foc_meta_copy_slots_at (gsi, seq, du, su, mask, loc);
}

/* After the aggregate copy at *GSI (LHS = RHS), copy the metadata if the
   type may hold pointers.  */

void
foc_meta_copy_aggregate_after (gimple_stmt_iterator *gsi)
{
  gimple *stmt = gsi_stmt (*gsi);
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
  if (!foc_opts.memory || !foc_type_has_pointers (TREE_TYPE (lhs))
      || !size || TREE_CODE (size) != INTEGER_CST
      || compare_tree_int (size, 8) < 0
      || TREE_CODE (rhs) == CONSTRUCTOR || TREE_CODE (rhs) == STRING_CST)
    return;
  foc_meta_copy_refs_after (gsi, lhs, rhs, size,
			    foc_pointer_slots (TREE_TYPE (lhs)));
}

/* After the store at *GSI of a register that was loaded just before from
   memory of the same size (memcpy of 8 or 16 bytes arrives as
   _1 = MEM <uint128_t> [src];  MEM <uint128_t> [dst] = _1;), copy the
   metadata: the bytes may be pointers.  */

void
foc_meta_copy_register_after (gimple_stmt_iterator *gsi)
{
  gimple *stmt = gsi_stmt (*gsi);
  tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
  if (!foc_opts.memory || TREE_CODE (rhs) != SSA_NAME
      || SSA_NAME_IS_DEFAULT_DEF (rhs))
    return;
  gimple *ld = SSA_NAME_DEF_STMT (rhs);
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (lhs));
  if (!is_gimple_assign (ld) || !gimple_assign_load_p (ld)
      || gimple_has_volatile_ops (ld) || gimple_has_volatile_ops (stmt)
      || !INTEGRAL_TYPE_P (TREE_TYPE (lhs))
      || !size || TREE_CODE (size) != INTEGER_CST
      || compare_tree_int (size, 8) < 0
      || !operand_equal_p (size, TYPE_SIZE_UNIT (TREE_TYPE (rhs)), 0))
    return;
  foc_meta_copy_refs_after (gsi, lhs, gimple_assign_rhs1 (ld), size,
			    HOST_WIDE_INT_M1U);
}
