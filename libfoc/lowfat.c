/* lowfat.c -- a size-class heap whose blocks' bounds follow from the
   value of any pointer into them (after LowFat, Duck and Yap, CC 2016).

   Blocks of up to FOC_LF_MAX bytes live in one region per size class,
   at a fixed address (foc-layout.h): the slot holding a pointer is its
   offset in the region divided by the class size, done as a multiply by
   a reciprocal, and the block's exact size is a uint32 at the end of its
   slot, next to it in the cache.  So a pointer to such a block that is stored to memory
   needs no metadata entry: instrumented code finds its bounds from the
   value alone (gcc-plugin/foc-meta.cc), in a table of pairs of which
   the few it reads stay in cache, and the metadata table stays small.  Every
   slot has a spare byte, so a pointer one past its block stays in it.
   (The size word is outside the block's bounds: instrumented code never
   writes it; an overflow by uninstrumented code can, as it can glibc's
   own headers.)

   A pointer that is out of its block's bounds when stored to memory
   (p = buf - 1) would find another block's bounds from its value; the
   store (__foc_meta_put) then calls foc_lf_escape, which turns off the
   value rule for the whole class: from then on, stores of pointers into
   it record entries again and loads read them.

   Free blocks go to a per-thread cache per class, then to the class's
   list; fresh slots are taken from the region in order.  A pointer into
   a freed block is unchecked until its slot is reused (FOC_LF_FREED).
   Small blocks' memory is never given back to the system; a large
   block's (over 64 KB) is, but for its first and last pages, when it is
   freed.  The heap is off with
   FOC_OPTIONS=heap=libc, or when the address range cannot be mapped;
   every block then comes from the C library and the table holds every
   pointer's bounds.  */

#include "foc-internal.h"
#include "foc-layout.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define FOC_LF_CLASSES 68
#define FOC_LF_SMALL 48		/* classes up to 64 KB; then large ones */
#define FOC_LF_MAX ((64 << 20) - 1 - FOC_LF_SIZE_WORD)
#define FOC_LF_PAGE 4096
#define FOC_LF_SPAN ((uintptr_t) 1 << FOC_LF_REGION_SHIFT)
#define FOC_LF_BATCH 32		/* slots moved at a time, at most */
/* Or'ed into the size of a free block: a dangling pointer into it gets
   bounds 2 GB long (unchecked, as glibc's allocator leaves it), and a
   second free of it is ignored.  */
#define FOC_LF_FREED 0x80000000u

_Static_assert (FOC_LF_CLASSES <= FOC_LF_REGIONS, "a region per class");

/* The table read inline (foc-layout.h: 1 MB, of which the pages that
   hold the regions' pairs are ever written or read); the private copy of
   the magics, kept when the exported one is turned off.  */
__attribute__ ((visibility ("default")))
uintptr_t __foc_lf_table[FOC_LF_TABLE][2];
static uintptr_t foc_lf_magic[FOC_LF_CLASSES];
#define foc_lf_pair(c) __foc_lf_table[FOC_LF_FIRST + (c)]

struct foc_lf_class
{
  pthread_mutex_t lock;
  void *free;			/* list through the first word */
  uintptr_t next;		/* slots taken from the region so far */
  uintptr_t limit;		/* slots in the region */
};

static struct foc_lf_class foc_lf[FOC_LF_CLASSES];

/* The calling thread's free blocks, per class.  */
struct foc_lf_cache
{
  void *head[FOC_LF_CLASSES];
  unsigned count[FOC_LF_CLASSES];
};
static FOC_TLS struct foc_lf_cache foc_lf_cache;

/* Gives a thread's cache back when it exits.  */
static pthread_key_t foc_lf_key;
static int foc_lf_key_ok;
static FOC_TLS int foc_lf_keyed;
static void foc_lf_thread_exit (void *);

enum { FOC_LF_UNINIT, FOC_LF_BUSY, FOC_LF_ON, FOC_LF_OFF };
static atomic_int foc_lf_state;

/* The size of slots of class C: 16 to 256 by 16, then four a doubling
   up to 64 KB, then two a doubling (96 KB, 128 KB, 192 KB, ...) up to
   64 MB.  Large slots are whole pages.  */
