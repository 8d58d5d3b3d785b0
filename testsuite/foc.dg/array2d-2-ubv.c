/* Purpose: a 2-D array indexed with a row past its last row: a[3][j] is
   outside the whole array; the guard arrays are intact.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
run (volatile int r)
{
  char g1[8], a[3][5], g2[8];
  memset (g1, 'g', 8);
  memset (g2, 'g', 8);
  memset (a, '.', sizeof a);
  for (int j = 0; j < 5; j++)
    a[r][j] = '#'; /* { dg-foc-report write 1 dropped count 5 } */
  int v = a[r][4]; /* { dg-foc-report read 1 manufactured } */
  int ok = 1;
  for (int i = 0; i < 8; i++)
    ok &= g1[i] == 'g' && g2[i] == 'g';
  printf ("%d %.5s %s\n", v, a[2], ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 \\.\\.\\.\\.\\. guard intact\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (3);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 6 1 5 2 } */
  return 0;
}
