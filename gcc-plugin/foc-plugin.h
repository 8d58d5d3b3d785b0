/* foc-plugin.h -- declarations shared by the files of the foc GCC plugin.

   The plugin gives every pointer SSA name a pair of "companions", BASE and
   BOUND (pointer-typed SSA names or invariants), describing the object
   [BASE, BOUND) the pointer was derived from, then checks each memory
   access against them.  See foc-pass.cc for the overall structure.  */

#ifndef FOC_PLUGIN_H
#define FOC_PLUGIN_H 1

/* The layout of libfoc's data that optimised code reads inline.  */
#include "../libfoc/foc-layout.h"

/* Compile-time options (-fplugin-arg-foc-KEY), set in foc-plugin.cc.  */
struct foc_options
{
  bool disable;		/* Instrument nothing.  */
  bool verbose;		/* Note each instrumented access on stderr.  */
  bool check_reads;	/* Check loads (on by default).  */
  bool check_writes;	/* Check stores (on by default).  */
  bool libcalls;	/* Redirect string/memory calls to libfoc.  */
  bool memory;		/* Carry bounds through memory and calls.  */
  bool narrow;		/* Check s.name[i] against the field name too.  */
  bool late;		/* When optimising, instrument after IPA.  */
  bool loops;		/* Version loops to decide checks before them.  */
  bool bargs;		/* Bounds as arguments of local functions.  */
  bool cse;		/* Reuse repeated loads before checking them.  */
  bool preserve;	/* Cold paths call register-preserving stubs.  */
  bool asmcheck;	/* Make checks one asm statement after GIMPLE.  */
};
extern struct foc_options foc_opts;

/* foc-plugin.cc: does the pass run after IPA when optimising (late=1,
   not with -flto)?  */
extern bool foc_after_ipa;

/* foc-pass.cc.  */
bool foc_late_p (void);
tree foc_stmt_site (gimple *stmt, location_t *loc);
tree foc_stmt_origin (gimple *stmt);

/* Companions of one pointer value.  BASE == NULL_TREE means "unknown".  */
struct foc_bounds
{
  tree base;
  tree bound;
};

/* foc-decls.cc: runtime declarations, built once per translation unit.  */
enum foc_rt
{
  FOC_RT_OOB,		/* int __foc_oob (addr, size, base, bound, kind, site) */
  FOC_RT_VALUE,		/* uint64_t __foc_value (void) */
  FOC_RT_OOB_READ,	/* uint64_t __foc_oob_read (addr, size, base, bound,
			   kind, site) */
  FOC_RT_OOB_COPY,	/* void __foc_oob_copy (dst, src, n, db, de, sb, se, site) */
  FOC_RT_STRSIZE,	/* size_t __foc_strsize (const char *) */
  FOC_RT_META_STORE,	/* void __foc_meta_store (slot, value, base, bound) */
  FOC_RT_META_LOAD,	/* pair __foc_meta_load (slot, value) */
  FOC_RT_META_COPY,	/* void __foc_meta_copy (dst, src, n) */
  FOC_RT_BOUNDS_LOOKUP,	/* pair __foc_bounds_lookup (value) */
  FOC_RT_META_CLEAR,	/* void __foc_meta_clear (void *, size_t) */
  FOC_RT_META_PUT,	/* void __foc_meta_put (slot, word0, word1) */
  FOC_RT_ARG_PUT,	/* void __foc_arg_put (callee, i, value, base, bound) */
  FOC_RT_ARG_GET,	/* pair __foc_arg_get (self, i, value) */
  FOC_RT_ARGS_DONE,	/* void __foc_args_done (void) */
  FOC_RT_RET_PUT,	/* void __foc_ret_put (self, value, base, bound) */
  FOC_RT_RET_GET,	/* pair __foc_ret_get (callee, value) */
  FOC_RT_FREE,		/* void __foc_free (void *) */
  FOC_RT_REALLOC,	/* void *__foc_realloc (void *, size_t) */
  FOC_RT_POSIX_MEMALIGN, /* int __foc_posix_memalign (void **, size_t, size_t) */
  FOC_RT_AGG_PUT,	/* void __foc_agg_put (fn, i, addr, size) */
  FOC_RT_AGG_GET,	/* void __foc_agg_get (fn, i, addr, size) */
  FOC_RT_GLOBALS_ADD,	/* void __foc_globals_add (const uintptr_t *, size_t) */
  FOC_RT_GLOBALS_REMOVE, /* void __foc_globals_remove (same) */
  FOC_RT_GLOBAL_BOUNDS,	/* pair __foc_global_bounds (addr) */
  FOC_RT_CALL_MANUFACTURED, /* int __foc_call_manufactured (fn, site) */
  FOC_RT_MAX
};
tree foc_rt_decl (enum foc_rt);
bool foc_rt_call_p (const gimple *stmt, enum foc_rt which);
tree foc_wrapper_decl (const char *name, tree rettype, vec<tree> *argtypes,
		       unsigned nptrs, bool varargs);
