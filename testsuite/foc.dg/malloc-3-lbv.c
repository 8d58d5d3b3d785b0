/* Purpose: writes just below a malloc block (where the allocator keeps its
   chunk header) are dropped, so free() still works; reads there are
   manufactured.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int idx = -1;
  size_t *p = malloc (4 * sizeof *p);
  for (int i = 0; i < 4; i++)
    p[i] = 1;
  p[idx] = 0xdeadbeef; /* { dg-foc-report write 8 dropped } */
  p[idx - 1] = 0xdeadbeef; /* { dg-foc-report write 8 dropped } */
  size_t a = p[idx]; /* { dg-foc-report read 8 manufactured } */
  size_t b = p[idx]; /* { dg-foc-report read 8 manufactured } */
  char *q = (char *) p;
  char c = q[idx]; /* { dg-foc-report read 1 manufactured } */
  free (p);
  void *r = malloc (100);
  free (r);
  printf ("%zu %zu %d freed\n", a, b, c);
  /* { dg-output "0 1 2 freed\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 3 2 5 } */
  return 0;
}
