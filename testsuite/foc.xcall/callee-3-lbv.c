/* Purpose: a callee writes and reads below the start of its caller's
   stack buffer.  The bounds are those of the whole object, not of the
   pointer passed: the callee receives buf + 4, so p[-4] is in bounds and
   p[-5], p[-6] are not.  The bytes of the neighbouring locals stay.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
put (char *p, int i, char c)
{
  p[i] = c; /* { dg-foc-report write 1 dropped count 2 func put } */
}

static NI int
get (const char *p, int i)
{
  return p[i]; /* { dg-foc-report read 1 manufactured func get } */
}

static NI void
run (volatile int lo)
{
  char before[8], buf[8], after[8];
  memset (before, 'b', sizeof before);
  memset (buf, '.', sizeof buf);
  memset (after, 'a', sizeof after);
  put (buf + 4, lo + 1, 'X'); /* p[-4]: buf[0], in bounds.  */
  put (buf + 4, lo, 'Y');
  put (buf, lo - 1, 'Z');
  int v = get (buf + 4, lo);
  int w = get (buf + 4, lo + 1);
  printf ("%.8s %.8s %.8s %d %c\n", before, buf, after, v, w);
  /* { dg-output "bbbbbbbb X....... aaaaaaaa 0 X\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (-5);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 2 } */
  return 0;
}
