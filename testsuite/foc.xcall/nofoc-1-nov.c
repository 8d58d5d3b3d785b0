/* Purpose: a pointer written by uninstrumented code over one written by
   instrumented code.  The instrumented code stores a pointer to a small
   buffer into a struct field and an array slot; a no_foc function (a
   library built without foc) replaces both with pointers to larger
   objects.  The stored metadata no longer matches the slot's value, so
   the loaded pointers have unknown bounds: using them in bounds and past
   the end of the original small object (but inside the new one) runs
   exactly as with plain gcc, without any report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))
#define LIB __attribute__ ((noinline, noclone, no_foc))

struct holder
{
  char *buf;
  int cap;
};

static char big_global[32];
static char *slots[2];

/* Uninstrumented: swaps in bigger buffers.  */
static LIB void
lib_grow (struct holder *h)
{
  h->buf = malloc (48);
  h->cap = 48;
  slots[1] = big_global;
}

static NI void
use (struct holder *h, char c)
{
  for (int i = 0; i < h->cap; i++)
    h->buf[i] = c + i % 10;
}

static NI int
use_slot (int k, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      slots[k][i] = 1;
      s += slots[k][i];
    }
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int big = 32;
  char small[4];
  struct holder h = { small, sizeof small };
  struct holder *volatile ph = &h;
  slots[1] = malloc (4);
  char *old = slots[1];
  use (ph, 'a');
  int s0 = use_slot (1, 4);
  lib_grow (ph);
  use (ph, '0');
  int s1 = use_slot (1, big);
  printf ("%.4s %.48s %d %d\n", small, ph->buf, s0, s1);
  /* { dg-output "abcd 012345678901234567890123456789012345678901234567 4 32\r?\n" } */
  free (ph->buf);
  free (old);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
