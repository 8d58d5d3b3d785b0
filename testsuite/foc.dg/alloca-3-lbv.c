/* Purpose: writes and reads below an alloca buffer.  */
/* { dg-do run } */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4, idx = -1;
  int *g1 = alloca (16);
  int *a = alloca (n * sizeof *a);
  int *g2 = alloca (16);
  memset (g1, 0, 16);
  memset (g2, 0, 16);
  a[idx] = 5; /* { dg-foc-report write 4 dropped } */
  int *p = a + idx;
  *p = 6; /* { dg-foc-report write 4 dropped } */
  int v = *p; /* { dg-foc-report read 4 manufactured } */
  int ok = 1;
  for (int i = 0; i < 4; i++)
    ok &= g1[i] == 0 && g2[i] == 0;
  printf ("%d %s\n", v, ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  return 0;
}
