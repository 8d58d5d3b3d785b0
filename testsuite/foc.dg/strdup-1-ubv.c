/* Purpose: the block from strdup is strlen + 1 bytes: appending to it in
   place overflows; the appended characters are dropped and reading past
   the NUL yields manufactured bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI const char *
input (void)
{
  return "abc";
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int len = 3;
  char *s = strdup (input ());
  s[len] = 'd'; /* the NUL: in bounds */
  s[len + 1] = 'e'; /* { dg-foc-report write 1 dropped } */
  s[len + 2] = 0; /* { dg-foc-report write 1 dropped } */
  int c1 = s[len + 1]; /* { dg-foc-report read 1 manufactured } */
  s[len] = 0;
  printf ("%s %d\n", s, c1);
  /* { dg-output "abc 0\r?\n" } */
  free (s);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  return 0;
}
