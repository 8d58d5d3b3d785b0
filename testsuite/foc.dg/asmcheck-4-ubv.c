/* Purpose: in mode=log the checks made one asm statement
   (foc-asmcheck.cc) report and let the access happen: the write just
   past the object lands in the next global, from the cold path, and the
   read just past it returns what that write left there, for integers of
   each size, floats and doubles.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra -fno-toplevel-reorder" } */
/* { dg-foc-options "mode=log" } */
#include "asmcheck.h"

/* The index just past an object of 32 bytes of T.  */
#define N(T) (32 / (long) sizeof (T))

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  printf ("%s\n", arena_adjacent () ? "adjacent" : "apart");
  /* { dg-output "adjacent\r?\n" } */
  PAST (signed char, sc, N (signed char), -5);
  /* { dg-foc-report write 1 performed func put_sc line 16 } */
  /* { dg-foc-report read 1 performed func get_sc line 16 } */
  /* { dg-output "sc same changed\r?\n" } */
  PAST (unsigned short, us, N (unsigned short), 60000);
  /* { dg-foc-report write 2 performed func put_us line 19 } */
  /* { dg-foc-report read 2 performed func get_us line 19 } */
  /* { dg-output "us same changed\r?\n" } */
  PAST (int, si, N (int), -70000);
  /* { dg-foc-report write 4 performed func put_si line 20 } */
  /* { dg-foc-report read 4 performed func get_si line 20 } */
  /* { dg-output "si same changed\r?\n" } */
  PAST (unsigned long, ul, N (unsigned long), 5000000000UL);
  /* { dg-foc-report write 8 performed func put_ul line 23 } */
  /* { dg-foc-report read 8 performed func get_ul line 23 } */
  /* { dg-output "ul same changed\r?\n" } */
  PAST (float, fl, N (float), -2.5f);
  /* { dg-foc-report write 4 performed func put_fl line 24 } */
  /* { dg-foc-report read 4 performed func get_fl line 24 } */
  /* { dg-output "fl same changed\r?\n" } */
  PAST (double, db, N (double), 1e300);
  /* { dg-foc-report write 8 performed func put_db line 25 } */
  /* { dg-foc-report read 8 performed func get_db line 25 } */
  /* { dg-output "db same changed\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 12 6 6 12 } */
  return 0;
}