void foc_register_roots (void);
void foc_register_decl_root (tree *slot);
tree foc_extern_var (tree *slot, const char *name, tree type);
tree foc_uintptr_type (void);
/* Kinds of libfoc words that code built with optimisation accesses.  */
enum foc_word_kind
{
  FOC_WORD_L1,		/* __foc_meta_l1 and the level-1 table */
  FOC_WORD_ENTRY,	/* metadata entries */
  FOC_WORD_MB,		/* the mailbox */
  FOC_WORD_LF,		/* the class table of libfoc's heap */
  FOC_WORD_LF_SIZE,	/* the block sizes in it (32 bits) */
  FOC_WORD_MAX
};
tree foc_word_ptr_type (enum foc_word_kind k);
tree foc_pair_type (void);
tree foc_site_string (gimple *stmt);

/* foc-bounds.cc: companion analysis and materialisation.  */
void foc_bounds_init (void);
void foc_bounds_fini (void);
bool foc_bounds_of (tree ptr, struct foc_bounds *out);
void foc_bounds_or_unknown (tree ptr, struct foc_bounds *out);
bool foc_known_p (tree ptr);
bool foc_object_known (tree obj);
bool foc_bounds_of_object (tree base_obj, struct foc_bounds *out);
void foc_bounds_materialize (void);
tree foc_unknown_base (void);
tree foc_unknown_bound (void);
void foc_bounds_set_load (tree lhs, tree base, tree bound);
bool foc_bounds_pending_load (tree lhs, struct foc_bounds *out);
void foc_bounds_finish_pending (void);
bool foc_bounds_prev_load (tree lhs, tree *value, struct foc_bounds *b);
void foc_bounds_set (tree name, tree base, tree bound);

/* foc-cse.cc.  */
bool foc_cse_p (void);
unsigned foc_cse_loads (void);

/* foc-cold.cc: the calls on the cold paths of checks.  */
tree foc_cold_call (basic_block bb, enum foc_rt which, tree addr, tree size,
		    tree base, tree bound, tree kind, tree site,
		    location_t loc);
bool foc_cold_stmt_p (const gimple *stmt);
enum foc_rt foc_stub_asm_rt (const gimple *stmt);
tree foc_asm_operand (const char *constraint, tree value);
void foc_append_stmt (basic_block bb, gimple *stmt, location_t loc);

/* foc-check.cc: classification of memory references and check emission.  */
unsigned foc_instrument_access (gimple *stmt);
void foc_groups_init (vec<gimple *> *accesses);
void foc_groups_fini (void);
bool foc_stmt_checked_load (gimple *stmt);
bool foc_addressable_ref_p (tree ref);
bool foc_narrowable_field_p (tree ref);
tree foc_manufacture (basic_block bb, tree type, location_t loc);
basic_block foc_new_bb (basic_block after);

