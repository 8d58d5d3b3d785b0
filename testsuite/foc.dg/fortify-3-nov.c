/* Purpose: with -D_FORTIFY_SOURCE=2, in-bounds string and memory calls behave as without foc and give no report.  */
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
  volatile size_t n = 8;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char a[16], b[16];
  fill (b, 'b', 15);
  b[15] = 0;
  memcpy (a, b, n);
  a[n] = 0;
  strcat (a, "++");
  char c[32];
  snprintf (c, sizeof c, "%s|%d", a, 7);
  printf ("%s %zu\n", c, strlen (b));
  /* { dg-output "bbbbbbbb\\+\\+\\|7 15\r?\n" } */
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
