/* Purpose: in-bounds use of alloca buffers of run-time size, including one
   passed to a helper.  */
/* { dg-do run } */
#include <alloca.h>
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
fill (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = i + 1;
  return n;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 12;
  int *a = alloca (n * sizeof *a);
  fill (a, n);
  char *c = alloca (n);
  for (char *p = c; p < c + n; p++)
    *p = 'k';
  int s = 0;
  for (int i = n - 1; i >= 0; i--)
    s += a[i] + (c[i] == 'k');
  printf ("%d\n", s);
  /* { dg-output "90\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
