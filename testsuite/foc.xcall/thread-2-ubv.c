/* Purpose: threads overflowing their own buffers.  main passes each
   thread (through uninstrumented pthread_create, so the start routine's
   parameter has unknown bounds) a struct holding pointers to a heap
   buffer and a stack buffer of main; the pointers loaded from that struct
   carry their bounds.  Each thread writes one byte past each of its
   buffers and reads past one: reports per thread, with each thread's own
   manufactured sequence (0, 1).  The threads run at the same time but take
   turns at the violations, so the output order is fixed.  The neighbours
   of every buffer keep their bytes.  */
/* { dg-do run } */
/* { dg-options "-pthread" } */
#include <pthread.h>
#include <semaphore.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct work
{
  int id;
  char *heap;
  int hsize;
  char *stack;
  int ssize;
  sem_t *mine, *next;
  int r1, r2;
};

static NI void
fill (char *p, int n, char c)
{
  for (int i = 0; i < n; i++)
    p[i] = c;
}

static NI int
peek (const char *p, int i)
{
  return p[i];
}

static void *
worker (void *arg)
{
  struct work *w = arg;
  sem_wait (w->mine);
  fill (w->heap, w->hsize + 1, 'a' + w->id);
  /* { dg-foc-report write 1 dropped func fill line 35 } */
  w->stack[w->ssize] = 'X'; /* { dg-foc-report write 1 dropped func worker } */
  w->r1 = peek (w->heap, w->hsize);
  /* { dg-foc-report read 1 manufactured func peek line 41 } */
  w->r2 = peek (w->stack, w->ssize + 1);
  /* { dg-foc-report read 1 manufactured func peek line 41 } */
  printf ("thread %d: %d %d\n", w->id, w->r1, w->r2);
  /* { dg-output "thread 0: 0 1\r?\n" } */
  sem_post (w->next);
  return NULL;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  sem_t s0, s1, s2;
  sem_init (&s0, 0, 0);
  sem_init (&s1, 0, 0);
  sem_init (&s2, 0, 0);
  char sb0[3], sg[4] = "ggg", sb1[5];
  char *h0 = malloc (4), *hg = malloc (4), *h1 = malloc (6);
  strcpy (hg, "GGG");
  memset (sb0, '.', sizeof sb0);
  memset (sb1, '.', sizeof sb1);
  struct work w[2] = {
    { 0, h0, 4, sb0, sizeof sb0, &s0, &s1, 0, 0 },
    { 1, h1, 6, sb1, sizeof sb1, &s1, &s2, 0, 0 },
  };
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create (&t[i], NULL, worker, &w[i]);
  sem_post (&s0);
  /* { dg-foc-report write 1 dropped func fill line 35 } */
  /* { dg-foc-report write 1 dropped func worker line 51 } */
  /* { dg-foc-report read 1 manufactured func peek line 41 } */
  /* { dg-foc-report read 1 manufactured func peek line 41 } */
  /* { dg-output "thread 1: 0 1\r?\n" } */
  sem_wait (&s2);
  for (int i = 0; i < 2; i++)
    pthread_join (t[i], NULL);
  printf ("%.4s %.3s %.6s %.5s %s %s\n", h0, sb0, h1, sb1, hg, sg);
  /* { dg-output "aaaa ... bbbbbb ..... GGG ggg\r?\n" } */
  free (h0);
  free (hg);
  free (h1);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 8 4 4 3 } */
  return 0;
}
