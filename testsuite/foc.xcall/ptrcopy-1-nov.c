/* Purpose: arrays of pointers copied with memcpy (constant and variable
   size) and memmove (overlapping), and structs holding pointers copied by
   assignment; the pointers are then loaded from the copies and used up
   to the last byte of their objects: no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct pair
{
  char *p;
  int n;
  char *q;
  int m;
};

static NI int
walk (char **tab, const int *sizes, int count)
{
  int s = 0;
  for (int k = 0; k < count; k++)
    for (int i = 0; i < sizes[k]; i++)
      {
        tab[k][i] = k + 1;
        s += tab[k][i];
      }
  return s;
}

static NI int
walk_pair (struct pair *pr)
{
  int s = 0;
  for (int i = 0; i < pr->n; i++)
    s += pr->p[i] = 1;
  for (int i = 0; i < pr->m; i++)
    s += pr->q[i] = 2;
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int count = 4;
  static char g[5];
  char st[3];
  char *src[4] = { malloc (7), g, st, malloc (2) };
  int sizes[4] = { 7, 5, 3, 2 };
  char *dst[4];
  memcpy (dst, src, sizeof dst);
  char **heap = malloc (count * sizeof *heap);
  memcpy (heap, src, count * sizeof *heap);
  char *ring[6] = { 0 };
  memcpy (ring + 2, src, 4 * sizeof *ring);
  memmove (ring, ring + 2, 4 * sizeof *ring);
  int s1 = walk (dst, sizes, count);
  int s2 = walk (heap, sizes, count);
  int s3 = walk (ring, sizes, count);
  struct pair a = { src[0], 7, src[2], 3 }, b;
  b = a;
  struct pair *c = malloc (sizeof *c);
  *c = b;
  int s4 = walk_pair (&b) + walk_pair (c);
  printf ("%d %d %d %d\n", s1, s2, s3, s4);
  /* { dg-output "34 34 34 26\r?\n" } */
  free (c);
  free (heap);
  free (src[0]);
  free (src[3]);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
