/* Purpose: gets of a line longer than the buffer: the rest of the line is consumed and dropped.  */
/* { dg-do run } */
#include "libc-test.h"

char *gets (char *);

int
main (void)
{
  GUARDS;
  set_stdin ("a-long-line-of-text\nnext\n");
  char buf[8], line[16];
  char *r = gets (buf); /* { dg-foc-report write 20 dropped label "gets s" } */
  printf ("%d %.8s\n", r == buf, buf);
  /* { dg-output "1 a-long-l\r?\n" } */
  r = gets (line);
  printf ("%s\n", r ? line : "null");
  /* { dg-output "next\r?\n" } */
  printf ("%s\n", gets (line) ? "more" : "eof");
  /* { dg-output "eof\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
