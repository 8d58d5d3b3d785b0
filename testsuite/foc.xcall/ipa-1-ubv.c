/* Purpose: callees that GCC's interprocedural passes are free to change:
   static functions without noclone, called with constant arguments and
   with unused parameters, so that at -O2/-O3 they may become .constprop
   or .isra clones, or be inlined.  The bounds of the buffer argument must
   still arrive (the overflow is reported) and never be wrong (the
   in-bounds last byte is not).  The report's function may carry a clone
   suffix, or be the caller after inlining.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

static void
fill (char *p, int n, int unused, char c)
{
  (void) unused;
  for (int i = 0; i < n; i++)
    p[i] = c; /* { dg-foc-report write 1 dropped count 2 } */
}

static int
last (const char *p, int n)
{
  return p[n - 1]; /* { dg-foc-report read 1 manufactured } */
}

static void __attribute__ ((noinline))
run (volatile int extra)
{
  char before[8] = "bbbbbbb", buf[8], after[8] = "aaaaaaa";
  fill (buf, 8, 0, 'x');
  fill (buf, 8 + extra, 0, 'y');
  int a = last (buf, 8);
  int b = last (buf, 8 + extra + 1);
  printf ("%.8s %s %s %c %d\n", buf, before, after, a, b);
  /* { dg-output "yyyyyyyy bbbbbbb aaaaaaa y 0\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (2);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 2 } */
  return 0;
}
