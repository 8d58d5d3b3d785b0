/* Purpose: mode=log reports and lets the access happen.  The object comes
   from an alloc_size allocator that hands out the first half of a static
   arena, so the write past it really lands in the (known, adjacent)
   neighbour, and the read past it really returns the neighbour's byte.  */
/* { dg-do run } */
/* { dg-foc-options "mode=log" } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static struct { char slot[8]; char neighbour[8]; } arena;

static NI __attribute__ ((alloc_size (1))) void *
pool_alloc (size_t n)
{
  return n <= sizeof arena.slot ? arena.slot : NULL;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  memset (arena.neighbour, 'N', sizeof arena.neighbour);
  volatile size_t n = 8;
  char *p = pool_alloc (n);
  memset (p, 'p', 8);
  p[n] = 'W'; /* { dg-foc-report write 1 performed } */
  int r = p[n + 1]; /* { dg-foc-report read 1 performed } */
  printf ("%c %c %s\n", arena.neighbour[0], r,
          arena.neighbour[0] == 'W' ? "neighbour changed" : "neighbour intact");
  /* { dg-output "W N neighbour changed\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
