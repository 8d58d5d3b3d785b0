/* Purpose: writes and reads past an aligned_alloc block are dropped /
   manufactured (the block is exactly the requested size, even though the
   allocator rounds it up).  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 40, idx = 40;
  unsigned char *a = aligned_alloc (64, n * 2);
  memset (a, 1, n * 2);
  a[n * 2] = 9; /* { dg-foc-report write 1 dropped } */
  a[n * 2 + 23] = 9; /* { dg-foc-report write 1 dropped } */
  int v = a[idx * 2]; /* { dg-foc-report read 1 manufactured } */
  printf ("%d %d\n", v, a[n * 2 - 1]);
  /* { dg-output "0 1\r?\n" } */
  free (a);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  return 0;
}
