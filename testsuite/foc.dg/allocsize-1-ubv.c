/* Purpose: a custom allocator declared with alloc_size hands out the first
   half of a static arena whose second half is a known neighbour.  A write
   past the returned block (into the neighbour) is dropped and a read there
   is manufactured, so the neighbour -- which is really adjacent -- keeps
   its bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static struct { char slot[16]; char neighbour[16]; } arena;

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
  volatile size_t n = 16, i = 16;
  char *p = pool_alloc (n);
  memset (p, 'p', 16);
  p[i] = 'X'; /* { dg-foc-report write 1 dropped } */
  p[i + 5] = 'X'; /* { dg-foc-report write 1 dropped } */
  int r = p[i]; /* { dg-foc-report read 1 manufactured } */
  int ok = 1;
  for (int k = 0; k < 16; k++)
    ok &= arena.neighbour[k] == 'N';
  printf ("%d %s\n", r, ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  return 0;
}
