/* Purpose: index write and read past the end of a global array; the
   neighbouring globals keep their values, the read yields 0.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

int guard1[4] = { 1, 1, 1, 1 };
int g[5];
int guard2[4] = { 2, 2, 2, 2 };

static NI void
run (volatile int idx)
{
  g[idx] = 99; /* { dg-foc-report write 4 dropped } */
  g[idx + 1] = 98; /* { dg-foc-report write 4 dropped } */
  int v = g[idx + 2]; /* { dg-foc-report read 4 manufactured } */
  int ok = 1;
  for (int i = 0; i < 4; i++)
    ok &= guard1[i] == 1 && guard2[i] == 2;
  printf ("%d %s\n", v, ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 guard intact\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (5);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  return 0;
}
