/* Purpose: in-bounds accesses to stack arrays -- index loops, pointer
   loops, a one-past-end pointer, a backward loop that ends at base - 1
   without dereferencing it, arrays passed to and returned through
   functions and stored in a struct -- give no report.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

struct holder { int *p; int n; };

static NI int
sum (const int *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

static NI int
sum_holder (struct holder *h)
{
  return sum (h->p, h->n);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 8;
  int a[8];
  char s[16];
  for (int i = 0; i < n; i++)
    a[i] = i * 3;
  int t = 0;
  for (int *p = a; p < a + 8; p++)        /* pointer loop to one-past-end */
    t += *p;
  int back = 0;
  for (int *p = a + 7; p >= a; p--)       /* ends at a - 1, never read */
    back += *p;
  char *e = s;
  for (int i = 0; i < 15; i++)
    *e++ = (char) ('a' + i);
  *e = 0;
  struct holder h = { a, n };
  printf ("%d %d %d %d %s\n", t, back, sum (a, n), sum_holder (&h), s);
  /* { dg-output "84 84 84 84 abcdefghijklmno\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
