/* Purpose: a signal handler runs in the middle of instrumented calls.
   fill () receives a large buffer and raises SIGUSR1 half-way through;
   the handler calls the same instrumented functions with its own, smaller
   buffers (overwriting the per-thread call mailbox).  After the handler
   returns, fill () goes on with its own parameter's bounds, and the next
   calls get the large buffers' bounds again: everything in bounds, no
   report, the output of plain gcc.  */
/* { dg-do run } */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static char hstatic[3];
static volatile sig_atomic_t handled;

static NI int
sum (const char *p, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

static NI void
fill (char *p, int n, char c, int raise_at)
{
  for (int i = 0; i < n; i++)
    {
      if (i == raise_at)
        raise (SIGUSR1);
      p[i] = c;
    }
}

static void
handler (int sig)
{
  char local[2];
  (void) sig;
  fill (local, sizeof local, 1, -1);
  fill (hstatic, sizeof hstatic, 2, -1);
  handled += sum (local, sizeof local) + sum (hstatic, sizeof hstatic);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = handler;
  sigemptyset (&sa.sa_mask);
  sigaction (SIGUSR1, &sa, NULL);
  volatile int n = 64, at = 32;
  char big[64];
  char *heap = malloc (n);
  fill (big, n, 3, at);
  fill (heap, n, 4, at);
  int s1 = sum (big, n), s2 = sum (heap, n);
  raise (SIGUSR1);
  int s3 = sum (heap, n);
  printf ("%d %d %d %d\n", handled, s1, s2, s3);
  /* { dg-output "24 192 256 256\r?\n" } */
  free (heap);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
