/* Purpose: the C library's ctype tables have bounds.  isalpha indexes a
   table through a pointer the C library hands out (*__ctype_b_loc ());
   every char value and EOF is in it and gets the C library's answer
   (toupper too), and an int past the table (300) or before it (-200),
   which plain code reads from whatever lies there, is a manufactured read
   with the table's bounds.  */
/* { dg-do run } */
#include <ctype.h>
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static volatile int sink;

static NI int
alpha (int c)
{
  return isalpha (c) != 0;
}

static NI int
upper (int c)
{
  return toupper (c);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int n = 0, u = 0;
  for (int c = -128; c < 256; c++)
    n += alpha (c), u += upper (c) != c;
  printf ("%d %d %d %c\n", n, u, alpha (EOF), upper ('q'));
  /* { dg-output "52 153 0 Q\r?\n" } */
  volatile int big = 300, small = -200;
  sink = alpha (big);
  sink = alpha (small);
  /* { dg-foc-report read 2 manufactured count 2 func alpha line 18 } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 2 0 1 } */
  return 0;
}
