/* Purpose: bounds travel with the pointers of small by-value structs kept
   in locals (foc-shadow.cc) through every route -- returned, passed,
   copied from the heap into a local and from a local into the heap, and
   a pointer replaced through a union's integer member (which takes the
   new pointer's heap block, not the old one's bounds).  A write one past
   the end through each is dropped and reported, the last byte is written,
   and the neighbouring blocks keep their bytes.  */
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

union word
{
  char *p;
  uintptr_t i;
};

struct cell
{
  int len;
  union word w;
};

static NI struct view
view_new (int len)
{
  struct view v = { len, malloc (len) };
  memset (v.data, '.', len);
  return v;
}

static NI void
poke_end (struct view v)
{
  v.data[v.len - 1] = '+';
  v.data[v.len] = '!'; /* { dg-foc-report write 1 dropped count 3 func poke_end } */
}

static NI struct view
via_heap (struct view v, struct view *slot)
{
  *slot = v;
  struct view w = *slot;
  return w;
}

static NI void
poke_cell (struct cell c)
{
  c.w.p[c.len] = '!'; /* { dg-foc-report write 1 dropped func poke_cell } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct view front = view_new (8);
  struct view a = view_new (8);
  struct view b = view_new (16);
  struct view back = view_new (8);
  struct view *slot = malloc (sizeof *slot);
  poke_end (a);
  struct view c = via_heap (b, slot);
  poke_end (c);
  struct view d = *slot;
  d.len = 8;
  d.data += 8;
  poke_end (d);
  struct cell cell = { 8, { b.data } };
  cell.w.i = (uintptr_t) a.data;
  poke_cell (cell);
  printf ("%.8s %.16s %.8s %.8s\n", a.data, b.data, front.data, back.data);
  /* { dg-output ".......\\+ ...............\\+ ........ ........\r?\n" } */
  /* { dg-foc-summary 4 0 4 2 } */
  free (slot);
  free (back.data);
  free (b.data);
  free (a.data);
  free (front.data);
  return 0;
}
