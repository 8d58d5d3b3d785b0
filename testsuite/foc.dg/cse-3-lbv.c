/* Purpose: the lower-bound side of cse-2-ubv.c.  When optimising, a
   read before the start of an array made twice in one expression, and
   again after a store of another type (which cannot write an int), is
   reported once and gives one manufactured value; after a call, which
   may write anything, the read is made, checked and reported again.
   The array and the one before it keep their contents.  */
/* { dg-do run } */
/* { dg-options "-O2 -Wall -Wextra" } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct holder { int *p; long count; };

NI void
opaque (struct holder *h)
{
  __asm__ ("" : : "r" (h) : "memory");
}

NI int
before_twice (struct holder *h, int i)
{
  int s = h->p[i] + h->p[i];
  h->count++;
  return s + h->p[i];
}

NI int
before_call (struct holder *h, int i)
{
  int s = h->p[i];
  opaque (h);
  return s * 10 + h->p[i];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int *prev = malloc (4 * sizeof (int));
  int *arr = malloc (4 * sizeof (int));
  for (int i = 0; i < 4; i++)
    prev[i] = arr[i] = 7;
  struct holder h = { arr, 0 };

  printf ("%d\n", before_twice (&h, 0));
  /* { dg-output "21\r?\n" } */
  printf ("%d\n", before_twice (&h, -1));
  /* { dg-foc-report read 4 manufactured func before_twice line 25 } */
  /* { dg-output "0\r?\n" } */
  printf ("%d\n", before_call (&h, -2));
  /* { dg-foc-report read 4 manufactured func before_call line 33 } */
  /* { dg-foc-report read 4 manufactured func before_call line 35 } */
  /* { dg-output "12\r?\n" } */
  printf ("%d %d %d %d / %d %d %d %d / %ld\n", prev[0], prev[1], prev[2],
	  prev[3], arr[0], arr[1], arr[2], arr[3], h.count);
  /* { dg-output "7 7 7 7 / 7 7 7 7 / 2\r?\n" } */
  free (arr);
  free (prev);
  /* { dg-foc-summary 3 3 0 3 } */
  return 0;
}
