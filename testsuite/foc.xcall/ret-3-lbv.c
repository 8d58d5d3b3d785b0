/* Purpose: accesses below the start of objects reached through returned
   pointers: an interior pointer from find () (into a heap block) and a
   pointer handed back through two calls (into a global).  The object is
   the whole block or variable, so stepping back to its first byte is
   fine and one more step is a violation.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

char gfront[4] = "fff";
char gbuf[4] = "ggg";

static NI char *
find (char *s, char c)
{
  while (*s && *s != c)
    s++;
  return s;
}

static NI char *
ident (char *p)
{
  return p;
}

static NI char *
twice (char *p)
{
  return ident (p);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int k = 4;
  char *front = malloc (4);
  strcpy (front, "hhh");
  char *h = malloc (4);
  strcpy (h, "abc");
  char *c = find (h, 'c');
  c[-2] = 'A';
  c[-k + 1] = 'Q'; /* { dg-foc-report write 1 dropped } */
  int r1 = c[-k]; /* { dg-foc-report read 1 manufactured } */
  char *g = twice (gbuf);
  g[-k + 3] = 'x'; /* { dg-foc-report write 1 dropped } */
  printf ("%s %s %s %s %d\n", h, front, gbuf, gfront, r1);
  /* { dg-output "Abc hhh ggg fff 0\r?\n" } */
  free (h);
  free (front);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 3 } */
  return 0;
}
