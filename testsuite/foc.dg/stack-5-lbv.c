/* Purpose: a backward pointer loop walks 3 elements below the start of a
   stack array, writing then reading: 3 dropped writes, 3 manufactured reads
   (0, 1, 2); the array itself is filled correctly.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
run (volatile int extra)
{
  short guard1[4], a[6], guard2[4];
  memset (guard1, 0x11, sizeof guard1);
  memset (guard2, 0x11, sizeof guard2);
  short *end = a - extra;
  for (short *p = a + 5; p >= end; p--)
    *p = 9; /* { dg-foc-report write 2 dropped count 3 } */
  int vals[3], k = 0;
  for (short *p = a - 1; p >= end; p--)
    vals[k++] = *p; /* { dg-foc-report read 2 manufactured count 3 } */
  int ok = 1;
  for (int i = 0; i < 4; i++)
    ok &= guard1[i] == 0x1111 && guard2[i] == 0x1111;
  printf ("%d %d %d a=%d%d%d%d%d%d %s\n", vals[0], vals[1], vals[2],
          a[0], a[1], a[2], a[3], a[4], a[5],
          ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 1 2 a=999999 guard intact\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (3);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 6 3 3 2 } */
  return 0;
}
