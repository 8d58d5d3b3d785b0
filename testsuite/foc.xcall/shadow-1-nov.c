/* Purpose: small structs whose address is never taken keep the metadata
   of their pointers in locals (foc-shadow.cc).  Correct code that moves
   them every way -- returned and passed by value, copied between locals,
   to and from the heap, a local array of two pointers, a pointer replaced
   through an integer member of a union -- runs exactly as without foc:
   every access is in bounds, the output is the same and nothing is
   reported.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct view
{
  int len;
  char *data;
};

struct range
{
  char *begin, *end;
};

union word
{
  char *p;
  uintptr_t i;
};

struct cell
{
  int tag;
  union word w;
};

static NI struct view
view_new (int len, char fill)
{
  struct view v = { len, malloc (len) };
  memset (v.data, fill, len);
  return v;
}

static NI struct view
view_tail (struct view v, int from)
{
  struct view t = { v.len - from, v.data + from };
  return t;
}

static NI int
view_sum (struct view v)
{
  int s = 0;
  for (int i = 0; i < v.len; i++)
    s += v.data[i];
  return s;
}

static NI struct range
range_of (struct view v)
{
  struct range r = { v.data, v.data + v.len };
  return r;
}

static NI int
range_count (struct range r, char c)
{
  int n = 0;
  for (char *p = r.begin; p < r.end; p++)
    n += *p == c;
  return n;
}

static NI void
range_fill (struct range r, char c)
{
  char *two[2] = { r.begin, r.end - 1 };
  *two[0] = c;
  *two[1] = c;
}

static NI char
cell_last (struct cell c, int len)
{
  return c.w.p[len - 1];
}

int
main (void)
{
  struct view a = view_new (64, 'a');
  struct view b = view_tail (a, 60);
  struct view *heap = malloc (3 * sizeof *heap);
  heap[0] = a;
  heap[1] = b;
  struct view c = heap[1];
  heap[2] = view_tail (c, 1);
  struct range r = range_of (heap[2]);
  range_fill (r, 'z');
  struct view big = view_new (4096, 'b');
  struct cell cell = { 1, { a.data } };
  cell.w.i = (uintptr_t) big.data;
  printf ("%d %d %d %d %c %d\n", view_sum (a), view_sum (b), view_sum (c),
	  range_count (r, 'z'), cell_last (cell, big.len), heap[2].len);
  /* { dg-output "6258 438 438 2 b 3\r?\n" } */
  free (big.data);
  free (heap);
  free (a.data);
  return 0;
}
