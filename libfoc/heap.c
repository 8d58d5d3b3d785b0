/* heap.c -- allocation entry points called by instrumented code.

   free and realloc forget or move a block's metadata in the interposed
   allocator (heapmap.c), for every caller; the plugin still sends
   instrumented calls here so that a program linked with its own malloc
   keeps that behaviour.  posix_memalign also records the bounds of the
   block it stores through MEMPTR, whose slot no instrumented store wrote.  */

#include "foc-internal.h"

#include <stdlib.h>

void
__foc_free (void *p)
{
  free (p);
}

void *
__foc_realloc (void *p, size_t n)
{
  return realloc (p, n);
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
