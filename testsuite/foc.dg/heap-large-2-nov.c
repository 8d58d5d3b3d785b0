/* Purpose: foc's heap serves blocks over 64 KB (up to 64 MB; they lie
   in its address range, libfoc/foc-layout.h) without changing what the
   program sees: calloc gives zeros also in a block
   whose pages held another block's bytes, realloc keeps the contents,
   malloc_usable_size is the size asked for, and a table of pointers in
   such a block keeps their bounds; no report.  */
/* { dg-do run } */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const size_t sizes[] = { 65531, 70000, 300000, 1 << 20, 5000000 };

int
main (void)
{
  unsigned bad = 0;
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++)
    {
      size_t n = sizes[k];
      unsigned char *p = malloc (n);
      if (!p)
	return 1;
      memset (p, 0xff, n);
      free (p);
      unsigned char *q = calloc (n, 1);
      if (!q)
	return 1;
      for (size_t i = 0; i < n; i++)
	bad += q[i] != 0;
      bad += malloc_usable_size (q) != n;
      bad += (uintptr_t) q - 0x200000000000ul >= 128ul << 32;
      q[0] = 1;
      q[n - 1] = 2;
      q = realloc (q, 2 * n);
      if (!q)
	return 1;
      bad += q[0] != 1 || q[n - 1] != 2 || malloc_usable_size (q) != 2 * n;
      free (q);
    }
  enum { M = 20000 };
  char **tab = malloc (M * sizeof *tab);
  if (!tab)
    return 1;
  for (int i = 0; i < M; i++)
    {
      tab[i] = malloc (8);
      snprintf (tab[i], 8, "%d", i % 1000);
    }
  long sum = 0;
  for (int i = 0; i < M; i++)
    sum += atoi (tab[i]);
  for (int i = 0; i < M; i++)
    free (tab[i]);
  free (tab);
  printf ("%u %ld\n", bad, sum);
  /* { dg-output "^0 9990000\r?\n$" } */
  return 0;
}
