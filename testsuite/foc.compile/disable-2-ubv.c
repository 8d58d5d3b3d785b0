/* Purpose: the control for disable-1.c: the same program without
   -fplugin-arg-foc-disable reports the read.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int i = 6;
  char *p = malloc (5);
  memset (p, 'a', 5);
  int v = p[i]; /* { dg-foc-report read 1 manufactured } */
  printf ("%d\n", v);
  /* { dg-output "0\r?\n" } */
  free (p);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
