/* Purpose: overflows after a longjmp.  The first round leaves a chain of
   calls (that carried a large buffer) with longjmp; then the same callees
   are called with small buffers and overflow them.  The callees must use
   the bounds of the new arguments: the writes past the small buffers are
   dropped and reported (not accepted with the large buffer's stale
   bounds), and the neighbouring objects stay intact.  */
/* { dg-do run } */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static jmp_buf env;

static NI void
fill (char *p, int n, int jump)
{
  for (int i = 0; i < n; i++)
    p[i] = 'a' + i; /* { dg-foc-report write 1 dropped count 2 func fill } */
  if (jump)
    longjmp (env, 1);
}

static NI void
outer (char *p, int n, int jump)
{
  fill (p, n, jump);
}

char gfront[4] = "fff", gsmall[4], gback[4] = "bbb";

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  static char *big;
  volatile int n = 5;
  big = malloc (64);
  char *front = malloc (4);
  char *small = malloc (4);
  char *back = malloc (4);
  strcpy (front, "FFF");
  strcpy (back, "BBB");
  if (setjmp (env) == 0)
    outer (big, 64, 1);
  outer (small, n, 0);
  fill (gsmall, n, 0);
  printf ("%.4s %s %s %.4s %s %s\n", small, front, back, gsmall, gfront, gback);
  /* { dg-output "abcd FFF BBB abcd fff bbb\r?\n" } */
  free (back);
  free (small);
  free (front);
  free (big);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 0 2 1 } */
  return 0;
}
