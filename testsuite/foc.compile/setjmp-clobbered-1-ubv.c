/* Purpose: in a function that calls setjmp, a checked load into a user
   variable or a parameter gives no -Wclobbered warning ("might be
   clobbered by longjmp") that plain GCC does not give (Lua's
   luaD_rawrunprotected did, at -O1 and up with -Wextra: the check's cold
   path set the variable a second time).  The out-of-bounds read is still reported and gets a
   manufactured value, the variable keeps its value across the longjmp,
   and the program runs on.  Any warning fails the test (excess
   errors).  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra" } */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

struct state
{
  unsigned calls;
  jmp_buf *jb;
  int status;
};

typedef void (*protected_fn) (struct state *, void *);

__attribute__ ((noinline)) int
run_protected (struct state *L, const unsigned *depth, int i,
	       protected_fn f, void *ud)
{
  unsigned old = L->calls;
  i = depth[i];			/* A parameter.  */
  unsigned d = i;
  jmp_buf jb;
  L->jb = &jb;
  L->status = 0;
  if (setjmp (jb) == 0)
    f (L, ud);
  L->calls = old + d;
  return L->status;
}

static void
thrower (struct state *L, void *ud)
{
  (void) ud;
  L->calls = 99;
  L->status = 7;
  longjmp (*L->jb, 1);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct state s = { 3, 0, 0 };
  unsigned *depth = malloc (2 * sizeof *depth);
  unsigned *next = malloc (2 * sizeof *next);
  depth[0] = 10;
  depth[1] = 20;
  next[0] = 1000;
  int r = run_protected (&s, depth, 0, thrower, NULL);
  printf ("%d %u\n", r, s.calls);
  /* { dg-output "7 13\r?\n" } */
  s.calls = 3;
  r = run_protected (&s, depth, 2, thrower, NULL);
  /* { dg-foc-report read 4 manufactured func run_protected line 29 } */
  /* The first manufactured value is 0: OLD is still 3.  */
  printf ("%d %u %u\n", r, s.calls, next[0]);
  /* { dg-output "7 3 1000\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  free (next);
  free (depth);
  return 0;
}
