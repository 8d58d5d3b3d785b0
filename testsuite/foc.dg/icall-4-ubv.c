/* Purpose: a handler read past the end of its table and stored in a
   struct on the heap loses its empty bounds there (a small number has
   no metadata), but the call through it is still skipped: no function
   lives in the first 64 KB.  The struct's other fields are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct conn
{
  int before;
  int (*on_data) (int);
  int after;
};

static int ran;
static int echo (int v) { ran++; return v; }
static int (*table[2]) (int) = { echo, echo };

static NI void
bind (struct conn *c, int kind)
{
  c->on_data = table[kind];
}

static NI int
deliver (struct conn *c, int v)
{
  return c->on_data (v);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct conn *c = malloc (sizeof *c);
  c->before = 1;
  c->after = 2;
  volatile int kind = 2;
  int first = table[kind] != NULL; /* { dg-foc-report read 8 manufactured } */
  bind (c, kind);
  /* { dg-foc-report read 8 manufactured line 25 } */
  int r = deliver (c, 42);
  /* { dg-foc-call skipped line 31 } */
  printf ("%d %d %d %d %d\n", first, r, ran, c->before, c->after);
  /* { dg-output "0 2 0 1 2\r?\n" } */
  bind (c, 0);
  r = deliver (c, 42);
  printf ("%d %d\n", r, ran);
  /* { dg-output "42 1\r?\n" } */
  /* { dg-foc-summary 2 2 0 3 1 } */
  free (c);
  return 0;
}
