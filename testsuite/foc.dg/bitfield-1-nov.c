/* Purpose: bit-fields in an array of structs, read and written in bounds,
   including neighbouring fields sharing a byte.  */
/* { dg-do run } */
#include <stdio.h>

struct flags { unsigned a : 3; unsigned b : 5; unsigned c : 12; signed d : 4; };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 5;
  struct flags f[5];
  for (int i = 0; i < n; i++)
    {
      f[i].a = (unsigned) i;
      f[i].b = (unsigned) (i * 3);
      f[i].c = (unsigned) (i * 100);
      f[i].d = -i;
    }
  long s = 0;
  for (int i = 0; i < n; i++)
    s += f[i].a + f[i].b + f[i].c + f[i].d;
  printf ("%ld\n", s);
  /* { dg-output "1030\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
