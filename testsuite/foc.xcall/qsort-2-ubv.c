/* Purpose: inside a qsort comparator (called by uninstrumented libc) the
   element pointers are unknown, but accesses through a global array and
   through a buffer captured via a global pointer are still checked: a key
   out of range reads past the global weight table (manufactured) and the
   comparator's scratch write past the heap scratch buffer is dropped.
   With two elements, glibc's qsort calls the comparator exactly once.
   The neighbouring global and malloc block keep their contents.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

int weights[4] = { 40, 30, 20, 10 };
int others[4] = { 7, 7, 7, 7 };
char *scratch;
int calls;

static NI int
by_weight (const void *a, const void *b)
{
  int x = *(const int *) a, y = *(const int *) b;
  int lo = x < y ? x : y, hi = x < y ? y : x;
  scratch[lo] = 'l';
  scratch[hi] = 'h'; /* { dg-foc-report write 1 dropped func by_weight } */
  calls++;
  return weights[x] - weights[y]; /* { dg-foc-report read 4 manufactured func by_weight } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  scratch = malloc (4);
  memset (scratch, '.', 4);
  char *guard = malloc (4);
  memset (guard, 'g', 4);
  int keys[2] = { 1, 4 };  /* weights[4] is out of bounds.  */
  volatile size_t n = 2;
  qsort (keys, n, sizeof keys[0], by_weight);
  /* weights[4] reads as 0, so 4 sorts first whatever the argument order.  */
  printf ("%d %d %d %.4s %.4s %d %d\n", calls, keys[0], keys[1], scratch, guard,
          others[0], others[3]);
  /* { dg-output "1 4 1 .l.. gggg 7 7\r?\n" } */
  free (guard);
  free (scratch);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
