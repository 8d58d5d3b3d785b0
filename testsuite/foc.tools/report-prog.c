/* Used by tools.exp (not a dg test): out-of-bounds accesses at five sites,
   one past max_reports=3, and a skipped call, for foc-report.  The line
   numbers are in tools.exp.  */
#include <stdio.h>
#include <string.h>

static __attribute__ ((noinline)) void
fill (int *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i] = i;                 /* line 12: 2 writes a call, 3 calls */
    }
}

static __attribute__ ((noinline)) int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];                  /* line 21: 2 reads */
  return s;
}

static int one (void) { return 1; }
static int (*table[1]) (void) = { one };

int
main (void)
{
  volatile int extra = 2;
  int a[4];
  char buf[8];
  char small[4] = "abc";

  for (int k = 0; k < 3; k++)
    fill (a, 4 + extra);
  printf ("%d\n", sum (a, 4 + extra) >= 0);
  memset (buf, 0, 8 + extra * 8);       /* line 39: 24 bytes */
  volatile int i = 4 + extra;
  char c = small[i];                    /* line 41: 1 byte */
  printf ("%d %d\n", buf[0], c >= 0);
  int r = table[i] ();                  /* line 43: a read, a call */
  printf ("%d\n", r >= 0);
  return 0;
}
