/* Purpose: the formatting functions in bounds, with %s arguments terminated inside their bounds or cut by a precision: no reports.  */
/* { dg-do run } */
#include "libc-test.h"

static NI int
vs (char *d, size_t n, const char *f, ...)
{
  va_list ap;
  va_start (ap, f);
  int r = vsnprintf (d, n, f, ap);
  va_end (ap);
  return r;
}

int
main (void)
{
  GUARDS;
  char d[16], s[4] = "abc", u[4];
  fill (u, 'u', 4);
  int r1 = sprintf (d, "%s-%d", s, 42);
  int r2 = snprintf (d + r1, sizeof d - r1, "%.4s", u) + r1;
  char *p = NULL;
  int r3 = asprintf (&p, "%*s|%-5.2s|%c%%", 5, s, u, 'x');
  printf ("%s %d %d %s %d\n", d, r1, r2, p, r3);
  /* { dg-output "abc-42uuuu 6 10   abc|uu   |x% 16\r?\n" } */
  free (p);
  int n = 0;
  int r4 = printf ("%.*s%n|%lu|%5.1f|%p\n", 3, u, &n, 7ul, 2.5, (void *) 0);
  /* { dg-output "uuu|7|  2.5|\\(nil\\)\r?\n" } */
  r4 += fprintf (stdout, "%s %hhd\n", s, (signed char) -1);
  /* { dg-output "abc -1\r?\n" } */
  r4 += dprintf (1, "%3s\n", s);
  /* { dg-output "abc\r?\n" } */
  printf ("%d %d %d\n", n, r4, vs (d, sizeof d, "%s", s));
  /* { dg-output "3 31 3\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  return 0;
}
