/* Purpose: pointers to functions stored in memory (a struct in the heap,
   an array of them, a struct copy) carry no metadata entry; calls
   through them, and their use as data (reading a code byte, comparing)
   work as without foc, with no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct op
{
  int (*fn) (int);
  const char *name;
};

static NI int
twice (int x)
{
  return 2 * x;
}

static NI int
square (int x)
{
  return x * x;
}

static NI int
apply (const struct op *o, int x)
{
  return o->fn (x) + (int) strlen (o->name);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct op *ops = malloc (2 * sizeof *ops);
  ops[0].fn = twice;
  ops[0].name = "twice";
  ops[1].fn = square;
  ops[1].name = "square";
  int (**tab) (int) = malloc (2 * sizeof *tab);
  tab[0] = ops[1].fn;
  tab[1] = ops[0].fn;
  struct op copy = ops[1];
  const unsigned char *code = (const unsigned char *) (void *) tab[0];
  printf ("%d %d %d %d %d\n", apply (&ops[0], 5), apply (&copy, 5),
	  tab[1] (7), tab[0] == square, code[0] == *(const unsigned char *)
	  (void *) square);
  /* { dg-output "15 31 14 1 1\r?\n" } */
  free (tab);
  free (ops);
  return 0;
}
