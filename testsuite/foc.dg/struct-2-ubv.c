/* Purpose: an array of structs indexed one past its end: member writes and
   reads (of different sizes) are violations; the element before is intact.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

struct pt { short x; int y; char name[6]; };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 3;
  struct pt pts[3];
  for (int i = 0; i < n; i++)
    pts[i] = (struct pt) { (short) i, i * 10, "pt" };
  pts[n].x = 1; /* { dg-foc-report write 2 dropped } */
  pts[n].y = 2; /* { dg-foc-report write 4 dropped } */
  pts[n].name[1] = 'z'; /* { dg-foc-report write 1 dropped } */
  int y = pts[n].y; /* { dg-foc-report read 4 manufactured } */
  int c = pts[n].name[0]; /* { dg-foc-report read 1 manufactured } */
  printf ("%d %d %d %d %s\n", y, c, pts[2].x, pts[2].y, pts[2].name);
  /* { dg-output "0 1 2 20 pt\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 2 3 5 } */
  return 0;
}
