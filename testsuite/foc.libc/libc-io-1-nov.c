/* Purpose: the input functions with buffers that are large enough: no reports, the real results.  */
/* { dg-do run } */
#include "libc-test.h"

char *gets (char *);

int
main (void)
{
  GUARDS;
  char buf[32];
  set_stdin ("line one\n");
  printf ("%s\n", gets (buf));
  /* { dg-output "line one\r?\n" } */
  FILE *f = text_file ("0123456789\nsecond\nthird:x");
  printf ("%d %.4s\n", (int) fread (buf, 2, 2, f), buf);
  /* { dg-output "2 0123\r?\n" } */
  printf ("%s", fgets (buf, sizeof buf, f));
  /* { dg-output "456789\r?\n" } */
  char *line = NULL;
  size_t n = 0;
  int k = (int) getline (&line, &n, f);
  printf ("%d %s", k, line);
  /* { dg-output "7 second\r?\n" } */
  k = (int) getdelim (&line, &n, ':', f);
  printf ("%d %s\n", k, line);
  /* { dg-output "6 third:\r?\n" } */
  free (line);
  printf ("%d %.3s\n", (int) pread (fileno (f), buf, 3, 4), buf);
  /* { dg-output "3 456\r?\n" } */
  fclose (f);
  int fds[2], sv[2];
  if (pipe (fds) != 0 || write (fds[1], "abcdef", 6) != 6
      || socketpair (AF_UNIX, SOCK_STREAM, 0, sv) != 0
      || send (sv[0], "ghijkl", 6, 0) != 6)
    abort ();
  printf ("%d %.6s\n", (int) read (fds[0], buf, sizeof buf), buf);
  /* { dg-output "6 abcdef\r?\n" } */
  printf ("%d %.3s\n", (int) recv (sv[1], buf, 3, 0), buf);
  /* { dg-output "3 ghi\r?\n" } */
  printf ("%d %.3s\n", (int) recvfrom (sv[1], buf, sizeof buf, 0, NULL, NULL),
          buf);
  /* { dg-output "3 jkl\r?\n" } */
  char dir[] = "/tmp/foclibc-XXXXXX", link[64], res[PATH_MAX];
  if (!mkdtemp (dir))
    abort ();
  snprintf (link, sizeof link, "%s/l", dir);
  if (symlink ("target", link) != 0)
    abort ();
  printf ("%d %.6s\n", (int) readlink (link, buf, sizeof buf), buf);
  /* { dg-output "6 target\r?\n" } */
  printf ("%d\n", realpath (dir, res) == res && strcmp (res, dir) == 0);
  /* { dg-output "1\r?\n" } */
  if (chdir (dir) != 0)
    abort ();
  printf ("%d\n", getcwd (buf, sizeof buf) == buf && strcmp (buf, dir) == 0);
  /* { dg-output "1\r?\n" } */
  unlink (link);
  if (chdir ("/") == 0)
    rmdir (dir);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  return 0;
}
