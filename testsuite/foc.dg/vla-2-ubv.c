/* Purpose: writes and reads past a VLA (the bound is computed at run
   time).  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
run (int n)
{
  char g1[8];
  char v[n];
  char g2[8];
  memset (g1, 'g', 8);
  memset (g2, 'g', 8);
  for (int i = 0; i <= n + 1; i++)
    v[i] = 'v'; /* { dg-foc-report write 1 dropped count 2 } */
  int r = v[n + 1]; /* { dg-foc-report read 1 manufactured } */
  int ok = 1;
  for (int i = 0; i < 8; i++)
    ok &= g1[i] == 'g' && g2[i] == 'g';
  printf ("%d %.*s %s\n", r, n, v, ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 vvvvv guard intact\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 5;
  run (n);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 2 } */
  return 0;
}
