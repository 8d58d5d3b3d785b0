/* Purpose: an array declared without a size (extern int tbl[];, here
   naming through an asm label a variable this unit defines, as another
   unit's would) gets its bounds from libfoc's table of globals: writes
   past its end are dropped, a read past it is manufactured, and the
   variable after it keeps its values.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

int guard1[4] = { 1, 1, 1, 1 };
int def[12] __asm__ ("foc_xa1_def");
int guard2[4] = { 2, 2, 2, 2 };
extern int tbl[] __asm__ ("foc_xa1_def");

/* Starts with a loop, so that the bounds are asked for in a block of
   their own before it.  */
static NI void
fill (int n)
{
  while (n--)
    tbl[n] = n; /* { dg-foc-report write 4 dropped count 2 } */
}

static NI int
get (int i)
{
  return tbl[i]; /* { dg-foc-report read 4 manufactured } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  fill (14);
  volatile int k = 13;
  int v = get (k);
  int ok = 1;
  for (int i = 0; i < 4; i++)
    ok &= guard1[i] == 1 && guard2[i] == 2;
  printf ("%d %d %d %s\n", v, def[0], def[11],
	  ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 0 11 guard intact\r?\n" } */
  /* { dg-foc-summary 3 1 2 2 } */
  return 0;
}
