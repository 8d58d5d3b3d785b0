/* Purpose: a slot that the C library fills with a new block -- asprintf
   (redirected to libfoc) and vasprintf (not) -- gets that block's bounds,
   even when the block has the address of one freed since the slot last
   held a pointer to it from instrumented code (glibc hands the same
   address back): the whole new string is read with no report, and the
   output is plain gcc's.  (file(1)'s test suite reported a false
   out-of-bounds read here.)  */
/* { dg-do run } */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static char *slot;

static NI int
format (char **out, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  int r = vasprintf (out, fmt, ap);
  va_end (ap);
  return r;
}

static NI void
show (const char *what)
{
  size_t n = strlen (slot);
  printf ("%s %zu %c %c\n", what, n, slot[n - 1], slot[n - 40]);
}

int
main (void)
{
  static const char text[] = "0123456789012345678901234567890123456789"
			     "0123456789012345678901234567890123456789"
			     "012345678901234";
  slot = malloc (90);
  free (slot);
  if (format (&slot, "%s", text) < 0)
    return 1;
  show ("vasprintf");
  /* { dg-output "vasprintf 95 4 5\r?\n" } */
  free (slot);
  slot = malloc (90);
  free (slot);
  if (asprintf (&slot, "%s", text) < 0)
    return 1;
  show ("asprintf");
  /* { dg-output "asprintf 95 4 5\r?\n" } */
  free (slot);
  return 0;
}
