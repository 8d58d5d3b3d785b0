/* Purpose: the metadata entry's encoding (word 0 is the pointer plus one)
   leaves the pointers it cannot describe alone: a computed null pointer
   and the sentinel (void *) -1 stored in memory and loaded back compare
   as they should, and a real pointer stored over them afterwards gets its
   own bounds back (its last byte is written, with no report).  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct slots
{
  char *a, *b;
};

static NI char *
pick (char *p, int which)
{
  return which == 0 ? NULL : which == 1 ? (char *) -1 : p;
}

static NI void
store (struct slots *s, char *x, char *y)
{
  s->a = x;
  s->b = y;
}

static NI int
classify (struct slots *s)
{
  return (s->a == NULL) + 2 * (s->b == (char *) -1);
}

static NI void
last (struct slots *s, int n)
{
  s->a[n - 1] = 'a';
  s->b[n - 1] = 'b';
}

int
main (void)
{
  char *buf = malloc (16), *other = malloc (16);
  struct slots *s = malloc (sizeof *s);
  store (s, pick (buf, 0), pick (buf, 1));
  int c1 = classify (s);
  store (s, pick (buf, 2), pick (other, 2));
  int c2 = classify (s);
  last (s, 16);
  printf ("%d %d %c %c\n", c1, c2, buf[15], other[15]);
  /* { dg-output "3 0 a b\r?\n" } */
  free (s);
  free (other);
  free (buf);
  return 0;
}
