/* Purpose: index writes and reads below the start of a stack array (a[-1],
   a[-2]) are dropped / manufactured; reads yield 0 then 1.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
run (volatile int idx)
{
  long before[2], a[4], after[2];
  memset (before, 0x33, sizeof before);
  memset (after, 0x33, sizeof after);
  for (int i = 0; i < 4; i++)
    a[i] = i;
  a[idx] = -5; /* { dg-foc-report write 8 dropped } */
  a[idx - 1] = -6; /* { dg-foc-report write 8 dropped } */
  long v1 = a[idx]; /* { dg-foc-report read 8 manufactured } */
  long v2 = a[idx - 1]; /* { dg-foc-report read 8 manufactured } */
  int ok = 1;
  for (int i = 0; i < 2; i++)
    ok &= before[i] == 0x3333333333333333L && after[i] == 0x3333333333333333L;
  printf ("%ld %ld %ld %s\n", v1, v2, a[0] + a[1] + a[2] + a[3],
          ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 1 6 guard intact\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (-1);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 2 2 4 } */
  return 0;
}
