/* Purpose: realloc that grows a block within its slot of foc's heap
   (100 -> 104 bytes, 70000 -> 75000 bytes) gives the new size as its
   bounds, also to a pointer into it stored in memory before the
   realloc: writes up to the new end are done (the contents kept), and
   one past it is dropped and reported.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct holder
{
  char *p;
};

static NI void
poke (struct holder *h, long i, char c)
{
  h->p[i] = c; /* { dg-foc-report write 1 dropped count 2 } */
}

static NI int
grow (struct holder *h, size_t from, size_t to)
{
  char *p = malloc (from);
  if (!p)
    return 0;
  memset (p, 'a', from);
  h->p = p;
  char *q = realloc (p, to);
  if (!q)
    return 0;
  h->p = q;
  poke (h, to - 1, 'z');	/* inside the grown block */
  poke (h, to, 'X');		/* just past it */
  return q[to - 1] == 'z' && q[from - 1] == 'a';
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct holder *h = malloc (sizeof *h);
  if (!h)
    return 1;
  int a = grow (h, 100, 104);
  int b = grow (h, 70000, 75000);
  printf ("%d %d\n", a, b);
  /* { dg-output "1 1\r?\n" } */
  /* { dg-foc-summary 2 0 2 1 } */
  return 0;
}
