/* oblivion.c -- __foc_oblivion, the object that a call into the C
   library gets instead of a manufactured pointer (see foc_oblivion_args
   in gcc-plugin/foc-manufactured.cc): FOC_OBLIVION_SIZE bytes, zero until
   something writes there, then a page that no access reaches, so that a
   function writing further than that faults instead of overwriting
   libfoc's data.  Untouched, it costs address space, not memory.  */

#include "foc-internal.h"

#include <sys/mman.h>
#include <unistd.h>

/* Room for the guard page: pages of up to 64 KB.  */
#define FOC_OBLIVION_GUARD (64 << 10)

__attribute__ ((aligned (64))) char
__foc_oblivion[FOC_OBLIVION_SIZE + 2 * FOC_OBLIVION_GUARD];

__attribute__ ((constructor (101))) static void
foc_oblivion_guard (void)
{
  long ps = sysconf (_SC_PAGESIZE);
  uintptr_t end = (uintptr_t) __foc_oblivion + FOC_OBLIVION_SIZE;

  if (ps <= 0 || ps > FOC_OBLIVION_GUARD)
    return;
  end = (end + ps - 1) & -(uintptr_t) ps;
  mprotect ((void *) end, ps, PROT_NONE);
}
