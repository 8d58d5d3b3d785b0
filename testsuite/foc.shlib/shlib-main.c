/* Purpose: an instrumented program using an instrumented and a plain
   shared library (one libfoc, one metadata table for the process): bounds
   cross into the instrumented library, pointers handed back by the plain
   one run unchecked and unchanged, callbacks from it work, and the
   neighbouring heap block stays intact.  An array of the instrumented
   library declared here without a size has its bounds from libfoc's
   table of globals: a write past it is dropped.  The program's inst_add replaces
   the library's, also for the library's own calls.  */
#include <stdio.h>
#include <stdlib.h>

void inst_fill (char *, const char *);
void inst_keep (char *);
void inst_poke (int);
int inst_twice (int);
void plain_keep (char *);
char *plain_get (void);
extern char inst_name[], inst_after[];
void plain_call (void (*) (char *, int), char *);

int
inst_add (int x)
{
  return x + 100;
}

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
  volatile int k = 8;
  inst_name[k] = 'X';
  printf ("%.8s %s %d %s %s\n", a, b, inst_twice (i), inst_name,
	  inst_after);
  free (a);
  free (b);
  return 0;
}
