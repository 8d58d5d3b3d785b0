/* Purpose: the classic "req->out = buf; ... req->out[i] = x in another
   function" overflow.  The heap buffer's bounds are stored with the
   struct field and found again when serve () loads it, so the writes past
   its end are dropped and reported in serve (); a read past the end of
   req->vals is manufactured.  The malloc blocks allocated next to them
   are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct req
{
  int len;
  char *out;
  int *vals;
};

struct req *req;

static NI void
setup (int cap)
{
  req = malloc (sizeof *req);
  req->out = malloc (cap);
  req->vals = malloc (cap * sizeof (int));
}

static NI void
serve (const char *input, int n)
{
  for (int i = 0; i < n; i++)
    req->out[i] = input[i]; /* { dg-foc-report write 1 dropped count 3 func serve } */
  req->len = n;
}

static NI int
total (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += req->vals[i]; /* { dg-foc-report read 4 manufactured count 2 func total } */
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int cap = 8, n = 11;
  setup (cap);
  char *guard = malloc (8);
  memset (guard, 'g', 8);
  for (int i = 0; i < cap; i++)
    req->vals[i] = 10;
  serve ("hello world", n);
  int t = total (cap + 2);
  int ok = 1;
  for (int i = 0; i < 8; i++)
    ok &= guard[i] == 'g';
  printf ("%.8s %d %d %s\n", req->out, req->len, t, ok ? "guard intact" : "guard smashed");
  /* { dg-output "hello wo 11 81 guard intact\r?\n" } */
  free (guard);
  free (req->vals);
  free (req->out);
  free (req);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 2 3 2 } */
  return 0;
}
