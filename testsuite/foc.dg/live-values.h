/* live-values.h -- shared by preserve-2-ubv.c and the asmcheck tests:
   a function with many integer and floating-point values live across a
   checked read and a checked write of P[I], and the same computation
   without foc, given the value the read returned.  A cold path that
   lost a register would make the two differ.  */

#ifndef NI
#define NI __attribute__ ((noinline, noclone))
#endif

NI long
live_values (int *p, long i, long a, long b, double x)
{
  long v1 = a * 3, v2 = b * 5, v3 = a ^ b, v4 = a - b;
  long v5 = a * b, v6 = a + 7, v7 = b + 11, v8 = (a << 3) | b;
  double d1 = x * 1.5, d2 = x + 2.5, d3 = x * x, d4 = x - 0.5;
  long r = p[i];
  p[i] = (int) (v1 + v5);
  return (v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
	  + (long) (d1 * d2 + d3 - d4)) * 10 + r;
}

NI __attribute__ ((no_foc)) long
live_reference (long a, long b, double x, long r)
{
  long v1 = a * 3, v2 = b * 5, v3 = a ^ b, v4 = a - b;
  long v5 = a * b, v6 = a + 7, v7 = b + 11, v8 = (a << 3) | b;
  double d1 = x * 1.5, d2 = x + 2.5, d3 = x * x, d4 = x - 0.5;
  return (v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
	  + (long) (d1 * d2 + d3 - d4)) * 10 + r;
}
