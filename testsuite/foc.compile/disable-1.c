/* Purpose: -fplugin-arg-foc-disable turns instrumentation off: an
   out-of-bounds read (harmless: inside the allocator's rounding of a
   5-byte block) gives no report, no summary, and the real byte.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-foc-disable" } */
/* { dg-foc-no-reports } */
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
  int v = p[i];
  (void) v;
  free (p);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
