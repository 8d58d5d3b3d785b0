/* Purpose: wcslen of an unterminated wide array.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  wchar_t a[4];
  for (int i = 0; i < 4; i++)
    a[i] = L'a';
  size_t l = wcslen (a); /* { dg-foc-report read 20 manufactured label "wcslen s" } */
  printf ("%d\n", (int) l);
  /* { dg-output "4\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
