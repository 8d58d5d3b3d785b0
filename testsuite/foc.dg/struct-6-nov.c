/* Purpose: what field narrowing leaves alone: a pointer into an array
   field walks the whole object (t = r.tag; t[4..15]), a char pointer walks
   all members, a trailing array (struct hack, flexible array member) has
   the bounds of its allocation, a union's members overlap, and a 2-D array
   field is one field (m[0][j] for j past the row but inside m).  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec { char tag[4]; char rest[12]; int n; };
struct hack { int len; char data[1]; };
struct flex { int len; int v[]; };
struct grid { int m[2][3]; int after; };
union u { char c[16]; int i[4]; double d[2]; };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int sixteen = 16, five = 5, last = 15, j = 4;
  struct rec r;
  memset (&r, 0, sizeof r);
  char *t = r.tag;
  for (int i = 0; i < sixteen; i++)
    t[i] = (char) ('A' + i);
  int s = 0;
  for (unsigned char *p = (unsigned char *) &r;
       p < (unsigned char *) (&r + 1); p++)
    s += *p;
  struct hack *h = malloc (sizeof *h + 16);
  for (int i = 0; i < sixteen; i++)
    h->data[i] = (char) ('a' + i);
  struct flex *f = malloc (sizeof *f + 5 * sizeof (int));
  for (int i = 0; i < five; i++)
    f->v[i] = i * i;
  union u x;
  for (int i = 0; i < 4; i++)
    x.i[i] = 0;
  x.c[last] = 1;
  struct grid g;
  memset (&g, 0, sizeof g);
  g.m[0][j] = 7;
  printf ("%d %c %c %d %d %d\n", s, r.rest[2], h->data[15], f->v[4],
          x.i[3] != 0, g.m[1][1]);
  /* { dg-output "1160 G p 16 1 7\r?\n" } */
  free (f);
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
