/* Purpose: calls to static functions that take the bounds of their
   pointer arguments as extra arguments (foc-bargs.cc) store nothing in
   the mailbox, and those functions read nothing from it: the bounds
   are plain arguments, and those of a pointer returned come back in a
   slot of the caller's frame.  bargs-6.c: with -fplugin-arg-foc-bargs=0 the
   mailbox is back.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-final { scan-assembler-not "__foc_mailbox" } } */

#define NI __attribute__ ((noinline, noclone))

static NI int
pick (const int *a, int i)
{
  return a[i];
}

static NI void
copy3 (char *d, const char *s, const char *t)
{
  for (int i = 0; i < 3; i++)
    d[i] = s[i] + t[i];
}

static NI const char *
skip (const char *p)
{
  return p + 1;
}

int a[8];
char d[4], s[5] = "abcd";

int
use (int i)
{
  copy3 (d, s, skip (s));
  return pick (a, i) + pick (a, i + 1) + d[1];
}
