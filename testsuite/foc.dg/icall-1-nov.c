/* Purpose: indirect calls through function pointers with bounds (loaded
   from static and heap tables, struct fields, parameters, PHIs), of
   every kind of result, run as without foc: no call is skipped, no
   report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pt { long x, y; };
struct ops
{
  int (*op) (int);
  double (*scale) (double);
  const char *(*name) (int);
  struct pt (*mk) (long);
  void (*count) (void);
};

static int ncount;
static int twice (int v) { return v * 2; }
static int plus3 (int v) { return v + 3; }
static double half (double d) { return d / 2; }
static const char *names[] = { "zero", "one" };
static const char *nm (int i) { return names[i & 1]; }
static struct pt mkpt (long v) { struct pt p = { v, -v }; return p; }
static void bump (void) { ncount++; }

static int (*const table[2]) (int) = { twice, plus3 };

static int __attribute__ ((noinline))
apply (int (*f) (int), int v)
{
  return f (v);
}

int
main (void)
{
  struct ops *o = malloc (sizeof *o);
  o->op = plus3;
  o->scale = half;
  o->name = nm;
  o->mk = mkpt;
  o->count = bump;
  int (**heap) (int) = malloc (2 * sizeof *heap);
  memcpy (heap, table, sizeof table);
  long sum = 0;
  for (volatile int i = 0; i < 10; i++)
    {
      int (*f) (int) = (i & 1) ? table[i & 1] : heap[(i >> 1) & 1];
      sum += f (i) + apply (heap[i & 1], i) + o->op (i);
      o->count ();
    }
  struct pt p = o->mk (7);
  const char *s = o->name (3);
  printf ("%ld %g %s %ld %ld %d\n", sum, o->scale (5.0), s, p.x, p.y, ncount);
  /* { dg-output "233 2.5 one 7 -7 10\r?\n" } */
  free (heap);
  free (o);
  return 0;
}
