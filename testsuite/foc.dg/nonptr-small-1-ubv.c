/* Purpose: a node pointer read past the end of its table is a
   manufactured value (0, 1, ...) and loses its empty bounds when stored
   in a struct; loaded back, a value in the first 64 KB gets the bounds
   [0, 1), where no access through it fits, so that the writes through
   it are dropped and the reads manufactured instead of faulting.  Null
   stays null, and the real nodes are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct node { int val; struct node *next; };
struct list { int n; struct node *head; };
static struct node *nodes[2];

static NI void
push (struct list *l, struct node *n)
{
  l->head = n;
  l->n++;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  nodes[0] = calloc (1, sizeof (struct node));
  nodes[1] = calloc (1, sizeof (struct node));
  nodes[0]->val = 10;
  nodes[1]->val = 20;
  struct list *l = calloc (1, sizeof *l);
  volatile int i = 2;
  struct node *zero = nodes[i]; /* { dg-foc-report read 8 manufactured } */
  push (l, nodes[i + 1]); /* { dg-foc-report read 8 manufactured } */
  struct node *h = l->head;
  h->val = 5; /* { dg-foc-report write 4 dropped } */
  int v = h->val; /* { dg-foc-report read 4 manufactured } */
  printf ("%d %d %d %d %d\n", zero == NULL, v, l->n, nodes[0]->val,
	  nodes[1]->val);
  /* { dg-output "1 2 1 10 20\r?\n" } */
  /* { dg-foc-summary 4 3 1 4 } */
  return 0;
}
