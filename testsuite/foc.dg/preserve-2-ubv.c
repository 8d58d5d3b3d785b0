/* Purpose: the cold path of a failed check keeps every register
   (foc-cold.cc, preserve-x86_64.S).  Integer and floating-point values
   live across an out-of-bounds read and write past the end of a heap
   block keep their values while libfoc reports (through stdio, whose
   string functions use the vector registers), and so do 256-bit vector
   values where the processor has AVX2.  The reads are manufactured, the
   write dropped: the block after the object keeps its contents.  Built
   with -masm=intel, so that the cold path's asm runs in that dialect.  */
/* { dg-do run } */
/* { dg-options "-masm=intel" } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#include "live-values.h"

typedef double v4d __attribute__ ((vector_size (32)));

NI __attribute__ ((target ("avx2"))) double
vectors (int *p, int i, const double *x, const double *y)
{
  v4d a = { x[0], x[1], x[2], x[3] }, b = { y[0], y[1], y[2], y[3] };
  v4d c = a * b, d = a + b;
  double r = p[i];
  return c[0] + c[1] + c[2] + c[3] + d[0] + d[1] + d[2] + d[3] + r;
}

NI double
scalars (int *p, int i, const double *a, const double *b)
{
  double s = 0;
  for (int k = 0; k < 4; k++)
    s += a[k] * b[k] + a[k] + b[k];
  double r = p[i];
  return s + r;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int *p = malloc (4 * sizeof *p);
  int *next = malloc (4 * sizeof *next);
  for (int k = 0; k < 4; k++)
    p[k] = next[k] = k + 1;
  long c = live_values (p, 4, 12345, 678, 0.75);
  /* { dg-foc-report read 4 manufactured func live_values line 17 } */
  /* { dg-foc-report write 4 dropped func live_values line 18 } */
  printf ("%s\n", (c == live_reference (12345, 678, 0.75, 0) ? "same"
		    : "different"));
  /* { dg-output "same\r?\n" } */
  static const double a[4] = { 1, 2, 3, 4 }, b[4] = { 5, 6, 7, 8 };
  double v = (__builtin_cpu_supports ("avx2") ? vectors (p, 5, a, b)
	      : scalars (p, 5, a, b));
  /* { dg-foc-report read 4 manufactured line (24|34) } */
  printf ("%g\n", v);
  /* { dg-output "107\r?\n" } */
  printf ("%d %d %d %d / %d %d %d %d\n", p[0], p[1], p[2], p[3],
	  next[0], next[1], next[2], next[3]);
  /* { dg-output "1 2 3 4 / 1 2 3 4\r?\n" } */
  free (next);
  free (p);
  /* { dg-foc-summary 3 2 1 3 } */
  return 0;
}
