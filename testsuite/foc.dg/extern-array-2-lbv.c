/* Purpose: an array declared without a size, and a pointer into it, get
   its bounds from libfoc's table of globals: a write below its start
   through the pointer is dropped, a read below it manufactured, and the
   variable before it keeps its values.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

long guard1[4] = { 1, 1, 1, 1 };
long def[6] __asm__ ("foc_xa2_def") = { 10, 11, 12, 13, 14, 15 };
long guard2[4] = { 2, 2, 2, 2 };
extern long tbl[] __asm__ ("foc_xa2_def");

static NI long
down (long *p, int n)
{
  long s = 0;
  for (int i = 0; i <= n; i++)
    s += p[-i]; /* { dg-foc-report read 8 manufactured count 2 } */
  for (int i = 0; i <= n; i++)
    p[-i] = 0; /* { dg-foc-report write 8 dropped count 2 } */
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 3;
  long s = down (&tbl[1], n);
  int ok = 1;
  for (int i = 0; i < 4; i++)
    ok &= guard1[i] == 1 && guard2[i] == 2;
  printf ("%ld %ld %ld %s\n", s, def[0], def[2],
	  ok ? "guard intact" : "guard smashed");
  /* { dg-output "22 0 12 guard intact\r?\n" } */
  /* { dg-foc-summary 4 2 2 2 } */
  return 0;
}
