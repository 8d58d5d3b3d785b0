/* Purpose: a ring index that is not wrapped writes past the end of a
   function-static array; the writes are dropped and the next static is
   intact.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
history (int v, int *guard_ok)
{
  static int guard1[2] = { 7, 7 };
  static int h[4];
  static int guard2[2] = { 7, 7 };
  static int n;
  h[n++] = v; /* { dg-foc-report write 4 dropped count 2 } */
  *guard_ok = guard1[0] == 7 && guard1[1] == 7 && guard2[0] == 7
              && guard2[1] == 7;
  return h[0] + h[1] + h[2] + h[3];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int s = 0, ok = 1, g;
  for (int i = 1; i <= 6; i++)
    {
      s = history (i, &g);
      ok &= g;
    }
  printf ("%d %s\n", s, ok ? "guard intact" : "guard smashed");
  /* { dg-output "10 guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 0 2 1 } */
  return 0;
}
