/* Purpose: a singly linked list of heap nodes, each owning a data buffer
   of its own size.  Nodes and buffers are built in one function, filled
   in another and summed in a third, all through loaded pointers
   (node->next, node->data): every access in bounds, no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct node
{
  struct node *next;
  int size;
  char *data;
};

static NI struct node *
build (int n)
{
  struct node *head = NULL;
  for (int i = 0; i < n; i++)
    {
      struct node *nd = malloc (sizeof *nd);
      nd->size = 1 + i;
      nd->data = malloc (nd->size);
      nd->next = head;
      head = nd;
    }
  return head;
}

static NI void
fill (struct node *head)
{
  for (struct node *nd = head; nd; nd = nd->next)
    for (int i = 0; i < nd->size; i++)
      nd->data[i] = nd->size;
}

static NI int
sum (const struct node *head)
{
  int s = 0;
  for (const struct node *nd = head; nd; nd = nd->next)
    for (int i = 0; i < nd->size; i++)
      s += nd->data[i];
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 6;
  struct node *head = build (n);
  fill (head);
  printf ("%d\n", sum (head));
  /* { dg-output "91\r?\n" } */
  while (head)
    {
      struct node *next = head->next;
      free (head->data);
      free (head);
      head = next;
    }
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
