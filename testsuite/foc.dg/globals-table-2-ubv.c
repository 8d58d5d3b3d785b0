/* Purpose: a pointer to a global that reaches a heap slot with no
   metadata entry -- written there as an integer, as uninstrumented code
   or a tagged union would -- still has the global's bounds (libfoc's
   table of globals): writes past its end are dropped and a read past it
   is manufactured, and the neighbouring globals keep their values.  A
   slot that first held the pointer with unknown bounds (made from an
   integer) and then with the global's own bounds answers the latter.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

char guard1[16] = "guard one";
char buf[8] = "buffer";
char guard2[16] = "guard two";

/* Write V into *SLOT as an integer: no entry.  */
static NI void
put_int (void *slot, uintptr_t v)
{
  *(uintptr_t *) slot = v;
  __asm__ volatile ("" : : : "memory");
}

static NI void
put_ptr (char **slot, char *p)
{
  *slot = p;
}

static NI void
fill (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'x'; /* { dg-foc-report write 1 dropped count 2 } */
}

static void refill (char *p, int n);

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char **slot = malloc (sizeof *slot);
  if (!slot)
    return 1;
  put_int (slot, (uintptr_t) buf);
  volatile int n = 10;
  fill (*slot, n);
  char *q = *slot;
  volatile int k = 9;
  char c = q[k]; /* { dg-foc-report read 1 manufactured } */
  printf ("%.8s %d %s %s\n", buf, c, guard1, guard2);
  /* { dg-output "xxxxxxxx 0 guard one guard two\r?\n" } */

  /* Unknown bounds first (an entry that says so), then the global's.  */
  uintptr_t v = (uintptr_t) buf;
  __asm__ ("" : "+r" (v));
  put_ptr (slot, (char *) v);
  put_ptr (slot, buf);
  refill (*slot, n);
  free (slot);
  return 0;
}

static NI void
refill (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'y'; /* { dg-foc-report write 1 dropped count 2 } */
  printf ("%.8s %s %s\n", p, guard1, guard2);
  /* { dg-output "yyyyyyyy guard one guard two\r?\n" } */
  /* { dg-foc-summary 5 1 4 3 } */
}
