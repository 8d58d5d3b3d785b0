/* Purpose: log_format=json names the library-call argument in "what",
   and escapes the file name (here set by #line to one with a quote and a
   backslash); mode=log performs the access.  */
/* { dg-do run } */
/* { dg-foc-options "log_format=json:mode=log" } */
#include <stdio.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 12;
  char b[16];
  memset (b, 'z', n + 8); /* { dg-foc-json-report write 20 performed what "memset s" file {[^"]*json-2-ubv\.c} } */
#line 100 "we\"ird\\name.c"
  memset (b, 'y', n + 6); /* { dg-foc-json-report write 18 performed what "memset s" line 100 file {we\\"ird\\\\name\.c} } */
  printf ("%.2s\n", b);
  /* { dg-output "yy\r?\n" } */
  /* { dg-foc-json-summary 2 0 2 2 } */
  return 0;
}
