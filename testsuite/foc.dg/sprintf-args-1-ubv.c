/* Purpose: a %s argument of sprintf or snprintf that is not terminated
   inside its object is read through its bounds: the in-bounds bytes, then
   manufactured ones up to the generator's first 0, so the output ends
   where the object does instead of running through memory.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *name = malloc (4);
  memcpy (name, "abcd", 4);
  char out[32];
  int n = sprintf (out, "[%s]", name); /* { dg-foc-report read 5 manufactured label "sprintf arg 3" } */
  printf ("%d %s\n", n, out);
  /* { dg-output "6 \\\[abcd\\\]\r?\n" } */
  n = snprintf (out, sizeof out, "%.2s|%s", "xyz", name); /* { dg-foc-report read 7 manufactured label "snprintf arg 5" } */
  printf ("%d %s\n", n, out);
  /* The generator goes on where the first read left it: 1, 2, 0.  */
  /* { dg-output "9 xy\\|abcd\001\002\r?\n" } */
  free (name);
  /* { dg-foc-summary 2 2 0 2 } */
  return 0;
}
