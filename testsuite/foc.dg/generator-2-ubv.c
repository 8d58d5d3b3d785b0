/* Purpose: loops over manufactured values terminate: a search for the
   value 5 past the end of an array that does not hold it finds it among
   the manufactured values, and a strlen-like scan of an unterminated
   buffer stops at the first manufactured 0.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int a[4] = { 9, 9, 9, 9 };
  char s[4];
  memset (s, 'x', sizeof s);
  int i = 0;
  while (a[i] != 5) /* { dg-foc-report read 4 manufactured count 10 } */
    /* { dg-foc-suppressed 10 line 19 } */
    i++;
  int len = 0;
  while (s[len]) /* { dg-foc-report read 1 manufactured } */
    len++;
  printf ("%d %d\n", i, len);
  /* { dg-output "15 4\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 13 13 0 2 } */
  return 0;
}
