/* Purpose: a handler read past the end of a dispatch table is a
   manufactured pointer; the call through it is skipped (reported), its
   result manufactured, and the program goes on.  The same when the
   pointer is passed to another function first, and for a result that
   is a pointer (it has the empty bounds: reads through it are
   manufactured too).  No handler runs for a bad request, and the
   memory after the table is untouched.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

struct req { int op; int arg; };
static int calls;
static int canary[4] = { 11, 22, 33, 44 };

static NI int get (struct req *r) { calls++; return r->arg; }
static NI int put (struct req *r) { calls++; canary[0] = -1; return -r->arg; }
static int (*handlers[2]) (struct req *) = { get, put };

static NI int
serve (struct req *r)
{
  return handlers[r->op] (r); /* { dg-foc-report read 8 manufactured } */
  /* { dg-foc-call skipped line 24 } */
}

static NI int
call_it (int (*h) (struct req *), struct req *r)
{
  return h (r);
}

static NI const char *name0 (void) { calls++; return "name0"; }
static const char *(*namers[1]) (void) = { name0 };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct req good = { 0, 5 }, bad = { 2, 7 };
  int a = serve (&good);
  int b = serve (&bad);
  printf ("%d %d %d\n", a, b, calls);
  /* { dg-output "5 1 1\r?\n" } */
  volatile int k = 1;
  int c = call_it (handlers[k + 1], &good); /* { dg-foc-report read 8 manufactured } */
  /* { dg-foc-call skipped line 31 } */
  printf ("%d %d\n", c, calls);
  /* { dg-output "0 1\r?\n" } */
  const char *n = namers[k] (); /* { dg-foc-report read 8 manufactured } */
  /* { dg-foc-call skipped line 51 } */
  char ch = n[0]; /* { dg-foc-report read 1 manufactured } */
  printf ("%d %d %d %d %d %d\n", ch, calls, canary[0], canary[1], canary[2],
	  canary[3]);
  /* { dg-output "0 1 11 22 33 44\r?\n" } */
  printf ("%s\n", namers[0] ());
  /* { dg-output "name0\r?\n" } */
  /* { dg-foc-summary 4 4 0 5 3 } */
  return 0;
}
