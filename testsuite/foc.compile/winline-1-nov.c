/* Purpose: -Winline (libxml2 builds with it) gives no warning that plain
   GCC does not: a function declared inline that GCC inlines without foc
   is bigger once instrumented, and GCC said "inlining failed ...
   max-inline-insns-single limit reached" at -O1 and -O2.  Any warning
   fails the test (excess errors); the output is the plain program's.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra -Winline" } */
#include <stdio.h>
#include <stdlib.h>

struct span { size_t start, len; };

/* Declared inline, small enough for GCC to inline when asked.  */
static inline size_t
span_push (struct span *stack, size_t *depth, const int *a, size_t start,
	   size_t n)
{
  size_t len = 1;
  while (start + len < n && a[start + len - 1] <= a[start + len])
    len++;
  stack[*depth].start = start;
  stack[*depth].len = len;
  (*depth)++;
  return start + len;
}

int
main (int argc, char **argv)
{
  (void) argv;
  size_t n = 64;
  int *a = malloc (n * sizeof *a);
  struct span *st = malloc (n * sizeof *st);
  for (size_t i = 0; i < n; i++)
    a[i] = (int) ((i * 7 + (size_t) argc) % 11);
  size_t depth = 0, total = 0;
  for (int rep = 0; rep < 3; rep++)
    {
      depth = 0;
      for (size_t i = 0; i < n;)
	i = span_push (st, &depth, a, i, n);
      for (size_t i = 0; i < depth; i++)
	total += st[i].len;
      depth = 0;
      for (size_t i = n / 2; i < n;)
	i = span_push (st, &depth, a, i, n);
      total += depth;
    }
  printf ("%zu %zu\n", depth, total);
  /* { dg-output "21 255\r?\n" } */
  free (st);
  free (a);
  return 0;
}
