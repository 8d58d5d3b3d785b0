/* Purpose: a bad log_format is reported and text is used; help=1 lists
   log_format among the keys.  */
/* { dg-do run } */
/* { dg-foc-options "log_format=xml:help=1:summary=0" } */
/* { dg-output "foc: FOC_OPTIONS: bad value 'xml' for 'log_format' ignored \\(using 'text'\\)\r?\n" } */
/* { dg-output "foc: FOC_OPTIONS is a colon-separated list of key=value:\r?\n" } */
/* { dg-output "(foc:   \[a-z_\]+ +\[^\r\n\]*\r?\n)*" } */
/* { dg-output "foc:   log_format   text\\|json: \[^\r\n\]*\r?\n" } */
/* { dg-output "(foc:   \[a-z_\]+ +\[^\r\n\]*\r?\n)*" } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 1;
  int a[1] = { 5 };
  a[n] = 0; /* { dg-foc-report write 4 dropped } */
  printf ("%d done\n", a[0]);
  /* { dg-output "5 done\r?\n" } */
  return 0;
}
