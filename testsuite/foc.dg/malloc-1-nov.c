/* Purpose: in-bounds heap use -- arrays, the struct hack (char data[1]
   over-allocated), a flexible array member, container_of, pointers kept in
   heap structs and passed between functions, realloc growth -- gives no
   report.  */
/* { dg-do run } */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))
#define container_of(p, T, m) ((T *) ((char *) (p) - offsetof (T, m)))

struct hack { int len; char data[1]; };
struct flex { int len; int v[]; };
struct node { int key; struct link { struct link *next; } l; };
struct vec { int *items; size_t n, cap; };

static NI void
push (struct vec *v, int x)
{
  if (v->n == v->cap)
    {
      v->cap = v->cap ? 2 * v->cap : 2;
      v->items = realloc (v->items, v->cap * sizeof *v->items);
    }
  v->items[v->n++] = x;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 20;

  struct hack *h = malloc (sizeof *h + n);
  h->len = n;
  for (int i = 0; i < n; i++)
    h->data[i] = (char) ('a' + i);
  h->data[n] = 0;

  struct flex *f = malloc (sizeof *f + n * sizeof (int));
  f->len = n;
  int fs = 0;
  for (int i = 0; i < n; i++)
    f->v[i] = i;
  for (int i = 0; i < f->len; i++)
    fs += f->v[i];

  struct node *nodes = malloc (3 * sizeof *nodes);
  for (int i = 0; i < 3; i++)
    {
      nodes[i].key = 10 * (i + 1);
      nodes[i].l.next = i < 2 ? &nodes[i + 1].l : NULL;
    }
  int ks = 0;
  for (struct link *l = &nodes[0].l; l; l = l->next)
    ks += container_of (l, struct node, l)->key;

  struct vec v = { 0, 0, 0 };
  for (int i = 0; i < 100; i++)
    push (&v, i);
  long vs = 0;
  for (int *p = v.items; p < v.items + v.n; p++)
    vs += *p;

  printf ("%s %d %d %ld\n", h->data, fs, ks, vs);
  /* { dg-output "abcdefghijklmnopqrst 190 60 4950\r?\n" } */
  free (h);
  free (f);
  free (nodes);
  free (v.items);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
