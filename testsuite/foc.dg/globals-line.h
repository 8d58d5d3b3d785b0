/* globals-line.h -- shared by globals-line-*.c: three small globals in
   one 16-byte line, in this order under -fno-toplevel-reorder (gb at
   the line's start, then ga and gc), pointers to them in a heap object
   (no metadata entry: a global's bounds come from libfoc's table of
   globals), and a loop that loads those pointers in turn.  */
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

/* The slots, filled.  */
static struct slots *
new_slots (void)
{
  struct slots *s = malloc (sizeof *s);
  if (!s)
    exit (1);
  s->pa = &ga;
  s->pb = &gb;
  s->pc = &gc;
  return s;
}

static NI int64_t
sum3 (struct slots *s, int n)
{
  int64_t acc = 0;
  for (int i = 0; i < n; i++)
    acc += *s->pa + *s->pb + *s->pc;
  return acc;
}
