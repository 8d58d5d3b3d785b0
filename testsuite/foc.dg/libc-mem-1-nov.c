/* Purpose: in-bounds memcpy, memmove (overlapping), mempcpy, memset, bzero, memchr and memcmp on stack, heap and global buffers give no report and the C library results.  */
/* { dg-do run } */
#define _GNU_SOURCE 1
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
  volatile size_t n = 16;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char a[16], b[16];
  char *h = malloc (n);
  fill (a, 'a', 16);
  memcpy (b, a, n);
  memmove (b + 2, b, n - 2);
  char *e = mempcpy (h, b, n);
  memset (a, 'm', n / 2);
  bzero (a + n / 2, n / 2);
  char *c = memchr (h, 'a', n);
  int r = memcmp (a, b, n);
  printf ("%d %.8s %d %d %d\n", (int) (e - h), a, (int) (c - h), r > 0, a[15]);
  /* { dg-output "16 mmmmmmmm 0 1 0\r?\n" } */
  free (h);
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
