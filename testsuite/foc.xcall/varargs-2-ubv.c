/* Purpose: the named pointer parameter of a variadic function keeps its
   bounds: concat () writes past the end of DST (the caller's stack buffer
   in one call, a heap block in the other) when the variadic strings are
   too long; the writes are dropped in concat ().  The variadic strings
   themselves are only read in bounds.  Neighbouring objects are intact.  */
/* { dg-do run } */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
concat (char *dst, int n, ...)
{
  va_list ap;
  int len = 0;
  va_start (ap, n);
  for (int k = 0; k < n; k++)
    {
      const char *s = va_arg (ap, const char *);
      for (int i = 0; s[i]; i++)
        dst[len++] = s[i]; /* { dg-foc-report write 1 dropped func concat } */
    }
  va_end (ap);
  return len;
}

static NI void
run (void)
{
  char before[4] = "BBB", out[6], after[4] = "AAA";
  int len = concat (out, 2, "hello", "!!");
  printf ("%d %.6s %s %s\n", len, out, before, after);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run ();
  /* { dg-output "7 hello! BBB AAA\r?\n" } */
  char *h = malloc (4);
  char *guard = malloc (4);
  strcpy (guard, "ggg");
  int len = concat (h, 3, "ab", "cd", "ef");
  /* { dg-foc-report write 1 dropped count 2 func concat line 24 } */
  printf ("%d %.4s %s\n", len, h, guard);
  /* { dg-output "6 abcd ggg\r?\n" } */
  free (guard);
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 0 3 1 } */
  return 0;
}
