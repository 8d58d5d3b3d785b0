/* Purpose: uninstrumented code calling back into instrumented code must
   never hand the callback stale bounds.  (1) lib_apply (), a no_foc
   function, receives a small buffer and calls the instrumented callback
   on a larger buffer of its own.  (2) main first calls the callback
   directly on a 16-byte heap block (so the call mailbox names the
   callback, with that block's value and bounds); then lib_regrow (), a
   no_foc function, grows the block with realloc, which extends it in
   place (the same address), and calls the callback on all 200 bytes.
   The mailbox does not name the callback for these calls from
   uninstrumented code, so the parameter has unknown bounds: no report,
   the output of plain gcc.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#define LIB __attribute__ ((noinline, noclone, no_foc))

typedef int cb_fn (char *, int);

static char lib_own[40];

static NI int
cb (char *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      p[i] = 1;
      s += p[i];
    }
  return s;
}

static LIB int
lib_apply (char *p, int n, cb_fn *fn)
{
  return fn (p, n) + fn (lib_own, sizeof lib_own);
}

static char *gp;

/* Takes no pointer argument, so that the last instrumented call before
   the callback is main's direct call of cb ().  */
static LIB int
lib_regrow (int n)
{
  gp = realloc (gp, n);
  return cb (gp, n);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 16, m = 200;
  char small[4];
  int a = lib_apply (small, sizeof small, cb);
  char *p = malloc (n);
  gp = p;
  int b = cb (p, n);
  int c = lib_regrow (m);
  if (getenv ("FOC_TEST_VERBOSE"))
    fprintf (stderr, "realloc %s\n", gp == p ? "in place" : "moved");
  printf ("%d %d %d\n", a, b, c);
  /* { dg-output "44 16 200\r?\n" } */
  free (gp);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
