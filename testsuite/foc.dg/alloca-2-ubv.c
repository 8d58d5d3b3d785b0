/* Purpose: writes and reads past an alloca buffer; a second alloca buffer
   keeps its bytes.  */
/* { dg-do run } */
#include <alloca.h>
#include <stdio.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 10;
  char *g1 = alloca (16);
  char *a = alloca (n);
  char *g2 = alloca (16);
  memset (g1, 'g', 16);
  memset (g2, 'g', 16);
  for (int i = 0; i < n + 3; i++)
    a[i] = 'a'; /* { dg-foc-report write 1 dropped count 3 } */
  int v = a[n]; /* { dg-foc-report read 1 manufactured } */
  int ok = 1;
  for (int i = 0; i < 16; i++)
    ok &= g1[i] == 'g' && g2[i] == 'g';
  printf ("%d %.10s %s\n", v, a, ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 aaaaaaaaaa guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 1 3 2 } */
  return 0;
}
