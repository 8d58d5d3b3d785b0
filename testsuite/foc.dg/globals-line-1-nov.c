/* Purpose: pointers to three small globals in one 16-byte line, stored
   in a heap object (no metadata entry: a global's bounds come from
   libfoc's table of globals) and loaded in turn a thousand times, each
   come back with its own variable's bounds.  libfoc's per-thread cache
   of those answers keeps two per line (globals.c): the three evict
   each other, two of them share it.  Every access is in bounds: no
   report.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra -fno-toplevel-reorder" } */
#include "globals-line.h"

static NI int64_t
sum2 (struct slots *s, int n)
{
  int64_t acc = 0;
  for (int i = 0; i < n; i++)
    acc += *s->pa + *s->pb;
  return acc;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct slots *s = new_slots ();
  uintptr_t line = (uintptr_t) &gb >> 4;
  printf ("one line %d\n", (uintptr_t) &ga >> 4 == line
	  && (uintptr_t) &gc >> 4 == line);
  /* { dg-output "one line 1\r?\n" } */
  printf ("%ld %ld\n", (long) sum2 (s, 1000), (long) sum3 (s, 1000));
  /* { dg-output "3000 6000\r?\n" } */
  free (s);
  return 0;
}
