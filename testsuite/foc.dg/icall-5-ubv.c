/* Purpose: in mode=log a handler read past the end of its table (an
   array field, checked against the field) is read as the program would
   read it, the handler after it, and the call through it is made, as
   without foc: only the read is reported.  */
/* { dg-do run } */
/* { dg-foc-options "mode=log" } */
#include <stdio.h>

static int twice (int v) { return v * 2; }
static int plus3 (int v) { return v + 3; }
static int neg (int v) { return -v; }

struct ops
{
  int (*table[2]) (int);
  int (*after) (int);
};
static struct ops ops = { { twice, plus3 }, neg };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int i = 2;
  int r = ops.table[i] (5); /* { dg-foc-report read 8 performed } */
  printf ("%d\n", r);
  /* { dg-output "-5\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
