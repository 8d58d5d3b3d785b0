/* Purpose: loops that foc versions (their checks decided once before the
   loop at -O2 and up: foc-loops.cc) still catch each access below the
   start of the array when that decision fails (by a single element
   too): counting down, and
   indexing backwards from a pointer to the end, and an unsigned index
   that steps below zero (wrapping around).  Each function runs in
   bounds first, then below the start; the writes are dropped, the reads
   manufactured, and the neighbouring arrays keep their contents.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
mark_down (char *p, int hi, int lo)
{
  for (int i = hi; i >= lo; i--)
    p[i] = '-';
}

static NI long
back_sum (const long *end, int n)
{
  long s = 0;
  for (int i = 1; i <= n; i++)
    s += end[-i];
  return s;
}

static NI unsigned
down_by_3 (const unsigned short *p, unsigned long from, int n)
{
  unsigned s = 0;
  unsigned long j = from;
  for (int i = 0; i < n; i++, j -= 3)
    s += p[j];
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int lo = 0;
  char before[8] = "before!";
  char buf[8] = "abcdefg";
  char after[8] = "after!!";
  mark_down (buf, 3, lo);
  mark_down (buf, 6, lo - 1);
  /* { dg-foc-report write 1 dropped line 19 } */
  printf ("%s %s %s\n", before, buf, after);
  /* { dg-output "before! ------- after!!\r?\n" } */

  long l1[2] = { 100, 200 };
  long l[5] = { 1, 2, 3, 4, 5 };
  long l2[2] = { 300, 400 };
  volatile int n = 5;
  printf ("%ld %ld %ld %ld\n", back_sum (l + 5, n), back_sum (l + 5, n + 2),
	  l1[0] + l1[1], l2[0] + l2[1]);
  /* { dg-foc-report read 8 manufactured count 2 line 27 } */
  /* { dg-output "15 16 300 700\r?\n" } */

  unsigned short s1[4] = { 7, 7, 7, 7 };
  unsigned short s[10];
  unsigned short s2[4] = { 9, 9, 9, 9 };
  for (int i = 0; i < 10; i++)
    s[i] = (unsigned short) (i * 10);
  unsigned a = down_by_3 (s, 9, n - 1);
  unsigned b = down_by_3 (s, 8, n);
  /* { dg-foc-report read 2 manufactured count 2 line 37 } */
  printf ("%u %u %u %u %u %u\n", a, b, s[0], s[9], s1[3] + s1[0],
	  s2[0] + s2[3]);
  /* { dg-output "180 152 0 90 14 18\r?\n" } */
  /* { dg-foc-summary 5 4 1 3 } */
  return 0;
}
