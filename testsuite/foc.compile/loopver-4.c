/* Purpose: at -O2, -fplugin-arg-foc-verbose notes each loop whose checks
   foc decides once before it (loop versioning, foc-loops.cc): a loop
   over a pointer parameter, one over a global array, one whose index is
   read from memory (only the read of the index is decided), a search
   loop that may return early (its count bounds the iterations), and a
   step of 2 towards an unsigned limit (its count holds only under an
   assumption, which joins the condition).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-foc-verbose" } */
/* { dg-foc-compile-output {^(?=.*:19:[0-9]+: note: foc: 1 check of this loop decided before it)(?=.*:27:[0-9]+: note: foc: 1 check of this loop decided before it)(?=.*:35:[0-9]+: note: foc: 1 check of this loop decided before it)(?=.*:43:[0-9]+: note: foc: 1 check of this loop decided before it)(?=.*:52:[0-9]+: note: foc: 1 check of this loop decided before it)} "five loops" } */

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

int
find (const int *a, int n, int v)
{
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      return i;
  return -1;
}

void
fill_even (long *p, unsigned long n)
{
  for (unsigned long i = 0; i < n; i += 2)
    p[i] = 0;
}
