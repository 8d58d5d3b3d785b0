/* globals.c -- the bounds of instrumented code's global variables, from
   a pointer's value alone.

   Each translation unit built with the plugin registers, before any other
   constructor runs, a table of {address, size} of its variables that are
   public or whose address is taken (gcc-plugin/foc-statics.cc), and
   unregisters it
   when its object is unloaded.  So a pointer to a global whose bounds
   are the whole variable needs no metadata entry when stored to memory
   (meta.c): a load that finds none gets them back here, as it gets a
   heap block's from lowfat.c.  Interpreters and parsers store millions of
   pointers to a few globals (lua's dummynode, libxml2's xmlStringText)
   in heap objects, and those entries would fill a page of the table per
   2 KB of heap.

   The tables registered are merged into one sorted array of ranges when
   a lookup first follows a change, under a lock; lookups read the array
   published last, with no lock, and each thread keeps its last answers
   (foc-internal.h), so that the same few globals, and the string literals
   between them, cost a few instructions and no search.  An array
   replaced is never freed (a lookup in another thread may still read
   it): there is one per batch of registrations, the program's own and
   one per dlopen of an instrumented library.  Variables that overlap
   (aliases, a weak definition and the strong one that overrides it) keep
   the widest range that starts at their address; one that starts inside
   another is dropped.  */

#include "foc-internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* One registered table: N pairs {address, size}.  */
struct foc_globals_unit
{
  const uintptr_t *pairs;
  size_t n;
};

/* The published ranges: [start[i], end[i]), sorted, disjoint, within
   [LO, HI).  */
struct foc_globals_ranges
{
  size_t n;
  uintptr_t lo, hi;
  uintptr_t *start, *end;
};

static pthread_mutex_t foc_globals_lock = PTHREAD_MUTEX_INITIALIZER;
static struct foc_globals_unit *foc_globals_units;
static size_t foc_globals_count, foc_globals_cap;

/* The ranges published last, or FOC_GLOBALS_STALE when the tables
   changed since (foc_globals_ranges rebuilds them then).  It is also the
   tag of the answers in the threads' caches (foc-internal.h): an array is
   never freed, so no other can take its address.  */
static struct foc_globals_ranges foc_globals_stale;
#define FOC_GLOBALS_STALE (&foc_globals_stale)
_Atomic (const void *) foc_globals_tag = FOC_GLOBALS_STALE;
FOC_TLS struct foc_globals_hit
  foc_globals_cache[FOC_GLOBALS_SETS][FOC_GLOBALS_WAYS];

