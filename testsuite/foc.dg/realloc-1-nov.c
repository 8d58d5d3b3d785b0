/* Purpose: growing and shrinking with realloc, then using exactly the new
   size, gives no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4;
  int *p = malloc (n * sizeof *p);
  for (int i = 0; i < n; i++)
    p[i] = i;
  p = realloc (p, 4 * n * sizeof *p);
  for (int i = n; i < 4 * n; i++)
    p[i] = i;
  long s = 0;
  for (int i = 0; i < 4 * n; i++)
    s += p[i];
  p = realloc (p, 2 * sizeof *p);
  s += p[0] + p[1];
  printf ("%ld\n", s);
  /* { dg-output "121\r?\n" } */
  free (p);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
