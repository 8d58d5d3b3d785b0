/* Purpose: when optimising, -fplugin-arg-foc-verbose notes each group
   of checks (foc-check.cc): the accesses of one block through one
   pointer at constant offsets share one range test.  Not accesses at a
   variable index, nor loads of pointers, nor accesses through two
   different pointers, nor accesses in different blocks.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-foc-verbose" } */
/* { dg-foc-compile-output {^(?=.*:17:[0-9]+: note: foc: 3 accesses through one pointer share one range test)(?=.*:25:[0-9]+: note: foc: 2 accesses through one pointer share one range test)(?!.*:(29|3[0-9]|4[0-9]):[0-9]+: note: foc: [0-9]+ accesses through one pointer)} "two groups" } */

#define NI __attribute__ ((noinline, noclone))

struct rec { int a; short b; char c; char *name; long v[4]; };

NI void
fill (struct rec *p, int k)
{
  p->a = k;
  p->b = (short) k;
  p->c = (char) k;
}

NI long
sum (const struct rec *p)
{
  return p->v[0] + p->v[3] + (p->name != 0);
}

NI long
indexed (const struct rec *p, int i, int j)
{
  return p->v[i] + p->v[j];
}

NI long
two (const struct rec *p, const struct rec *q)
{
  return p->a + q->a;
}

NI long
apart (const struct rec *p, int k)
{
  long r = p->a;
  if (k)
    r += p->b;
  return r;
}
