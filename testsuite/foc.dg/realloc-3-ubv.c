/* Purpose: a buffer grown with realloc in a loop, where the growth check
   is off by one (the classic "len == cap" vs "len + 1 == cap" bug when
   appending the NUL): the NUL write past the end is dropped and the
   string is still usable with its length.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

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
  const char *in = input ();
  size_t cap = 2, len = 0;
  char *buf = malloc (cap);
  for (; in[len]; len++)
    {
      if (len == cap)
        buf = realloc (buf, cap *= 2);
      buf[len] = in[len];
    }
  buf[len] = 0; /* { dg-foc-report write 1 dropped } */
  printf ("%zu %zu %.*s\n", len, cap, (int) len, buf);
  /* { dg-output "8 8 abcdefgh\r?\n" } */
  free (buf);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
