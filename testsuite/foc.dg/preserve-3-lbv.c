/* Purpose: the cold path of a check made in a leaf function leaves the
   function's red zone alone (foc-cold.cc moves the stack pointer below
   it before the asm statement's call).  A leaf function keeps locals in
   the 128 bytes below the stack pointer without a frame; a read and a
   write just before the start of a local array are reported, the read
   manufactured, the write dropped, and the locals around the array
   (neighbouring memory) keep their values.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

NI int
leaf (int i, int v)
{
  volatile long before = 0x1111;
  int a[4] = { 1, 2, 3, 4 };
  volatile long after = 0x2222;
  int r = a[i];
  a[i] = v;
  return r * 1000 + (before == 0x1111) + (after == 0x2222) * 10
	 + (a[0] + a[1] + a[2] + a[3]) * 100;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  printf ("%d\n", leaf (0, 5));
  /* { dg-output "2411\r?\n" } */
  printf ("%d\n", leaf (-1, 77));
  /* { dg-foc-report read 4 manufactured func leaf line 19 } */
  /* { dg-foc-report write 4 dropped func leaf line 20 } */
  /* { dg-output "1011\r?\n" } */
  printf ("%d\n", leaf (-2, 77));
  /* { dg-foc-report read 4 manufactured func leaf line 19 } */
  /* { dg-foc-report write 4 dropped func leaf line 20 } */
  /* { dg-output "2011\r?\n" } */
  /* { dg-foc-summary 4 2 2 2 } */
  return 0;
}
