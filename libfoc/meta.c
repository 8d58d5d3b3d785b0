/* meta.c -- bounds of pointers stored in memory.

   Every store of a pointer by instrumented code also records
   {value, base, bound} for the 8-byte slot it was stored to, in a sparse
   two-level table keyed by the slot's address.  A load of a pointer takes
   the bounds only if the recorded value equals the loaded one (Intel MPX's
   BNDLDX rule): a slot last written by uninstrumented code, an integer
   store or a union member gives "unknown", never wrong bounds.

   Level 1 is indexed by address bits 47..24 and level 2 by bits 23..3.
   Both are mapped lazily with MAP_NORESERVE, so memory that never holds a
   pointer costs nothing.  Reading a page of the table costs as much
   memory as writing it (the kernel backs both), so each level-2 table
   has a bit per page that says whether it was ever written (since it was
   last given back): libfoc reads no entry in a page without it, so that
   freeing, copying and loading pointer-free memory touch no page.  An
   entry is 16 bytes: the value, and the bounds as two 32-bit offsets
   from it (foc-layout.h); bounds too far from the value for that (an
   object of 2 GB or more) are recorded as unknown.
   The aggregate records at the end carry the entries of structs passed or
   returned by value.  */

#include "foc-internal.h"
#include "foc-layout.h"

#include <string.h>
#include <sys/mman.h>

#define FOC_L1_SIZE ((size_t) 1 << (48 - FOC_L1_SHIFT))
#define FOC_L2_SLOTS ((size_t) 1 << (FOC_L1_SHIFT - 3))
#define FOC_PAGE 4096
#define FOC_PAGE_SLOTS (FOC_PAGE / FOC_ENTRY_SIZE)
#define FOC_L2_PAGES (FOC_L2_SLOTS / FOC_PAGE_SLOTS)
/* A level-2 table: its entries, then a bit per page of them that says
   the page may hold one (foc_l2_written).  */
#define FOC_L2_BYTES (FOC_L2_SLOTS * FOC_ENTRY_SIZE + FOC_L2_PAGES / 8)

struct foc_meta_entry
{
  uintptr_t w[FOC_ENTRY_WORDS];
};
_Static_assert (sizeof (struct foc_meta_entry) == FOC_ENTRY_SIZE,
		"foc-layout.h describes the entries");

/* Does D fit in an int32_t?  */
static inline int
foc_fits32 (uintptr_t d)
{
  return d + ((uintptr_t) 1 << 31) < ((uintptr_t) 1 << 32);
}

/* Fill E with the bounds [BASE, BOUND) of pointer VALUE (foc-layout.h).  */
static inline void
foc_entry_pack (struct foc_meta_entry *e, uintptr_t value, uintptr_t base,
		uintptr_t bound)
{
  uintptr_t lo = value - base, hi = bound - value;
  if (value && foc_fits32 (lo) && foc_fits32 (hi))
    {
      e->w[0] = value + 1;
      e->w[1] = (uint32_t) lo | (uintptr_t) (uint32_t) hi << 32;
    }
  else
    {
      e->w[0] = 0;
      e->w[1] = value;
    }
}

/* Does E hold bounds for VALUE that fit in it?  */
static inline int
foc_entry_holds (const struct foc_meta_entry *e, uintptr_t value)
{
  return value + 1 > 1 && e->w[0] == value + 1;
}

/* Does E say VALUE's bounds are unknown, or too far to fit?  */
static inline int
foc_entry_far (const struct foc_meta_entry *e, uintptr_t value)
{
  return value != 0 && e->w[0] == 0 && e->w[1] == value;
}

/* Is E empty?  */
static inline int
foc_entry_empty (const struct foc_meta_entry *e)
{
  return e->w[0] == 0 && e->w[1] == 0;
}

/* The bounds E holds for VALUE (foc_entry_holds).  */
static inline foc_pair
foc_entry_bounds (const struct foc_meta_entry *e, uintptr_t value)
{
  return foc_make_pair (value - (uintptr_t) (int64_t) (int32_t) e->w[1],
			value + (uintptr_t) ((int64_t) e->w[1] >> 32));
}

