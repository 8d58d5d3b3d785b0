/* Purpose: buffers passed between threads through a queue.  A producer
   thread allocates buffers of different sizes, fills them and pushes
   (pointer, size) records into a shared ring; a consumer thread pops them,
   rewrites and sums every byte, and frees them.  The start routines'
   parameters come from uninstrumented pthread_create; the queued pointers
   are loaded from memory written by another thread.  All in bounds: no
   report.  */
/* { dg-do run } */
/* { dg-options "-pthread" } */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#define RING 4
#define ITEMS 40

struct msg
{
  char *buf;
  int size;
};

struct queue
{
  pthread_mutex_t lock;
  pthread_cond_t cond;
  struct msg ring[RING];
  int head, tail;
};

static struct queue q = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
                          { { NULL, 0 } }, 0, 0 };

static NI void
push (struct queue *qu, char *buf, int size)
{
  pthread_mutex_lock (&qu->lock);
  while (qu->tail - qu->head == RING)
    pthread_cond_wait (&qu->cond, &qu->lock);
  qu->ring[qu->tail % RING].buf = buf;
  qu->ring[qu->tail % RING].size = size;
  qu->tail++;
  pthread_cond_broadcast (&qu->cond);
  pthread_mutex_unlock (&qu->lock);
}

static NI struct msg
pop (struct queue *qu)
{
  pthread_mutex_lock (&qu->lock);
  while (qu->tail == qu->head)
    pthread_cond_wait (&qu->cond, &qu->lock);
  struct msg m = qu->ring[qu->head % RING];
  qu->head++;
  pthread_cond_broadcast (&qu->cond);
  pthread_mutex_unlock (&qu->lock);
  return m;
}

static void *
producer (void *arg)
{
  struct queue *qu = arg;
  for (int k = 0; k < ITEMS; k++)
    {
      int size = 1 + k % 7;
      char *buf = malloc (size);
      for (int i = 0; i < size; i++)
        buf[i] = 1;
      push (qu, buf, size);
    }
  return NULL;
}

static void *
consumer (void *arg)
{
  struct queue *qu = arg;
  long sum = 0;
  for (int k = 0; k < ITEMS; k++)
    {
      struct msg m = pop (qu);
      for (int i = 0; i < m.size; i++)
        m.buf[i] += i;
      for (int i = 0; i < m.size; i++)
        sum += m.buf[i];
      free (m.buf);
    }
  long *res = malloc (sizeof *res);
  *res = sum;
  return res;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  pthread_t p, c;
  void *res;
  pthread_create (&c, NULL, consumer, &q);
  pthread_create (&p, NULL, producer, &q);
  pthread_join (p, NULL);
  pthread_join (c, &res);
  long *sum = res;
  printf ("%ld\n", *sum);
  /* { dg-output "455\r?\n" } */
  free (sum);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
