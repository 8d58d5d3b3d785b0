/* heapmap.c -- the live heap blocks of the process, for pointers whose
   bounds are unknown.

   libfoc interposes the C library's allocation functions (malloc, calloc,
   realloc, free, memalign, aligned_alloc, posix_memalign, valloc, pvalloc,
   malloc_usable_size) for the whole process, instrumented code or not.
   Blocks of up to 64 MB come from libfoc's own heap (lowfat.c), which
   knows the block holding any address in it; the others come from the C
   library, and every live one is recorded here.  Most blocks are small: one of at most 4096 bytes is a 16-bit
   mark, its size, in a shadow of the address space at the granule it
   starts at, set and cleared with one atomic exchange, without a lock;
   the block holding an address is found by scanning back at most 4096
   bytes' worth of marks.  The others (larger, resized in place, or at an
   odd address) are kept in a treap ordered by address (O(log n)
   expected, one mutex).  When a pointer's bounds are unknown -- the
   mailbox named another callee, the metadata of a slot was written by
   uninstrumented code -- and its value points into a live block, it gets
   that block's bounds.  Nothing else is ever given bounds: a pointer
   outside every block stays unchecked (a page-rounded address, a pool
   header, a stack address).

   free also forgets the metadata of the block and realloc moves it, so
   that stale bounds never outlive the memory they describe.  Bounds
   recorded before a block grew in place are caught when a check fails
   (foc_heap_grown, called by foc_in): an access into the grown part is
   no violation.

   The real functions come from dlsym (RTLD_NEXT); the few allocations
   dlsym makes itself before they are known come from a static buffer.  */

#include "foc-internal.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>

/* The real allocator.  */
static void *(*real_malloc) (size_t);
static void *(*real_calloc) (size_t, size_t);
static void *(*real_realloc) (void *, size_t);
static void (*real_free) (void *);
static void *(*real_memalign) (size_t, size_t);
static void *(*real_aligned_alloc) (size_t, size_t);
static int (*real_posix_memalign) (void **, size_t, size_t);
static void *(*real_valloc) (size_t);
static void *(*real_pvalloc) (size_t);
static size_t (*real_malloc_usable_size) (void *);

/* Bootstrap memory for dlsym's own allocations.  */
static char foc_boot[65536] __attribute__ ((aligned (16)));
static size_t foc_boot_used;
static FOC_TLS int foc_resolving;
static atomic_int foc_resolved;

static int
foc_boot_p (const void *p)
{
  return (const char *) p >= foc_boot
	 && (const char *) p < foc_boot + sizeof foc_boot;
}

static void *
foc_boot_alloc (size_t n)
{
  size_t need = (n + 15) & ~(size_t) 15;
  size_t at = __atomic_fetch_add (&foc_boot_used, need, __ATOMIC_RELAXED);
  if (at + need > sizeof foc_boot)
    return NULL;
  return memset (foc_boot + at, 0, need);
}

static void
foc_resolve (void)
{
  if (atomic_load_explicit (&foc_resolved, memory_order_acquire))
    return;
  foc_resolving = 1;
  real_malloc = (void *(*) (size_t)) dlsym (RTLD_NEXT, "malloc");
  real_calloc = (void *(*) (size_t, size_t)) dlsym (RTLD_NEXT, "calloc");
  real_realloc = (void *(*) (void *, size_t)) dlsym (RTLD_NEXT, "realloc");
  real_free = (void (*) (void *)) dlsym (RTLD_NEXT, "free");
  real_memalign = (void *(*) (size_t, size_t)) dlsym (RTLD_NEXT, "memalign");
  real_aligned_alloc
    = (void *(*) (size_t, size_t)) dlsym (RTLD_NEXT, "aligned_alloc");
  real_posix_memalign
    = (int (*) (void **, size_t, size_t)) dlsym (RTLD_NEXT, "posix_memalign");
  real_valloc = (void *(*) (size_t)) dlsym (RTLD_NEXT, "valloc");
  real_pvalloc = (void *(*) (size_t)) dlsym (RTLD_NEXT, "pvalloc");
  real_malloc_usable_size
    = (size_t (*) (void *)) dlsym (RTLD_NEXT, "malloc_usable_size");
  foc_resolving = 0;
  if (real_malloc && real_calloc && real_realloc && real_free)
    atomic_store_explicit (&foc_resolved, 1, memory_order_release);
}

