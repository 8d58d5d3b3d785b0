/* Purpose: an overflow of the buffer owned by each node of a linked list,
   in a function that only sees the list head: each node's data pointer
   is loaded through node->next chains, and the write one past each
   buffer's end is dropped with that buffer as the object (sizes 3, 2, 1).
   The nodes themselves (allocated right after each buffer) keep their
   links and sizes, so the list is still intact afterwards.  */
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
      char *data = malloc (1 + i);
      struct node *nd = malloc (sizeof *nd);
      nd->size = 1 + i;
      nd->data = data;
      nd->next = head;
      head = nd;
    }
  return head;
}

static NI void
fill (struct node *head, int extra)
{
  for (struct node *nd = head; nd; nd = nd->next)
    for (int i = 0; i < nd->size + extra; i++)
      nd->data[i] = 'a' + i; /* { dg-foc-report write 1 dropped count 3 func fill } */
}

static NI int
last (const struct node *head, int extra)
{
  while (head->next)
    head = head->next;
  return head->data[head->size - 1 + extra]; /* { dg-foc-report read 1 manufactured func last } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 3, extra = 1;
  struct node *head = build (n);
  fill (head, extra);
  int v = last (head, extra);
  int len = 0;
  for (struct node *nd = head; nd; nd = nd->next)
    printf ("%d:%.*s ", nd->size, nd->size, nd->data), len++;
  printf ("%d %d\n", len, v);
  /* { dg-output "3:abc 2:ab 1:a 3 0\r?\n" } */
  while (head)
    {
      struct node *next = head->next;
      free (head->data);
      free (head);
      head = next;
    }
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 1 3 2 } */
  return 0;
}
