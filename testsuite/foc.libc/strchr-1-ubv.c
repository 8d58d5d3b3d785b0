/* Purpose: strchr searching an unterminated buffer: no match in manufactured bytes.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  char *p = strchr (a, 'z'); /* { dg-foc-report read 5 manufactured label "strchr s" } */
  printf ("%s\n", p ? "found" : "null");
  /* { dg-output "null\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
