/* Purpose: in-bounds sprintf, snprintf (truncating within the given size), vsprintf, vsnprintf and fgets give no report and the C library results.  */
/* { dg-do run } */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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

static NI int
wrap (char *dst, size_t n, const char *fmt, ...)
{
  char tmp[64];
  va_list ap;
  va_start (ap, fmt);
  int r = vsprintf (tmp, fmt, ap);
  va_end (ap);
  va_start (ap, fmt);
  vsnprintf (dst, n, fmt, ap);
  va_end (ap);
  return r;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 0;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char a[32], b[8], c[32];
  int r1 = sprintf (a, "%s=%d", input (0), 42);
  int r2 = snprintf (b, sizeof b, "%s", input (1));
  int r3 = wrap (c, sizeof c, "[%s]", input (0));
  FILE *f = tmpfile ();
  fputs ("line one\nline two\n", f);
  rewind (f);
  char l1[32], l2[5];
  fgets (l1, sizeof l1, f);
  fgets (l2, sizeof l2, f);
  fclose (f);
  printf ("%s %d %s %d %s %d %s|%s\n", a, r1, b, r2, c, r3, l1, l2);
  /* { dg-output "abc=42 6 0123456 19 \\\[abc\\\] 5 line one\r?\n\\|line\r?\n" } */
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
