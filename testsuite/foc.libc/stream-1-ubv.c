/* Purpose: a stream read past the end of a table of streams is a
   manufactured pointer; the checked stdio functions fail on it as on a
   bad stream (EOF, 0, NULL or -1, errno EBADF) instead of faulting in
   the C library, and the program goes on.  */
/* { dg-do run } */
#include "libc-test.h"

int
main (void)
{
  GUARDS;
  setvbuf (stdout, NULL, _IONBF, 0);
  FILE *streams[2] = { stdout, stderr };
  volatile int i = 2;
  FILE *f = streams[i]; /* { dg-foc-report read 8 manufactured } */
  const char *s = input (0);
  char buf[8], *line = NULL;
  size_t n = 0;
  int x = 0;
  errno = 0;
  int a = fputs (s, f); /* { dg-foc-report read 216 manufactured label "fputs stream" } */
  int e = errno;
  int b = fprintf (f, "%s\n", s); /* { dg-foc-report read 216 manufactured label "fprintf stream" } */
  size_t c = fwrite (s, 1, 3, f); /* { dg-foc-report read 216 manufactured label "fwrite stream" } */
  char *d = fgets (buf, sizeof buf, f); /* { dg-foc-report read 216 manufactured label "fgets stream" } */
  size_t g = fread (buf, 1, 4, f); /* { dg-foc-report read 216 manufactured label "fread stream" } */
  ssize_t h = getline (&line, &n, f); /* { dg-foc-report read 216 manufactured labelre "get(line|delim) stream" } */
  int k = fscanf (f, "%d", &x); /* { dg-foc-report read 216 manufactured label "fscanf stream" } */
  printf ("%d %d %d %d %d %d %d %d %d\n", a == EOF, e == EBADF, b, (int) c,
	  d == NULL, (int) g, (int) h, k == EOF, x);
  /* { dg-output "1 1 -1 0 1 0 -1 1 0\r?\n" } */
  free (line);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  /* { dg-foc-summary 8 8 0 8 } */
  return 0;
}
