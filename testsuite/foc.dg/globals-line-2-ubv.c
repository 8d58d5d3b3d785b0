/* Purpose: writes and a read just past the end of one of three small
   globals in one 16-byte line, through pointers loaded from a heap
   object while the other two are loaded in turn (libfoc's cache of the
   globals' bounds keeps two answers per line): each pointer keeps its
   own variable's bounds, so the accesses past gb, which would land on
   ga and gc, are dropped or manufactured and the neighbours keep their
   values.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra -fno-toplevel-reorder" } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

int64_t gb __attribute__ ((aligned (16))) = 2;
int8_t ga = 1;
int8_t gc = 3;

struct slots
{
  int8_t *pa;
  int64_t *pb;
  int8_t *pc;
};

static NI int64_t
sum3 (struct slots *s, int n)
{
  int64_t acc = 0;
  for (int i = 0; i < n; i++)
    acc += *s->pa + *s->pb + *s->pc;
  return acc;
}

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
  struct slots *s = malloc (sizeof *s);
  if (!s)
    return 1;
  s->pa = &ga;
  s->pb = &gb;
  s->pc = &gc;
  poke (s, 1);
  printf ("%ld\n", (long) sum3 (s, 1000));
  /* { dg-output "6000\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  free (s);
  return 0;
}
