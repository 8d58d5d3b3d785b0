/* Purpose: an underflow of a list node's buffer: unshift () prepends a
   byte in front of the data, one more than the room left at the front.
   The bounds of node->data's object come back with the loaded pointer,
   so only the step below the buffer's start is dropped, and the node
   allocated in front of the buffer keeps its fields.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct node
{
  struct node *next;
  char *start;  /* first used byte */
  char *data;   /* the buffer */
  int cap;
};

static NI struct node *
make (int cap)
{
  struct node *nd = malloc (sizeof *nd);
  nd->next = NULL;
  nd->cap = cap;
  nd->data = malloc (cap);
  memset (nd->data, '.', cap);
  nd->start = nd->data + cap;
  return nd;
}

static NI void
unshift (struct node *nd, char c)
{
  nd->start--;
  *nd->start = c; /* { dg-foc-report write 1 dropped func unshift } */
}

static NI char
peek (const struct node *nd)
{
  return *nd->start; /* { dg-foc-report read 1 manufactured func peek } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int cap = 3;
  struct node *a = make (cap);
  struct node *b = make (cap);
  a->next = b;
  for (int i = 0; i < cap; i++)
    unshift (a->next, 'x' + i);
  char p0 = peek (a->next);
  unshift (a->next, 'w');
  char p1 = peek (a->next);
  printf ("%.3s %d %c %d %d %s\n", b->data, b->cap, p0, p1, a->cap,
          a->next == b ? "linked" : "broken");
  /* { dg-output "zyx 3 z 0 3 linked\r?\n" } */
  free (a->data);
  free (a);
  free (b->data);
  free (b);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
