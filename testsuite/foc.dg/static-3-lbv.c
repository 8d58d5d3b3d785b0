/* Purpose: reads and writes below a function-static array.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
lookup (volatile int i, int store)
{
  static unsigned char guard[4] = { 0xee, 0xee, 0xee, 0xee };
  static unsigned char tab[4] = { 10, 20, 30, 40 };
  if (store)
    tab[i] = 0xff; /* { dg-foc-report write 1 dropped } */
  int ok = guard[0] == 0xee && guard[1] == 0xee && guard[2] == 0xee
           && guard[3] == 0xee;
  return ok ? tab[i] : -1; /* { dg-foc-report read 1 manufactured count 2 } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int a = lookup (-2, 1);
  int b = lookup (-2, 0);
  int c = lookup (3, 0);
  printf ("%d %d %d\n", a, b, c);
  /* { dg-output "0 1 40\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 2 1 2 } */
  return 0;
}
