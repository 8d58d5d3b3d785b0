/* Purpose: string pointers read past the end of their table and stored
   in heap structs lose their empty bounds there (small numbers have no
   metadata); atoi and strtod still get libfoc's manufactured object
   for them, as their values are in the first 64 KB, and the program
   goes on.  A null one stays null, and the structs' other fields are
   untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

struct opt { int before; const char *val; int after; };
static const char *vals[2] = { "5", "6" };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int i = 2;
  struct opt *o = malloc (3 * sizeof *o);
  for (int k = 0; k < 3; k++)
    {
      o[k].before = k;
      o[k].val = vals[i + k - 1]; /* { dg-foc-report read 8 manufactured count 2 } */
      o[k].after = -k;
    }
  int a = atoi (o[0].val);
  int b = o[1].val ? atoi (o[1].val) : -1;
  double c = strtod (o[2].val, NULL);
  printf ("%d %d %g %d %d %d %d\n", a, b, c, o[1].before, o[1].after,
	  o[2].before, o[2].after);
  /* { dg-output "6 -1 0 1 -1 2 -2\r?\n" } */
  /* { dg-foc-summary 2 2 0 1 } */
  free (o);
  return 0;
}
