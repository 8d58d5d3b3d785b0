/* Purpose: getline with *N larger than the block: the line is cut at the
   block's end.  Once glibc's inline getline is inlined (optimising with
   -fplugin-arg-foc-late) the call is getdelim's.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  FILE *f = text_file ("a-long-line-of-text\nnext\n");
  char *p = malloc (8);
  size_t n = 64;
  ssize_t r = getline (&p, &n, f); /* { dg-foc-report write 21 dropped labelre "get(line|delim) \\*lineptr" } */
  printf ("%d %.8s\n", (int) r, p);
  /* { dg-output "8 a-long-l\r?\n" } */
  r = getline (&p, &n, f);
  printf ("%d %s", (int) r, p);
  /* { dg-output "5 next\r?\n" } */
  free (p);
  fclose (f);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
