/* Purpose: overflows inside callees reached by indirect calls.  A table
   of fill functions is called through a volatile index, through a
   function pointer parameter and through a struct member; each callee
   writes one byte past the caller's buffer (stack, heap, global), and the
   report names the callee.  The neighbouring objects keep their bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

typedef void op_fn (char *, int);

static NI void
upper (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'A' + i; /* { dg-foc-report write 1 dropped func upper } */
}

static NI void
lower (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'a' + i; /* { dg-foc-report write 1 dropped func lower } */
}

static NI int
count (char *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i] != 0; /* { dg-foc-report read 1 manufactured count 2 func count } */
  return s;
}

op_fn *table[2] = { upper, lower };
char gfront[4] = "fff", gbuf[4], gback[4] = "bbb";

struct ops
{
  op_fn *fill;
  int (*count) (char *, int);
};

static NI void
apply (op_fn *fn, char *p, int n)
{
  fn (p, n);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int k = 1, n = 5;
  char before[4] = "BBB", buf[4], after[4] = "AAA";
  table[k - 1] (buf, n);
  char *h = malloc (4);
  char *guard = malloc (4);
  strcpy (guard, "ggg");
  apply (table[k], h, n);
  struct ops ops = { upper, count };
  struct ops *volatile pops = &ops;
  int c = pops->count (gbuf, n + 1);
  printf ("%.4s %.4s %d %s %s %s %s %s\n", buf, h, c, before, after, guard,
          gfront, gback);
  /* { dg-output "ABCD abcd 1 BBB AAA ggg fff bbb\r?\n" } */
  free (guard);
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 2 2 3 } */
  return 0;
}