/* True when the real allocator can be used.  */
static inline int
foc_ready (void)
{
  if (FOC_LIKELY (atomic_load_explicit (&foc_resolved, memory_order_acquire)))
    return 1;
  if (foc_resolving)
    return 0;
  foc_resolve ();
  return atomic_load_explicit (&foc_resolved, memory_order_acquire);
}

/* The shadow: one 16-bit mark per FOC_GRAIN bytes of address space, in
   a two-level table like the metadata's (meta.c), level 1 indexed by
   address bits 47..FOC_SH_SHIFT, level 2 mapped lazily with MAP_NORESERVE.
   The mark of the granule a block starts at is its size plus one if it is
   at most FOC_SMALL bytes, FOC_BIG if the block is in the treap below, 0
   if no block starts there.  */
#define FOC_GRAIN 16
#define FOC_SMALL 4096
#define FOC_BIG 0xffff
#define FOC_SH_SHIFT 28
#define FOC_SH_L1 ((size_t) 1 << (48 - FOC_SH_SHIFT))
#define FOC_SH_L2 ((size_t) 1 << (FOC_SH_SHIFT - 4))

typedef _Atomic (uint16_t) foc_mark_t;

static _Atomic (foc_mark_t *) foc_shadow[FOC_SH_L1];

/* Some block is in the treap without a mark (its start is not a multiple
   of FOC_GRAIN, or above the 48-bit address space).  */
static atomic_int foc_odd;

/* Can a block starting at A have a mark?  */
static inline int
foc_markable (uintptr_t a)
{
  return a % FOC_GRAIN == 0 && !(a >> 48);
}

/* The level-2 table of the granule G, created if CREATE, or NULL.  */
static foc_mark_t *
foc_shadow_l2 (uintptr_t g, int create)
{
  _Atomic (foc_mark_t *) *l1 = &foc_shadow[g / FOC_SH_L2];
  foc_mark_t *l2 = atomic_load_explicit (l1, memory_order_acquire);
  if (FOC_LIKELY (l2 != NULL) || !create)
    return l2;
  void *m = mmap (NULL, FOC_SH_L2 * sizeof *l2, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED)
    return NULL;
  madvise (m, FOC_SH_L2 * sizeof *l2, MADV_NOHUGEPAGE);	/* sparse */
  foc_mark_t *expected = NULL;
  if (!atomic_compare_exchange_strong (l1, &expected, m))
    {
      munmap (m, FOC_SH_L2 * sizeof *l2);
      return expected;
    }
  return m;
}

/* The mark of the block start A (markable), or NULL if it has none.  */
static inline foc_mark_t *
foc_mark (uintptr_t a, int create)
{
  uintptr_t g = a / FOC_GRAIN;
  foc_mark_t *l2 = foc_shadow_l2 (g, create);
  return l2 ? &l2[g % FOC_SH_L2] : NULL;
}

/* The treap of the blocks without a small mark: larger than FOC_SMALL,
   resized in place, or not markable.  */
struct foc_block
{
  uintptr_t start, size;
  uintptr_t min;		/* Smallest size it had, if ever resized in
				   place (0 if never).  */
  unsigned prio;
  struct foc_block *left, *right;
};

static struct foc_block *foc_root;
static struct foc_block *foc_spare;	/* Free nodes.  */
static unsigned foc_seed = 2463534242u;
static pthread_mutex_t foc_heap_lock = PTHREAD_MUTEX_INITIALIZER;

/* Each thread remembers the last blocks it found in the treap, so that
   pointers into the same large array (a qsort comparator's arguments, a
   buffer's cursor that uninstrumented code advanced) are found without
   the scan and the lock.  Any change to the treap bumps foc_tree_epoch,
   which empties every cache.  */
#define FOC_BIG_CACHE 2
struct foc_big_hit
{
  uintptr_t start, end, epoch;
};
static atomic_ulong foc_tree_epoch = 1;
static FOC_TLS struct foc_big_hit foc_big_cache[FOC_BIG_CACHE];

/* Lock held: the treap is about to change.  */
static inline void
foc_tree_changed (void)
{
  atomic_fetch_add_explicit (&foc_tree_epoch, 1, memory_order_release);
}

