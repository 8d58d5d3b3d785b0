/* Purpose: bounds that do not fit a metadata entry come back from memory
   as unknown, never wrong: a pointer 3 GB past its object (computed, not
   used there), stored and loaded back, then brought back into the object,
   and a pointer to a static buffer handed out by uninstrumented code,
   stored by instrumented code and loaded back, are used in bounds and run
   exactly as with plain gcc, without any report.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))
#define LIB __attribute__ ((noinline, noclone, no_foc))

static char buf[16] = "0123456789abcde";
static char *volatile slot;

static LIB char *
lib_buffer (void)
{
  static char lib[32] = "library buffer";
  return lib;
}

static NI char *
reload (char *p)
{
  slot = p;
  return slot;
}

int
main (void)
{
  uintptr_t far = (uintptr_t) 3 << 30;
  char *p = (char *) ((uintptr_t) buf + far);
  char *q = (char *) ((uintptr_t) reload (p) - far);
  char *l = reload (lib_buffer ());
  printf ("%c%c %c%c\n", q[0], q[15 - 1], l[0], l[13]);
  /* { dg-output "0e lr\r?\n" } */
  return 0;
}
