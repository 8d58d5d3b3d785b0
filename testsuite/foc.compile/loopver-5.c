/* Purpose: -fplugin-arg-foc-loops=0 turns loop versioning off: the loops
   are still instrumented, and none is noted as versioned.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-foc-verbose -fplugin-arg-foc-loops=0" } */
/* { dg-foc-compile-output {^(?!.*decided before it).*instrumented} "no loop versioned" } */

int g[64];

long
sum (const int *a, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

void
set (int n, int v)
{
  for (int i = 0; i < n; i++)
    g[i] = v;
}
