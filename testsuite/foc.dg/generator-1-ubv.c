/* Purpose: the manufactured-value sequence.  Nine out-of-bounds reads of
   an int array yield 0 1 2 0 1 3 0 1 4, and the sequence goes on across
   sites (it is per thread, not per site).  */
/* { dg-do run } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 3;
  int a[3] = { 7, 7, 7 };
  int v[12];
  for (int k = 0; k < 9; k++)
    v[k] = a[n + k]; /* { dg-foc-report read 4 manufactured count 9 } */
  v[9] = a[n]; /* { dg-foc-report read 4 manufactured } */
  v[10] = a[n]; /* { dg-foc-report read 4 manufactured } */
  v[11] = a[n]; /* { dg-foc-report read 4 manufactured } */
  for (int k = 0; k < 12; k++)
    printf ("%d ", v[k]);
  printf ("\n");
  /* { dg-output "0 1 2 0 1 3 0 1 4 0 1 5 \r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 12 12 0 4 } */
  return 0;
}