static size_t
foc_lf_csize (unsigned c)
{
  if (c < 16)
    return 16 * (c + 1);
  if (c >= FOC_LF_SMALL)
    {
      unsigned j = c - FOC_LF_SMALL;
      return (size_t) (3 + j % 2) << (15 + j / 2);
    }
  unsigned k = 8 + (c - 16) / 4, q = 5 + (c - 16) % 4;
  return (size_t) q << (k - 2);
}

/* The class of a block of N bytes (N <= FOC_LF_MAX), with its spare
   byte and its size word.  */
static unsigned
foc_lf_class_of (size_t n)
{
  size_t s = n + 1 + FOC_LF_SIZE_WORD;
  if (s <= 256)
    return (unsigned) ((s + 15) / 16 - 1);
  unsigned k = 63 - __builtin_clzl (s - 1);
  if (k >= 16)
    return FOC_LF_SMALL + (k - 16) * 2
	   + (s > (size_t) 3 << (k - 1));
  size_t q = (s + ((size_t) 1 << (k - 2)) - 1) >> (k - 2);
  return 16 + (k - 8) * 4 + (unsigned) (q - 5);
}

/* How many blocks of class C move between a thread's cache and the
   class at a time: fewer for large blocks, so that a thread keeps at
   most about 8 KB of each class.  */
static unsigned
foc_lf_batch (unsigned c)
{
  size_t n = 4096 / foc_lf_csize (c);
  return n > FOC_LF_BATCH ? FOC_LF_BATCH : n ? (unsigned) n : 1;
}

static inline uintptr_t
foc_lf_region (unsigned c)
{
  return FOC_LF_BASE + ((uintptr_t) c << FOC_LF_REGION_SHIFT);
}

/* The size word of slot I of class C, at the slot's end.  */
static inline uint32_t *
foc_lf_size_word (unsigned c, uintptr_t i)
{
  size_t cs = foc_lf_csize (c);
  return (uint32_t *) (foc_lf_region (c) + i * cs + cs - FOC_LF_SIZE_WORD);
}

/* Does the heap hold P?  */
int
foc_lf_owns (const void *p)
{
  return (uintptr_t) p - FOC_LF_BASE
	 < ((uintptr_t) FOC_LF_CLASSES << FOC_LF_REGION_SHIFT)
	 && atomic_load_explicit (&foc_lf_state, memory_order_relaxed)
	    == FOC_LF_ON;
}

/* The class and slot of V, which the heap holds.  */
static inline unsigned
foc_lf_slot (uintptr_t v, uintptr_t *slot)
{
  uintptr_t t = v - FOC_LF_BASE;
  unsigned c = (unsigned) (t >> FOC_LF_REGION_SHIFT);
  uintptr_t off = t & (((uintptr_t) 1 << FOC_LF_REGION_SHIFT) - 1);
  *slot = (uintptr_t) (((unsigned __int128) off * foc_lf_magic[c]) >> 64);
  return c;
}

/* If the heap holds V, set *BASE and *BOUND to the bounds of the block
   whose slot V is in.  */
int
foc_lf_find (uintptr_t v, uintptr_t *base, uintptr_t *bound)
{
  if (!foc_lf_owns ((void *) v))
    return 0;
  uintptr_t i;
  unsigned c = foc_lf_slot (v, &i);
  *base = foc_lf_region (c) + i * foc_lf_csize (c);
  *bound = *base + *foc_lf_size_word (c, i);
  return 1;
}

/* The same, if V's class still has its bounds follow from values.  */
int
foc_lf_value_bounds (uintptr_t v, uintptr_t *base, uintptr_t *bound)
{
  uintptr_t t = v - FOC_LF_BASE;
  uintptr_t r = t >> FOC_LF_REGION_SHIFT;
  if (r >= FOC_LF_REGIONS
      || !__atomic_load_n (&foc_lf_pair (r)[0], __ATOMIC_RELAXED))
    return 0;
  return foc_lf_find (v, base, bound);
}

size_t
foc_lf_size (const void *p)
{
  uintptr_t i;
  unsigned c = foc_lf_slot ((uintptr_t) p, &i);
  return *foc_lf_size_word (c, i) & ~FOC_LF_FREED;
}

/* The pointer V, with bounds [BASE, BOUND), is stored to memory: if the
   heap holds V and V is outside them, its value would tell the wrong
   bounds; make its class's pointers use the table from now on.  */
