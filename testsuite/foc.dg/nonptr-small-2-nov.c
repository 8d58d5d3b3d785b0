/* Purpose: small integers kept in pointer slots (GINT_TO_POINTER style)
   and loaded back are used as values, never dereferenced: passed to the
   program's functions, to the C library as void * (a thread's argument,
   a qsort_r context, a tsearch key), printed with %p, compared.  Their
   bounds ([0, 1) for 1 ... 65535) change nothing.  No report.  */
/* { dg-do run } */
/* { dg-options "-pthread" } */
#define _GNU_SOURCE
#include <pthread.h>
#include <search.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#define TO_PTR(i) ((void *) (intptr_t) (i))
#define TO_INT(p) ((int) (intptr_t) (p))

struct item { const char *name; void *tag; };

static NI int
tag_of (const struct item *e)
{
  return TO_INT (e->tag);
}

static void *
worker (void *arg)
{
  return TO_PTR (TO_INT (arg) + 1);
}

static int
by_tag (const void *a, const void *b, void *dir)
{
  return TO_INT (dir) * (tag_of (a) - tag_of (b));
}

static int
cmp_keys (const void *a, const void *b)
{
  return TO_INT (a) - TO_INT (b);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct item *es = malloc (4 * sizeof *es);
  void **dirs = malloc (2 * sizeof *dirs);
  dirs[0] = TO_PTR (1);
  dirs[1] = TO_PTR (-1);
  for (int i = 0; i < 4; i++)
    {
      es[i].name = "e";
      es[i].tag = TO_PTR (i * 1000 + 7);
    }
  qsort_r (es, 4, sizeof *es, by_tag, dirs[1]);
  pthread_t t;
  void *r;
  pthread_create (&t, NULL, worker, es[0].tag);
  pthread_join (t, &r);
  void *root = NULL;
  for (int i = 0; i < 4; i++)
    tsearch (es[i].tag, &root, cmp_keys);
  void **found = tfind (es[2].tag, &root, cmp_keys);
  char buf[32];
  snprintf (buf, sizeof buf, "%p", es[1].tag);
  printf ("%d %d %d %d %s %d\n", tag_of (&es[0]), tag_of (&es[3]),
	  TO_INT (r), found ? TO_INT (*found) : -1, buf,
	  es[0].tag > es[3].tag);
  /* { dg-output "3007 7 3008 1007 0x7d7 1\r?\n" } */
  free (es);
  free (dirs);
  return 0;
}