/* The level-1 table, static so that it exists before any code runs (its
   pages cost nothing until an entry is set), and an empty entry that is
   never written, which code built with optimisation reads where there is
   no level-2 table, so that its inline lookup (gcc-plugin/foc-meta.cc)
   needs a single test.  Both exported, with the layout above.
   foc_meta_any says whether any level-2 table exists yet.  */
static _Atomic (struct foc_meta_entry *) foc_l1_table[FOC_L1_SIZE];
__attribute__ ((visibility ("default")))
_Atomic (struct foc_meta_entry *) *__foc_meta_l1 = foc_l1_table;
#define foc_l1 __foc_meta_l1
__attribute__ ((visibility ("default")))
struct foc_meta_entry __foc_meta_zero;
static atomic_int foc_meta_any;

static void *
foc_map (size_t size)
{
  void *p = mmap (NULL, size, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED)
    return NULL;
  /* The table is sparse: with transparent huge pages, one entry would
     cost 2 MB.  */
  madvise (p, size, MADV_NOHUGEPAGE);
  return p;
}

/* The level-1 table.  */
static inline _Atomic (struct foc_meta_entry *) *
foc_meta_l1 (void)
{
  return foc_l1_table;
}

/* The level-2 table for ADDR, created if CREATE.  */
static struct foc_meta_entry *
foc_meta_l2 (uintptr_t addr, int create)
{
  if (addr >> 48)
    return NULL;
  _Atomic (struct foc_meta_entry *) *l1 = create ? foc_meta_l1 ()
    : __atomic_load_n (&foc_l1, __ATOMIC_ACQUIRE);
  if (!l1)
    return NULL;
  size_t i = addr >> FOC_L1_SHIFT;
  struct foc_meta_entry *l2 = atomic_load_explicit (&l1[i],
						     memory_order_acquire);
  if (l2 || !create)
    return l2;
  struct foc_meta_entry *fresh
    = foc_map (FOC_L2_BYTES);
  if (!fresh)
    return NULL;
  struct foc_meta_entry *expected = NULL;
  if (!atomic_compare_exchange_strong (&l1[i], &expected, fresh))
    {
      munmap (fresh, FOC_L2_BYTES);
      return expected;
    }
  atomic_store_explicit (&foc_meta_any, 1, memory_order_release);
  return fresh;
}

/* The written bits of level-2 table L2.  */
static inline _Atomic unsigned long *
foc_l2_bits (struct foc_meta_entry *l2)
{
  return (_Atomic unsigned long *) (l2 + FOC_L2_SLOTS);
}

/* May page PG of L2 hold an entry?  */
static inline int
foc_l2_written (struct foc_meta_entry *l2, size_t pg)
{
  return (atomic_load_explicit (&foc_l2_bits (l2)[pg / 64],
				memory_order_relaxed) >> (pg % 64)) & 1;
}

/* Page PG of L2 is about to get an entry.  */
static inline void
foc_l2_mark (struct foc_meta_entry *l2, size_t pg)
{
  if (!foc_l2_written (l2, pg))
    atomic_fetch_or (&foc_l2_bits (l2)[pg / 64], 1UL << (pg % 64));
}

/* Page PG of L2 was given back: it holds none.  */
static inline void
foc_l2_unmark (struct foc_meta_entry *l2, size_t pg)
{
  if (foc_l2_written (l2, pg))
    atomic_fetch_and (&foc_l2_bits (l2)[pg / 64], ~(1UL << (pg % 64)));
}

/* The entry of ADDR if its page of the table was ever written: the
   common case, kept small enough to inline everywhere.  NULL means
   ADDR has none.  */
static inline struct foc_meta_entry *
foc_meta_find (uintptr_t addr)
{
  if (FOC_UNLIKELY (addr >> 48))
    return NULL;
  struct foc_meta_entry *l2
    = atomic_load_explicit (&foc_l1_table[addr >> FOC_L1_SHIFT],
			    memory_order_acquire);
  size_t i = (addr >> 3) & (FOC_L2_SLOTS - 1);
  return l2 && foc_l2_written (l2, i / FOC_PAGE_SLOTS) ? &l2[i] : NULL;
}

/* The same, or, if CREATE, ADDR's entry for writing (NULL if the table
   cannot grow).  */
