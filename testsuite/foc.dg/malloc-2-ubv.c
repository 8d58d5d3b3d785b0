/* Purpose: index write/read one past a malloc block, and an off-by-one
   NUL write; a canary block allocated next is untouched and free() works
   (the heap metadata was not overwritten).  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 6;
  int *p = malloc (n * sizeof *p);
  char *canary = malloc (32);
  memset (canary, 'C', 32);
  for (size_t i = 0; i < n; i++)
    p[i] = (int) i;
  for (size_t i = 0; i <= n + 6; i++)
    p[i] = -1; /* { dg-foc-report write 4 dropped count 7 } */
  int v = p[n]; /* { dg-foc-report read 4 manufactured } */
  char *s = malloc (n);
  memcpy (s, "hello", 5);
  s[n] = 0; /* { dg-foc-report write 1 dropped } */
  int ok = 1;
  for (int i = 0; i < 32; i++)
    ok &= canary[i] == 'C';
  printf ("%d %d %s\n", v, p[5], ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 -1 guard intact\r?\n" } */
  free (s);
  free (p);
  free (canary);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 9 1 8 3 } */
  return 0;
}
