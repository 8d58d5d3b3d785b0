/* Purpose: a pointer to a heap struct array stepped before its first
   element; member accesses through it are violations.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

struct item { long id; double w; };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int back = 1;
  struct item *v = calloc (4, sizeof *v);
  struct item *p = v - back;
  p->id = 5; /* { dg-foc-report write 8 dropped } */
  p->w = 1.5; /* { dg-foc-report write 8 dropped } */
  double w = p->w; /* { dg-foc-report read 8 manufactured } */
  long id = p->id; /* { dg-foc-report read 8 manufactured } */
  p[1].id = 9;
  printf ("%g %ld %ld\n", w, id, v[0].id);
  /* { dg-output "0 1 9\r?\n" } */
  free (v);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 2 2 4 } */
  return 0;
}
