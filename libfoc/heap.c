/* heap.c -- free, realloc and posix_memalign for instrumented code: the
   metadata of a freed block is forgotten, realloc moves it with the block,
   so that stale bounds never outlive the memory they describe, and
   posix_memalign records the bounds of the block it stores.  */

#include "foc-internal.h"

#include <malloc.h>
#include <stdlib.h>
#include <string.h>

void
__foc_free (void *p)
{
  if (p)
    __foc_meta_clear (p, malloc_usable_size (p));
  free (p);
}

void *
__foc_realloc (void *p, size_t n)
{
  if (!p)
    return realloc (p, n);
  size_t old = malloc_usable_size (p);
  /* realloc may free P: its address stays a key of the metadata table
     (never dereferenced) until the metadata has moved.  */
  uintptr_t key = (uintptr_t) p;
  void *q = realloc (p, n);
  if (q && (uintptr_t) q != key)
    {
      foc_meta_copy_addr ((uintptr_t) q, key, old < n ? old : n);
      foc_meta_clear_addr (key, old);
    }
  else if (q && n < old)
    __foc_meta_clear ((char *) q + n, old - n);
  return q;
}

int
__foc_posix_memalign (void **memptr, size_t align, size_t n)
{
  int r = posix_memalign (memptr, align, n);
  if (r == 0)
    __foc_meta_store ((uintptr_t) memptr, (uintptr_t) *memptr,
		      (uintptr_t) *memptr, (uintptr_t) *memptr + n);
  return r;
}
