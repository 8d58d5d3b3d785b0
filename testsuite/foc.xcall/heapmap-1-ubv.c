/* Purpose: pointers stored by uninstrumented code get the bounds of the
   live heap block they point into, whatever its size and wherever in it
   they point: the start of a 1-byte block, the middle of a small one,
   the last byte of the largest small block (4096 bytes) and of larger
   blocks, far from their start, and a block shrunk by realloc.  A write
   one past each block, through the loaded pointer, is dropped; a write to
   its last byte is done.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#define LIB __attribute__ ((noinline, noclone, no_foc))

#define N 6
static const size_t size[N] = { 1, 24, 4096, 4097, 100000, 100 };
static const size_t off[N] = { 0, 8, 4095, 4096, 99999, 50 };
static char *slots[N];

static LIB void
lib_fill (char **blocks)
{
  for (int k = 0; k < N; k++)
    slots[k] = blocks[k] + off[k];
}

static NI void
poke (int k, size_t i)
{
  slots[k][i] = '!'; /* { dg-foc-report write 1 dropped count 6 func poke } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *blocks[N];
  for (int k = 0; k < N - 1; k++)
    blocks[k] = malloc (size[k]);
  blocks[N - 1] = realloc (calloc (2 * size[N - 1], 1), size[N - 1]);
  lib_fill (blocks);
  for (int k = 0; k < N; k++)
    {
      poke (k, size[k] - 1 - off[k]);
      poke (k, size[k] - off[k]);
    }
  int ok = 1;
  for (int k = 0; k < N; k++)
    ok &= blocks[k][size[k] - 1] == '!';
  printf ("%s\n", ok ? "last bytes written" : "last bytes missing");
  /* { dg-output "last bytes written\r?\n" } */
  for (int k = 0; k < N; k++)
    free (blocks[k]);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 6 0 6 1 } */
  return 0;
}
