/* Purpose: when optimising, the checks of scalar loads and stores become
   one asm statement each (foc-asmcheck.cc); in bounds they load and
   store every type they handle exactly as plain code does: signed and
   unsigned chars, shorts, ints and longs (so that the extension after a
   narrow load is the plain program's), floats, doubles and pointers,
   through heap blocks, a global array and a local one, at variable
   indexes, with values of both signs.  No report.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra" } */
#include <stdlib.h>
#include "asmcheck.h"

int gi[8];

NI long
locals (int n)
{
  long loc[8];
  for (int k = 0; k < n; k++)
    loc[k] = (long) k * k - 10;
  long s = 0;
  for (int k = n - 1; k >= 0; k--)
    s = s * 3 + loc[k];
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  signed char *sc = malloc (8);
  unsigned char *uc = malloc (8);
  short *ss = malloc (8 * sizeof *ss);
  unsigned short *us = malloc (8 * sizeof *us);
  int *si = malloc (8 * sizeof *si);
  unsigned int *ui = malloc (8 * sizeof *ui);
  long *sl = malloc (8 * sizeof *sl);
  unsigned long *ul = malloc (8 * sizeof *ul);
  float *fl = malloc (8 * sizeof *fl);
  double *db = malloc (8 * sizeof *db);
  char **pt = malloc (8 * sizeof *pt);
  static char text[] = "abcdefgh";
  for (long k = 0; k < 8; k++)
    {
      put_sc (sc, k, (signed char) (k * 37 - 100));
      put_uc (uc, k, (unsigned char) (k * 37 + 100));
      put_ss (ss, k, (short) (k * 9000 - 30000));
      put_us (us, k, (unsigned short) (k * 9000 + 1000));
      put_si (si, k, (int) (k * 600000000 - 2000000000));
      put_ui (ui, k, (unsigned int) (k * 600000000 + 7));
      put_sl (sl, k, k * 3000000000000L - 10000000000000L);
      put_ul (ul, k, k * 3000000000000UL + 5);
      put_fl (fl, k, (float) k * -1.25f);
      put_db (db, k, (double) k * 2.5 - 7.0);
      put_pt (pt, k, text + k);
      put_si (gi, k, (int) k - 4);
    }
  long s1 = 0, s3 = 0, s5 = 0, s7 = 0, s12 = 0;
  unsigned long s2 = 0, s4 = 0, s6 = 0, s8 = 0;
  double s9 = 0, s10 = 0;
  int s11 = 0;
  for (long k = 0; k < 8; k++)
    {
      s1 = s1 * 2 + get_sc (sc, k);
      s2 = s2 * 2 + get_uc (uc, k);
      s3 = s3 * 2 + get_ss (ss, k);
      s4 = s4 * 2 + get_us (us, k);
      s5 = s5 * 2 + get_si (si, k);
      s6 = s6 * 2 + get_ui (ui, k);
      s7 = s7 * 2 + get_sl (sl, k);
      s8 = s8 * 2 + get_ul (ul, k);
      s9 = s9 * 2 + get_fl (fl, k);
      s10 = s10 * 2 + get_db (db, k);
      s11 += *get_pt (pt, k);
      s12 = s12 * 2 + get_si (gi, k);
    }
  printf ("%ld %lu %ld %lu\n", s1, s2, s3, s4);
  /* { dg-output "-16617 32847 -5492536 2478000\r?\n" } */
  printf ("%ld %lu\n", s5, s6);
  /* { dg-output "-366094967296 148200001785\r?\n" } */
  printf ("%ld %lu\n", s7, s8);
  /* { dg-output "-1809000000000000 741000000001275\r?\n" } */
  printf ("%g %g %d %ld %ld\n", s9, s10, s11, s12, locals (8));
  /* { dg-output "-308.75 -1167.5 804 -773 108260\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  free (pt); free (db); free (fl); free (ul); free (sl);
  free (ui); free (si); free (us); free (ss); free (uc); free (sc);
  return 0;
}
