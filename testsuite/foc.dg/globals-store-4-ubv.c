/* Purpose: globals-store-1-ubv.c with -flto, where the unit gets no
   table of globals (it is streamed before it is complete): a pointer to a
   global stored with the global's own bounds then needs an entry, and
   gets one, so that writes past the end are still dropped when it is
   loaded back, and the neighbouring globals keep their values.  */
/* { dg-do run } */
/* { dg-options "-flto" } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

char guard1[16] = "guard one";
char buf[8] = "buffer";
char guard2[16] = "guard two";

static NI void
put_ptr (char **slot, char *p)
{
  *slot = p;
}

static NI void
fill (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'x'; /* { dg-foc-report write 1 dropped count 2 } */
  printf ("%.8s %s %s\n", buf, guard1, guard2);
  /* { dg-output "xxxxxxxx guard one guard two\r?\n" } */
}

static void refill (char *p, int n);

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char **slot = malloc (2 * sizeof *slot);
  if (!slot)
    return 1;
  volatile int n = 10;

  /* A fresh slot: no entry to empty.  */
  slot[0] = buf;
  fill (slot[0], n);

  /* An entry for the same value, with guard1's bounds, then buf's.  */
  uintptr_t d = (uintptr_t) buf - (uintptr_t) guard1;
  __asm__ ("" : "+r" (d));
  put_ptr (&slot[1], guard1 + d);
  slot[1] = buf;
  refill (slot[1], n);
  free (slot);
  return 0;
}

static NI void
refill (char *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 'y'; /* { dg-foc-report write 1 dropped count 2 } */
  printf ("%.8s %s %s\n", buf, guard1, guard2);
  /* { dg-output "yyyyyyyy guard one guard two\r?\n" } */
  /* { dg-foc-summary 4 0 4 2 } */
}
