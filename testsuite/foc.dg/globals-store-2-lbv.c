/* Purpose: a pointer to a global stored with the global's own bounds
   (no metadata entry: optimised code skips libfoc) and loaded back keeps
   the global's lower bound: a read before it is manufactured and a
   write before it dropped, and the global before it keeps its value,
   whether or not the slot held an entry for the same pointer before.  */
/* { dg-do run } */
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

static NI int
poke (char *p, int i)
{
  p[i] = '!'; /* { dg-foc-report write 1 dropped } */
  return p[i]; /* { dg-foc-report read 1 manufactured } */
}

static NI int
poke_again (char *p, int i)
{
  p[i] = '?'; /* { dg-foc-report write 1 dropped } */
  return p[i]; /* { dg-foc-report read 1 manufactured } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char **slot = malloc (2 * sizeof *slot);
  if (!slot)
    return 1;
  volatile int i = -1;
  slot[0] = buf;
  int a = poke (slot[0], i);

  uintptr_t d = (uintptr_t) buf - (uintptr_t) guard2;
  __asm__ ("" : "+r" (d));
  put_ptr (&slot[1], guard2 + d);
  slot[1] = buf;
  int b = poke_again (slot[1], i);
  printf ("%d %d %s %s %s\n", a, b, guard1, buf, guard2);
  /* { dg-output "0 1 guard one buffer guard two\r?\n" } */
  /* { dg-foc-summary 4 2 2 4 } */
  free (slot);
  return 0;
}
