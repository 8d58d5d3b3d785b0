/* Purpose: pointers to a caller's stack, heap and global buffers are
   passed to noinline callees, also two calls deep and at an offset, and
   used there up to the last byte of each object: no report, the output
   of plain gcc.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

char gbuf[16];

static NI void
fill (char *dst, const char *src, int n)
{
  for (int i = 0; i < n; i++)
    dst[i] = src[i];
}

static NI void
fill_at (char *dst, int off, int n)
{
  fill (dst + off, "abcdefghijklmnop", n);
}

static NI int
sum (const char *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 16, half = 8;
  char sbuf[16];
  char *hbuf = malloc (16);
  fill (sbuf, "0123456789abcdef", n);
  fill_at (hbuf, 0, half);
  fill_at (hbuf, half, half);
  fill (gbuf, sbuf, n);
  printf ("%.16s %.16s %.16s\n", sbuf, hbuf, gbuf);
  /* { dg-output "0123456789abcdef abcdefghabcdefgh 0123456789abcdef\r?\n" } */
  printf ("%d %d %d\n", sum (sbuf, n), sum (hbuf + half, half), sum (gbuf + n - 1, 1));
  /* { dg-output "1122 804 102\r?\n" } */
  free (hbuf);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
