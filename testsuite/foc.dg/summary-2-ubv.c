/* Purpose: summary=0 turns the exit summary off; the reports remain.  */
/* { dg-do run } */
/* { dg-foc-options "summary=0" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4;
  int a[4] = { 0 };
  a[n] = 1; /* { dg-foc-report write 4 dropped } */
  printf ("%d\n", a[0]);
  /* { dg-output "0\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
