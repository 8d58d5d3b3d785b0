/* Purpose: pointers read past the end of a table of blocks are
   manufactured values (0, 1, 2); freeing them, or reallocating one,
   does not reach the C library's allocator (which would fault on 1 and
   2): free ignores them, realloc gives a new block.  The real blocks
   are untouched and freed as usual.  */
/* { dg-do run } */
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *blocks[2];
  blocks[0] = malloc (10);
  blocks[1] = malloc (5000);
  strcpy (blocks[0], "first");
  strcpy (blocks[1], "second");
  volatile int i = 2;
  char *p = blocks[i]; /* { dg-foc-report read 8 manufactured } */
  char *q = blocks[i + 1]; /* { dg-foc-report read 8 manufactured } */
  free (p);
  free (q);
  char *r = blocks[i + 2]; /* { dg-foc-report read 8 manufactured } */
  size_t u = malloc_usable_size (r);
  r = realloc (r, 40);
  strcpy (r, "third");
  printf ("%s %s %s %zu\n", blocks[0], blocks[1], r, u);
  /* { dg-output "first second third 0\r?\n" } */
  free (r);
  free (blocks[0]);
  free (blocks[1]);
  /* { dg-foc-summary 3 3 0 3 } */
  return 0;
}
