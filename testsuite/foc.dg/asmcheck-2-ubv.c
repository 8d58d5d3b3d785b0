/* Purpose: checks made one asm statement (foc-asmcheck.cc) survive
   upper bound violations of every scalar type they handle.  Each object
   is the same global of 32 bytes; the write just past it is dropped
   (the next global keeps its 'N's) and the read just past it
   gives the next manufactured value, converted for a float or a double:
   0 1 2 0 1 3 0 1 4 0, not the neighbour's bytes.  Values live in
   general and vector registers across a failed check keep them
   (__foc_fail_preserve saves everything; the asm clobbers r10, r11 and
   xmm15 only, which GCC knows).  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra -fno-toplevel-reorder" } */
#include "asmcheck.h"

#define PAST(T, NAME, V)						\
  do									\
    {									\
      T *p = arena_reset ();						\
      long n = 32 / sizeof (T);						\
      put_##NAME (p, n, V);						\
      T r = get_##NAME (p, n);						\
      printf ("%s %g %s\n", #NAME, (double) r,				\
	      arena_intact () ? "intact" : "changed");			\
    }									\
  while (0)

NI long
live (int *p, long i, long a, long b, double x)
{
  long v1 = a * 3, v2 = b * 5, v3 = a ^ b, v4 = a - b;
  long v5 = a * b, v6 = a + 7, v7 = b + 11, v8 = (a << 3) | b;
  double d1 = x * 1.5, d2 = x + 2.5, d3 = x * x, d4 = x - 0.5;
  long r = p[i];
  p[i] = (int) (v1 + v5);
  return (v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
	  + (long) (d1 * d2 + d3 - d4)) * 10 + r;
}

/* The same without foc, reading 1 (the manufactured value it gets).  */
NI __attribute__ ((no_foc)) long
reference (long a, long b, double x)
{
  long v1 = a * 3, v2 = b * 5, v3 = a ^ b, v4 = a - b;
  long v5 = a * b, v6 = a + 7, v7 = b + 11, v8 = (a << 3) | b;
  double d1 = x * 1.5, d2 = x + 2.5, d3 = x * x, d4 = x - 0.5;
  return (v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8
	  + (long) (d1 * d2 + d3 - d4)) * 10 + 1;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  printf ("%s\n", arena_adjacent () ? "adjacent" : "apart");
  /* { dg-output "adjacent\r?\n" } */
  PAST (signed char, sc, -5);
  /* { dg-foc-report write 1 dropped func put_sc line 15 } */
  /* { dg-foc-report read 1 manufactured func get_sc line 15 } */
  /* { dg-output "sc 0 intact\r?\n" } */
  PAST (unsigned char, uc, 250);
  /* { dg-foc-report write 1 dropped func put_uc line 16 } */
  /* { dg-foc-report read 1 manufactured func get_uc line 16 } */
  /* { dg-output "uc 1 intact\r?\n" } */
  PAST (short, ss, -300);
  /* { dg-foc-report write 2 dropped func put_ss line 17 } */
  /* { dg-foc-report read 2 manufactured func get_ss line 17 } */
  /* { dg-output "ss 2 intact\r?\n" } */
  PAST (unsigned short, us, 60000);
  /* { dg-foc-report write 2 dropped func put_us line 18 } */
  /* { dg-foc-report read 2 manufactured func get_us line 18 } */
  /* { dg-output "us 0 intact\r?\n" } */
  PAST (int, si, -70000);
  /* { dg-foc-report write 4 dropped func put_si line 19 } */
  /* { dg-foc-report read 4 manufactured func get_si line 19 } */
  /* { dg-output "si 1 intact\r?\n" } */
  PAST (unsigned int, ui, 4000000000u);
  /* { dg-foc-report write 4 dropped func put_ui line 20 } */
  /* { dg-foc-report read 4 manufactured func get_ui line 20 } */
  /* { dg-output "ui 3 intact\r?\n" } */
  PAST (long, sl, -5000000000L);
  /* { dg-foc-report write 8 dropped func put_sl line 21 } */
  /* { dg-foc-report read 8 manufactured func get_sl line 21 } */
  /* { dg-output "sl 0 intact\r?\n" } */
  PAST (unsigned long, ul, 5000000000UL);
  /* { dg-foc-report write 8 dropped func put_ul line 22 } */
  /* { dg-foc-report read 8 manufactured func get_ul line 22 } */
  /* { dg-output "ul 1 intact\r?\n" } */
  PAST (float, fl, -2.5f);
  /* { dg-foc-report write 4 dropped func put_fl line 23 } */
  /* { dg-foc-report read 4 manufactured func get_fl line 23 } */
  /* { dg-output "fl 4 intact\r?\n" } */
  PAST (double, db, 1e300);
  /* { dg-foc-report write 8 dropped func put_db line 24 } */
  /* { dg-foc-report read 8 manufactured func get_db line 24 } */
  /* { dg-output "db 0 intact\r?\n" } */
  int *q = arena_reset ();
  long c = live (q, 8, 12345, 678, 0.75);
  /* { dg-foc-report read 4 manufactured func live line 32 } */
  /* { dg-foc-report write 4 dropped func live line 33 } */
  printf ("%s %s\n", c == reference (12345, 678, 0.75) ? "same" : "different",
	  arena_intact () ? "intact" : "changed");
  /* { dg-output "same intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 22 11 11 22 } */
  return 0;
}
