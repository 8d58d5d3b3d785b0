/* Purpose: an XOR-linked list.  Each node stores prev ^ next as an
   integer; traversal in both directions rebuilds the pointers from
   integers, so they have unknown bounds and are unchecked.  The nodes
   (with a flexible array of their own size) are written and read
   completely: the output of plain gcc, no report.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct node
{
  uintptr_t link;  /* (uintptr_t) prev ^ (uintptr_t) next */
  int n;
  char data[];
};

struct xlist
{
  struct node *head, *tail;
};

static NI void
append (struct xlist *l, int n)
{
  struct node *nd = malloc (sizeof *nd + n);
  nd->n = n;
  for (int i = 0; i < n; i++)
    nd->data[i] = 'a' + (n + i) % 26;
  nd->link = (uintptr_t) l->tail;  /* ^ (uintptr_t) NULL */
  if (l->tail)
    l->tail->link ^= (uintptr_t) nd;
  else
    l->head = nd;
  l->tail = nd;
}

/* Walks from START; prints the last byte of each node and bumps all.  */
static NI long
walk (struct node *start)
{
  long s = 0;
  uintptr_t prev = 0;
  for (struct node *cur = start; cur;)
    {
      for (int i = 0; i < cur->n; i++)
        s += cur->data[i]++;
      putchar (cur->data[cur->n - 1]);
      struct node *next = (struct node *) (cur->link ^ prev);
      prev = (uintptr_t) cur;
      cur = next;
    }
  putchar ('\n');
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int count = 8;
  struct xlist l = { NULL, NULL };
  for (int k = 1; k <= count; k++)
    append (&l, k * 3);
  long a = walk (l.head);
  /* { dg-output "gmsyekqw\r?\n" } */
  long b = walk (l.tail);
  /* { dg-output "xrlfztnh\r?\n" } */
  printf ("%ld %ld\n", a, b);
  /* { dg-output "11824 11932\r?\n" } */
  uintptr_t prev = 0;
  for (struct node *cur = l.head; cur;)
    {
      struct node *next = (struct node *) (cur->link ^ prev);
      prev = (uintptr_t) cur;
      free (cur);
      cur = next;
    }
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
