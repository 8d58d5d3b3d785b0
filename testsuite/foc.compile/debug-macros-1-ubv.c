/* Purpose: -g3 (nettle's configure adds -ggdb3), which puts macro
   definitions in the debug info, compiles with foc (it crashed: the
   plugin defines __FOC__ before the front end has a line map), __FOC__
   is still defined, and the program is instrumented: a write one past a
   heap block is dropped and reported.  */
/* { dg-do run } */
/* { dg-options "-g3" } */
#include <stdio.h>
#include <stdlib.h>

#ifndef __FOC__
#error "__FOC__ is not defined"
#endif

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4;
  char *p = malloc (4), *q = malloc (4);
  q[0] = 'q';
  p[n] = '!'; /* { dg-foc-report write 1 dropped func main } */
  printf ("%c\n", q[0]);
  /* { dg-output "q\r?\n" } */
  /* { dg-foc-summary 1 0 1 1 } */
  free (q);
  free (p);
  return 0;
}
