/* Purpose: fputs of an unterminated buffer, directly and as fprintf (f, "%s") which GCC turns into fputs.  */
/* { dg-do run } */
#include "libc-test.h"

int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  int r = fputs (a, stdout); /* { dg-foc-report read 5 manufactured label "fputs s" } */
  /* { dg-output "aaaa" } */
  /* The generator goes on with 1, 2, 0.  */
  fprintf (stdout, "%s", a); /* { dg-foc-report read 7 manufactured labelre "(fputs s|fprintf arg 3)" } */
  printf ("|%d\n", r >= 0);
  /* { dg-output "aaaa\x01\x02\\|1\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 2 2 0 2 } */
  return 0;
}
