/* Purpose: memmove past the destination and from past the source, including an overlapping move inside one buffer that runs off its end.  (GCC folds the first, provably non-overlapping memmove into memcpy before the plugin runs, so either label is accepted there; the overlapping one must say memmove.)  */
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

  char dst[6], src[12];
  fill (src, 'q', 12);
  memmove (dst, src, n); /* { dg-foc-report write 10 dropped labelre "(memmove|memcpy) dest" } */
  printf ("%.6s\n", dst);
  /* { dg-output "qqqqqq\r?\n" } */
  char b[12];
  memcpy (b, "0123456789a", 12);
  memmove (b + 4, b, n); /* { dg-foc-report write 10 dropped label "memmove dest" } */
  printf ("%.12s\n", b);
  /* { dg-output "012301234567\r?\n" } */
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 0 2 2 } */
  return 0;
}