static inline struct foc_meta_entry *
foc_meta_entry (uintptr_t addr, int create)
{
  struct foc_meta_entry *e = foc_meta_find (addr);
  if (FOC_LIKELY (e != NULL) || !create)
    return e;
  struct foc_meta_entry *l2 = foc_meta_l2 (addr, create);
  if (!l2)
    return NULL;
  size_t i = (addr >> 3) & (FOC_L2_SLOTS - 1);
  foc_l2_mark (l2, i / FOC_PAGE_SLOTS);
  return &l2[i];
}

/* Does VALUE need an entry, if stored with bounds [BASE, BOUND)?  Not if
   its value tells its bounds: foc_nonptr_p, a pointer to a global
   variable of instrumented code with the whole variable for bounds
   (globals.c), or a pointer into libfoc's heap, inside them, whose class
   has the value rule.  One outside them turns the rule off for its class
   (foc_lf_escape).  Inlined: it is most of __foc_meta_store.  */
static inline __attribute__ ((always_inline)) int
foc_entry_needed (uintptr_t value, uintptr_t base, uintptr_t bound)
{
  if (foc_nonptr_p (value))
    return 0;
  if (FOC_LIKELY (value - FOC_LF_BASE
		  >= (uintptr_t) FOC_LF_REGIONS << FOC_LF_REGION_SHIFT))
    {
      /* Unknown bounds need none if a load that finds none gets them too
	 (foc_meta_load_miss): an integer cast to a pointer, a pointer
	 nothing vouches for.  */
      if (foc_unknown (base, bound))
	{
	  foc_pair p = foc_found_pair (value);
	  return !foc_unknown (__real__ p, __imag__ p);
	}
      return !foc_global_exact (value, base, bound);
    }
  uintptr_t vb, ve;
  if (foc_lf_value_bounds (value, &vb, &ve) && value - base <= bound - base)
    return 0;
  foc_lf_escape (value, base, bound);
  return 1;
}

void
__foc_meta_store (uintptr_t slot, uintptr_t value, uintptr_t base,
		  uintptr_t bound)
{
  struct foc_meta_entry *e;
  if (foc_entry_needed (value, base, bound))
    {
      e = foc_meta_entry (slot, 1);
      if (e)
	foc_entry_pack (e, value, base, bound);
    }
  else if (!foc_nonptr_p (value))
    {
      /* An old entry of SLOT may hold VALUE with other bounds (a
	 member's): it must not answer the next load.  */
      e = foc_meta_find (slot);
      if (e && !foc_entry_empty (e))
	e->w[0] = e->w[1] = 0;
    }
}

/* __foc_meta_load when the entry of SLOT, E (NULL: none), does not hold
   VALUE: the value rules, a far entry, or what the heap says.  */
static __attribute__ ((noinline)) foc_pair
foc_meta_load_miss (uintptr_t slot, uintptr_t value,
		    const struct foc_meta_entry *e)
{
  /* A pointer into libfoc's heap, or to a global, has its bounds from
     its value (lowfat.c, globals.c).  */
  uintptr_t vb, ve;
  if (foc_lf_value_bounds (value, &vb, &ve))
    return foc_make_pair (vb, ve);
  if (foc_nonptr_p (value))
    return foc_nonptr_pair (value);
  if (e != NULL && foc_entry_far (e, value))
    return foc_make_pair (0, UINTPTR_MAX);
  if (foc_global_find (value, &vb, &ve))
    return foc_make_pair (vb, ve);
  /* A slot written by uninstrumented code (the C library's
     *__ctype_b_loc (), a plain library's struct): what the heap says now
     is recorded for the value, so that the next load of the same value
     from this slot hits, inline, instead of asking the heap again.  */
  foc_pair p = foc_unknown_pair (value);
  __foc_meta_store (slot, value, __real__ p, __imag__ p);
  return p;
}

