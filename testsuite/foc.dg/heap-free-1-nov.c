/* Purpose: frees libfoc's heap ignores instead of corrupting its free
   lists (glibc would abort on them): a block freed twice, and a pointer
   into the middle of a block.  Blocks allocated afterwards are distinct
   and keep their contents; no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *volatile p = malloc (20);
  free (p);
  free (p);			/* ignored */
  char *keep = malloc (40);
  memset (keep, 'k', 40);
  free (keep + 8);		/* ignored: not a block */
  char *a = malloc (20), *b = malloc (20), *c = malloc (40);
  memset (a, 'a', 20);
  memset (b, 'b', 20);
  memset (c, 'c', 40);
  int ok = a != b && keep[39] == 'k' && keep[0] == 'k' && c != keep;
  printf ("%s %c%c%c\n", ok ? "distinct" : "shared", a[19], b[0], c[39]);
  /* { dg-output "distinct abc\r?\n" } */
  free (a);
  free (b);
  free (c);
  free (keep);
  return 0;
}
