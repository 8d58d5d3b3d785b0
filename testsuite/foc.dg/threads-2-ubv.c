/* Purpose: two threads overflow at the same time (they meet at a barrier
   first).  Reports may interleave in any order but each is one whole line;
   each thread's generator is its own, so both read 0 1 2 0 regardless of
   the interleaving, and neither thread's writes land anywhere.  */
/* { dg-do run } */
/* { dg-options "-pthread" } */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static volatile int n = 8;
static pthread_barrier_t barrier;
static int results[2][4];
static int guards_ok[2];

static NI void *
worker (void *arg)
{
  int id = (int) (long) arg;
  char g1[8], buf[8], g2[8];
  memset (g1, 'g', 8);
  memset (g2, 'g', 8);
  pthread_barrier_wait (&barrier);
  for (int i = 0; i < n + 4; i++)
    buf[i] = 'x';
  for (int i = 0; i < 4; i++)
    results[id][i] = buf[n + i];
  int ok = 1;
  for (int i = 0; i < 8; i++)
    ok &= g1[i] == 'g' && g2[i] == 'g';
  guards_ok[id] = ok;
  return NULL;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  pthread_t t[2];
  pthread_barrier_init (&barrier, NULL, 2);
  pthread_create (&t[0], NULL, worker, (void *) 0L);
  pthread_create (&t[1], NULL, worker, (void *) 1L);
  pthread_join (t[0], NULL);
  pthread_join (t[1], NULL);
  /* 16 reports (8 writes, 8 reads) from two sites, in any order.  */
  /* { dg-output "(foc: out-of-bounds (write of 1 bytes at \[^\n\r\]*: dropped|read of 1 bytes at \[^\n\r\]*: manufactured)\r?\n){16}" } */
  for (int k = 0; k < 2; k++)
    printf ("thread %d: %d %d %d %d %s\n", k, results[k][0], results[k][1],
            results[k][2], results[k][3],
            guards_ok[k] ? "guard intact" : "guard smashed");
  /* { dg-output "thread 0: 0 1 2 0 guard intact\r?\n" } */
  /* { dg-output "thread 1: 0 1 2 0 guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 16 8 8 2 } */
  return 0;
}
