/* Purpose: the exit summary counts reads, writes and distinct sites,
   including accesses from a function called several times (one site).  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
poke (volatile int i)
{
  int a[2] = { 0, 0 };
  a[i] = 1;
  return a[i];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int s = 0;
  s += poke (2);
  s += poke (3);
  s += poke (-1);
  /* Each call: a write report (line 12), then a read report (line 13).  */
  /* { dg-foc-report write 4 dropped line 12 } */
  /* { dg-foc-report read 4 manufactured line 13 } */
  /* { dg-foc-report write 4 dropped line 12 } */
  /* { dg-foc-report read 4 manufactured line 13 } */
  /* { dg-foc-report write 4 dropped line 12 } */
  /* { dg-foc-report read 4 manufactured line 13 } */
  char c[3] = "ab";
  volatile int k = 3;
  c[k] = 'x'; /* { dg-foc-report write 1 dropped } */
  printf ("%d %s\n", s, c);
  /* { dg-output "3 ab\r?\n" } */
  /* { dg-foc-summary 7 3 4 3 } */
  return 0;
}
