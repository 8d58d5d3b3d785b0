/* Purpose: heap and global buffers overflowed two calls below the
   function that owns them: copy () -> put_all () -> store ().  Bounds
   pass through both calls; the writes past each end are dropped in
   store () and the separate neighbouring objects (another malloc block,
   another global) are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

char gfirst[6] = "first";
char gbuf[6];
char glast[6] = "last";

static NI void
store (char *p, int i, char c)
{
  p[i] = c; /* { dg-foc-report write 1 dropped count 5 func store } */
}

static NI void
put_all (char *p, const char *s, int n)
{
  for (int i = 0; i < n; i++)
    store (p, i, s[i]);
}

static NI void
copy (char *dst, const char *src, int n)
{
  put_all (dst, src, n);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 8, m = 9;
  char *h = malloc (6);
  char *guard = malloc (6);
  strcpy (guard, "guard");
  copy (h, "ABCDEFGH", n);   /* 2 dropped */
  copy (gbuf, "abcdefghi", m); /* 3 dropped */
  printf ("%.6s %s %s %.6s %s\n", h, guard, gfirst, gbuf, glast);
  /* { dg-output "ABCDEF guard first abcdef last\r?\n" } */
  free (guard);
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 0 5 1 } */
  return 0;
}
