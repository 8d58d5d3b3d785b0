/* Purpose: fscanf %[ into a small buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  FILE *f = text_file ("abcdefgh,rest 7");
  char w[4], w2[8];
  int x = 0;
  int r = fscanf (f, "%[a-z],%7s %d", w, w2, &x); /* { dg-foc-report write 9 dropped label "fscanf arg 3" } */
  printf ("%d %.4s %s %d\n", r, w, w2, x);
  /* { dg-output "3 abcd rest 7\r?\n" } */
  fclose (f);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
