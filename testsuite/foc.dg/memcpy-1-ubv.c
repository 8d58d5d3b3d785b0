/* Purpose: memcpy with a length past the destination copies the part that fits and drops the rest (one "memcpy dest" report); with a length past the source it manufactures the missing source bytes (0 1 2 0) after a "memcpy src" report.  */
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
  volatile size_t n = 12;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char dst[8], src[16];
  fill (src, 's', 16);
  void *r = memcpy (dst, src, n); /* { dg-foc-report write 12 dropped label "memcpy dest" } */
  printf ("%.8s %d\n", dst, r == dst);
  /* { dg-output "ssssssss 1\r?\n" } */
  char big[16], small[8];
  fill (small, 'm', 8);
  fill (big, 'B', 16);
  memcpy (big, small, n); /* { dg-foc-report read 12 manufactured label "memcpy src" } */
  printf ("%.8s %d %d %d %d %c\n", big, big[8], big[9], big[10], big[11], big[12]);
  /* { dg-output "mmmmmmmm 0 1 2 0 B\r?\n" } */
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
