/* Purpose: in-bounds use of aligned_alloc and posix_memalign blocks.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 64;
  double *a = aligned_alloc (64, n * sizeof *a);
  void *vp;
  if (posix_memalign (&vp, 32, n * sizeof (int)) != 0)
    return 1;
  int *b = vp;
  for (size_t i = 0; i < n; i++)
    {
      a[i] = (double) i / 2;
      b[i] = (int) i;
    }
  double s = 0;
  long t = 0;
  for (size_t i = 0; i < n; i++)
    {
      s += a[i];
      t += b[i];
    }
  printf ("%g %ld %d %d\n", s, t, (int) ((uintptr_t) a % 64),
          (int) ((uintptr_t) b % 32));
  /* { dg-output "1008 2016 0 0\r?\n" } */
  free (a);
  free (b);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
