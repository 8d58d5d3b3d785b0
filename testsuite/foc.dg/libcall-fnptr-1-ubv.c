/* Purpose: a call to a checked library function through a function
   pointer the compiler can see (cp = strcpy; cp (...)) is checked like a
   direct call: the excess is dropped and the neighbour keeps its bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI const char *
input (void)
{
  return "0123456789";
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *(*cp) (char *, const char *) = strcpy;
  char a[4], b[8] = "bbbbbbb";
  cp (a, input ()); /* { dg-foc-report write 11 dropped label "strcpy dest" } */
  printf ("%.4s %s\n", a, b);
  /* { dg-output "0123 bbbbbbb\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
