/* Purpose: bit-field write and read in an array element past the end: the
   write (a read-modify-write of the containing unit) is dropped and the
   read yields a manufactured value; the last real element is intact.  */
/* { dg-do run } */
#include <stdio.h>

struct flags { unsigned a : 3; unsigned b : 5; unsigned c : 12; };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 2;
  struct flags f[2] = { { 1, 2, 3 }, { 4, 5, 6 } };
  f[n].b = 7; /* { dg-foc-report write \[0-9\]+ dropped } */
  unsigned v = f[n].c; /* { dg-foc-report read \[0-9\]+ manufactured } */
  printf ("%u %u %u %u\n", v, f[1].a, f[1].b, f[1].c);
  /* { dg-output "0 4 5 6\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
