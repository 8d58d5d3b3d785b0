/* Purpose: with -D_FORTIFY_SOURCE=2 (active at -O2 and -O3) overflowing memcpy, strcpy, strcat, memset and sprintf calls become __*_chk calls; they must be checked by libfoc instead of aborting with "buffer overflow detected".  */
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
  volatile size_t n = 24;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char d1[8], d2[8], d3[8], d4[8], d5[8];
  char src[32];
  fill (src, 's', 32);
  memcpy (d1, src, n); /* { dg-foc-report write 24 dropped label "memcpy dest" } */
  strcpy (d2, input (1)); /* { dg-foc-report write 20 dropped label "strcpy dest" } */
  strcpy (d3, input (0));
  strcat (d3, input (1)); /* { dg-foc-report write 20 dropped label "strcat dest" } */
  memset (d4, 'z', n); /* { dg-foc-report write 24 dropped label "memset s" } */
  volatile int v = 1234567;
  sprintf (d5, "n=%d", v); /* { dg-foc-report write 10 dropped label "sprintf s" } */
  printf ("%.8s %.8s %.8s %.8s %.8s\n", d1, d2, d3, d4, d5);
  /* { dg-output "ssssssss 01234567 abc01234 zzzzzzzz n=123456\r?\n" } */
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 0 5 5 } */
  return 0;
}
