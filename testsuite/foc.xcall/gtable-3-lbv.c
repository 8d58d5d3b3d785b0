/* Purpose: an underflow through a global table of pointers to string
   buffers: trim () scans back from the end of each entry and steps one
   byte below its start.  The reads there are manufactured (0, so the
   scan stops) and the write is dropped; the object in front of each
   entry is untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

char *names[2];
char gfront[4] = "fff";
char gname[4] = "   ";

static NI void
init (void)
{
  names[0] = malloc (4);
  strcpy (names[0], "   ");
  names[1] = gname;
}

/* Strips trailing blanks; the buffers hold only blanks, so the scan runs
   off the front.  */
static NI int
trim (int k)
{
  char *p = names[k] + strlen (names[k]);
  while (p[-1] == ' ') /* { dg-foc-report read 1 manufactured func trim } */
    p--;
  p[-1] = '#'; /* { dg-foc-report write 1 dropped func trim } */
  *p = 0;
  return p - names[k];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *front = malloc (4);
  strcpy (front, "hhh");
  init ();
  volatile int k0 = 0, k1 = 1;
  int a = trim (k0);
  int b = trim (k1);
  /* { dg-foc-report read 1 manufactured func trim line 31 } */
  /* { dg-foc-report write 1 dropped func trim line 33 } */
  printf ("%d %d [%s] [%s] %s %s\n", a, b, names[0], names[1], front, gfront);
  /* { dg-output "0 0 \\\[\\\] \\\[\\\] hhh fff\r?\n" } */
  free (names[0]);
  free (front);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 2 2 2 } */
  return 0;
}
