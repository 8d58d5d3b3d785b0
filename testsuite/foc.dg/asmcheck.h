/* asmcheck.h -- shared by the asmcheck-* tests: accessors of every scalar
   type whose checks foc-asmcheck.cc makes one asm statement when
   optimising (a load or a store through a pointer at a variable index),
   and an allocator that hands out the middle of a static arena, so that
   an access past either end of the object lands in a known neighbour.  */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))
#include "live-values.h"

#define ACCESSORS(T, NAME)						\
  NI T get_##NAME (const T *p, long i) { return p[i]; }			\
  NI void put_##NAME (T *p, long i, T v) { p[i] = v; }

ACCESSORS (signed char, sc)
ACCESSORS (unsigned char, uc)
ACCESSORS (short, ss)
ACCESSORS (unsigned short, us)
ACCESSORS (int, si)
ACCESSORS (unsigned int, ui)
ACCESSORS (long, sl)
ACCESSORS (unsigned long, ul)
ACCESSORS (float, fl)
ACCESSORS (double, db)
typedef char *charp;
ACCESSORS (charp, pt)

/* The object and its neighbours, laid out in this order by
   -fno-toplevel-reorder (arena_adjacent checks it), each global with
   its own bounds.  */
unsigned char arena_before[32] __attribute__ ((aligned (32)));
unsigned char arena_slot[32] __attribute__ ((aligned (32)));
unsigned char arena_after[32] __attribute__ ((aligned (32)));

/* Fill the neighbours with 'N' and the object with zeros; return it.  */
static NI __attribute__ ((unused)) void *
arena_reset (void)
{
  memset (arena_before, 'N', sizeof arena_before);
  memset (arena_after, 'N', sizeof arena_after);
  memset (arena_slot, 0, sizeof arena_slot);
  return arena_slot;
}

/* Do the neighbours touch the object, so that an access just past
   either end of it would land in them?  */
static __attribute__ ((unused)) int
arena_adjacent (void)
{
  /* As integers GCC cannot tell apart at compile time, since the
     addresses of two objects compare unequal in C.  */
  __UINTPTR_TYPE__ b = (__UINTPTR_TYPE__) arena_before;
  __UINTPTR_TYPE__ s = (__UINTPTR_TYPE__) arena_slot;
  __UINTPTR_TYPE__ a = (__UINTPTR_TYPE__) arena_after;
  __asm__ ("" : "+r" (b), "+r" (s), "+r" (a));
  return s == b + sizeof arena_before && a == s + sizeof arena_slot;
}

/* Are the neighbours still all 'N'?  */
static __attribute__ ((unused)) int
arena_intact (void)
{
  for (size_t k = 0; k < sizeof arena_before; k++)
    if (arena_before[k] != 'N' || arena_after[k] != 'N')
      return 0;
  return 1;
}

/* Store V through put_NAME at index INDEX of the object, a T * at
   arena_slot, read it back through get_NAME, and say what came back and
   whether the neighbours were touched: "NAME SAME|VALUE intact|changed",
   VALUE being the value read (as a double) when it is not V.  */
#define PAST(T, NAME, INDEX, V)						\
  do									\
    {									\
      T *p = arena_reset ();						\
      put_##NAME (p, INDEX, V);						\
      T r = get_##NAME (p, INDEX);					\
      if (r == (V))							\
	printf ("%s same %s\n", #NAME,					\
		arena_intact () ? "intact" : "changed");		\
      else								\
	printf ("%s %g %s\n", #NAME, (double) r,			\
		arena_intact () ? "intact" : "changed");		\
    }									\
  while (0)
