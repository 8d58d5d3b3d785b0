/* Purpose: underflows in callees reached by indirect calls: a callback
   table of "shift" operations writes and reads one element below the
   array passed to it.  Each callee gets the whole array's bounds from its
   indirect caller, whatever interior pointer was passed.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

typedef int step_fn (int *, int);

static NI int
put_back (int *p, int back)
{
  p[-back] = -1; /* { dg-foc-report write 4 dropped func put_back } */
  return 0;
}

static NI int
get_back (int *p, int back)
{
  return p[-back]; /* { dg-foc-report read 4 manufactured count 2 func get_back } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  step_fn *volatile steps[2] = { put_back, get_back };
  volatile int back = 3;
  int front[2] = { 11, 11 };
  int arr[4] = { 1, 2, 3, 4 };
  int *heap = malloc (4 * sizeof *heap);
  int *guard = malloc (4 * sizeof *guard);
  for (int i = 0; i < 4; i++)
    heap[i] = guard[i] = 5;
  steps[0] (arr + 2, back);      /* arr[-1] */
  steps[0] (arr + 3, back);      /* arr[0], in bounds */
  int a = steps[1] (arr + 2, back);  /* arr[-1] */
  int b = steps[1] (heap + 1, back - 1);  /* heap[-1] */
  int c = steps[1] (heap + 3, back);  /* heap[0], in bounds */
  printf ("%d %d %d %d %d %d %d %d\n", arr[0], arr[1], front[0], front[1],
          a, b, c, guard[3]);
  /* { dg-output "-1 2 11 11 0 1 5 5\r?\n" } */
  free (guard);
  free (heap);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 2 1 2 } */
  return 0;
}