foc_pair
__foc_meta_load (uintptr_t slot, uintptr_t value)
{
  /* Every pointer load at -O0, and those that the inline code of
     optimised code leaves (neither null, nor another foc_nonptr_p value,
     nor into libfoc's heap): the entry first, with no stack frame.  No
     entry ever holds a value that the value rules cover, so the order
     does not change the answer.  */
  struct foc_meta_entry *e = foc_meta_find (slot);
  if (FOC_LIKELY (e != NULL && foc_entry_holds (e, value)))
    return foc_entry_bounds (e, value);
  /* Then a pointer to a global variable, which needs no entry: the one
     case that optimised code sends here often (lua's tables point to
     its static dummynode until they get a hash part).  The calling
     thread's cache of globals answers with no call; it never holds a
     pointer into the heap, so the order of the rules still does not
     change the answer.  */
  const struct foc_globals_hit *h = foc_globals_hit (value);
  if (h != NULL && h->found && (e == NULL || !foc_entry_far (e, value)))
    return foc_make_pair (h->lo, h->hi);
  return foc_meta_load_miss (slot, value, e);
}

foc_pair
__foc_bounds_lookup (uintptr_t value)
{
  return foc_unknown_pair (value);
}

/* Empty the entries [E, END) that are not: a page of the table that
   was never written stays unwritten.  */
static void
foc_meta_zero_entries (struct foc_meta_entry *e, struct foc_meta_entry *end)
{
  for (; e < end; e++)
    if (!foc_entry_empty (e))
      e->w[0] = e->w[1] = 0;
}

/* Empty the entries [I, J) of L2, in the pages written: a run of more
   than one whole page goes back to the kernel, the rest is cleared.  A
   whole page emptied is unmarked.  */
static void
foc_meta_clear_l2 (struct foc_meta_entry *l2, size_t i, size_t j)
{
  while (i < j)
    {
      size_t pg = i / FOC_PAGE_SLOTS, next = (pg + 1) * FOC_PAGE_SLOTS;
      size_t stop = next < j ? next : j;
      if (!foc_l2_written (l2, pg))
	i = stop;
      else if (i == pg * FOC_PAGE_SLOTS && next <= j)
	{
	  size_t end = pg + 1;
	  while ((end + 1) * FOC_PAGE_SLOTS <= j && foc_l2_written (l2, end))
	    end++;
	  if (end - pg > 1)
	    madvise (&l2[i], (end - pg) * FOC_PAGE, MADV_DONTNEED);
	  else
	    foc_meta_zero_entries (&l2[i], &l2[next]);
	  for (size_t k = pg; k < end; k++)
	    foc_l2_unmark (l2, k);
	  i = end * FOC_PAGE_SLOTS;
	}
      else
	{
	  foc_meta_zero_entries (&l2[i], &l2[stop]);
	  i = stop;
	}
    }
}

/* Forget the metadata of [P, P + N): N bytes of memory were freed.  */
void
foc_meta_clear_addr (uintptr_t p, size_t n)
{
  uintptr_t a = (p + 7) & ~(uintptr_t) 7;
  uintptr_t end = p + n;
  if (end < a || !atomic_load_explicit (&foc_meta_any, memory_order_acquire))
    return;
  while (a + 8 <= end)
    {
      uintptr_t chunk_end = (a | (((uintptr_t) 1 << FOC_L1_SHIFT) - 1)) + 1;
      uintptr_t stop = chunk_end < end ? chunk_end : end & ~(uintptr_t) 7;
      struct foc_meta_entry *l2 = foc_meta_l2 (a, 0);
      if (l2)
	{
	  size_t i = (a >> 3) & (FOC_L2_SLOTS - 1);
	  foc_meta_clear_l2 (l2, i, i + ((stop - a) >> 3));
	}
      a = stop;
      if (stop != chunk_end)
	break;
    }
}

/* Make SE (NULL: none) the entry of slot DA, whose entry is DE (NULL:
   DA has no level-2 table yet).  Only a change is written, so that
   copying pointer-free memory touches no page of the table.  */
static inline void
foc_meta_put_entry (uintptr_t da, struct foc_meta_entry *de,
		    const struct foc_meta_entry *se)
{
  if (se && !foc_entry_empty (se))
    {
      if (!de)
	de = foc_meta_entry (da, 1);
      if (de)
	*de = *se;
    }
  else if (de && !foc_entry_empty (de))
    de->w[0] = de->w[1] = 0;
}

/* Like foc_meta_put_entry, after a copy put SE's slot's bytes at DA.
   A stale SE, one for another value than those bytes, counts as none:
   stores and copies of numbers leave such entries behind (a number needs
   no entry, so nothing empties the old one), and copying them would make
   realloc fill new pages of the table with garbage.  */
