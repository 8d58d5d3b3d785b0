/* Purpose: upper-bound violations through heap pointers loaded from
   memory (a node's field, an array of pointers, a struct copied by
   value), whose bounds come from the values themselves: writes past the
   block are dropped and reads manufactured, with the block's exact
   bounds even though its slot is larger, and the next block of the same
   size class, right after it, is untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct node
{
  struct node *next;
  char *name;
};

static NI void
poke (struct node *n, size_t i, char c)
{
  n->name[i] = c; /* { dg-foc-report write 1 dropped count 3 } */
}

static NI int
peek (char **tab, size_t k, size_t i)
{
  return tab[k][i]; /* { dg-foc-report read 1 manufactured } */
}

static NI void
copy_in (struct node n, const char *s)
{
  strcpy (n.name, s);
  /* { dg-foc-report write 15 dropped label "strcpy dest" line 35 } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct node *a = malloc (sizeof *a), *b = malloc (sizeof *b);
  a->name = malloc (10);	/* both in the 16-byte class */
  b->name = malloc (10);
  a->next = b;
  b->next = NULL;
  memcpy (a->name, "aaaaaaaaa", 10);
  memcpy (b->name, "bbbbbbbbb", 10);
  char **tab = malloc (2 * sizeof *tab);
  tab[0] = a->name;
  tab[1] = b->name;
  volatile size_t ten = 10;
  poke (a, ten, 'X');		/* the spare bytes of its slot */
  poke (a, ten + 5, 'X');
  poke (a, ten + 6, 'X');	/* the next slot: b's name */
  int v = peek (tab, 0, ten + 6);
  copy_in (*a, "0123456789abcd");
  printf ("%d %.10s %s\n", v, a->name, b->name);
  /* { dg-output "0 0123456789 bbbbbbbbb\r?\n" } */
  free (a->name);
  free (b->name);
  free (tab);
  free (a);
  free (b);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 1 4 3 } */
  return 0;
}
