/* Purpose: at -O2, -fplugin-arg-foc-verbose notes each loop whose checks
   foc decides once before it (loop versioning, foc-loops.cc): a loop
   over a pointer parameter, one over a global array, and one whose index
   is read from memory (only the read of the index is decided).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-foc-verbose" } */
/* { dg-foc-compile-output {^(?=.*:16:[0-9]+: note: foc: 1 check of this loop decided before it)(?=.*:24:[0-9]+: note: foc: 1 check of this loop decided before it)(?=.*:32:[0-9]+: note: foc: 1 check of this loop decided before it)} "three loops" } */

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

long
gather (const int *a, const int *idx, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[idx[i]];
  return s;
}
