/* Purpose: when optimising, a repeated load takes the value of the
   earlier one (foc-cse.cc), so a read past the end of an undersized
   structure made twice with only an unrelated store between is reported
   once and both reads give the same manufactured value.  A store that
   may write the bytes between two reads (itself out of bounds: reported
   and dropped) keeps the read after it: it is checked, reported and
   gives the next manufactured value, not the value dropped.  So does a
   call, which may write anything.  Stores to another field on both arms
   of an if merge the memory, and the read after them is still reused.  The allocation and its
   neighbour keep their contents.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct rec { int head; int tail[4]; };

NI int
twice (struct rec *r, int i)
{
  int x = r->tail[i];
  r->head = 3;
  return x * 10 + r->tail[i];
}

NI void
opaque (struct rec *r)
{
  __asm__ ("" : : "r" (r) : "memory");
}

NI int
store_between (struct rec *r, int i)
{
  int x = r->tail[i];
  r->tail[i] = 9;
  int y = r->tail[i];
  opaque (r);
  return (x * 10 + y) * 10 + r->tail[i];
}

NI int
across_branches (struct rec *r, int i, int flag)
{
  int x = r->tail[i];
  if (flag)
    r->head = 4;
  else
    r->head = 6;
  return x * 10 + r->tail[i];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  /* Room for head and tail[0..2]: tail[3] is past the end.  */
  int *mem = malloc (4 * sizeof (int));
  int *next = malloc (4 * sizeof (int));
  for (int i = 0; i < 4; i++)
    mem[i] = next[i] = 5;
  struct rec *r = (struct rec *) mem;

  printf ("%d\n", twice (r, 1));
  /* { dg-output "55\r?\n" } */
  printf ("%d\n", twice (r, 3));
  /* { dg-foc-report read 4 manufactured func twice line 24 } */
  /* { dg-output "0\r?\n" } */
  printf ("%d\n", store_between (r, 3));
  /* { dg-foc-report read 4 manufactured func store_between line 38 } */
  /* { dg-foc-report write 4 dropped func store_between line 39 } */
  /* { dg-foc-report read 4 manufactured func store_between line 40 } */
  /* { dg-foc-report read 4 manufactured func store_between line 42 } */
  /* { dg-output "120\r?\n" } */
  printf ("%d\n", across_branches (r, 3, 1));
  /* { dg-foc-report read 4 manufactured func across_branches line 48 } */
  /* { dg-output "11\r?\n" } */
  printf ("%d %d %d %d / %d %d %d %d\n", mem[0], mem[1], mem[2], mem[3],
	  next[0], next[1], next[2], next[3]);
  /* { dg-output "4 5 5 5 / 5 5 5 5\r?\n" } */
  free (next);
  free (mem);
  /* { dg-foc-summary 6 5 1 6 } */
  return 0;
}
