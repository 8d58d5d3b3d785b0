/* Purpose: the checks whose cold paths call libfoc's register-preserving
   stubs (foc-cold.cc, preserve-x86_64.S) change nothing in a correct
   program: many integer and floating-point values live across checked
   reads and writes of a heap block give the results of the same code
   built without foc (a no_foc copy).  Also with -masm=intel, which the
   asm statement of the cold path spells in both dialects.  */
/* { dg-do run } */
/* { dg-options "-masm=intel" } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

#define BODY							\
  long v1 = a * 3, v2 = b * 5, v3 = a ^ b, v4 = a - b;		\
  long v5 = a * b, v6 = a + 7, v7 = b + 11, v8 = (a << 3) | b;	\
  double d1 = x * 1.5, d2 = x + 2.5, d3 = x * x, d4 = x - 0.5;	\
  for (int i = 0; i < n; i++)					\
    {								\
      long r = p[i];						\
      p[i] = (int) (r + v1);					\
      v1 += r ^ v8;						\
      v2 -= v3 * r;						\
      d1 += d2 * (double) r;					\
      d3 -= d4;							\
    }								\
  return v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8			\
	 + (long) (d1 + d2 + d3 + d4);

NI long
checked (int *p, int n, long a, long b, double x)
{
  BODY
}

NI __attribute__ ((no_foc)) long
reference (int *p, int n, long a, long b, double x)
{
  BODY
}

int
main (void)
{
  int *p = malloc (100 * sizeof *p), *q = malloc (100 * sizeof *q);
  for (int i = 0; i < 100; i++)
    p[i] = q[i] = i * 7 - 50;
  long c = checked (p, 100, 12345, 678, 0.75);
  long r = reference (q, 100, 12345, 678, 0.75);
  int same = 1;
  for (int i = 0; i < 100; i++)
    same &= p[i] == q[i];
  printf ("%s %s\n", c == r ? "same" : "different",
	  same ? "same" : "different");
  /* { dg-output "same same\r?\n" } */
  free (q);
  free (p);
  return 0;
}
