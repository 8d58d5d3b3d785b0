/* Purpose: longjmp out of instrumented frames.  A longjmp leaves a chain
   of calls that pass pointer arguments, once from the middle of the
   argument set-up of a nested call; afterwards calls from the same caller
   with other (larger) buffers get their own bounds, never the stale ones
   of the abandoned calls: every access in bounds, no report.  */
/* { dg-do run } */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

static jmp_buf env;
static int depth_reached;

static NI int
bail (int code)
{
  longjmp (env, code);
}

static NI void
leaf (char *small, int n, int code)
{
  for (int i = 0; i < n; i++)
    small[i] = 's';
  depth_reached = 3;
  if (code)
    leaf (small, bail (code), 0);  /* never returns from bail () */
}

static NI void
middle (char *p, int n, int code)
{
  depth_reached = 2;
  leaf (p + 1, n - 1, code);
}

static NI void
fill (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'b' + i % 3;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  static char small[3];
  static char *big;
  static int rounds;
  big = malloc (40);
  if (setjmp (env) == 0)
    middle (small, sizeof small, 1);
  rounds++;
  fill (big, 40);
  leaf (big, 40, 0);
  if (rounds < 3)
    {
      big[39] = 0;
      longjmp (env, 2);
    }
  printf ("%d %d %d %.2s %.6s %c\n", rounds, depth_reached, small[0], small + 1,
          big, big[38]);
  /* { dg-output "3 3 0 ss ssssss s\r?\n" } */
  free (big);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
