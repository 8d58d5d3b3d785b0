/* Purpose: getdelim with *N larger than the block.  */
/* { dg-do run } */
#include "libc-test.h"


int
main (void)
{
  GUARDS;
  FILE *f = text_file ("a-long-field-of-text:next:");
  char *p = malloc (8);
  size_t n = 64;
  ssize_t r = getdelim (&p, &n, ':', f); /* { dg-foc-report write 22 dropped label "getdelim *lineptr" } */
  printf ("%d %.8s\n", (int) r, p);
  /* { dg-output "8 a-long-f\r?\n" } */
  r = getdelim (&p, &n, ':', f);
  printf ("%d %s\n", (int) r, p);
  /* { dg-output "5 next:\r?\n" } */
  free (p);
  fclose (f);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