void
foc_lf_escape (uintptr_t v, uintptr_t base, uintptr_t bound)
{
  if (!foc_lf_owns ((void *) v) || v - base <= bound - base
      || foc_unknown (base, bound))
    return;
  uintptr_t i;
  unsigned c = foc_lf_slot (v, &i);
  __atomic_store_n (&foc_lf_pair (c)[0], 0, __ATOMIC_RELAXED);
}

/* Does FOC_OPTIONS hold the item heap=libc?  (options.c parses it
   later, and checks its value.)  */
static int
foc_lf_unwanted (void)
{
  const char *o = getenv ("FOC_OPTIONS");
  for (const char *p = o; p && (p = strstr (p, "heap=libc")); p++)
    if ((p == o || p[-1] == ':') && (p[9] == ':' || p[9] == '\0'))
      return 1;
  return 0;
}

static void
foc_lf_init (void)
{
  int expected = FOC_LF_UNINIT;
  if (!atomic_compare_exchange_strong (&foc_lf_state, &expected,
				       FOC_LF_BUSY))
    {
      while (atomic_load (&foc_lf_state) == FOC_LF_BUSY)
	;
      return;
    }
  int state = FOC_LF_OFF;
  size_t len = (size_t) FOC_LF_CLASSES << FOC_LF_REGION_SHIFT;
  if (!foc_lf_unwanted ())
    {
      void *m = mmap ((void *) FOC_LF_BASE, len, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
		      | MAP_FIXED_NOREPLACE, -1, 0);
      if (m == (void *) FOC_LF_BASE)
	state = FOC_LF_ON;
      else if (m != MAP_FAILED)
	munmap (m, len);	/* a kernel without MAP_FIXED_NOREPLACE */
    }
  if (state == FOC_LF_ON)
    {
      foc_lf_key_ok = pthread_key_create (&foc_lf_key,
					  foc_lf_thread_exit) == 0;
      /* Huge pages would make every class cost 2 MB.  */
      madvise ((void *) FOC_LF_BASE, len, MADV_NOHUGEPAGE);
      for (unsigned c = 0; c < FOC_LF_CLASSES; c++)
	{
	  size_t cs = foc_lf_csize (c);
	  pthread_mutex_init (&foc_lf[c].lock, NULL);
	  foc_lf[c].limit = FOC_LF_SPAN / cs;
	  /* ceil (2^64 / cs), for any cs > 1.  */
	  foc_lf_magic[c] = UINTPTR_MAX / cs + 1;
	  foc_lf_pair (c)[0] = foc_lf_magic[c];
	  foc_lf_pair (c)[1] = cs;
	}
    }
  atomic_store (&foc_lf_state, state);
}

/* Move up to a batch of free blocks of class C to the calling thread's
   cache; 0 if there are none (the region is full).  */
static int
foc_lf_refill (unsigned c)
{
  struct foc_lf_class *k = &foc_lf[c];
  size_t cs = foc_lf_csize (c);
  unsigned want = foc_lf_batch (c);
  unsigned got = 0;
  void *head = NULL;
  pthread_mutex_lock (&k->lock);
  while (got < want && k->free)
    {
      void *b = k->free;
      k->free = *(void **) b;
      *(void **) b = head;
      head = b;
      got++;
    }
  while (got < want && k->next < k->limit)
    {
      void *b = (void *) (foc_lf_region (c) + k->next++ * cs);
      *(void **) b = head;
      head = b;
      got++;
    }
  pthread_mutex_unlock (&k->lock);
  foc_lf_cache.head[c] = head;
  foc_lf_cache.count[c] = got;
  if (!foc_lf_keyed && foc_lf_key_ok)
    {
      foc_lf_keyed = 1;
      pthread_setspecific (foc_lf_key, (void *) 1);
    }
  return got != 0;
}

/* A block of N bytes, or NULL if the heap does not serve it.  */
void *
foc_lf_alloc (size_t n)
{
  if (n > FOC_LF_MAX)
    return NULL;
  int state = atomic_load_explicit (&foc_lf_state, memory_order_relaxed);
  if (FOC_UNLIKELY (state != FOC_LF_ON))
    {
      if (state == FOC_LF_OFF)
	return NULL;
      foc_lf_init ();
      if (atomic_load (&foc_lf_state) != FOC_LF_ON)
	return NULL;
    }
  unsigned c = foc_lf_class_of (n);
  void *b = foc_lf_cache.head[c];
  if (FOC_UNLIKELY (!b))
    {
      if (!foc_lf_refill (c))
	return NULL;
      b = foc_lf_cache.head[c];
    }
  foc_lf_cache.head[c] = *(void **) b;
  foc_lf_cache.count[c]--;
  *(void **) b = NULL;
  uintptr_t i;
  foc_lf_slot ((uintptr_t) b, &i);
  *foc_lf_size_word (c, i) = (uint32_t) n;
  return b;
}

