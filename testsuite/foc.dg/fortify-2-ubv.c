/* Purpose: with -D_FORTIFY_SOURCE=2: overflowing strncpy, stpcpy, strncat, memmove, snprintf and vsnprintf (via __*_chk) are checked, not aborted.  */
/* { dg-do run } */
/* { dg-options "-D_FORTIFY_SOURCE=2" } */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define NI __attribute__ ((noinline, noclone, unused))

/* Fill N bytes at P with C, out of the compiler's sight.  */
static NI void
fill (char *p, int c, size_t n)
{
  for (size_t i = 0; i < n; i++)
    p[i] = (char) c;
}

/* A string the compiler cannot measure.  */
static NI const char *
input (int which)
{
  return which ? "0123456789ABCDEFGHI" : "abc";
}

static NI int
intact (const char *g, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (g[i] != 'G')
      return 0;
  return 1;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 20;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char d1[8], d2[8], d3[8], d4[8], d5[8];
  char src[32];
  fill (src, 'm', 32);
  strncpy (d1, input (1), n); /* { dg-foc-report write 20 dropped label "strncpy dest" } */
  char *e = stpcpy (d2, input (1)); /* { dg-foc-report write 20 dropped label "stpcpy dest" } */
  strcpy (d3, input (0));
  strncat (d3, input (1), n); /* { dg-foc-report write \[0-9\]+ dropped label "strncat dest" } */
  memmove (d4, src, n); /* { dg-foc-report write 20 dropped labelre "mem(move|cpy) dest" } */
  snprintf (d5, n, "%s", input (1)); /* { dg-foc-report write \[0-9\]+ dropped label "snprintf s" } */
  printf ("%.8s %d %.8s %.8s %.8s %.8s\n", d1, (int) (e - d2), d3, d4, d5, d2);
  /* { dg-output "01234567 19 abc01234 mmmmmmmm 01234567 01234567\r?\n" } */
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 0 5 5 } */
  return 0;
}
