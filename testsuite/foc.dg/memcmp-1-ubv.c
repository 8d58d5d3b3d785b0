/* Purpose: memcmp with a length past one buffer: a difference inside both buffers decides without a report; equal in-bounds prefixes go on with manufactured bytes (0 for the first) and are reported.  */
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
  volatile size_t n = 10;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char a[8], b[16];
  fill (a, 'e', 8);
  fill (b, 'e', 16);
  b[3] = 'f';
  int r1 = memcmp (a, b, n);
  b[3] = 'e';
  b[8] = 0;
  b[9] = 5;
  int r2 = memcmp (a, b, n); /* { dg-foc-report read 10 manufactured label "memcmp s1" } */
  printf ("%d %d\n", r1 < 0, r2 < 0);
  /* { dg-output "1 1\r?\n" } */
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
