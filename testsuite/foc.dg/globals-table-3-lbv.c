/* Purpose: a pointer into the middle of a static array, kept in a heap
   object with no metadata entry (written as an integer), still has the
   array's bounds: writes below its start are dropped and a read below it
   is manufactured; the neighbouring globals keep their values.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

static int guard1[4] = { 1, 1, 1, 1 };
static int arr[6] = { 10, 11, 12, 13, 14, 15 };
static int guard2[4] = { 2, 2, 2, 2 };

struct holder
{
  long tag;
  union { uintptr_t cell; int *p; } u;	/* an int * written as a number */
};

static NI int *
get (struct holder *h)
{
  __asm__ volatile ("" : : : "memory");
  return h->u.p;
}

static NI int
walk_down (int *p, int n)
{
  int s = 0;
  for (int i = 0; i <= n; i++)
    s += p[-i]; /* { dg-foc-report read 4 manufactured count 2 } */
  for (int i = 0; i <= n; i++)
    p[-i] = -1; /* { dg-foc-report write 4 dropped count 2 } */
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct holder *h = malloc (sizeof *h);
  if (!h)
    return 1;
  h->tag = 1;
  h->u.cell = (uintptr_t) &arr[2];
  volatile int n = 4;
  int s = walk_down (get (h), n);
  int ok = 1;
  for (int i = 0; i < 4; i++)
    ok &= guard1[i] == 1 && guard2[i] == 2;
  printf ("%d %d %d %d %s\n", s, arr[0], arr[3], arr[5],
	  ok ? "guard intact" : "guard smashed");
  /* { dg-output "34 -1 13 15 guard intact\r?\n" } */
  free (h);
  /* { dg-foc-summary 4 2 2 2 } */
  return 0;
}
