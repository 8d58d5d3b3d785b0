/* Purpose: instrumented functions called back by uninstrumented libc
   with pointer parameters: a pthread start routine, an atexit handler
   and a tdestroy-style walk through twalk.  Their pointer parameters have
   unknown bounds; they also follow pointers stored by instrumented code
   and use global buffers, all in bounds: no report, plain gcc's output.  */
/* { dg-do run } */
/* { dg-options "-pthread" } */
#include <pthread.h>
#include <search.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct job
{
  char *out;
  int size;
};

static char gout[6];
static void *root;
static int visited;

static void *
start (void *arg)
{
  struct job *j = arg;
  for (int i = 0; i < j->size; i++)
    j->out[i] = 'j';
  return j->out + j->size - 1;
}

static void
at_exit (void)
{
  for (int i = 0; i < 5; i++)
    gout[i] = 'e';
  printf ("%s\n", gout);
}

static int
cmp (const void *a, const void *b)
{
  return strcmp (a, b);
}

static void
visit (const void *node, VISIT which, int depth)
{
  (void) depth;
  if (which == postorder || which == leaf)
    {
      const char *key = *(const char *const *) node;
      visited += (int) strlen (key);
    }
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  atexit (at_exit);
  struct job j = { malloc (9), 9 };
  pthread_t t;
  void *res;
  pthread_create (&t, NULL, start, &j);
  pthread_join (t, &res);
  const char *words[] = { "red", "green", "blue", "cyan" };
  for (int i = 0; i < 4; i++)
    tsearch (words[i], &root, cmp);
  twalk (root, visit);
  printf ("%.9s %c %d\n", j.out, *(char *) res, visited);
  /* { dg-output "jjjjjjjjj j 16\r?\n" } */
  free (j.out);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-output "eeeee\r?\n" } */
  return 0;
}
