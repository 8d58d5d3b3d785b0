/* Purpose: in-bounds strcpy, stpcpy, strncpy, stpncpy, strcat, strncat, strlen, strnlen, strcmp, strncmp, strchr, strrchr, strstr, strdup and strndup give no report and the C library results.  */
/* { dg-do run } */
#define _GNU_SOURCE 1
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

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 0;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  char a[32], b[32];
  strcpy (a, input (0));
  char *e = stpcpy (b, input (0));
  strcat (a, "-");
  strncat (a, input (1), 4);
  strncpy (b, "xyz", 8);
  char c[8];
  char *f = stpncpy (c, "pq", 8);
  size_t l = strlen (a), m = strnlen (a, sizeof a);
  int r1 = strcmp (a, "abc-0123"), r2 = strncmp (a, "abc-9", 4);
  char *p = strchr (a, '-'), *q = strrchr (a, '3'), *s = strstr (a, "c-0");
  char *d = strdup (a), *dn = strndup (a, 3);
  printf ("%s %s %d %s %d %zu %zu %d %d %d %d %d %s %s\n", a, b, (int) (e - b), c,
          (int) (f - c), l, m, r1, r2, (int) (p - a), (int) (q - a), (int) (s - a), d, dn);
  /* { dg-output "abc-0123 xyz 3 pq 2 8 8 0 0 3 7 2 abc-0123 abc\r?\n" } */
  free (d);
  free (dn);
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
