/* Purpose: indirect calls.  Pointer arguments passed through a table of
   function pointers, through a function pointer parameter and through a
   struct of operations reach the callee with their bounds; the callees
   use the buffers up to their last byte: no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

typedef void op_fn (char *, int);

static NI void
upper (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'A' + i;
}

static NI void
lower (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'a' + i;
}

static NI void
digits (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = '0' + i;
}

op_fn *table[3] = { upper, lower, digits };

struct ops
{
  op_fn *fill;
  char *(*dup) (const char *, int);
};

static NI char *
dup (const char *s, int n)
{
  char *p = malloc (n + 1);
  for (int i = 0; i < n; i++)
    p[i] = s[i];
  p[n] = 0;
  return p;
}

static NI void
apply (op_fn *fn, char *p, int n)
{
  fn (p, n);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int k = 2, n = 5;
  char a[6] = "", b[6] = "", c[6] = "";
  table[0] (a, n);
  table[k - 1] (b, n);
  apply (table[k], c, n);
  struct ops ops = { table[k - 2], dup };
  struct ops *volatile pops = &ops;
  char *d = pops->dup (a, n);
  pops->fill (d + 1, n - 1);
  printf ("%s %s %s %s\n", a, b, c, d);
  /* { dg-output "ABCDE abcde 01234 AABCD\r?\n" } */
  free (d);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
