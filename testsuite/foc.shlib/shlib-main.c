/* Purpose: an instrumented program using an instrumented and a plain
   shared library (one libfoc, one metadata table for the process): bounds
   cross into the instrumented library, pointers handed back by the plain
   one run unchecked and unchanged, callbacks from it work, and the
   neighbouring heap block stays intact.  */
#include <stdio.h>
#include <stdlib.h>

void inst_fill (char *, const char *);
void inst_keep (char *);
void inst_poke (int);
void plain_keep (char *);
char *plain_get (void);
void plain_call (void (*) (char *, int), char *);

static void
cb (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'c';
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *a = malloc (8), *b = malloc (8);
  b[0] = 'b';
  b[1] = 0;
  inst_fill (a, "0123456789abcdef");
  inst_keep (a);
  volatile int i = 9;
  inst_poke (i);
  plain_keep (a);
  char *q = plain_get ();
  q[2] = 'q';
  plain_call (cb, a);
  printf ("%.8s %s\n", a, b);
  free (a);
  free (b);
  return 0;
}
