/* Purpose: a check takes the offset of its access from the object's base
   as the offset of its pointer (or array) plus the access's offset from
   there.  Accesses at constant offsets, at variable plus constant ones,
   through pointers displaced before and inside their object with
   negative offsets, to bit-fields, and to local and global arrays of
   structs all stay inside their objects: each gives the plain program's
   value, and nothing is reported.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct rec { char tag; short s; int i; long l; unsigned bf : 5, bg : 11; };

struct rec grecs[4];

NI long
fields (const struct rec *p)
{
  return p->tag + p->s + p->i + p->l + p->bf + p->bg;
}

NI long
displaced (const int *q)
{
  /* Q points two ints into its array: -2 and -1 are its first two.  */
  return q[-2] * 1000 + q[-1] * 100 + q[0] * 10 + q[1];
}

NI long
indexed (const struct rec *p, int i)
{
  return p[i].s + p[i + 1].l + p[i - 1].bg;
}

NI void
set_fields (struct rec *p, int k)
{
  p->tag = (char) k;
  p->s = (short) (k + 1);
  p->i = k + 2;
  p->l = k + 3;
  p->bf = (unsigned) k & 31;
  p->bg = (unsigned) (k + 5) & 2047;
}

NI long
local_array (int i)
{
  struct rec loc[3];
  for (int k = 0; k < 3; k++)
    set_fields (&loc[k], 10 * k);
  return loc[i].i + loc[i].l + loc[2 - i].bg;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct rec *r = malloc (3 * sizeof *r);
  for (int k = 0; k < 3; k++)
    set_fields (&r[k], k + 1);
  for (int k = 0; k < 4; k++)
    set_fields (&grecs[k], 20 + k);
  int *a = malloc (4 * sizeof *a);
  for (int k = 0; k < 4; k++)
    a[k] = k + 1;

  printf ("%ld %ld %ld\n", fields (r), fields (&r[2]), fields (&grecs[3]));
  /* { dg-output "17 29 149\r?\n" } */
  printf ("%ld %ld\n", displaced (a + 2), displaced (a + 2) - 1234);
  /* { dg-output "1234 0\r?\n" } */
  printf ("%ld %ld\n", indexed (r, 1), indexed (grecs, 2));
  /* { dg-output "15 75\r?\n" } */
  printf ("%ld %ld\n", local_array (0), local_array (1));
  /* { dg-output "30 40\r?\n" } */
  free (a);
  free (r);
  return 0;
}
