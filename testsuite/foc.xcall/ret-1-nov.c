/* Purpose: pointers returned by instrumented functions (a fresh heap
   block, one of the arguments, an interior pointer, a pointer read from
   a table) are used in bounds by the caller: no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

static char *slots[2];
static char gbuf[5];

static NI char *
make (int n)
{
  char *p = malloc (n);
  for (int i = 0; i < n; i++)
    p[i] = '0' + i;
  return p;
}

static NI char *
pick (char *a, char *b, int which)
{
  return which ? a : b;
}

static NI char *
middle (char *p, int n)
{
  return p + n / 2;
}

static NI char *
slot (int k)
{
  return slots[k];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 10, w = 1;
  char local[3] = "ab";
  char *m = make (n);
  slots[0] = m;
  slots[1] = gbuf;
  char *p = pick (local, m, w);
  char *q = pick (local, m, !w);
  char *mid = middle (q, n);
  mid[-5] = 'A';
  mid[4] = 'Z';
  char *g = slot (w);
  for (int i = 0; i < 4; i++)
    g[i] = 'g';
  printf ("%s %.10s %s %c\n", p, slot (0), gbuf, *middle (local, 2));
  /* { dg-output "ab A12345678Z gggg b\r?\n" } */
  free (m);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