static inline void
foc_meta_copy_entry (uintptr_t da, struct foc_meta_entry *de,
		     const struct foc_meta_entry *se)
{
  uintptr_t v;
  if (se && !foc_entry_empty (se))
    {
      memcpy (&v, (const void *) da, sizeof v);
      if (!foc_entry_holds (se, v) && !foc_entry_far (se, v))
	se = NULL;
    }
  foc_meta_put_entry (da, de, se);
}

/* The entries of the slots from ADDR on, at most N of them, that lie in
   one page of the table: sets *E to the first (NULL if that page holds
   none: foc_meta_find) and returns how many.  */
static inline size_t
foc_meta_run (uintptr_t addr, size_t n, struct foc_meta_entry **e)
{
  size_t run = FOC_PAGE_SLOTS - ((addr >> 3) & (FOC_PAGE_SLOTS - 1));
  *e = foc_meta_find (addr);
  return run < n ? run : n;
}

/* Copy the metadata of [SRC, SRC + N) to [DST, DST + N), memmove-like:
   N bytes were copied.  Each pointer slot of the source (8-aligned) moves
   to the same offset of the destination, whatever its alignment there: a
   misaligned destination slot is keyed by the 8-byte unit it starts in,
   which is where a load from that address looks.  Destination entries not
   overwritten keep their old values, which no longer match the bytes
   there, so loads find them stale and ignore them.  */
void
foc_meta_copy_addr (uintptr_t d, uintptr_t s, size_t n)
{
  if (n < 8 || d == s
      || !atomic_load_explicit (&foc_meta_any, memory_order_acquire))
    return;
  uintptr_t first = (s + 7) & ~(uintptr_t) 7;
  if (first + 8 > s + n)
    return;
  size_t count = (s + n - first) >> 3;
  uintptr_t delta = d - s;	/* Modulo 2^64.  */
  /* Moving up over an overlap: walk backwards, so that every source
     entry is read before a destination entry overwrites it.  */
  if (d > s && d < s + n)
    {
      for (size_t k = count; k-- > 0;)
	{
	  uintptr_t sa = first + k * 8, da = sa + delta;
	  struct foc_meta_entry *se = foc_meta_find (sa);
	  struct foc_meta_entry *de = foc_meta_find (da);
	  if (se || de)
	    foc_meta_copy_entry (da, de, se);
	}
      return;
    }
  /* Else forwards, a run of slots at a time whose source and destination
     entries each lie in one page of the table: nothing to do where
     neither page was written, nor for a slot whose two entries are
     empty (memcpy of pointer-free buffers next to pointers).  */
  for (size_t k = 0; k < count;)
    {
      uintptr_t sa = first + k * 8, da = sa + delta;
      struct foc_meta_entry *se, *de;
      size_t run = foc_meta_run (sa, count - k, &se);
      run = foc_meta_run (da, run, &de);
      if (se || de)
	for (size_t j = 0; j < run; j++)
	  if ((se && !foc_entry_empty (&se[j]))
	      || (de && !foc_entry_empty (&de[j])))
	    foc_meta_copy_entry (da + 8 * j, de ? &de[j] : NULL,
				 se ? &se[j] : NULL);
      k += run;
    }
}

void
__foc_meta_clear (void *p, size_t n)
{
  foc_meta_clear_addr ((uintptr_t) p, n);
}

void
__foc_meta_copy (uintptr_t dst, uintptr_t src, size_t n)
{
  /* One aligned slot (a union holding a pointer, a one-pointer struct):
     no loop.  */
  if (n == 8 && !((dst | src) & 7))
    {
      foc_meta_copy_entry (dst, foc_meta_find (dst), foc_meta_find (src));
      return;
    }
  foc_meta_copy_addr (dst, src, n);
}

/* Copy the entry of SLOT to E (zeros if there is none).  */
static inline void
foc_meta_get_entry (uintptr_t slot, struct foc_meta_entry *e)
{
  struct foc_meta_entry *m = foc_meta_entry (slot, 0);
  if (m)
    *e = *m;
  else
    e->w[0] = e->w[1] = 0;
}

/* Make E the entry of SLOT (an empty E forgets it, as does one whose
   value tells its bounds: foc_entry_needed).  A pointer into libfoc's
   heap outside its bounds turns its class's value rule off.  */
