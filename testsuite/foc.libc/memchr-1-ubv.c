/* Purpose: memchr searching past the end of the buffer: manufactured bytes, no match there.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile size_t n = 12;
  char a[8];
  fill (a, 'a', 8);
  void *p = memchr (a, 'z', n); /* { dg-foc-report read 12 manufactured label "memchr s" } */
  printf ("%s\n", p ? "found" : "null");
  /* { dg-output "null\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
