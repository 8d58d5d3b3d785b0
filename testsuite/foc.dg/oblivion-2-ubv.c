/* Purpose: pointers read past the end of their tables are manufactured
   values; the functions of the C library that libfoc does not wrap get
   libfoc's manufactured object instead (zeros) and the program goes on:
   atoi gives 0, fopen and getenv find nothing, and strtol stores its end
   pointer there, not next to the table.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

static const char *opts[2] = { "8", "9" };
static char *end0, *end1;
static char **ends[2] = { &end0, &end1 };
static long guard = 77;

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int i = 2;
  const char *port = opts[i]; /* { dg-foc-report read 8 manufactured } */
  const char *path = opts[i + 1]; /* { dg-foc-report read 8 manufactured } */
  char **endp = ends[i]; /* { dg-foc-report read 8 manufactured } */
  int n = atoi (port);
  FILE *f = fopen (path, "r");
  char *home = getenv (port);
  long v = strtol (opts[1], endp, 10);
  printf ("%d %d %d %ld %d %d %ld\n", n, f == NULL, home == NULL, v,
	  end0 == NULL, end1 == NULL, guard);
  /* { dg-output "0 1 1 9 1 1 77\r?\n" } */
  /* { dg-foc-summary 3 3 0 3 } */
  return 0;
}
