/* Purpose: pointers passed to functions of the C library that libfoc
   does not wrap reach them unchanged: strings and buffers with bounds,
   null, small integers passed as void *, SIG_IGN chosen at run time, a
   qsort_r context.  No report.  */
/* { dg-do run } */
/* { dg-options "-pthread" } */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *nums[3] = { "12", "-7", "0x1f" };

static void *
worker (void *arg)
{
  return (void *) ((intptr_t) arg * 2);
}

static int
cmp (const void *a, const void *b, void *ctx)
{
  intptr_t dir = (intptr_t) ctx;
  return dir * (*(const int *) a - *(const int *) b);
}

static void on_usr1 (int s) { (void) s; }

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  long sum = 0;
  char *end = NULL;
  char **ends = malloc (3 * sizeof *ends);
  for (volatile int i = 0; i < 3; i++)
    sum += atoi (nums[i]) + strtol (nums[i], &ends[i], 0);
  sum += strtol (nums[2], &end, 16) + (*end == 0) + (*ends[1] == 0);
  printf ("%ld\n", sum);
  /* { dg-output "74\r?\n" } */
  pthread_t t;
  void *r;
  volatile intptr_t k = 21;
  pthread_create (&t, NULL, worker, (void *) k);
  pthread_join (t, &r);
  int a[5] = { 3, 1, 4, 1, 5 };
  qsort_r (a, 5, sizeof *a, cmp, (void *) (k - 22));
  printf ("%ld %d %d %d\n", (long) (intptr_t) r, a[0], a[2], a[4]);
  /* { dg-output "42 5 3 1\r?\n" } */
  volatile int ignore = 1;
  void (*h) (int) = ignore ? SIG_IGN : on_usr1;
  signal (SIGUSR1, h);
  raise (SIGUSR1);
  time_t now = time (NULL), *tp = malloc (sizeof *tp);
  time (tp);
  char *env = getenv ("PATH");
  printf ("%d %d\n", *tp >= now, env != NULL && strlen (env) > 0);
  /* { dg-output "1 1\r?\n" } */
  free (tp);
  free (ends);
  return 0;
}
