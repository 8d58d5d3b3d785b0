/* Purpose: a compile that goes through preprocessed output (-save-temps:
   the .i is compiled again, as distcc and ccache do) works: __FOC__ is
   defined while preprocessing and not injected again into the .i, where
   it would be a bad line marker, and the write past the array is still
   dropped and reported.  */
/* { dg-do run } */
/* { dg-options "-save-temps" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char a[4] = "abc", guard[4] = "ggg";
  volatile int i = 5;
  a[i] = 'x'; /* { dg-foc-report write 1 dropped } */
#ifdef __FOC__
  printf ("__FOC__ %s %s\n", a, guard);
  /* { dg-output "__FOC__ abc ggg\r?\n" } */
#endif
  /* { dg-foc-summary 1 0 1 1 } */
  return 0;
}
