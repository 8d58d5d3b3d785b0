/* Purpose: the metadata of pointers travels with struct assignment (on
   the stack and into a heap struct) and with memmove of an overlapping
   array of pointers: an overflow of the
   object behind each copied pointer, made in another function through the
   copy, is dropped and reported.  Neighbouring objects are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct span
{
  int len;
  char *data;
};

static NI void
overrun (struct span *s)
{
  s->data[s->len] = '!'; /* { dg-foc-report write 1 dropped count 4 func overrun } */
}

static NI void
poke (char **ring, int k, int i)
{
  ring[k][i] = '?'; /* { dg-foc-report write 1 dropped func poke } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int len = 4;
  char *front = malloc (4);
  char *h = malloc (4);
  char *back = malloc (4);
  strcpy (front, "fff");
  strcpy (back, "bbb");
  memcpy (h, "hhhh", 4);
  char before[4] = "BBB", st[4] = "sss", after[4] = "AAA";
  struct span a = { len, h }, b;
  b = a;
  overrun (&b);
  struct span *c = malloc (sizeof *c);
  *c = b;
  overrun (c);
  struct span d = { len, st };
  overrun (&d);
  struct span *volatile pd = &d;
  struct span e = *pd;
  e.len = len - 1;  /* st[3]: in bounds */
  overrun (&e);
  e.len = len;
  overrun (&e);
  char *ring[4] = { NULL, NULL, h, st };
  memmove (ring + 1, ring + 2, 2 * sizeof *ring);
  poke (ring, 1, len);
  printf ("%.4s %s %s %.4s %s %s\n", h, front, back, st, before, after);
  /* { dg-output "hhhh fff bbb sss! BBB AAA\r?\n" } */
  free (c);
  free (back);
  free (h);
  free (front);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 0 5 2 } */
  return 0;
}
