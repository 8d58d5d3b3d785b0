/* Purpose: overflows through a global table of pointers.  init () stores
   the pointers; paint () in another function overflows the heap entry and
   the global entry by writing one byte too many, and show () reads one
   byte too many from each.  Each report names the object of the entry
   used; the separate neighbouring objects keep their contents.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

char *table[2];
int sizes[2];
char gfront[4] = "fff";
char gbuf[4];
char gback[4] = "bbb";

static NI void
init (void)
{
  table[0] = malloc (4);
  sizes[0] = 4;
  table[1] = gbuf;
  sizes[1] = sizeof gbuf;
}

static NI void
paint (int k, int extra)
{
  for (int i = 0; i < sizes[k] + extra; i++)
    table[k][i] = 'A' + i; /* { dg-foc-report write 1 dropped count 2 func paint } */
}

static NI int
show (int k, int extra)
{
  int s = 0;
  for (int i = 0; i < sizes[k] + extra; i++)
    s = s * 10 + (table[k][i] - 'A'); /* { dg-foc-report read 1 manufactured count 2 func show } */
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int extra = 1;
  init ();
  char *guard = malloc (4);
  strcpy (guard, "ggg");
  paint (0, extra);
  paint (1, extra);
  int a = show (0, extra);
  int b = show (1, extra);
  printf ("%d %d\n", a, b);
  /* { dg-output "1165 1166\r?\n" } */
  printf ("%.4s %.4s %s %s %s\n", table[0], table[1], guard, gfront, gback);
  /* { dg-output "ABCD ABCD ggg fff bbb\r?\n" } */
  free (guard);
  free (table[0]);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 2 2 2 } */
  return 0;
}
