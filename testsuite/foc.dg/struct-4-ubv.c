/* Purpose: an array member indexed past the end of the whole enclosing
   local struct is a violation (the struct is the object); the struct's own
   fields are intact and a whole-struct copy of an out-of-bounds element
   is handled.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct msg { int len; char body[8]; };

static NI void
run (volatile int i)
{
  struct msg g1, m, g2;
  memset (&g1, 0x44, sizeof g1);
  memset (&g2, 0x44, sizeof g2);
  m.len = 8;
  memset (m.body, 'b', 8);
  m.body[i] = 'X'; /* { dg-foc-report write 1 dropped } */
  char c = m.body[i]; /* { dg-foc-report read 1 manufactured } */
  int ok = 1;
  for (size_t k = 0; k < sizeof g1; k++)
    ok &= ((unsigned char *) &g1)[k] == 0x44 && ((unsigned char *) &g2)[k] == 0x44;
  printf ("%d %d %.8s %s\n", c, m.len, m.body, ok ? "guard intact" : "guard smashed");
  /* { dg-output "0 8 bbbbbbbb guard intact\r?\n" } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  run (12);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 1 1 2 } */
  return 0;
}
