/* Purpose: the exact report format.  The program prints the addresses it
   will use; the reports must name the same access address and object
   bounds ([first byte, one past the last)), the size, the function (a
   noinline one) and the line, and the action.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
fill (volatile int i)
{
  int a[5];
  fprintf (stderr, "at=0x%lx base=0x%lx bound=0x%lx\n",
           (unsigned long) (uintptr_t) &a[i], (unsigned long) (uintptr_t) a,
           (unsigned long) (uintptr_t) (a + 5));
  a[i] = 1;
  /* { dg-output "at=(0x\[0-9a-f\]+) base=(0x\[0-9a-f\]+) bound=(0x\[0-9a-f\]+)\r?\n" } */
  /* { dg-output "foc: out-of-bounds write of 4 bytes at \\1, object \\\[\\2, \\3\\), in fill at \[^\n\r\]*report-1-ubv\\.c:19: dropped\r?\n" } */
}

static NI int
peek (volatile int i)
{
  char *p = malloc (10);
  fprintf (stderr, "at=0x%lx base=0x%lx bound=0x%lx\n",
           (unsigned long) (uintptr_t) (p + i), (unsigned long) (uintptr_t) p,
           (unsigned long) (uintptr_t) (p + 10));
  int v = p[i];
  /* { dg-output "at=(0x\[0-9a-f\]+) base=(0x\[0-9a-f\]+) bound=(0x\[0-9a-f\]+)\r?\n" } */
  /* { dg-output "foc: out-of-bounds read of 1 bytes at \\4, object \\\[\\5, \\6\\), in peek at \[^\n\r\]*report-1-ubv\\.c:31: manufactured\r?\n" } */
  free (p);
  return v;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  fill (5);
  peek (-3);
  fprintf (stderr, "done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
