/* Purpose: checks made one asm statement (foc-asmcheck.cc) survive
   lower bound violations of every scalar type they handle.  Each object
   is the same global of 32 bytes; the write just before it is dropped
   (the global before it keeps its 'N's) and the read just before it
   gives the next manufactured value, converted for a float or a double:
   0 1 2 0 1 3 0 1 4 0, not the neighbour's bytes.  Values live in
   general and vector registers across a failed check keep them
   (__foc_fail_preserve saves everything; the asm clobbers r10, r11 and
   xmm15 only, which GCC knows).  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra -fno-toplevel-reorder" } */
#include "asmcheck.h"

/* The index just before an object of 32 bytes of T.  */
#define N(T) -1

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  printf ("%s\n", arena_adjacent () ? "adjacent" : "apart");
  /* { dg-output "adjacent\r?\n" } */
  PAST (signed char, sc, N (signed char), -5);
  /* { dg-foc-report write 1 dropped func put_sc line 16 } */
  /* { dg-foc-report read 1 manufactured func get_sc line 16 } */
  /* { dg-output "sc 0 intact\r?\n" } */
  PAST (unsigned char, uc, N (unsigned char), 250);
  /* { dg-foc-report write 1 dropped func put_uc line 17 } */
  /* { dg-foc-report read 1 manufactured func get_uc line 17 } */
  /* { dg-output "uc 1 intact\r?\n" } */
  PAST (short, ss, N (short), -300);
  /* { dg-foc-report write 2 dropped func put_ss line 18 } */
  /* { dg-foc-report read 2 manufactured func get_ss line 18 } */
  /* { dg-output "ss 2 intact\r?\n" } */
  PAST (unsigned short, us, N (unsigned short), 60000);
  /* { dg-foc-report write 2 dropped func put_us line 19 } */
  /* { dg-foc-report read 2 manufactured func get_us line 19 } */
  /* { dg-output "us 0 intact\r?\n" } */
  PAST (int, si, N (int), -70000);
  /* { dg-foc-report write 4 dropped func put_si line 20 } */
  /* { dg-foc-report read 4 manufactured func get_si line 20 } */
  /* { dg-output "si 1 intact\r?\n" } */
  PAST (unsigned int, ui, N (unsigned int), 4000000000u);
  /* { dg-foc-report write 4 dropped func put_ui line 21 } */
  /* { dg-foc-report read 4 manufactured func get_ui line 21 } */
  /* { dg-output "ui 3 intact\r?\n" } */
  PAST (long, sl, N (long), -5000000000L);
  /* { dg-foc-report write 8 dropped func put_sl line 22 } */
  /* { dg-foc-report read 8 manufactured func get_sl line 22 } */
  /* { dg-output "sl 0 intact\r?\n" } */
  PAST (unsigned long, ul, N (unsigned long), 5000000000UL);
  /* { dg-foc-report write 8 dropped func put_ul line 23 } */
  /* { dg-foc-report read 8 manufactured func get_ul line 23 } */
  /* { dg-output "ul 1 intact\r?\n" } */
  PAST (float, fl, N (float), -2.5f);
  /* { dg-foc-report write 4 dropped func put_fl line 24 } */
  /* { dg-foc-report read 4 manufactured func get_fl line 24 } */
  /* { dg-output "fl 4 intact\r?\n" } */
  PAST (double, db, N (double), 1e300);
  /* { dg-foc-report write 8 dropped func put_db line 25 } */
  /* { dg-foc-report read 8 manufactured func get_db line 25 } */
  /* { dg-output "db 0 intact\r?\n" } */
  int *q = arena_reset ();
  long c = live_values (q, -1, 12345, 678, 0.75);
  /* { dg-foc-report read 4 manufactured func live_values line 17 } */
  /* { dg-foc-report write 4 dropped func live_values line 18 } */
  printf ("%s %s\n", (c == live_reference (12345, 678, 0.75, 1) ? "same"
	   : "different"),
	  arena_intact () ? "intact" : "changed");
  /* { dg-output "same intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 22 11 11 22 } */
  return 0;
}
