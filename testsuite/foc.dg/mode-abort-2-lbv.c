/* Purpose: mode=abort on an out-of-bounds read below a heap block.  */
/* { dg-do run } */
/* { dg-foc-options "mode=abort" } */
/* { dg-shouldfail "foc mode=abort" } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int i = -1;
  char *p = calloc (8, 1);
  printf ("before\n");
  /* { dg-output "before\r?\n" } */
  int v = p[i]; /* { dg-foc-report read 1 aborting } */
  printf ("after %d\n", v);
  free (p);
  return 0;
}
