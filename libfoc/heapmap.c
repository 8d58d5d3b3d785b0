/* heapmap.c -- the live heap blocks of the process, for pointers whose
   bounds are unknown.

   libfoc interposes the C library's allocation functions (malloc, calloc,
   realloc, free, memalign, aligned_alloc, posix_memalign, valloc, pvalloc)
   for the whole process, instrumented code or not, and keeps every live
   block in a treap ordered by address (O(log n) expected, one mutex).
   When a pointer's bounds are unknown -- the mailbox named another callee,
   the metadata of a slot was written by uninstrumented code -- and its
   value points into a live block, it gets that block's bounds.  Nothing
   else is ever given bounds: a pointer outside every block stays
   unchecked (a page-rounded address, a pool header, a stack address).

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

/* The treap of live blocks.  */
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

/* Nodes come from mmap'd slabs, away from the program's heap: mixed in
   with its blocks they would spread them out, and the metadata of the
   pointers they hold with them.  */
static struct foc_block *foc_slab;
static size_t foc_slab_left;

static struct foc_block *
foc_node (uintptr_t start, uintptr_t size)
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
  b->min = 0;
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

static void
foc_note (void *p, size_t n)
{
  if (!p)
    return;
  pthread_mutex_lock (&foc_heap_lock);
  struct foc_block *b = foc_node ((uintptr_t) p, n);
  if (b)
    foc_root = foc_insert (foc_root, b);
  pthread_mutex_unlock (&foc_heap_lock);
}

static uintptr_t
foc_forget (void *p)
{
  pthread_mutex_lock (&foc_heap_lock);
  uintptr_t n = foc_remove ((uintptr_t) p);
  pthread_mutex_unlock (&foc_heap_lock);
  return n;
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

/* The block at START was resized in place to N bytes: remember the
   smallest size it had, so that bounds recorded with any earlier size are
   known to be stale.  */
static void
foc_resized (uintptr_t start, size_t n)
{
  pthread_mutex_lock (&foc_heap_lock);
  struct foc_block *t = foc_block_at (start);
  if (t && t->size != n)
    {
      uintptr_t m = t->min ? t->min : t->size;
      t->min = m < n ? m : n;
      t->size = n;
    }
  pthread_mutex_unlock (&foc_heap_lock);
}

/* If V points into a live heap block, set *BASE and *BOUND to it.  */
int
foc_heap_find (uintptr_t v, uintptr_t *base, uintptr_t *bound)
{
  if (!v || !__atomic_load_n (&foc_root, __ATOMIC_RELAXED))
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
  pthread_mutex_lock (&foc_heap_lock);
}

static void
foc_heap_postfork (void)
{
  pthread_mutex_unlock (&foc_heap_lock);
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

size_t malloc_usable_size (void *);
__attribute__ ((used)) static size_t (*const foc_pull_malloc) (void *)
  = malloc_usable_size;

FOC_EXPORT void *
malloc (size_t n)
{
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
  if (!foc_ready ())
    return foc_boot_alloc (total);
  void *p = real_calloc (n, m);
  foc_note (p, total);
  return p;
}

FOC_EXPORT void
free (void *p)
{
  if (!p || foc_boot_p (p))
    return;
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
  if (!p)
    return malloc (n);
  uintptr_t key = (uintptr_t) p;
  void *q = real_realloc (p, n);
  if (!q)
    return NULL;
  if ((uintptr_t) q == key)
    {
      uintptr_t b, e;
      size_t old = foc_heap_find (key, &b, &e) && b == key ? e - b : 0;
      foc_resized (key, n);
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
  if (!foc_ready () || !real_memalign)
    return NULL;
  void *p = real_memalign (align, n);
  foc_note (p, n);
  return p;
}

FOC_EXPORT void *
aligned_alloc (size_t align, size_t n)
{
  if (!foc_ready () || !real_aligned_alloc)
    return NULL;
  void *p = real_aligned_alloc (align, n);
  foc_note (p, n);
  return p;
}

FOC_EXPORT int
posix_memalign (void **memptr, size_t align, size_t n)
{
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
