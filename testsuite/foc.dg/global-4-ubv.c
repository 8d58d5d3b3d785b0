/* Purpose: a pointer loop copies a string into a global buffer that is too
   small (strcpy done by hand): the excess characters are dropped, the
   buffer holds the prefix, the next global is untouched.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

char buf[8];
char guard[8] = "GGGGGGG";

static NI const char *
input (void)
{
  return "0123456789AB";
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  const char *s = input ();
  char *d = buf;
  char c;
  do
    {
      c = *s++;
      *d++ = c; /* { dg-foc-report write 1 dropped count 5 } */
    }
  while (c);
  printf ("%.8s %s\n", buf, guard);
  /* { dg-output "01234567 GGGGGGG\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 0 5 1 } */
  return 0;
}
