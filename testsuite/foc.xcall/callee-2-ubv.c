/* Purpose: a callee overflows a buffer on its caller's stack
   (fill (buf, input) with too long an input).  The bounds of buf travel
   with the argument, so the two writes past its end are dropped inside
   the callee and reported with the callee's name; the caller's other
   locals keep their bytes.  Reads past the end in another callee are
   manufactured.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
fill (char *dst, const char *src, int n)
{
  for (int i = 0; i < n; i++)
    dst[i] = src[i]; /* { dg-foc-report write 1 dropped count 2 func fill } */
}

static NI int
sum (const char *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i]; /* { dg-foc-report read 1 manufactured count 2 func sum } */
  return s;
}

static NI void
run (volatile int n)
{
  char before[8], buf[8], after[8];
  memset (before, 'b', sizeof before);
  memset (after, 'a', sizeof after);
  fill (buf, "0123456789", n);
  int s = sum (buf, n);
  printf ("%.8s %.8s %.8s %d\n", before, buf, after, s);
  /* { dg-output "bbbbbbbb 01234567 aaaaaaaa 413\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (10);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 2 2 2 } */
  return 0;
}
