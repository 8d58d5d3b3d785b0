/* Purpose: a slot read again after a call that freed its object and
   stored a bigger one, which the allocator put at the same address (as
   gzip's inflate does with its Huffman tables): the second read of the
   same slot, with an equal value, must take the new object's bounds, not
   those of the first read.  Bytes 20..23 of the new 24-byte block are
   in bounds; no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

char *table;

static NI void
rebuild (char **slot, size_t n)
{
  free (*slot);
  *slot = malloc (n);
  for (size_t i = 0; i < n; i++)
    (*slot)[i] = (char) ('a' + i);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t small = 20, big = 24;
  table = malloc (small);
  for (size_t i = 0; i < small; i++)
    table[i] = 'x';
  char first = table[0];
  rebuild (&table, big);
  char last = table[big - 1];
  table[big - 2] = '!';
  printf ("%c %c %c\n", first, last, table[22]);
  /* { dg-output "x x !\r?\n" } */
  free (table);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
