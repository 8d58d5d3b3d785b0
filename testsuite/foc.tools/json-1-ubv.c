/* Purpose: log_format=json prints each report, the suppression line and
   the summary as one JSON object a line, the site split into function,
   file and line.  */
/* { dg-do run } */
/* { dg-foc-options "log_format=json:max_reports=2" } */
#include <stdio.h>

static __attribute__ ((noinline)) void
fill (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = i; /* { dg-foc-json-report write 4 dropped count 2 func fill } */
  /* { dg-foc-json-suppressed 2 line 12 } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 5;
  int a[4];
  fill (a, n + 2);
  int v = a[n]; /* { dg-foc-json-report read 4 manufactured func main file {[^"]*json-1-ubv\.c} } */
  printf ("v=%d\n", v);
  /* { dg-output "v=0\r?\n" } */
  /* { dg-foc-json-summary 4 1 3 2 } */
  return 0;
}