static void *
foc_globals_map (size_t size)
{
  void *p = mmap (NULL, size, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

void
__foc_globals_add (const uintptr_t *pairs, size_t n)
{
  if (!n)
    return;
  pthread_mutex_lock (&foc_globals_lock);
  if (foc_globals_count == foc_globals_cap)
    {
      size_t cap = foc_globals_cap ? 2 * foc_globals_cap : 256;
      struct foc_globals_unit *u = foc_globals_map (cap * sizeof *u);
      if (!u)
	{
	  /* Unregistered: their pointers keep getting entries.  */
	  pthread_mutex_unlock (&foc_globals_lock);
	  return;
	}
      if (foc_globals_count)
	{
	  memcpy (u, foc_globals_units, foc_globals_count * sizeof *u);
	  munmap (foc_globals_units, foc_globals_cap * sizeof *u);
	}
      foc_globals_units = u;
      foc_globals_cap = cap;
    }
  foc_globals_units[foc_globals_count].pairs = pairs;
  foc_globals_units[foc_globals_count].n = n;
  foc_globals_count++;
  atomic_store_explicit (&foc_globals_tag, FOC_GLOBALS_STALE,
			 memory_order_release);
  pthread_mutex_unlock (&foc_globals_lock);
}

void
__foc_globals_remove (const uintptr_t *pairs, size_t n)
{
  if (!n)
    return;
  pthread_mutex_lock (&foc_globals_lock);
  for (size_t i = 0; i < foc_globals_count; i++)
    if (foc_globals_units[i].pairs == pairs)
      {
	foc_globals_units[i] = foc_globals_units[--foc_globals_count];
	atomic_store_explicit (&foc_globals_tag, FOC_GLOBALS_STALE,
			       memory_order_release);
	break;
      }
  pthread_mutex_unlock (&foc_globals_lock);
}

/* Sort the N ranges [S[i], E[i]) by start (a heap sort: no allocation,
   and the C library's qsort may call back into instrumented code).  */
static void
foc_globals_sift (uintptr_t *s, uintptr_t *e, size_t i, size_t n)
{
  for (;;)
    {
      size_t c = 2 * i + 1;
      if (c >= n)
	return;
      if (c + 1 < n && s[c + 1] > s[c])
	c++;
      if (s[i] >= s[c])
	return;
      uintptr_t t = s[i];
      s[i] = s[c];
      s[c] = t;
      t = e[i];
      e[i] = e[c];
      e[c] = t;
      i = c;
    }
}

static void
foc_globals_sort (uintptr_t *s, uintptr_t *e, size_t n)
{
  for (size_t i = n / 2; i-- > 0;)
    foc_globals_sift (s, e, i, n);
  for (size_t k = n; k-- > 1;)
    {
      uintptr_t t = s[0];
      s[0] = s[k];
      s[k] = t;
      t = e[0];
      e[0] = e[k];
      e[k] = t;
      foc_globals_sift (s, e, 0, k);
    }
}

/* Build the ranges of the tables registered now (NULL if out of
   memory).  Called with the lock held.  */
static struct foc_globals_ranges *
foc_globals_build (void)
{
  size_t total = 0;
  for (size_t i = 0; i < foc_globals_count; i++)
    total += foc_globals_units[i].n;
  struct foc_globals_ranges *r
    = foc_globals_map (sizeof *r + 2 * total * sizeof (uintptr_t) + 1);
  if (!r)
    return NULL;
  r->start = (uintptr_t *) (r + 1);
  r->end = r->start + total;
  size_t n = 0;
  for (size_t i = 0; i < foc_globals_count; i++)
    for (size_t k = 0; k < foc_globals_units[i].n; k++)
      {
	uintptr_t a = foc_globals_units[i].pairs[2 * k];
	uintptr_t size = foc_globals_units[i].pairs[2 * k + 1];
	if (size && a + size > a)
	  {
	    r->start[n] = a;
	    r->end[n] = a + size;
	    n++;
	  }
      }
  foc_globals_sort (r->start, r->end, n);
  /* Merge duplicates (same start: keep the widest), and drop what
     starts inside the range before it.  */
  size_t w = 0;
  for (size_t i = 0; i < n; i++)
    if (w && r->start[i] == r->start[w - 1])
      {
	if (r->end[i] > r->end[w - 1])
	  r->end[w - 1] = r->end[i];
      }
    else if (!w || r->start[i] >= r->end[w - 1])
      {
	r->start[w] = r->start[i];
	r->end[w] = r->end[i];
	w++;
      }
  r->n = w;
  r->lo = w ? r->start[0] : 0;
  r->hi = w ? r->end[w - 1] : 0;
  return r;
}

/* The ranges to search: rebuilt first if the tables changed.  */
static const struct foc_globals_ranges *
foc_globals_ranges (void)
{
  const void *r = atomic_load_explicit (&foc_globals_tag,
					memory_order_acquire);
  if (FOC_LIKELY (r != FOC_GLOBALS_STALE))
    return r;
  pthread_mutex_lock (&foc_globals_lock);
  r = atomic_load_explicit (&foc_globals_tag, memory_order_relaxed);
  if (r == FOC_GLOBALS_STALE)
    {
      /* Out of memory: none, until the next change.  */
      static struct foc_globals_ranges none;
      struct foc_globals_ranges *fresh = foc_globals_build ();
      r = fresh ? fresh : &none;
      atomic_store_explicit (&foc_globals_tag, r, memory_order_release);
    }
  pthread_mutex_unlock (&foc_globals_lock);
  return r;
}

/* Copy answer *FROM to *TO so that a signal handler of this thread,
   which may look *TO up meanwhile, never finds half of it: *TO has no
   tag until it is whole.  */
static void
foc_globals_put (struct foc_globals_hit *to,
		 const struct foc_globals_hit *from)
{
  to->r = NULL;
  atomic_signal_fence (memory_order_seq_cst);
  to->lo = from->lo;
  to->hi = from->hi;
  to->found = from->found;
  atomic_signal_fence (memory_order_seq_cst);
  to->r = from->r;
}

/* foc_global_find when the calling thread's cache has no answer: search,
   and keep the answer, the variable or the gap around V, first in its
   set (the older answers move down a way; the last is dropped).  */
int
foc_global_find_slow (uintptr_t v, uintptr_t *base, uintptr_t *bound)
{
  const struct foc_globals_ranges *r = foc_globals_ranges ();
  struct foc_globals_hit *set = foc_globals_set_of (v);
  for (int w = FOC_GLOBALS_WAYS - 1; w > 0; w--)
    foc_globals_put (&set[w], &set[w - 1]);
  struct foc_globals_hit h;
  h.found = 0;
  if (v < r->lo || !r->n)
    {
      h.lo = 0;
      h.hi = r->n ? r->lo : UINTPTR_MAX;
    }
  else if (v >= r->hi)
    {
      h.lo = r->hi;
      h.hi = UINTPTR_MAX;
    }
  else
    {
      /* The last range starting at or below V (there is one: V >= LO).  */
      const uintptr_t *s = r->start;
      size_t n = r->n;
      while (n > 1)
	{
	  size_t half = n / 2;
	  if (s[half] <= v)
	    s += half;
	  n -= half;
	}
      size_t i = (size_t) (s - r->start);
      h.found = v < r->end[i];
      h.lo = h.found ? r->start[i] : r->end[i];
      h.hi = h.found ? r->end[i] : r->start[i + 1];
    }
  h.r = r;
  foc_globals_put (set, &h);
  if (!h.found)
    return 0;
  *base = h.lo;
  *bound = h.hi;
  return 1;
}

foc_pair
__foc_global_bounds (uintptr_t addr)
{
  uintptr_t b, e;
  if (foc_global_find (addr, &b, &e) && b == addr)
    return foc_make_pair (b, e);
  return foc_make_pair (0, UINTPTR_MAX);
}