/* foc-manufactured.cc: manufactured pointers at calls.  */
bool foc_guard_indirect_call (gcall *call);
void foc_oblivion_args (gcall *call);

/* foc-meta.cc: bounds of pointers in memory.  */
bool foc_type_has_pointers (tree type);
void foc_meta_copy_aggregate_after (gimple_stmt_iterator *gsi);
tree foc_ref_address (gimple_seq *seq, tree ref);
void foc_meta_copy_register_after (gimple_stmt_iterator *gsi);
void foc_split_pair (gimple_seq *seq, location_t loc, tree pair,
		     tree base, tree bound);
void foc_split_call (gimple_seq *seq, location_t loc, gcall *call,
		     tree base, tree bound);
void foc_meta_store_after (gimple_stmt_iterator *gsi, tree ref, tree value);
void foc_pair_join (basic_block slow, gcall *call, basic_block join,
		    edge efast, tree fb, tree fe, tree base, tree bound,
		    location_t loc, gphi **pb, gphi **pe);
void foc_meta_load_after (gimple_stmt_iterator *gsi, tree ref, tree lhs,
			  tree base, tree bound, tree orig);
unsigned HOST_WIDE_INT foc_pointer_slots (tree type);
void foc_meta_entry_words (gimple_seq *seq, tree slot,
			   tree w[FOC_ENTRY_WORDS], location_t loc);
void foc_meta_put_slots_at (gimple_stmt_iterator *gsi, gimple_seq seq,
			    unsigned n, const tree *slots,
			    tree (*w)[FOC_ENTRY_WORDS], location_t loc);
void foc_meta_copy_after (gimple_stmt_iterator *gsi, tree dst, tree src,
			  tree size);

/* foc-shadow.cc: the metadata of small local structs, in locals.  */
void foc_shadow_init (void);
void foc_shadow_fini (void);
bool foc_shadow_p (tree ref);
void foc_shadow_load (gimple_seq *seq, tree ref, unsigned k,
		      tree w[FOC_ENTRY_WORDS]);
void foc_shadow_store (gimple_seq *seq, tree ref, unsigned k,
		       tree w[FOC_ENTRY_WORDS]);

/* foc-calls.cc: bounds across calls and returns (the mailbox).  */
bool foc_mailbox_param_p (tree name);
void foc_mailbox_entry (void);
void foc_mailbox_entry_aggs (void);
bool foc_mailbox_call_p (gcall *call);
void foc_mailbox_ret_get (gcall *call, struct foc_bounds *out);
void foc_mailbox_call (gcall *call);
void foc_mailbox_return (greturn *ret);
void foc_mailbox_ret_put (gimple_seq *seq, tree fn, tree val, tree base,
			  tree bound, location_t loc);
void foc_forget_out_pointers (gcall *call);
bool foc_clib_call_p (gcall *call);
void foc_append_seq (basic_block bb, gimple_seq *seq, location_t loc);
bool foc_heap_call (gcall *call);
bool foc_agg_type_p (tree type);
tree foc_parm_value (gimple_seq *seq, tree parm);
void foc_parm_bounds_set (gimple_seq *seq, tree parm, tree value, tree base,
			  tree bound, location_t loc);

/* foc-bargs.cc: bounds as extra arguments of the unit's local functions.  */
void foc_bargs_rewrite_unit (void *, void *);
bool foc_bargs_call (gcall *call);
bool foc_bargs_entry (void);
bool foc_bargs_return (greturn *ret);
bool foc_bargs_ret_get (gcall *call, struct foc_bounds *out);

/* foc-statics.cc: metadata for pointers in static initializers.  */
void foc_statics_finish_unit (void *, void *);
bool foc_bounds_listed_global_p (const struct foc_bounds *b);

/* foc-libcall.cc: redirection of string/memory calls to libfoc.  */
bool foc_libcall_p (gcall *call);
bool foc_redirect_libcall (gcall *call);
bool foc_call_returns_arg (gcall *call, unsigned *argno);

#endif /* foc-plugin.h */
