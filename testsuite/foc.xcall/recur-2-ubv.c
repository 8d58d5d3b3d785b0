/* Purpose: bounds are right at each depth of a recursion.  Every level
   writes one byte past its parent's buffer, whose size differs per level
   (a VLA of depth + 2 bytes), after touching its last byte (in bounds);
   after the recursive call returns it does the same to its own buffer,
   which must still carry its own bounds, not those its callee received.
   Bounds of another depth would be too small (a report on the last
   byte) or too large (no report past the end).  The guards next to each
   buffer keep their bytes.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static int smashed;

static NI void
poke (char *p, int size)
{
  p[size - 1] = '!';
  p[size] = '!'; /* { dg-foc-report write 1 dropped count 2 func poke } */
}

static NI void
rec (char *parent, int psize, int depth, int max)
{
  char lo[2] = "l", mine[depth + 2], hi[2] = "h";
  for (int i = 0; i < depth + 2; i++)
    mine[i] = 'A' + depth;
  poke (parent, psize);
  if (depth < max)
    rec (mine, depth + 2, depth + 1, max);
  mine[depth + 1] = 'A' + depth;
  mine[depth + 2] = '#'; /* { dg-foc-report write 1 dropped count 3 func rec } */
  for (int i = 0; i < depth + 2; i++)
    smashed += mine[i] != 'A' + depth;
  smashed += lo[0] != 'l' || hi[0] != 'h';
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int max = 2;
  char before[4] = "bbb", top[3] = "tt", after[4] = "aaa";
  rec (top, 1, 0, max);  /* top[0] and top[1]: in bounds.  */
  printf ("%d %s %s %s\n", smashed, before, top, after);
  /* { dg-output "0 bbb !! aaa\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 0 5 2 } */
  return 0;
}
