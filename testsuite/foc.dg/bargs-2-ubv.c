/* Purpose: accesses past the end inside static functions that take the
   bounds of their pointer arguments as extra arguments (foc-bargs.cc):
   through the seventh pointer parameter (its bounds come on the stack),
   through a parameter that lives in memory, in a recursive function and
   through a pointer returned by one.  Each is reported in its function,
   writes are dropped, reads manufactured, and the neighbouring arrays
   keep their contents.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
fill7 (char *a, char *b, char *c, char *d, char *e, char *f, char *g,
       int n)
{
  a[0] = b[0] = c[0] = d[0] = e[0] = f[0] = 'x';
  for (int i = 0; i < n; i++)
    g[i] = 'g';
}

static NI int
read_via (int *p, int i)
{
  int **pp = &p;
  __asm__ ("" : : "r" (pp) : "memory");
  return (*pp)[i];
}

static NI int
rcount (const char *s, int n)
{
  if (n == 0)
    return 0;
  return (s[n - 1] == 'z')
	 + rcount (s, n - 1);
}

static NI char *
at (char *s, int i)
{
  return s + i;
}

static NI void
put (char *p, int i, char c)
{
  p[i] = c;
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
  fill7 (one[0], one[1], one[2], one[3], one[4], one[5], buf + 6, 4);
  /* { dg-foc-report write 1 dropped count 2 func fill7 line 21 } */
  printf ("%.8s %.8s %.8s %c\n", before, buf, after, one[5][0]);
  /* { dg-output "\\.\\.\\.\\.\\.\\.\\.\\. \\.\\.\\.\\.\\.\\.gg \\.\\.\\.\\.\\.\\.\\.\\. x\r?\n" } */

  int *h = malloc (3 * sizeof *h);
  int v[3] = { 7, 8, 9 };
  h[0] = h[1] = h[2] = 5;
  int r = read_via (h, 3);
  /* { dg-foc-report read 4 manufactured func read_via line 29 } */
  printf ("%d %d\n", read_via (v, 2), r == 5 ? -1 : 0);
  /* { dg-output "9 0\r?\n" } */

  char zs[4] = { 'z', 'a', 'z', 'z' };
  /* { dg-foc-report read 1 manufactured func rcount line 37 } */
  printf ("%d\n", rcount (zs, 5));
  /* { dg-output "3\r?\n" } */

  char *p = at (buf, 2);
  put (p, 5, '!');
  put (p, 6, '?');
  /* { dg-foc-report write 1 dropped func put line 50 } */
  printf ("%.8s %.8s %.8s\n", before, buf, after);
  /* { dg-output "\\.\\.\\.\\.\\.\\.\\.\\. \\.\\.\\.\\.\\.\\.g! \\.\\.\\.\\.\\.\\.\\.\\.\r?\n" } */
  free (h);
  free (before);
  free (buf);
  free (after);
  /* { dg-foc-summary 5 2 3 4 } */
  return 0;
}
