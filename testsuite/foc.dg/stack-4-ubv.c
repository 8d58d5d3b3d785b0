/* Purpose: a pointer-increment loop runs 4 bytes past the end of a stack
   buffer (the trip count is not known at compile time): 4 dropped writes
   from one site, then a reading pointer loop gets the generator values.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))


static NI void
run (volatile int n)
{
  char guard1[8], buf[8], guard2[8];
  memset (guard1, 'G', sizeof guard1);
  memset (guard2, 'G', sizeof guard2);
  char *p = buf;
  for (int i = 0; i < n; i++)
    *p++ = 'x'; /* { dg-foc-report write 1 dropped count 4 } */
  int sum = 0;
  const char *q = buf;
  for (int i = 0; i < n; i++, q++)
    sum += *q; /* { dg-foc-report read 1 manufactured count 4 } */
  int ok = 1;
  for (int i = 0; i < 8; i++)
    ok &= guard1[i] == 'G' && guard2[i] == 'G';
  /* 8 * 'x' (120) + manufactured 0 + 1 + 2 + 0.  */
  printf ("sum %d %.8s %s\n", sum, buf, ok ? "guard intact" : "guard smashed");
  /* { dg-output "sum 963 xxxxxxxx guard intact\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (12);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 8 4 4 2 } */
  return 0;
}