/* A block of N bytes of zeros, or NULL if the heap does not serve it.
   The pages inside a large block were never written, or were given back
   when it was last freed (foc_lf_free): only its first and last pages
   may hold old bytes.  */
void *
foc_lf_calloc (size_t n)
{
  char *b = foc_lf_alloc (n);
  if (!b)
    return NULL;
  uintptr_t i;
  unsigned c = foc_lf_slot ((uintptr_t) b, &i);
  if (c < FOC_LF_SMALL)
    return memset (b, 0, n);
  memset (b, 0, FOC_LF_PAGE);
  size_t last = foc_lf_csize (c) - FOC_LF_PAGE;
  if (n > last)
    memset (b + last, 0, n - last);
  return b;
}

/* Give the first N blocks of the calling thread's cache of class C
   back to the class.  */
static void
foc_lf_flush (unsigned c, unsigned n)
{
  void *first = foc_lf_cache.head[c], *last = first;
  for (unsigned j = 1; j < n; j++)
    last = *(void **) last;
  foc_lf_cache.head[c] = *(void **) last;
  foc_lf_cache.count[c] -= n;
  struct foc_lf_class *k = &foc_lf[c];
  pthread_mutex_lock (&k->lock);
  *(void **) last = k->free;
  k->free = first;
  pthread_mutex_unlock (&k->lock);
}

static void
foc_lf_thread_exit (void *arg)
{
  (void) arg;
  for (unsigned c = 0; c < FOC_LF_CLASSES; c++)
    if (foc_lf_cache.count[c])
      foc_lf_flush (c, foc_lf_cache.count[c]);
}

/* Free the block P, which the heap holds.  A pointer into a slot that is
   not its start is no block, and a block freed already is free (glibc
   would abort on either): ignored.  */
void
foc_lf_free (void *p)
{
  uintptr_t i;
  unsigned c = foc_lf_slot ((uintptr_t) p, &i);
  uint32_t *size = foc_lf_size_word (c, i);
  if (FOC_UNLIKELY ((uintptr_t) p != foc_lf_region (c)
		    + i * foc_lf_csize (c) || (*size & FOC_LF_FREED)))
    return;
  *size |= FOC_LF_FREED;
  /* A large block gives its inner pages back to the system: they read
     as zeros again (foc_lf_calloc).  */
  if (c >= FOC_LF_SMALL)
    madvise ((char *) p + FOC_LF_PAGE, foc_lf_csize (c) - 2 * FOC_LF_PAGE,
	     MADV_DONTNEED);
  *(void **) p = foc_lf_cache.head[c];
  foc_lf_cache.head[c] = p;
  unsigned batch = foc_lf_batch (c);
  if (FOC_UNLIKELY (++foc_lf_cache.count[c] > 2 * batch))
    foc_lf_flush (c, batch);
}

/* Make the block P, which the heap holds, N bytes long in place if its
   slot has room; return whether it did.  A buffer grown a little at a
   time (a large one especially) is then copied once a slot, not at
   every step.  */
int
foc_lf_resize (void *p, size_t n)
{
  uintptr_t i;
  unsigned c = foc_lf_slot ((uintptr_t) p, &i);
  uint32_t *size = foc_lf_size_word (c, i);
  if (n > foc_lf_csize (c) - 1 - FOC_LF_SIZE_WORD || (*size & FOC_LF_FREED))
    return 0;
  *size = (uint32_t) n;
  return 1;
}

/* fork: no lock may be held by a thread that the child will not have.  */
static int foc_lf_forking;

void
foc_lf_prefork (void)
{
  foc_lf_forking = atomic_load (&foc_lf_state) == FOC_LF_ON;
  if (foc_lf_forking)
    for (unsigned c = 0; c < FOC_LF_CLASSES; c++)
      pthread_mutex_lock (&foc_lf[c].lock);
}

void
foc_lf_postfork (void)
{
  if (foc_lf_forking)
    for (unsigned c = 0; c < FOC_LF_CLASSES; c++)
      pthread_mutex_unlock (&foc_lf[c].lock);
}
