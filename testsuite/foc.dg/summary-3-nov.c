/* Purpose: a program with no violation prints no summary (nor anything
   else from libfoc), even with summary=1 given explicitly.  */
/* { dg-do run } */
/* { dg-foc-options "summary=1" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4;
  int a[4];
  for (int i = 0; i < n; i++)
    a[i] = i;
  printf ("%d\n", a[3]);
  /* { dg-output "3\r?\n" } */
  return 0;
}
