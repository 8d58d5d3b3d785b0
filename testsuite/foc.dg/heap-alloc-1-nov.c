/* Purpose: libfoc's size-class heap behaves as the C library's
   allocator: calloc'd blocks are zero even when reused, realloc keeps the
   contents across classes, malloc_usable_size gives at least the size
   asked for, posix_memalign and aligned_alloc keep their alignment,
   blocks freed by another thread are reused, and a forked child
   allocates freely; no report.  */
/* { dg-do run } */
#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define N 2000

static void *
churn (void *arg)
{
  char **blocks = arg;
  unsigned long sum = 0;
  for (int round = 0; round < 20; round++)
    for (int i = 0; i < N; i++)
      {
	free (blocks[i]);
	size_t n = (size_t) (i * 7 + round) % 3000;
	blocks[i] = malloc (n + 1);
	memset (blocks[i], i & 0x7f, n + 1);
	sum += (unsigned char) blocks[i][n];
      }
  return (void *) (uintptr_t) sum;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  int bad = 0;
  for (size_t n = 1; n < 100000; n = n * 5 / 4 + 1)
    {
      unsigned char *p = malloc (n);
      memset (p, 0xab, n);
      bad += malloc_usable_size (p) < n;
      free (p);
      unsigned char *z = calloc (n, 1);
      for (size_t i = 0; i < n; i++)
	bad += z[i] != 0;
      z = realloc (z, n * 3);
      for (size_t i = 0; i < n; i++)
	bad += z[i] != 0;
      free (z);
      void *a = NULL;
      bad += posix_memalign (&a, 16, n) != 0 || (uintptr_t) a % 16;
      free (a);
      a = aligned_alloc (64, 64 * (n / 64 + 1));
      bad += (uintptr_t) a % 64 != 0;
      free (a);
    }
  printf ("bad %d\n", bad);
  /* { dg-output "bad 0\r?\n" } */

  /* Two threads churn their blocks, then each frees the other's.  */
  static char *b1[N], *b2[N];
  pthread_t t1, t2;
  void *r1, *r2;
  pthread_create (&t1, NULL, churn, b1);
  pthread_create (&t2, NULL, churn, b2);
  pthread_join (t1, &r1);
  pthread_join (t2, &r2);
  printf ("%d\n", r1 == r2);
  /* { dg-output "1\r?\n" } */
  pthread_create (&t1, NULL, churn, b2);
  pthread_create (&t2, NULL, churn, b1);
  pthread_join (t1, &r1);
  pthread_join (t2, &r2);
  for (int i = 0; i < N; i++)
    {
      free (b1[i]);
      free (b2[i]);
    }

  pid_t pid = fork ();
  if (pid == 0)
    {
      char *c = malloc (100);
      strcpy (c, "child");
      _exit (strcmp (c, "child") != 0);
    }
  int status;
  waitpid (pid, &status, 0);
  printf ("child %d\n", WIFEXITED (status) ? WEXITSTATUS (status) : -1);
  /* { dg-output "child 0\r?\n" } */
  return 0;
}
