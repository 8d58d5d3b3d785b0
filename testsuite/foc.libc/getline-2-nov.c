/* Purpose: getline and getdelim grow the caller's malloc'd buffer, here
   in place (glibc reallocs 1 byte to 4 without moving it): the line is
   then compared with strcmp, strncmp and memcmp, and measured with
   strlen, through the pointer loaded back from the variable getline
   wrote -- all of it real, no report (found by findutils' gnulib
   test-getline).  */
/* { dg-do run } */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  FILE *f = tmpfile ();
  fwrite ("bc\nd:ef", 1, 7, f);
  rewind (f);
  size_t len = 1;
  char *line = malloc (len);
  ssize_t r = getline (&line, &len, f);
  printf ("%zd %d %d %d %zu\n", r, strcmp (line, "bc\n"),
	  strncmp (line, "bc\n", 4), memcmp (line, "bc\n", 4), strlen (line));
  /* { dg-output "3 0 0 0 3\r?\n" } */
  free (line);
  line = malloc (1);
  len = 1;
  r = getdelim (&line, &len, ':', f);
  printf ("%zd %d %zu\n", r, strcmp (line, "d:"), strlen (line));
  /* { dg-output "2 0 2\r?\n" } */
  free (line);
  fclose (f);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
