/* Purpose: the heap gives a pointer stored by uninstrumented code the
   bounds of the block live now, not of one found there before.  Pointers
   into a large block are looked up repeatedly (libfoc remembers the
   block); then it is freed, a smaller block is allocated (glibc gives the
   same address back), and a pointer into it is looked up: a write past
   the new block's end is dropped, and so is one past the old block's.
   The bytes just past the new block keep their contents.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))
#define LIB __attribute__ ((noinline, noclone, no_foc))

static char *slot;

static LIB void
lib_store (char *p)
{
  slot = p;
}

static NI void
poke (long i)
{
  slot[i] = '!'; /* { dg-foc-report write 1 dropped count 2 func poke } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *a = malloc (100000);
  for (long k = 0; k < 100000; k += 10000)
    {
      lib_store (a + k);
      poke (99999 - k);		/* The last byte: done.  */
    }
  lib_store (a);
  poke (100000);		/* One past: dropped.  */
  char last = a[99999];
  free (a);

  char *b = malloc (60000);
  char *after = malloc (1000);	/* Past b's end, maybe.  */
  memset (after, 'a', 1000);
  lib_store (b + 50000);
  poke (9999);			/* b's last byte: done.  */
  poke (10000);			/* One past b: dropped.  */
  printf ("%c %c %.3s\n", last, b[59999], after);
  /* { dg-output "! ! aaa\r?\n" } */
  free (after);
  free (b);
  /* { dg-foc-summary 2 0 2 1 } */
  return 0;
}
