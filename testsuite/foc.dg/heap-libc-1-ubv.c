/* Purpose: with FOC_OPTIONS=heap=libc every block comes from the C
   library and the bounds of heap pointers in memory from their metadata
   entries: an overflow through a loaded pointer is still dropped, with
   the block's exact bounds, and the neighbouring block is intact.  */
/* { dg-do run } */
/* { dg-foc-options "heap=libc" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
fill (char **slot, size_t n)
{
  memset (*slot, 'z', n);
  /* { dg-foc-report write 24 dropped label "memset s" line 16 } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char **slot = malloc (sizeof *slot);
  *slot = malloc (20);
  char *next = malloc (20);
  memset (next, 'n', 20);
  int lowfat = (unsigned long) *slot - 0x200000000000ul < 48ul << 32;
  volatile size_t n = 24;
  fill (slot, n);
  printf ("%c %c %d\n", (*slot)[19], next[0], lowfat);
  /* { dg-output "z n 0\r?\n" } */
  free (*slot);
  free (next);
  free (slot);
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
