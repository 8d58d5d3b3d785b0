/* Purpose: accesses below the start inside static functions that take
   the bounds of their pointer arguments as extra arguments
   (foc-bargs.cc): through the seventh pointer parameter (its bounds come
   on the stack), through a parameter that lives in memory, and through
   an interior pointer passed on by a second local function.  Each is
   reported in its function, writes are dropped, reads manufactured, and
   the neighbouring arrays keep their contents.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
back7 (char *a, char *b, char *c, char *d, char *e, char *f, char *g,
       int n)
{
  a[0] = b[0] = c[0] = d[0] = e[0] = f[0] = 'x';
  for (int i = 0; i < n; i++)
    g[-i] = 'g';
}

static NI long
below (long *p, int i)
{
  long **pp = &p;
  __asm__ ("" : : "r" (pp) : "memory");
  return (*pp)[-i];
}

static NI void
put_before (char *p, int i)
{
  p[-i] = '<';
}

static NI void
pass_on (char *p, int i)
{
  put_before (p + 1, i);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *before = malloc (8), *buf = malloc (8), *after = malloc (8);
  char one[6][1];
  memset (before, '.', 8);
  memset (buf, '.', 8);
  memset (after, '.', 8);
  back7 (one[0], one[1], one[2], one[3], one[4], one[5], buf + 1, 4);
  /* { dg-foc-report write 1 dropped count 2 func back7 line 21 } */
  printf ("%.8s %.8s %.8s %c\n", before, buf, after, one[5][0]);
  /* { dg-output "\\.\\.\\.\\.\\.\\.\\.\\. gg\\.\\.\\.\\.\\.\\. \\.\\.\\.\\.\\.\\.\\.\\. x\r?\n" } */

  long v[2] = { 1, 2 }, w[2] = { 3, 4 };
  long *h = malloc (2 * sizeof *h);
  h[0] = 7;
  h[1] = 8;
  printf ("%ld %ld\n", below (h + 1, 1), below (h, 0));
  /* { dg-output "7 7\r?\n" } */
  long r = below (h, 1);
  /* { dg-foc-report read 8 manufactured func below line 29 } */
  long q = below (w, 1);
  /* { dg-foc-report read 8 manufactured func below line 29 } */
  printf ("%d %d %ld %ld\n", r == 8, q == v[1], v[1], w[0]);
  /* { dg-output "0 0 2 3\r?\n" } */

  pass_on (buf, 1);
  pass_on (buf, 2);
  /* { dg-foc-report write 1 dropped func put_before line 35 } */
  printf ("%.8s %.8s %.8s\n", before, buf, after);
  /* { dg-output "\\.\\.\\.\\.\\.\\.\\.\\. <g\\.\\.\\.\\.\\.\\. \\.\\.\\.\\.\\.\\.\\.\\.\r?\n" } */
  free (h);
  free (before);
  free (buf);
  free (after);
  /* { dg-foc-summary 5 2 3 3 } */
  return 0;
}
