/* Purpose: scanf, fscanf and sscanf with widths that fit their buffers, and with every kind of conversion: no reports.  */
/* { dg-do run } */
#include "libc-test.h"

int
main (void)
{
  GUARDS;
  char w[8], c[3], set[8];
  int x = 0, pos = 0;
  long l = 0;
  double d = 0;
  short h = 0;
  char *m = NULL;
  int r = sscanf ("abc 12 -7 2.5 xyz def ghi,9", "%7s %d %ld %lf %3c %ms %7[^,],%hd%n",
                  w, &x, &l, &d, c, &m, set, &h, &pos);
  printf ("%d %s %d %ld %.1f %.3s %s %s %d %d\n", r, w, x, l, d, c, m, set, h,
          pos);
  /* { dg-output "8 abc 12 -7 2.5 xyz def ghi 9 27\r?\n" } */
  free (m);
  set_stdin ("word 5\n");
  r = scanf ("%7s %d", w, &x);
  printf ("%d %s %d\n", r, w, x);
  /* { dg-output "2 word 5\r?\n" } */
  FILE *f = text_file ("42 tail");
  r = fscanf (f, "%d %7s", &x, w);
  printf ("%d %d %s\n", r, x, w);
  /* { dg-output "2 42 tail\r?\n" } */
  fclose (f);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  return 0;
}
