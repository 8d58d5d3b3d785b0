/* Purpose: two threads, run one after the other, each overflow a stack
   buffer and read past it.  Each thread has its own generator, starting at
   0, so both see 0 1 2.  (-Wno-stringop-overflow: plain GCC -O3 itself
   warns about the intended overflow.)  */
/* { dg-do run } */
/* { dg-options "-pthread -Wno-stringop-overflow" } */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static volatile int n = 4;

static NI void *
worker (void *arg)
{
  int id = (int) (long) arg;
  char g1[8], buf[4], g2[8];
  memset (g1, 'g', 8);
  memset (g2, 'g', 8);
  for (int i = 0; i < n + 2; i++)
    buf[i] = (char) id; /* { dg-foc-report write 1 dropped count 2 } */
  int v[3];
  for (int i = 0; i < 3; i++)
    v[i] = buf[n + i]; /* { dg-foc-report read 1 manufactured count 3 } */
  int ok = 1;
  for (int i = 0; i < 8; i++)
    ok &= g1[i] == 'g' && g2[i] == 'g';
  printf ("thread %d: %d %d %d %s\n", id, v[0], v[1], v[2],
          ok ? "guard intact" : "guard smashed");
  /* { dg-output "thread 1: 0 1 2 guard intact\r?\n" } */
  return NULL;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  pthread_t t;
  pthread_create (&t, NULL, worker, (void *) 1L);
  pthread_join (t, NULL);
  pthread_create (&t, NULL, worker, (void *) 2L);
  pthread_join (t, NULL);
  /* { dg-foc-report write 1 dropped count 2 line 23 } */
  /* { dg-foc-report read 1 manufactured count 3 line 26 } */
  /* { dg-output "thread 2: 0 1 2 guard intact\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 10 6 4 2 } */
  return 0;
}
