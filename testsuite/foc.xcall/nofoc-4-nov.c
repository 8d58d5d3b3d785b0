/* Purpose: a block that uninstrumented code grows in place several times
   (4, 8, 16, 20 bytes, as glibc's regex does with re_registers) while
   instrumented code keeps the slot's first bounds: every later size makes
   them stale, none of the correct accesses is reported or dropped.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#define LIB __attribute__ ((noinline, noclone, no_foc))

struct regs { int n; int *end; };

static LIB void
lib_grow (struct regs *r, int n)
{
  r->end = realloc (r->end, n * sizeof (int));
  for (int i = r->n; i < n; i++)
    r->end[i] = -1;
  r->n = n;
}

static NI int
sum (struct regs *r)
{
  int s = 0;
  for (int i = 0; i < r->n; i++)
    s += r->end[i];
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct regs r;
  r.n = 1;
  r.end = calloc (1, sizeof (int));
  r.end[0] = 7;
  lib_grow (&r, 2);
  lib_grow (&r, 4);
  lib_grow (&r, 5);
  r.end[4] = 10;
  printf ("%d %d\n", r.n, sum (&r));
  /* { dg-output "5 14\r?\n" } */
  free (r.end);
  return 0;
}
