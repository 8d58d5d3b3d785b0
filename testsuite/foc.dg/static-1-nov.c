/* Purpose: in-bounds use of function-static arrays, including a static
   buffer returned to the caller and filled across calls.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI char *
counter_string (int v)
{
  static char buf[12];
  int i = 11;
  buf[i] = 0;
  do
    buf[--i] = (char) ('0' + v % 10);
  while ((v /= 10) && i > 0);
  return buf + i;
}

static NI int
history (int v)
{
  static int h[4];
  static int n;
  h[n++ % 4] = v;
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += h[i];
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int s = 0;
  for (int i = 1; i <= 6; i++)
    s = history (i);
  printf ("%s %d\n", counter_string (1234567890), s);
  /* { dg-output "1234567890 18\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
