/* Purpose: the metadata of pointers travels with memcpy: after copying
   an array of pointers (with a constant and with a variable size), a
   write one past the end of an element's object, made through the copy
   in another function, is dropped and reported with that object's bounds;
   a read past it is manufactured.  The objects next to each target keep
   their bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
poke (char **tab, int k, int i)
{
  tab[k][i] = '!'; /* { dg-foc-report write 1 dropped count 3 func poke } */
}

static NI int
peek (char **tab, int k, int i)
{
  return tab[k][i]; /* { dg-foc-report read 1 manufactured func peek } */
}

char gfront[4] = "fff", gbuf[4] = "ggg", gback[4] = "bbb";

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 2;
  char *h = malloc (6);
  char *guard = malloc (6);
  strcpy (h, "hhhhh");
  strcpy (guard, "GGGGG");
  char *src[2] = { h, gbuf };
  char *dst[2];
  memcpy (dst, src, sizeof dst);
  char **heap = malloc (n * sizeof *heap);
  memcpy (heap, src, n * sizeof *heap);
  poke (dst, 0, 6);
  poke (dst, 1, 4);
  poke (heap, 1, 5);
  int v = peek (heap, 0, 6);
  poke (heap, 0, 5);  /* h[5]: in bounds */
  printf ("%s %s %s %s %.6s %d\n", guard, gbuf, gfront, gback, h, v);
  /* { dg-output "GGGGG ggg fff bbb hhhhh! 0\r?\n" } */
  free (heap);
  free (guard);
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 1 3 2 } */
  return 0;
}
