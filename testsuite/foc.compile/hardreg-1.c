/* Purpose: local register variables (asm ("reg")) have no address: the
   plugin must leave their loads and stores alone, not crash (libffi's
   closures do this).  */
/* { dg-do compile } */

struct pair { void *p; long n; };

void *
chain (void)
{
  register void *c __asm__ ("r10");
  return c;
}

void
put (void *x)
{
  register void *c __asm__ ("r11") = x;
  __asm__ volatile ("" : : "r" (c));
}
