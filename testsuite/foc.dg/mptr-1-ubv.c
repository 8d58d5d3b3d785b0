/* Purpose: a manufactured pointer.  Reading a pointer-typed element past
   the end of an array of pointers yields a manufactured value; using that
   pointer must not crash: its reads are themselves reported and
   manufactured, its writes dropped.  */
/* { dg-do run } */
#include <stdio.h>

struct node { int val; struct node *next; };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 2;
  int x = 1, y = 2;
  int *ptrs[2] = { &x, &y };
  int *p = ptrs[n]; /* { dg-foc-report read 8 manufactured } */
  int v = *p; /* { dg-foc-report read 4 manufactured } */
  *p = 5; /* { dg-foc-report write 4 dropped } */
  struct node nodes[2] = { { 1, &nodes[1] }, { 2, NULL } };
  struct node *q = nodes[n].next; /* { dg-foc-report read 8 manufactured } */
  int w = q->val; /* { dg-foc-report read 4 manufactured } */
  printf ("%d %d %d %d\n", v, w, x, y);
  /* { dg-output "1 0 1 2\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 4 1 5 } */
  return 0;
}
