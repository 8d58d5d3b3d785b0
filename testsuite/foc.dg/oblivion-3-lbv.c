/* Purpose: an argument read before the start of main's argv (a negative
   index) is a manufactured pointer; strtoul and sscanf's string, and
   stat, get libfoc's manufactured object instead and the program goes
   on; argv and its strings are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int
main (int argc, char **argv)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int back = -1;
  const char *arg = argv[back]; /* { dg-foc-report read 8 manufactured } */
  unsigned long u = strtoul (arg, NULL, 0);
  struct stat st;
  int r = stat (arg, &st);
  printf ("%lu %d %d %d\n", u, r, argc >= 1, argv[argc] == NULL);
  /* { dg-output "0 -1 1 1\r?\n" } */
  /* { dg-foc-summary 1 1 0 1 } */
  return 0;
}
