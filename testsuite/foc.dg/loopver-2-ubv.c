/* Purpose: loops that foc versions (at -O2 and up their checks are
   decided once before the loop: foc-loops.cc) still catch each access
   past the end when that decision fails: the copy of the loop that keeps
   the checks runs, each bad access is reported at its own line, writes
   are dropped, reads manufactured, and the neighbouring arrays keep
   their contents.  Each function runs in bounds first (the loop without
   checks), then past the end, by a single element where an error in the
   decision would show most.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
fill (int *p, int n, int v)
{
  for (int i = 0; i < n; i++)
    p[i] = v;
}

static NI long
sum (const int *p, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

static NI int
find (const int *p, int n, int v)
{
  for (int i = 0; i < n; i++)
    if (p[i] == v)
      return i;
  return -1;
}

static NI void
fill_even (long *p, unsigned long n, long v)
{
  for (unsigned long i = 0; i < n; i += 2)
    p[i] = v;
}

static NI int
last_odd (const unsigned char *p, int n)
{
  int r = 0;
  for (int i = 0; i < n; i++)
    if (i % 5 == 4)
      r += p[i];
  return r;
}

static NI void
fill_bytes (char *p, int n, char c)
{
  for (int i = 0; i < n; i++)
    p[i] = c;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 10, m = 11;
  int before[4] = { 1, 2, 3, 4 };
  int arr[10];
  int after[4] = { 5, 6, 7, 8 };
  fill (arr, n, 9);
  fill (arr, m, 7);
  /* { dg-foc-report write 4 dropped line 19 } */
  printf ("%d %d %d %d %d %d\n", arr[0], arr[9], before[0], before[3],
	  after[0], after[3]);
  /* { dg-output "7 7 1 4 5 8\r?\n" } */
  printf ("%ld %ld\n", sum (arr, n), sum (arr, m));
  /* { dg-foc-report read 4 manufactured line 27 } */
  /* { dg-output "70 70\r?\n" } */
  printf ("%d %d\n", find (arr, n, 7), find (arr, m, 99));
  /* { dg-foc-report read 4 manufactured line 35 } */
  /* { dg-output "0 -1\r?\n" } */

  long *h = malloc (10 * sizeof *h);
  long *h2 = malloc (10 * sizeof *h2);
  if (!h || !h2)
    return 1;
  for (int i = 0; i < 10; i++)
    h[i] = h2[i] = i;
  fill_even (h, n, -1);
  fill_even (h, m + 3, -2);
  /* { dg-foc-report write 8 dropped count 2 line 44 } */
  long t = 0;
  for (int i = 0; i < 10; i++)
    t += h2[i];
  printf ("%ld %ld %ld %ld\n", h[0], h[1], h[8], t);
  /* { dg-output "-2 1 -2 45\r?\n" } */

  unsigned char bytes[12];
  for (int i = 0; i < 12; i++)
    bytes[i] = (unsigned char) (10 * i);
  printf ("%d %d\n", last_odd (bytes, 12), last_odd (bytes, 15));
  /* { dg-foc-report read 1 manufactured line 53 } */
  /* { dg-output "130 132\r?\n" } */

  char c1[8] = "0123456", c[8], c2[8] = "abcdefg";
  fill_bytes (c, n - 2, 'x');
  fill_bytes (c, n - 1, 'y');
  /* { dg-foc-report write 1 dropped line 61 } */
  printf ("%.8s %s %s\n", c, c1, c2);
  /* { dg-output "yyyyyyyy 0123456 abcdefg\r?\n" } */
  free (h);
  free (h2);
  /* { dg-foc-summary 7 3 4 6 } */
  return 0;
}
