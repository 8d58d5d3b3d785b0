/* Purpose: bzero past the end of a heap buffer zeroes only the buffer.  (GCC itself folds bzero into memset before the plugin runs, so either label is accepted.)  */
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
  volatile size_t n = 24;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char *b = malloc (16);
  fill (b, 'x', 16);
  char *canary = malloc (16);
  fill (canary, 'G', 16);
  bzero (b, n); /* { dg-foc-report write 24 dropped labelre "(bzero|memset) s" } */
  int z = 0;
  for (int i = 0; i < 16; i++)
    z += b[i] == 0;
  printf ("%d %d\n", z, intact (canary, 16));
  /* { dg-output "16 1\r?\n" } */
  free (b);
  free (canary);
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
