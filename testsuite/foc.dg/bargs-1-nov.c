/* Purpose: static functions whose address is never taken get the bounds
   of their pointer arguments as extra arguments (foc-bargs.cc) when
   optimising.  Every shape of such a call runs correctly and reports
   nothing: more pointer parameters than argument registers (bounds on
   the stack), a pointer parameter whose address is taken (it lives in
   memory), null and string constants, a function pointer, recursion,
   a pointer returned (still through the mailbox), a call from a no_foc
   function (unknown bounds), and an interior pointer.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra -g" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
sum7 (const int *a, const int *b, const int *c, const int *d,
      const int *e, const int *f, const int *g, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] + b[i] + c[i] + d[i] + e[i] + f[i] + g[i];
  return s;
}

static NI int
read_via (int *p, int i)
{
  int **pp = &p;		/* p lives in memory.  */
  __asm__ ("" : : "r" (pp) : "memory");
  return (*pp)[i];
}

static NI size_t
len_or (const char *s, const char *dflt)
{
  return strlen (s ? s : dflt);
}

static NI int
apply (int (*fn) (int), const int *v, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += fn (v[i]);
  return s;
}

static int
twice (int x)
{
  return 2 * x;
}

static NI int
rsum (const int *v, int n)
{
  return n == 0 ? 0 : v[n - 1] + rsum (v, n - 1);
}

static NI char *
middle (char *s)
{
  return s + strlen (s) / 2;
}

static NI int
peek (const char *p, int i)
{
  return p[i];
}

__attribute__ ((no_foc)) NI int
plain_caller (const char *p)
{
  return peek (p, 3);
}

int
main (void)
{
  int a[4] = { 1, 2, 3, 4 };
  int *h = malloc (4 * sizeof *h);
  for (int i = 0; i < 4; i++)
    h[i] = 10 * (i + 1);
  printf ("%d\n", sum7 (a, h, a, h, a, h, a, 4));
  /* { dg-output "340\r?\n" } */
  printf ("%d %d\n", read_via (a, 3), read_via (h, 0));
  /* { dg-output "4 10\r?\n" } */
  printf ("%zu %zu\n", len_or (NULL, "four"), len_or ("abcdef", "x"));
  /* { dg-output "4 6\r?\n" } */
  printf ("%d\n", apply (twice, h, 4));
  /* { dg-output "200\r?\n" } */
  printf ("%d\n", rsum (a, 4));
  /* { dg-output "10\r?\n" } */
  char word[] = "abcdefgh";
  char *m = middle (word);
  printf ("%s %c %c\n", m, peek (m, -4), peek (m, 3));
  /* { dg-output "efgh a h\r?\n" } */
  printf ("%c\n", plain_caller (word + 2));
  /* { dg-output "f\r?\n" } */
  free (h);
  return 0;
}
