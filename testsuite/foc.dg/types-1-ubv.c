/* Purpose: out-of-bounds reads of every scalar type get the generator's
   values converted to that type: char, short, int, long long, float,
   double, unsigned char, _Bool.  */
/* { dg-do run } */
#include <stdio.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int i = 2;
  char c[2] = { 0 };
  short s[2] = { 0 };
  int n[2] = { 0 };
  long long ll[2] = { 0 };
  float f[2] = { 0 };
  double d[2] = { 0 };
  unsigned char uc[2] = { 0 };
  _Bool b[2] = { 0 };
  int vc = c[i]; /* { dg-foc-report read 1 manufactured } */
  int vs = s[i]; /* { dg-foc-report read 2 manufactured } */
  int vn = n[i]; /* { dg-foc-report read 4 manufactured } */
  long long vll = ll[i]; /* { dg-foc-report read 8 manufactured } */
  float vf = f[i]; /* { dg-foc-report read 4 manufactured } */
  double vd = d[i]; /* { dg-foc-report read 8 manufactured } */
  int vuc = uc[i]; /* { dg-foc-report read 1 manufactured } */
  int vb = b[i]; /* { dg-foc-report read 1 manufactured } */
  printf ("%d %d %d %lld %g %g %d %d\n", vc, vs, vn, vll, vf, vd, vuc, vb);
  /* { dg-output "0 1 2 0 1 3 0 1\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 8 8 0 8 } */
  return 0;
}