/* Nodes come from mmap'd slabs, away from the program's heap: mixed in
   with its blocks they would spread them out, and the metadata of the
   pointers they hold with them.  */
static struct foc_block *foc_slab;
static size_t foc_slab_left;

static struct foc_block *
foc_node (uintptr_t start, uintptr_t size, uintptr_t min)
{
  struct foc_block *b = foc_spare;
  if (b)
    foc_spare = b->left;
  else
    {
      if (!foc_slab_left)
	{
	  size_t bytes = (size_t) 1 << 20;
	  void *m = mmap (NULL, bytes, PROT_READ | PROT_WRITE,
			  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	  if (m == MAP_FAILED)
	    return NULL;
	  foc_slab = m;
	  foc_slab_left = bytes / sizeof *b;
	}
      b = foc_slab++;
      foc_slab_left--;
    }
  foc_seed ^= foc_seed << 13;
  foc_seed ^= foc_seed >> 17;
  foc_seed ^= foc_seed << 5;
  b->start = start;
  b->size = size;
  b->min = min;
  b->prio = foc_seed;
  b->left = b->right = NULL;
  return b;
}

static struct foc_block *
foc_insert (struct foc_block *t, struct foc_block *b)
{
  if (!t)
    return b;
  if (b->start == t->start)
    {
      /* A block we missed the free of: replace it.  */
      t->size = b->size;
      t->min = b->min;
      b->left = foc_spare;
      foc_spare = b;
      return t;
    }
  if (b->start < t->start)
    {
      t->left = foc_insert (t->left, b);
      if (t->left->prio > t->prio)
	{
	  struct foc_block *l = t->left;
	  t->left = l->right;
	  l->right = t;
	  return l;
	}
    }
  else
    {
      t->right = foc_insert (t->right, b);
      if (t->right->prio > t->prio)
	{
	  struct foc_block *r = t->right;
	  t->right = r->left;
	  r->left = t;
	  return r;
	}
    }
  return t;
}

static struct foc_block *
foc_join (struct foc_block *l, struct foc_block *r)
{
  if (!l)
    return r;
  if (!r)
    return l;
  if (l->prio > r->prio)
    {
      l->right = foc_join (l->right, r);
      return l;
    }
  r->left = foc_join (l, r->left);
  return r;
}

/* Remove the block starting at START; return its size, or 0.  */
static uintptr_t
foc_remove (uintptr_t start)
{
  struct foc_block **pt = &foc_root;
  while (*pt && (*pt)->start != start)
    pt = start < (*pt)->start ? &(*pt)->left : &(*pt)->right;
  struct foc_block *t = *pt;
  if (!t)
    return 0;
  uintptr_t size = t->size;
  *pt = foc_join (t->left, t->right);
  t->left = foc_spare;
  foc_spare = t;
  return size;
}

/* The live block starting exactly at START, or NULL; lock held.  */
static struct foc_block *
foc_block_at (uintptr_t start)
{
  struct foc_block *t = foc_root;
  while (t && t->start != start)
    t = start < t->start ? t->left : t->right;
  return t;
}

/* Add the block [START, START + SIZE) to the treap.  */
static void
foc_tree_note (uintptr_t start, uintptr_t size, uintptr_t min)
{
  pthread_mutex_lock (&foc_heap_lock);
  foc_tree_changed ();
  struct foc_block *b = foc_node (start, size, min);
  if (b)
    foc_root = foc_insert (foc_root, b);
  pthread_mutex_unlock (&foc_heap_lock);
}

static uintptr_t
foc_tree_forget (uintptr_t start)
{
  if (!__atomic_load_n (&foc_root, __ATOMIC_RELAXED))
    return 0;
  pthread_mutex_lock (&foc_heap_lock);
  foc_tree_changed ();
  uintptr_t n = foc_remove (start);
  pthread_mutex_unlock (&foc_heap_lock);
  return n;
}

static void
foc_note (void *p, size_t n)
{
  uintptr_t a = (uintptr_t) p;
  if (!p)
    return;
  foc_mark_t *m = foc_markable (a) ? foc_mark (a, 1) : NULL;
  if (FOC_LIKELY (m && n <= FOC_SMALL))
    {
      if (atomic_exchange_explicit (m, n + 1, memory_order_relaxed)
	  == FOC_BIG)
	foc_tree_forget (a);	/* A block we missed the free of.  */
      return;
    }
  if (!m)
    atomic_store_explicit (&foc_odd, 1, memory_order_relaxed);
  foc_tree_note (a, n, 0);
  if (m)
    atomic_store_explicit (m, FOC_BIG, memory_order_relaxed);
}

/* Forget the block starting at P; return its size, or 0.  */
static uintptr_t
foc_forget (void *p)
{
  uintptr_t a = (uintptr_t) p;
  if (FOC_LIKELY (foc_markable (a)))
    {
      foc_mark_t *m = foc_mark (a, 0);
      unsigned e = m ? atomic_exchange_explicit (m, 0, memory_order_relaxed)
		     : 0;
      if (e != FOC_BIG)
	return e ? e - 1 : 0;
    }
  return foc_tree_forget (a);
}

/* The block at START was resized in place to N bytes: remember the
   smallest size it had, so that bounds recorded with any earlier size are
   known to be stale.  Return its old size, or 0 if it is unknown.  */
static uintptr_t
foc_resized (uintptr_t start, size_t n)
{
  if (foc_markable (start))
    {
      foc_mark_t *m = foc_mark (start, 0);
      unsigned e = m ? atomic_load_explicit (m, memory_order_relaxed) : 0;
      if (e == 0)
	return 0;
      if (e != FOC_BIG)
	{
	  /* Small blocks never resized: move it to the treap.  */
	  uintptr_t old = e - 1;
	  if (old != n)
	    {
	      foc_tree_note (start, n, old < n ? old : n);
	      atomic_store_explicit (m, FOC_BIG, memory_order_relaxed);
	    }
	  return old;
	}
    }
  pthread_mutex_lock (&foc_heap_lock);
  struct foc_block *t = foc_block_at (start);
  uintptr_t old = t ? t->size : 0;
  if (t && t->size != n)
    {
      foc_tree_changed ();
      uintptr_t m = t->min ? t->min : t->size;
      t->min = m < n ? m : n;
      t->size = n;
    }
  pthread_mutex_unlock (&foc_heap_lock);
  return old;
}

/* If V points into a live heap block, set *BASE and *BOUND to it.  A
   small block holding V starts at most FOC_SMALL / FOC_GRAIN granules
   back, and it is the nearest mark there: blocks do not overlap.  */
int
foc_heap_find (uintptr_t v, uintptr_t *base, uintptr_t *bound)
{
  if (!v)
    return 0;
  if (foc_lf_find (v, base, bound))
    return 1;
  /* A block found in the treap before, if the treap has not changed
     since: no other block can hold V.  */
  unsigned long epoch = atomic_load_explicit (&foc_tree_epoch,
					      memory_order_acquire);
  for (int i = 0; i < FOC_BIG_CACHE; i++)
    if (foc_big_cache[i].epoch == epoch
	&& v - foc_big_cache[i].start
	   < foc_big_cache[i].end - foc_big_cache[i].start)
      {
	*base = foc_big_cache[i].start;
	*bound = foc_big_cache[i].end;
	return 1;
      }
  if (!(v >> 48))
    {
      uintptr_t g = v / FOC_GRAIN;
      uintptr_t stop = g - (g < FOC_SMALL / FOC_GRAIN
			    ? g : FOC_SMALL / FOC_GRAIN - 1);
      for (;;)
	{
	  foc_mark_t *l2 = foc_shadow_l2 (g, 0);
	  uintptr_t lo = g - g % FOC_SH_L2;
	  if (lo < stop)
	    lo = stop;
	  for (uintptr_t h = g; l2; h--)
	    {
	      unsigned e = atomic_load_explicit (&l2[h % FOC_SH_L2],
						 memory_order_relaxed);
	      if (e == FOC_BIG)
		goto tree;
	      if (e && v - h * FOC_GRAIN < e - 1u)
		{
		  *base = h * FOC_GRAIN;
		  *bound = *base + e - 1;
		  return 1;
		}
	      if (e)
		{
		  if (!atomic_load_explicit (&foc_odd, memory_order_relaxed))
		    return 0;
		  goto tree;
		}
	      if (h == lo)
		break;
	    }
	  if (lo == stop)
	    break;
	  g = lo - 1;
	}
    }
 tree:
  if (!__atomic_load_n (&foc_root, __ATOMIC_RELAXED))
    return 0;
  int found = 0;
  pthread_mutex_lock (&foc_heap_lock);
  for (struct foc_block *t = foc_root; t;)
    if (v < t->start)
      t = t->left;
    else if (v - t->start < t->size)
      {
	*base = t->start;
	*bound = t->start + t->size;
	found = 1;
	foc_big_cache[1] = foc_big_cache[0];
	foc_big_cache[0] = (struct foc_big_hit)
	  { *base, *bound, atomic_load_explicit (&foc_tree_epoch,
						 memory_order_relaxed) };
	break;
      }
    else
      t = t->right;
  pthread_mutex_unlock (&foc_heap_lock);
  return found;
}

/* Has the heap block starting at BASE grown past BOUND since its bounds
   were recorded (realloc in place, or freed and allocated again larger)?
   Then an access in [ADDR, ADDR + SIZE) inside its current extent is no
   violation: the recorded bounds are stale, not the access.  */
int
foc_heap_grown (uintptr_t base, uintptr_t bound, uintptr_t addr, size_t size)
{
  if (bound <= base || !__atomic_load_n (&foc_root, __ATOMIC_RELAXED))
    return 0;
  if (foc_markable (base))
    {
      /* Only blocks in the treap were ever resized.  */
      foc_mark_t *m = foc_mark (base, 0);
      if (!m || atomic_load_explicit (m, memory_order_relaxed) != FOC_BIG)
	return 0;
    }
  int grown = 0;
  pthread_mutex_lock (&foc_heap_lock);
  struct foc_block *t = foc_block_at (base);
  /* Only for a block resized in place, and bounds no smaller than it
     ever was: the bounds of an array field at the start of a block
     (foc-check.cc) are not stale.  */
  if (t && t->min && t->size > bound - base && bound - base >= t->min)
    grown = addr >= base && addr - base <= t->size
	    && size <= t->size - (addr - base);
  pthread_mutex_unlock (&foc_heap_lock);
  return grown;
}

static void
foc_heap_prefork (void)
{
  foc_lf_prefork ();
  pthread_mutex_lock (&foc_heap_lock);
}

static void
foc_heap_postfork (void)
{
  pthread_mutex_unlock (&foc_heap_lock);
  foc_lf_postfork ();
}

__attribute__ ((constructor (101))) static void
foc_heap_init (void)
{
  foc_ready ();
  pthread_atfork (foc_heap_prefork, foc_heap_postfork, foc_heap_postfork);
}

/* The interposed functions.  They are weak: in a static link, the C
   library's own malloc.o -- pulled in by the reference below -- overrides
   them, and the program runs on the plain allocator without a registry
   (dlsym cannot find "the next malloc" in a static program).  The dynamic
   linker ignores weakness, so libfoc.so interposes as it should.  */
#define FOC_EXPORT __attribute__ ((visibility ("default"), weak))

int malloc_trim (size_t);
__attribute__ ((used)) static int (*const foc_pull_malloc) (size_t)
  = malloc_trim;

FOC_EXPORT void *
malloc (size_t n)
{
  void *b = foc_lf_alloc (n);
  if (b)
    return b;
  if (!foc_ready ())
    return foc_boot_alloc (n);
  void *p = real_malloc (n);
  foc_note (p, n);
  return p;
}

FOC_EXPORT void *
calloc (size_t n, size_t m)
{
  size_t total;
  if (__builtin_mul_overflow (n, m, &total))
    {
      errno = ENOMEM;
      return NULL;
    }
  void *b = foc_lf_calloc (total);
  if (b)
    return b;
  if (!foc_ready ())
    return foc_boot_alloc (total);
  void *p = real_calloc (n, m);
  foc_note (p, total);
  return p;
}

/* Is P a value no block can have, in the first 64 KB but null, which
   the kernel never maps: a manufactured pointer (an out-of-bounds read
   gave it) that free and realloc ignore, where the C library's would
   fault.  */
static int
foc_bogus_block_p (const void *p)
{
  return (uintptr_t) p - 1 < FOC_PTR_MIN - 1;
}

FOC_EXPORT void
free (void *p)
{
  if (!p || foc_boot_p (p) || foc_bogus_block_p (p))
    return;
  if (foc_lf_owns (p))
    {
      foc_meta_clear_addr ((uintptr_t) p, foc_lf_size (p));
      foc_lf_free (p);
      return;
    }
  uintptr_t n = foc_forget (p);
  if (n)
    foc_meta_clear_addr ((uintptr_t) p, n);
  if (foc_ready ())
    real_free (p);
}

FOC_EXPORT void *
realloc (void *p, size_t n)
{
  if (!foc_ready ())
    return foc_boot_alloc (n);
  if (p && foc_boot_p (p))
    {
      /* Bootstrap blocks are never freed; copy what may have been used.  */
      void *q = malloc (n);
      size_t room = (size_t) (foc_boot + sizeof foc_boot - (char *) p);
      if (q)
	memcpy (q, p, n < room ? n : room);
      return q;
    }
  if (!p || foc_bogus_block_p (p))
    return malloc (n);
  if (foc_lf_owns (p))
    {
      size_t old = foc_lf_size (p);
      if (n && foc_lf_resize (p, n))
	{
	  if (n < old)
	    foc_meta_clear_addr ((uintptr_t) p + n, old - n);
	  return p;
	}
      void *q = n ? malloc (n) : NULL;
      if (!q && n)
	return NULL;
      if (q)
	{
	  memcpy (q, p, old < n ? old : n);
	  foc_meta_copy_addr ((uintptr_t) q, (uintptr_t) p,
			      old < n ? old : n);
	}
      free (p);
      return q;
    }
  uintptr_t key = (uintptr_t) p;
  void *q = real_realloc (p, n);
  if (!q)
    {
      /* realloc (P, 0) frees P in glibc: forget it like free.  Should the
	 block live on, it is merely missing from the registry.  */
      uintptr_t old = n == 0 ? foc_forget (p) : 0;
      if (old)
	foc_meta_clear_addr (key, old);
      return NULL;
    }
  if ((uintptr_t) q == key)
    {
      size_t old = foc_resized (key, n);
      if (old > n)
	foc_meta_clear_addr (key + n, old - n);
      return q;
    }
  /* Moved: P is free now (another thread may even get it back before
     we forget it; then that block is merely missing from the registry).  */
  uintptr_t old = foc_forget ((void *) key);
  foc_note (q, n);
  if (old)
    {
      foc_meta_copy_addr ((uintptr_t) q, key, old < n ? old : n);
      foc_meta_clear_addr (key, old);
    }
  return q;
}

FOC_EXPORT void *
memalign (size_t align, size_t n)
{
  void *b = align <= 16 ? foc_lf_alloc (n) : NULL;
  if (b)
    return b;
  if (!foc_ready () || !real_memalign)
    return NULL;
  void *p = real_memalign (align, n);
  foc_note (p, n);
  return p;
}

FOC_EXPORT void *
aligned_alloc (size_t align, size_t n)
{
  void *b = align <= 16 ? foc_lf_alloc (n) : NULL;
  if (b)
    return b;
  if (!foc_ready () || !real_aligned_alloc)
    return NULL;
  void *p = real_aligned_alloc (align, n);
  foc_note (p, n);
  return p;
}

FOC_EXPORT int
posix_memalign (void **memptr, size_t align, size_t n)
{
  void *b = align <= 16 && align % sizeof (void *) == 0
	    && !(align & (align - 1)) ? foc_lf_alloc (n) : NULL;
  if (b)
    {
      *memptr = b;
      return 0;
    }
  if (!foc_ready () || !real_posix_memalign)
    return ENOMEM;
  int r = real_posix_memalign (memptr, align, n);
  if (r == 0)
    foc_note (*memptr, n);
  return r;
}

FOC_EXPORT void *
valloc (size_t n)
{
  if (!foc_ready () || !real_valloc)
    return NULL;
  void *p = real_valloc (n);
  foc_note (p, n);
  return p;
}

FOC_EXPORT void *
pvalloc (size_t n)
{
  if (!foc_ready () || !real_pvalloc)
    return NULL;
  void *p = real_pvalloc (n);
  foc_note (p, n);
  return p;
}

FOC_EXPORT size_t
malloc_usable_size (void *p)
{
  if (!p || foc_bogus_block_p (p))
    return 0;
  if (foc_lf_owns (p))
    return foc_lf_size (p);
  if (foc_boot_p (p) || !foc_ready () || !real_malloc_usable_size)
    return 0;
  return real_malloc_usable_size (p);
}
