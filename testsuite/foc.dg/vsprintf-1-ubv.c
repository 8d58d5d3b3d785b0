/* Purpose: vsprintf and vsnprintf (with a size larger than the buffer) into a local buffer too small for the message.  */
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

/* The buffer is local to the function that calls vsprintf.  */
static NI void
logmsg (const char *fmt, ...)
{
  char line[8];
  va_list ap;
  va_start (ap, fmt);
  vsprintf (line, fmt, ap); /* { dg-foc-report write 15 dropped label "vsprintf s" } */
  va_end (ap);
  printf ("%.8s\n", line);
  /* { dg-output "user=bob\r?\n" } */
}

static NI void
logmsg_n (size_t n, const char *fmt, ...)
{
  char line[8];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (line, n, fmt, ap); /* { dg-foc-report write \[0-9\]+ dropped label "vsnprintf s" } */
  va_end (ap);
  printf ("%.8s\n", line);
  /* { dg-output "user=bob\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile size_t n = 64;
  (void) n;
  char g1[16], g2[16];
  fill (g1, 'G', 16);
  fill (g2, 'G', 16);

  logmsg ("user=%s", "bob-smith");
  logmsg_n (n, "user=%s", "bob-smith");
  printf ("%s\n", intact (g1, 16) && intact (g2, 16) ? "guard intact" : "guard smashed");
  /* { dg-output "guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 0 2 2 } */
  return 0;
}
