/* Purpose: asprintf with an unterminated %s argument: it is read through its bounds.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char a[4];
  fill (a, 'a', 4);
  char *p = NULL;
  int r = asprintf (&p, "<%s>", a); /* { dg-foc-report read 5 manufactured label "asprintf arg 3" } */
  printf ("%s %d\n", p, r);
  free (p);
  /* { dg-output "<aaaa> 6\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
