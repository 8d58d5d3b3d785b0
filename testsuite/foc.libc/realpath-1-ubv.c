/* Purpose: realpath into a buffer smaller than PATH_MAX and than the path.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  char dir[] = "/tmp/foclibc-XXXXXX";
  if (!mkdtemp (dir))
    abort ();
  char res[8];
  char *r = realpath (dir, res); /* { dg-foc-report write 20 dropped label "realpath resolved_path" } */
  printf ("%d %.8s\n", r == res, res);
  /* { dg-output "1 /tmp/foc\r?\n" } */
  rmdir (dir);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
