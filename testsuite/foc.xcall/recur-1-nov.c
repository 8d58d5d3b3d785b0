/* Purpose: recursion.  Each level owns a VLA whose size depends on the
   depth and passes it down; each level fills its parent's buffer and its
   own completely, before and after the recursive call (so the callee's
   bounds must not leak into the caller's frame): no report.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
rec (char *parent, int psize, int depth, int max)
{
  char mine[depth + 2];
  for (int i = 0; i < psize; i++)
    parent[i] = 'a' + depth;
  for (int i = 0; i < depth + 2; i++)
    mine[i] = 'A' + depth;
  int below = depth < max ? rec (mine, depth + 2, depth + 1, max) : 0;
  int s = 0;
  for (int i = 0; i < depth + 2; i++)
    s += mine[i] != 'A' + depth;
  for (int i = 0; i < psize; i++)
    parent[i] = 'A' + depth;
  return below + s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int max = 5;
  char top[3];
  int changed = rec (top, sizeof top, 0, max);
  printf ("%d %.3s\n", changed, top);
  /* { dg-output "20 AAA\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
