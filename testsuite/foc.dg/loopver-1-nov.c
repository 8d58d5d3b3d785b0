/* Purpose: loops whose checks foc decides once before the loop (loop
   versioning, -O2 and up: foc-loops.cc) compute exactly what they
   compute without foc, with no report: counting up and down, strides,
   pointer walks, a global array, a loop that exits early, one that runs
   no iteration, one whose access happens in some iterations only, a
   char index that wraps, and loops running right up to the last
   element.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

int glob[100];

static NI long
sum_up (const int *a, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static NI long
sum_down (const int *a, int n)
{
  long s = 0;
  for (int i = n - 1; i >= 0; i--)
    s = s * 3 % 1000003 + a[i];
  return s;
}

static NI void
scale (double *d, const double *x, unsigned long n, double k)
{
  for (unsigned long i = 0; i < n; i++)
    d[i] = k * x[i];
}

static NI long
stride3 (const short *a, int n)
{
  long s = 0;
  for (int i = 1; i < n; i += 3)
    s += a[i] * i;
  return s;
}

static NI unsigned long
walk (const unsigned char *p, const unsigned char *end)
{
  unsigned long s = 0;
  for (; p < end; p++)
    s = s * 31 + *p;
  return s;
}

static NI int
find (const int *a, int n, int v)
{
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      return i;
  return -1;
}

static NI long
odd_only (const long *a, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    if (i & 1)
      s += a[i];
  return s;
}

static NI void
fill_glob (int n, int v)
{
  for (int i = 0; i < n; i++)
    glob[i] = v + i;
}

static NI unsigned
bytes (const unsigned char *tab, unsigned char start, int n)
{
  unsigned s = 0;
  unsigned char c = start;
  for (int i = 0; i < n; i++, c++)
    s += tab[c];
  return s;
}

int
main (void)
{
  volatile int n = 100;
  int *a = malloc (n * sizeof *a);
  double *x = malloc (n * sizeof *x), *d = malloc (n * sizeof *d);
  short s[64];
  long l[33];
  unsigned char tab[256];
  if (!a || !x || !d)
    return 1;
  for (int i = 0; i < n; i++)
    {
      a[i] = i * 7 - 300;
      x[i] = i * 0.5;
    }
  for (int i = 0; i < 64; i++)
    s[i] = (short) (i * i - 1000);
  for (int i = 0; i < 33; i++)
    l[i] = 1000 + i;
  for (int i = 0; i < 256; i++)
    tab[i] = (unsigned char) (255 - i);

  scale (d, x, n, 4.0);
  fill_glob (n, 5);
  printf ("%ld %ld %ld %ld\n", sum_up (a, n), sum_up (a, 0), sum_down (a, n),
	  sum_down (a, 1));
  printf ("%.1f %.1f %ld %ld\n", d[0], d[99], stride3 (s, 64), stride3 (s, 1));
  printf ("%lu %d %d %ld\n", walk ((unsigned char *) a, (unsigned char *) (a + 4)),
	  find (a, n, 393), find (a, n, 394), odd_only (l, 33));
  printf ("%d %d %u %u\n", glob[0], glob[99], bytes (tab, 250, 12),
	  bytes (tab, 0, 256));
  free (a);
  free (x);
  free (d);
  return 0;
}

/* { dg-output "4650 0 454053 -300\r?\n" } */
/* { dg-output "0.0 198.0 619101 0\r?\n" } */
/* { dg-output "16821245388227209150 99 -1 16256\r?\n" } */
/* { dg-output "5 104 1530 32640\r?\n" } */
