/* Purpose: realloc growth of an array of pointers.  A vector of buffer
   pointers is grown element by element (realloc moves it several times);
   the elements stored before each move are still usable, to the last
   byte of their objects, through the grown array: no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct vec
{
  char **items;
  int *sizes;
  int len, cap;
};

static NI void
push (struct vec *v, char *item, int size)
{
  if (v->len == v->cap)
    {
      v->cap = v->cap ? 2 * v->cap : 1;
      v->items = realloc (v->items, v->cap * sizeof *v->items);
      v->sizes = realloc (v->sizes, v->cap * sizeof *v->sizes);
    }
  v->items[v->len] = item;
  v->sizes[v->len] = size;
  v->len++;
}

static NI long
touch_all (struct vec *v)
{
  long s = 0;
  for (int k = 0; k < v->len; k++)
    for (int i = 0; i < v->sizes[k]; i++)
      {
        v->items[k][i] = (char) (k + i);
        s += v->items[k][i];
      }
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 100;
  static char g[3];
  char st[5];
  struct vec v = { NULL, NULL, 0, 0 };
  push (&v, g, sizeof g);
  push (&v, st, sizeof st);
  for (int k = 2; k < n; k++)
    push (&v, malloc (1 + k % 9), 1 + k % 9);
  long s = touch_all (&v);
  printf ("%d %d %ld\n", v.len, v.cap, s);
  /* { dg-output "100 128 26349\r?\n" } */
  for (int k = 2; k < v.len; k++)
    free (v.items[k]);
  free (v.items);
  free (v.sizes);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
