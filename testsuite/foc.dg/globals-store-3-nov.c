/* Purpose: pointers to globals stored with their own bounds (no metadata
   entry) into heap slots, a struct on the stack and a global, loaded back
   and used inside the globals: the output is as without foc, and there
   is no report -- also after a slot held the same pointer with other
   bounds, and after a slot held a pointer into the heap.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static const int table[6] = { 1, 2, 3, 4, 5, 6 };
char name[12];
struct holder { const int *t; char *s; } global_holder;

static NI void
put_ptr (char **slot, char *p)
{
  *slot = p;
}

static NI int
sum (const struct holder *h, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += h->t[i] + h->s[i];
  return s;
}

int
main (void)
{
  char **slot = malloc (3 * sizeof *slot);
  char *heap = malloc (12);
  if (!slot || !heap)
    return 1;
  strcpy (name, "abcdefghijk");
  strcpy (heap, "ABCDEFGHIJK");
  struct holder local;
  local.t = table;
  local.s = name;
  global_holder.t = table;
  global_holder.s = heap;
  global_holder.s = name;
  uintptr_t d = (uintptr_t) name - (uintptr_t) heap;
  __asm__ ("" : "+r" (d));
  put_ptr (&slot[0], heap + d);
  slot[0] = name;
  slot[1] = heap;
  slot[1] = name;
  slot[2] = name;
  int n = 6;
  __asm__ ("" : "+r" (n));
  printf ("%d %d %s %s %s\n", sum (&local, n), sum (&global_holder, n),
	  slot[0], slot[1] + 5, slot[2] + 11);
  /* { dg-output "^618 618 abcdefghijk fghijk \r?\n$" } */
  free (heap);
  free (slot);
  return 0;
}
