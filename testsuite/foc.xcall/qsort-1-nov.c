/* Purpose: callbacks from uninstrumented libc.  qsort and bsearch call
   instrumented comparators whose pointer parameters get unknown (never
   wrong) bounds; the comparators dereference them, follow pointers stored
   in the elements and index a global table, all in bounds: the output of
   plain gcc and no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct item
{
  const char *name;
  int key;
  int *weight;
};

int weights[5] = { 50, 10, 40, 20, 30 };

static int
by_name (const void *a, const void *b)
{
  const char *const *x = a, *const *y = b;
  return strcmp (*x, *y);
}

static int
by_weight (const void *a, const void *b)
{
  const struct item *x = a, *y = b;
  return *x->weight - *y->weight + weights[x->key] - weights[y->key];
}

static int
by_int (const void *a, const void *b)
{
  return *(const int *) a - *(const int *) b;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  const char *words[] = { "pear", "apple", "fig", "kiwi", "banana", "date" };
  volatile size_t nw = sizeof words / sizeof words[0];
  qsort (words, nw, sizeof words[0], by_name);
  for (size_t i = 0; i < nw; i++)
    printf ("%s ", words[i]);
  printf ("\n");
  /* { dg-output "apple banana date fig kiwi pear \r?\n" } */
  int *w = malloc (5 * sizeof *w);
  struct item items[5];
  for (int i = 0; i < 5; i++)
    {
      w[i] = weights[i];
      items[i].name = words[i];
      items[i].key = i;
      items[i].weight = &w[i];
    }
  qsort (items, 5, sizeof items[0], by_weight);
  for (int i = 0; i < 5; i++)
    printf ("%s ", items[i].name);
  printf ("\n");
  /* { dg-output "banana fig kiwi date apple \r?\n" } */
  int sorted[6] = { 1, 3, 5, 7, 9, 11 };
  int key = 7;
  int *hit = bsearch (&key, sorted, 6, sizeof sorted[0], by_int);
  printf ("%d\n", hit ? (int) (hit - sorted) : -1);
  /* { dg-output "3\r?\n" } */
  free (w);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
