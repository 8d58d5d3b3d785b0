/* Purpose: strstr with an unterminated haystack: a needle inside is found; the scan past it ends at a manufactured 0.  */
/* { dg-do run } */
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
  volatile size_t n = 0;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char h[6];
  fill (h, 'h', 6);
  h[3] = 'n';
  char *p = strstr (h, "zz"); /* { dg-foc-report read \[0-9\]+ manufactured label "strstr s1" } */
  printf ("%d\n", p == NULL);
  /* { dg-output "1\r?\n" } */
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
