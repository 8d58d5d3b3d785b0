/* Purpose: the metadata entry keeps exact bounds of any length below
   4 GB (its length is split over the high bits of both words): pointers
   to a 70000-byte static array, to the middle of it, to a 3-byte one and
   to a 1 MB heap block, stored in memory and loaded back elsewhere, allow
   a write to each object's last byte and drop the one just past it; the
   bytes after the objects are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

static char big[70000], after_big[8] = "AAAAAAA";
static char small[3], after_small[8] = "SSSSSSS";
static char *slots[4];
static size_t len[4];

static NI void
poke (int k)
{
  slots[k][len[k] - 1] = 'x';
  slots[k][len[k]] = '!'; /* { dg-foc-report write 1 dropped count 4 func poke } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *heap = malloc (1 << 20);
  slots[0] = big, len[0] = sizeof big;
  slots[1] = big + 35000, len[1] = sizeof big - 35000;
  slots[2] = small, len[2] = sizeof small;
  slots[3] = heap, len[3] = 1 << 20;
  for (int k = 0; k < 4; k++)
    poke (k);
  printf ("%c %c %c %s %s\n", big[69999], small[2], heap[(1 << 20) - 1],
	  after_big, after_small);
  /* { dg-output "x x x AAAAAAA SSSSSSS\r?\n" } */
  free (heap);
  /* { dg-foc-summary 4 0 4 1 } */
  return 0;
}