static inline void
foc_meta_set_entry (uintptr_t slot, const struct foc_meta_entry *e)
{
  static const struct foc_meta_entry none;
  if (foc_entry_holds (e, e->w[0] - 1))
    {
      foc_pair p = foc_entry_bounds (e, e->w[0] - 1);
      if (!foc_entry_needed (e->w[0] - 1, __real__ p, __imag__ p))
	e = &none;
    }
  foc_meta_put_entry (slot, foc_meta_find (slot), e);
}

/* Make (W0, W1) the entry of SLOT: an entry packed inline, for a slot
   with no level-2 table yet.  */
void
__foc_meta_put (uintptr_t slot, uintptr_t w0, uintptr_t w1)
{
  struct foc_meta_entry e = { { w0, w1 } };
  foc_meta_set_entry (slot, &e);
}

/* Structs passed or returned by value travel with the metadata of their
   pointer fields: the sender copies the entries of the object's slots
   into the mailbox (small structs, the layout of foc-layout.h, which code
   built with optimisation reads and writes inline) or an aggregate record
   naming the receiver (__foc_agg_put); the receiver copies them onto its
   own copy of the object (__foc_agg_get).  Here, next to the table, so
   that the entry copies are inline.  */

/* Aggregate records: one per argument position (modulo FOC_AGG_RECORDS)
   and one for the return value; structs of up to FOC_AGG_SLOTS pointer
   slots.  */
#define FOC_AGG_RECORDS 8
#define FOC_AGG_SLOTS 32
#define FOC_AGG_RET 0xffffffffu

struct foc_agg
{
  uintptr_t fn;
  unsigned i, n;
  struct foc_meta_entry e[FOC_AGG_SLOTS];
};

static FOC_TLS struct foc_agg foc_agg_args[FOC_AGG_RECORDS];
static FOC_TLS struct foc_agg foc_agg_ret;

static struct foc_agg *
foc_agg_record (unsigned i)
{
  return i == FOC_AGG_RET ? &foc_agg_ret : &foc_agg_args[i % FOC_AGG_RECORDS];
}

/* The mailbox entries of argument I (or the result), if a struct of SIZE
   bytes travels there; *KEY gets the mailbox word naming the receiver.  */
static struct foc_meta_entry *
foc_agg_mailbox (unsigned i, size_t size, uintptr_t **key)
{
  if (size > 8 * FOC_MB_AGG_SLOTS
      || (i >= FOC_MB_AGG_ARGS && i != FOC_AGG_RET))
    return NULL;
  *key = &__foc_mailbox[i == FOC_AGG_RET ? FOC_MB_RET_FN : FOC_MB_CALLEE];
  unsigned w = i == FOC_AGG_RET ? FOC_MB_AGG_RET (0) : FOC_MB_AGG (i, 0);
  return (struct foc_meta_entry *) &__foc_mailbox[w];
}

void
__foc_agg_put (uintptr_t fn, unsigned i, uintptr_t addr, size_t size)
{
  uintptr_t *key;
  struct foc_meta_entry *e = foc_agg_mailbox (i, size, &key);
  unsigned n = size / 8;
  if (e)
    *key = fn;
  else
    {
      struct foc_agg *r = foc_agg_record (i);
      n = n < FOC_AGG_SLOTS ? n : FOC_AGG_SLOTS;
      r->fn = fn;
      r->i = i;
      r->n = n;
      e = r->e;
    }
  for (unsigned k = 0; k < n; k++)
    foc_meta_get_entry (addr + 8 * k, &e[k]);
}

void
__foc_agg_get (uintptr_t fn, unsigned i, uintptr_t addr, size_t size)
{
  uintptr_t *key;
  struct foc_meta_entry *e = foc_agg_mailbox (i, size, &key);
  unsigned n = size / 8;
  if (e)
    {
      if (*key != fn)
	return;
    }
  else
    {
      struct foc_agg *r = foc_agg_record (i);
      if (r->fn != fn || r->i != i)
	return;
      n = n < r->n ? n : r->n;
      e = r->e;
    }
  for (unsigned k = 0; k < n; k++)
    foc_meta_set_entry (addr + 8 * k, &e[k]);
}

