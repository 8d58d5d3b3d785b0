/* Purpose: unions of a pointer and an integer.  Instrumented code stores
   a pointer to a small buffer through the pointer member (recording its
   bounds); then the slot is rewritten through the integer member with the
   address of a larger object, by instrumented code and by uninstrumented
   (no_foc) code.  Reading the pointer member again gives a value that no
   longer matches the stored metadata, so its bounds are unknown: using it
   past the end of the small buffer but inside the large object runs as
   with plain gcc, with no report.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#define LIB __attribute__ ((noinline, noclone, no_foc))

union word
{
  char *p;
  uintptr_t u;
};

struct cell
{
  int kind;
  union word w;
};

static char large[40];

static NI void
set_int (union word *w, uintptr_t v)
{
  w->u = v;
}

static LIB void
lib_set_int (struct cell *c, uintptr_t v)
{
  c->w.u = v;
}

static NI int
fill (union word *w, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      w->p[i] = (char) i;
      s += w->p[i];
    }
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 40;
  char small[4];
  union word w;
  w.p = small;
  int a = fill (&w, sizeof small);
  set_int (&w, (uintptr_t) large);
  int b = fill (&w, n);
  struct cell *c = malloc (sizeof *c);
  c->w.p = small;
  int d = fill (&c->w, sizeof small);
  char *heap = malloc (n);
  lib_set_int (c, (uintptr_t) heap);
  int e = fill (&c->w, n);
  uintptr_t bits = c->w.u;
  char *back = (char *) bits;
  back[n - 1] = 'z';
  printf ("%d %d %d %d %c %d\n", a, b, d, e, heap[39], large[39]);
  /* { dg-output "6 780 6 780 z 39\r?\n" } */
  free (heap);
  free (c);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
