/* Purpose: container_of through an intrusive list embedded in structs
   (heap, stack and global items, the list head in the middle of the
   struct).  The list pointers point at the embedded member; container_of
   steps back to the start of the enclosing object, which is in bounds
   because the object is the whole variable or block (no sub-object
   narrowing): every access in bounds, no report.  */
/* { dg-do run } */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#define container_of(ptr, type, member) \
  ((type *) ((char *) (ptr) - offsetof (type, member)))

struct list_head
{
  struct list_head *next, *prev;
};

struct item
{
  int id;
  char name[8];
  struct list_head link;
  int tail[3];
};

static struct list_head head = { &head, &head };
static struct item gitem = { 100, "global", { NULL, NULL }, { 1, 2, 3 } };

static NI void
add_tail (struct list_head *n, struct list_head *h)
{
  n->prev = h->prev;
  n->next = h;
  h->prev->next = n;
  h->prev = n;
}

static NI long
visit (struct list_head *h)
{
  long s = 0;
  for (struct list_head *p = h->next; p != h; p = p->next)
    {
      struct item *it = container_of (p, struct item, link);
      printf ("%d:%s ", it->id, it->name);
      for (int i = 0; i < 3; i++)
        s += it->tail[i];
      it->id++;
    }
  printf ("\n");
  return s;
}

static NI void
del_all (struct list_head *h)
{
  while (h->next != h)
    {
      struct list_head *p = h->next;
      h->next = p->next;
      p->next->prev = h;
      struct item *it = container_of (p, struct item, link);
      if (it->id >= 1 && it->id <= 9)
        free (it);
    }
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 3;
  struct item local = { 50, "stack", { NULL, NULL }, { 4, 5, 6 } };
  add_tail (&gitem.link, &head);
  for (int k = 0; k < n; k++)
    {
      struct item *it = malloc (sizeof *it);
      it->id = k;
      for (int i = 0; i < 4; i++)
        it->name[i] = "heap"[i];
      it->name[4] = '0' + k;
      it->name[5] = 0;
      for (int i = 0; i < 3; i++)
        it->tail[i] = k;
      add_tail (&it->link, &head);
    }
  add_tail (&local.link, &head);
  long a = visit (&head);
  /* { dg-output "100:global 0:heap0 1:heap1 2:heap2 50:stack \r?\n" } */
  long b = visit (&head);
  /* { dg-output "101:global 1:heap0 2:heap1 3:heap2 51:stack \r?\n" } */
  printf ("%ld %ld\n", a, b);
  /* { dg-output "30 30\r?\n" } */
  del_all (&head);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
