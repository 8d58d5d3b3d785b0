/* Purpose: alloc_size (count, size): the bound is count * size; an index
   equal to count is past it.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

static NI __attribute__ ((alloc_size (1, 2))) void *
xcalloc (size_t n, size_t size)
{
  void *p = calloc (n, size);
  if (!p)
    abort ();
  return p;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 5;
  long *v = xcalloc (n, sizeof *v);
  v[n] = 1; /* { dg-foc-report write 8 dropped } */
  long r = v[n]; /* { dg-foc-report read 8 manufactured } */
  v[n - 1] = 2;
  printf ("%ld %ld\n", r, v[n - 1]);
  /* { dg-output "0 2\r?\n" } */
  free (v);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
