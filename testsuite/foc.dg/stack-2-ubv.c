/* Purpose: an index write and read one past the end of a stack array.
   The write is dropped (the neighbouring arrays keep their bytes), the read
   yields the generator's first value, 0, and the program goes on.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
run (volatile int idx)
{
  int before[4], a[8], after[4];
  memset (before, 0x5a, sizeof before);
  memset (after, 0x5a, sizeof after);
  for (int i = 0; i < 8; i++)
    a[i] = 100 + i;
  a[idx] = 7; /* { dg-foc-report write 4 dropped } */
  int v = a[idx]; /* { dg-foc-report read 4 manufactured } */
  int ok = 1;
  for (int i = 0; i < 4; i++)
    ok &= before[i] == 0x5a5a5a5a && after[i] == 0x5a5a5a5a;
  printf ("read %d, a[7] %d, %s\n", v, a[7], ok ? "guard intact" : "guard smashed");
  /* { dg-output "read 0, a\\\[7\\\] 107, guard intact\r?\n" } */
  return v;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (8);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
