/* Purpose: blocks over 64 KB come from foc's heap too (its address
   range, libfoc/foc-layout.h), with exact
   bounds that follow from the value of any pointer into them: a write
   and a read just past a 200000-byte block, directly and through a
   pointer into it that went through memory, are caught; a write as far
   past it as the next block of its size is dropped, and that block is
   untouched.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))
#define N 200000

struct holder
{
  char *p;
};

static NI void
poke (char *p, long i, char c)
{
  p[i] = c; /* { dg-foc-report write 1 dropped count 3 } */
}

static NI int
peek (struct holder *h, long i)
{
  return h->p[i]; /* { dg-foc-report read 1 manufactured } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *a = malloc (N), *b = malloc (N);
  struct holder *h = malloc (sizeof *h);
  if (!a || !b || !h)
    return 1;
  memset (a, 'a', N);
  memset (b, 'b', N);
  h->p = a + N - 10;
  volatile long ten = 10;
  poke (a, N - 1, 'A');		/* inside */
  poke (a, N, 'X');
  poke (h->p, ten, 'X');
  long gap = b > a ? b - a : 0;
  poke (a, gap ? gap : N + 1, 'X');
  int v = peek (h, ten + 5);
  int lowfat = (uintptr_t) a - 0x200000000000ul < 128ul << 32;
  printf ("%d %c %c %c %s %d\n", v, a[N - 1], b[0], b[N - 1],
	  gap ? "next block found" : "no next block", lowfat);
  /* { dg-output "0 A b b next block found 1\r?\n" } */
  /* { dg-foc-summary 4 1 3 2 } */
  free (h);
  free (b);
  free (a);
  return 0;
}
