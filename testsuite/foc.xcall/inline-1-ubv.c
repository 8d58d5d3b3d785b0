/* Purpose: code that GCC inlines into its caller (small static functions
   at -O2; with -fplugin-arg-foc-late foc instruments it after inlining,
   as part of the caller).  An overflow in the inlined function is
   reported under that function's name and line, its neighbours are
   untouched, and code inlined from a no_foc function stays unchecked: its
   read past a 5-byte heap block (inside the allocator's chunk) gives no
   report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
fill (char *p, int n, char c)
{
  for (int i = 0; i < n; i++)
    p[i] = c; /* { dg-foc-report write 1 dropped count 4 func fill } */
}

static __attribute__ ((no_foc)) char
peek (const char *p, int i)
{
  return p[i];
}

static volatile char sink;

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 8, k = 6;
  char lo[8] = "guardlo", buf[4], hi[8] = "guardhi";
  fill (buf, n, 'x');
  printf ("%.4s %s %s\n", buf, lo, hi);
  /* { dg-output "xxxx guardlo guardhi\r?\n" } */
  char *h = malloc (5);
  memcpy (h, "heap", 5);
  sink = peek (h, k);
  printf ("%c\n", peek (h, 1));
  /* { dg-output "e\r?\n" } */
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 0 4 1 } */
  return 0;
}
