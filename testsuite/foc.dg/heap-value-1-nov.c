/* Purpose: pointers to small heap blocks stored in memory, whose bounds
   come from their values (libfoc's size-class heap) rather than from
   metadata entries: struct fields, arrays of pointers, struct and union
   copies, null pointers, end pointers, a pointer one before its block
   (its class then falls back to entries), realloc'd blocks and blocks of
   every class up to the largest all read and write in bounds without a
   report, and the output is plain GCC's.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node
{
  struct node *next;
  char *name;
  char *end;
};

union cell
{
  char *p;
  double d;
};

static struct node *__attribute__ ((noinline))
push (struct node *head, const char *s)
{
  struct node *n = malloc (sizeof *n);
  size_t len = strlen (s);
  n->name = malloc (len);
  memcpy (n->name, s, len);
  n->end = n->name + len;	/* one past the block */
  n->next = head;
  return n;
}

static unsigned __attribute__ ((noinline))
sum (const struct node *n)
{
  unsigned s = 0;
  for (; n; n = n->next)
    for (const char *p = n->name; p < n->end; p++)
      s = s * 31 + (unsigned char) *p;
  return s;
}

static char *__attribute__ ((noinline))
last_byte (struct node copy)
{
  return copy.end - 1;
}

struct holder
{
  double *v;
};

static void __attribute__ ((noinline))
put (struct holder *h, int i, double x)
{
  h->v[i] = x;
}

static double __attribute__ ((noinline))
get (struct holder *h, int i)
{
  return h->v[i];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct node *list = NULL;
  char word[32];
  for (int i = 0; i < 200; i++)
    {
      snprintf (word, sizeof word, "word%d", i);
      list = push (list, word);
    }
  printf ("%u %c\n", sum (list), *last_byte (*list->next));
  /* { dg-output "\[0-9\]+ 8\r?\n" } */

  /* An array of pointers, and union copies of them and of numbers.  */
  volatile int n = 64;
  char **tab = malloc (n * sizeof *tab);
  union cell *cells = calloc (n, sizeof *cells);
  for (int i = 0; i < n; i++)
    {
      tab[i] = i % 5 ? malloc (i + 1) : NULL;
      if (tab[i])
	memset (tab[i], 'a' + i % 26, i + 1);
    }
  for (int i = 0; i < n; i++)
    {
      union cell c;
      if (i % 2)
	c.p = tab[i];
      else
	c.d = i * 0.5;
      cells[i] = c;
    }
  long total = 0;
  for (int i = 1; i < n; i += 2)
    if (cells[i].p)
      total += cells[i].p[i];	/* the last byte */
  printf ("%ld %g\n", total, cells[10].d);
  /* { dg-output "\[0-9\]+ 5\r?\n" } */

  /* A pointer one before its block, kept in memory (Numerical Recipes'
     1-based arrays): its class goes back to entries, no false report.  */
  struct holder **h = malloc (2 * sizeof *h);
  h[0] = malloc (sizeof **h);
  h[1] = malloc (sizeof **h);
  double *vec = malloc (10 * sizeof *vec);
  double *keep = malloc (10 * sizeof *keep);	/* same class */
  h[0]->v = vec - 1;
  h[1]->v = keep;
  for (int i = 1; i <= 10; i++)
    put (h[0], i, i);
  for (int i = 0; i < 10; i++)
    put (h[1], i, get (h[0], i + 1));
  printf ("%g %g\n", get (h[0], 10), get (h[1], 9));
  /* { dg-output "10 10\r?\n" } */

  /* The same through a local struct copied into the heap.  */
  double *vec2 = malloc (20 * sizeof *vec2);
  struct holder local = { vec2 - 1 };
  *h[1] = local;
  for (int i = 1; i <= 20; i++)
    put (h[1], i, i * 2);
  printf ("%g\n", get (h[1], 20));
  /* { dg-output "40\r?\n" } */

  /* Blocks of every class, resized.  */
  for (size_t size = 1; size < 70000; size = size * 3 / 2 + 1)
    {
      char **slot = malloc (sizeof *slot);
      *slot = malloc (size);
      memset (*slot, 7, size);
      *slot = realloc (*slot, size * 2);
      memset (*slot + size, 8, size);
      if ((*slot)[size * 2 - 1] != 8 || (*slot)[size - 1] != 7)
	printf ("bad %zu\n", size);
      *slot = realloc (*slot, size / 2 + 1);
      (*slot)[size / 2] = 1;
      free (*slot);
      free (slot);
    }
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
