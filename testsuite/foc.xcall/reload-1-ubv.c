/* Purpose: a pointer loaded twice from the same struct field takes the
   first load's bounds only while the field still holds the same pointer.
   Here the field is switched, in another function, from a 16-byte buffer
   to a 4-byte one between the two loads: the second load gets the small
   buffer's bounds, so the write at index 10 is dropped and the guard
   after it is untouched.  Also: a field loaded in a loop, where the same
   slot's earlier load dominates every later one.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct holder
{
  int n;
  char *p;
};

struct pair
{
  char small[4];
  char guard[4];
};

static NI void
point (struct holder *h, char *q)
{
  h->p = q;
}

static NI int
fill (struct holder *h, char *other, int i)
{
  h->p[i] = 'a';		/* in bounds of the 16-byte buffer */
  point (h, other);
  h->p[i] = 'b'; /* { dg-foc-report write 1 dropped func fill } */
  return h->p[0];
}

static NI int
sum (struct holder *h, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += h->p[i]; /* { dg-foc-report read 1 manufactured count 2 func sum } */
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char big[16];
  struct pair pr;
  memset (big, 'x', sizeof big);
  memcpy (pr.small, "sss", 4);
  memcpy (pr.guard, "ggg", 4);
  struct holder *h = malloc (sizeof *h);
  h->n = 0;
  h->p = big;
  volatile int i = 10, n = 10;
  int c = fill (h, pr.small, i);
  int s = sum (h, n);
  printf ("%c %c %s %s %d\n", big[10], c, pr.small, pr.guard, s >= 3 * 's');
  /* { dg-output "a s sss ggg 1\r?\n" } */
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 2 1 2 } */
  return 0;
}
