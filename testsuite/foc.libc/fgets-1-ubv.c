/* Purpose: fgets with a size larger than the buffer.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  volatile int n = 32;
  FILE *f = text_file ("a-long-line-of-text\nnext\n");
  char buf[8], line[16];
  char *r = fgets (buf, n, f); /* { dg-foc-report write 21 dropped label "fgets s" } */
  printf ("%d %.8s\n", r == buf, buf);
  /* { dg-output "1 a-long-l\r?\n" } */
  if (fgets (line, sizeof line, f))
    printf ("%s", line);
  /* { dg-output "next\r?\n" } */
  fclose (f);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
