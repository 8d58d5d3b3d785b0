/* Purpose: the bounds of a returned pointer travel back to the caller: a
   write and a read past the end of a block that make () allocated, of a
   caller's buffer handed back by pick (), and through an interior pointer
   returned by middle (), are caught in the caller; neighbouring objects
   are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI char *
make (int n)
{
  char *p = malloc (n);
  memset (p, 'm', n);
  return p;
}

static NI char *
pick (char *a, char *b, int which)
{
  return which ? a : b;
}

static NI char *
middle (char *p, int n)
{
  return p + n / 2;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 6, w = 1;
  char before[6] = "BBBBB", local[6] = "lllll", after[6] = "AAAAA";
  char *m = make (n);
  char *guard = make (n);
  m[n] = 'X'; /* { dg-foc-report write 1 dropped } */
  char *p = pick (local, before, w);
  p[n] = 'Y'; /* { dg-foc-report write 1 dropped } */
  int r1 = p[n + 1]; /* { dg-foc-report read 1 manufactured } */
  char *mid = middle (m, n);
  mid[n / 2] = 'Z'; /* { dg-foc-report write 1 dropped } */
  int r2 = mid[n / 2]; /* { dg-foc-report read 1 manufactured } */
  printf ("%.6s %.6s %s %s %s %d %d\n", m, guard, before, local, after, r1, r2);
  /* { dg-output "mmmmmm mmmmmm BBBBB lllll AAAAA 0 1\r?\n" } */
  free (guard);
  free (m);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 2 3 5 } */
  return 0;
}
