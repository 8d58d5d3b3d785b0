/* libc-test.h -- helpers shared by the foc.libc tests.  */
#define _GNU_SOURCE 1
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>
#include <wchar.h>

#define NI __attribute__ ((noinline, noclone, unused))

/* Fill N bytes at P with C, out of the compiler's sight.  */
static NI void
fill (char *p, int c, size_t n)
{
  for (size_t i = 0; i < n; i++)
    p[i] = (char) c;
}

/* A string the compiler cannot measure.  */
static NI const char *
input (int which)
{
  return which ? "0123456789ABCDEFGHI" : "abc";
}

static NI int
intact (const char *g, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (g[i] != 'G')
      return 0;
  return 1;
}

/* A stream holding TEXT, at its start.  */
static NI FILE *
text_file (const char *text)
{
  FILE *f = tmpfile ();
  if (!f || fputs (text, f) < 0 || fflush (f) != 0)
    abort ();
  rewind (f);
  return f;
}

/* Make TEXT the contents of standard input.  */
static NI void
set_stdin (const char *text)
{
  FILE *f = text_file (text);
  if (dup2 (fileno (f), 0) < 0)
    abort ();
  fclose (f);
}

#define GUARDS                                  \
  char g1[16], g2[16];                          \
  fill (g1, 'G', 16);                           \
  fill (g2, 'G', 16);                           \
  setvbuf (stdout, NULL, _IONBF, 0)

#define GUARDS_INTACT()                                                \
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact"  \
                                                     : "guard smashed")
