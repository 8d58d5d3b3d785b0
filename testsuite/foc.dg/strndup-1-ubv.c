/* Purpose: the block from strndup is min(strlen, n) + 1 bytes; indexing it
   with the source's length overflows.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI const char *
input (void)
{
  return "abcdefgh";
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 3;
  const char *in = input ();
  char *s = strndup (in, n);
  size_t len = strlen (in);
  for (size_t i = 0; i < len; i++)
    s[i] = in[i]; /* { dg-foc-report write 1 dropped count 4 } */
  s[n] = 0;
  printf ("%s\n", s);
  /* { dg-output "abc\r?\n" } */
  free (s);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 0 4 1 } */
  return 0;
}
