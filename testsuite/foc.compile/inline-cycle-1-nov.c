/* Purpose: small functions that call each other (a value's free calls
   the frees of arrays and objects, which call it: jq's jv.c) compile in
   bounded time at -O3.  foc let GCC inline every small function whatever
   the limits on growth, and these were inlined into each other without
   end (the compiler ran for hours); now only leaf functions are.  The
   program frees a small tree and counts the frees: no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

struct val
{
  int kind;			/* 0 leaf, 1 array, 2 object (pairs).  */
  int refs;
  struct val **items;
  int n;
};

static int nfreed;

void val_free (struct val *v);

static void
array_free (struct val *v)
{
  for (int i = 0; i < v->n; i++)
    val_free (v->items[i]);
  free (v->items);
}

static void
object_free (struct val *v)
{
  for (int i = 0; i < v->n; i += 2)
    {
      val_free (v->items[i]);
      val_free (v->items[i + 1]);
    }
  free (v->items);
}

void
val_free (struct val *v)
{
  if (!v || --v->refs > 0)
    return;
  if (v->kind == 1)
    array_free (v);
  else if (v->kind == 2)
    object_free (v);
  free (v);
  nfreed++;
}

static struct val *
copy (struct val *v)
{
  if (v)
    v->refs++;
  return v;
}

static struct val *
make (int kind, int n)
{
  struct val *v = calloc (1, sizeof *v);
  v->kind = kind;
  v->refs = 1;
  v->n = n;
  v->items = n ? calloc (n, sizeof *v->items) : NULL;
  return v;
}

struct val *
get (struct val *a, int i)
{
  struct val *r = copy (a->items[i]);
  val_free (a);
  return r;
}

struct val *
set (struct val *a, int i, struct val *x)
{
  val_free (a->items[i]);
  a->items[i] = copy (x);
  val_free (x);
  return a;
}

int
main (void)
{
  struct val *leaf = make (0, 0);
  struct val *obj = make (2, 4);
  for (int i = 0; i < 4; i++)
    set (obj, i, copy (leaf));
  struct val *arr = make (1, 3);
  set (arr, 0, copy (obj));
  set (arr, 1, make (0, 0));
  set (arr, 2, copy (leaf));
  struct val *got = get (copy (arr), 0);
  printf ("%d %d %d\n", got == obj, obj->refs, leaf->refs);
  /* { dg-output "1 3 6\r?\n" } */
  val_free (got);
  val_free (obj);
  val_free (leaf);
  val_free (arr);
  printf ("%d\n", nfreed);
  /* { dg-output "4\r?\n" } */
  return 0;
}
