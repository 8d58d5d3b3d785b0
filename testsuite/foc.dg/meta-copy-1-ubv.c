/* Purpose: memcpy and memmove of an array of pointers move the pointers'
   metadata entries with it, across pages of the metadata table, and in
   both directions of an overlapping move: pointers to local arrays
   (which have entries) keep their bounds after each copy -- a write just
   past the local is dropped every time, and the locals keep their
   values.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 700
#define NI __attribute__ ((noinline, noclone))

static NI void
poke (char **v, int k, int i)
{
  v[k][i] = '!'; /* { dg-foc-report write 1 dropped count 4 } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char a[16], b[16];
  memset (a, 'a', 15);
  a[15] = 0;
  memset (b, 'b', 15);
  b[15] = 0;
  char **v = malloc (N * sizeof *v);
  char **w = malloc (N * sizeof *w);
  if (!v || !w)
    return 1;
  for (int k = 0; k < N; k++)
    v[k] = (k & 1) ? b : a;
  volatile int i = 16;

  memcpy (w, v, N * sizeof *v);
  poke (w, N - 1, i);

  /* Up over an overlap (backwards): v[k + 1] is the old v[k].  */
  memmove (v + 1, v, (N - 1) * sizeof *v);
  poke (v, N - 1, i);

  /* Down over an overlap (forwards): v[k] is v[k + 1] again.  */
  memmove (v, v + 1, (N - 1) * sizeof *v);
  poke (v, 0, i);
  poke (v, 600, i);
  printf ("%s %s %d\n", a, b, v[0] == a && v[1] == b && v[600] == a);
  /* { dg-output "aaaaaaaaaaaaaaa bbbbbbbbbbbbbbb 1\r?\n" } */
  /* { dg-foc-summary 4 0 4 1 } */
  free (w);
  free (v);
  return 0;
}
