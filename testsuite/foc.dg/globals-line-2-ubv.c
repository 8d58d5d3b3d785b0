/* Purpose: writes and a read just past the end of one of three small
   globals in one 16-byte line, through pointers loaded from a heap
   object while the other two are loaded in turn (libfoc's cache of the
   globals' bounds keeps two answers per line): each pointer keeps its
   own variable's bounds, so the accesses past gb, which would land on
   ga and gc, are dropped or manufactured and the neighbours keep their
   values.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra -fno-toplevel-reorder" } */
#include "globals-line.h"

static NI void
poke (struct slots *s, volatile int i)
{
  sum3 (s, 10);
  s->pb[i] = -1; /* { dg-foc-report write 8 dropped } */
  sum3 (s, 10);
  ((int8_t *) s->pb)[8 * i] = -1; /* { dg-foc-report write 1 dropped } */
  sum3 (s, 10);
  int8_t v = ((int8_t *) s->pb)[8 * i + 1]; /* { dg-foc-report read 1 manufactured } */
  printf ("%d %d %ld %d\n", v, ga, (long) gb, gc);
  /* { dg-output "0 1 2 3\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct slots *s = new_slots ();
  poke (s, 1);
  printf ("%ld\n", (long) sum3 (s, 1000));
  /* { dg-output "6000\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  free (s);
  return 0;
}
