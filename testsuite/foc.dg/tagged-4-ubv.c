/* Purpose: an interpreter-style stack of tagged values in a heap block,
   grown by realloc twice (to a larger size class of foc's heap, then past
   it, to the C library's heap): a slot holding a pointer to a global
   keeps that global's bounds across both moves, so writes and reads past
   it through the moved slot are caught and the guards around it are
   untouched; a slot whose pointer was overwritten by numbers before the
   moves holds its number after them.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct tv
{
  union { char *p; long i; double d; } v;
  int tag;
};

char guard1[4] = "ggg";
char big[16] = "0123456789abcde";
char small[4] = "xyz";
char guard2[4] = "hhh";

static NI void
move (struct tv *d, const struct tv *s)
{
  *d = *s;
}

static NI void
poke (struct tv *t, long i, char c)
{
  t->v.p[i] = c; /* { dg-foc-report write 1 dropped count 2 } */
}

static NI int
peek (struct tv *t, long i)
{
  return t->v.p[i]; /* { dg-foc-report read 1 manufactured } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct tv *stack = malloc (3 * sizeof *stack);
  if (!stack)
    return 1;
  stack[0].v.p = small;
  stack[1].v.p = big;
  stack[2].v.i = 7;
  move (&stack[1], &stack[2]);	/* big's entry stays behind */
  stack[2].v.d = -2.5;
  move (&stack[1], &stack[2]);
  stack = realloc (stack, 100 * sizeof *stack);
  if (!stack)
    return 1;
  stack = realloc (stack, 10000 * sizeof *stack);
  if (!stack)
    return 1;
  volatile long four = 4;
  poke (&stack[0], four, 'X');
  move (&stack[2], &stack[0]);
  poke (&stack[2], four + 8, 'X');
  int v = peek (&stack[2], four + 1);
  int ok = guard1[0] == 'g' && guard1[2] == 'g' && guard2[0] == 'h'
	   && guard2[2] == 'h' && big[12] == 'c';
  printf ("%d %s %g %s\n", v, stack[2].v.p, stack[1].v.d,
	  ok ? "guards intact" : "guards smashed");
  /* { dg-output "0 xyz -2.5 guards intact\r?\n" } */
  /* { dg-foc-summary 3 1 2 2 } */
  free (stack);
  return 0;
}
