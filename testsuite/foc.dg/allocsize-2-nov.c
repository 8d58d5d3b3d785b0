/* Purpose: alloc_size with two arguments (count, size), used fully in
   bounds.  */
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
  volatile size_t n = 9;
  long *v = xcalloc (n, sizeof *v);
  for (size_t i = 0; i < n; i++)
    v[i] = (long) (i * i);
  long s = 0;
  for (long *p = v; p != v + n; p++)
    s += *p;
  printf ("%ld\n", s);
  /* { dg-output "204\r?\n" } */
  free (v);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
