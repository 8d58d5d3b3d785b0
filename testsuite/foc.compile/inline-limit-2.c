/* Purpose: a max-inline-insns-single the user gives wins over the one
   foc sets at -O2 (foc-plugin.cc, foc_inline_limits): with -O2's own
   70, the instrumented accessor of inline-limit-1.c is not inlined.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-inline-optimized --param=max-inline-insns-single=70" } */

struct coder
{
  unsigned prices[4][16];
  unsigned state[4];
  unsigned align[16];
  const unsigned *tab;
};

static inline unsigned
price (const struct coder *c, int i, int j)
{
  unsigned p = c->prices[i & 3][j & 15] + c->tab[c->state[i & 3]];
  if (p > 1000)
    p = c->align[j & 15] + c->tab[j];
  return p;
}

unsigned
best (const struct coder *c, int n)
{
  unsigned b = ~0u;
  for (int i = 0; i < n; i++)
    {
      unsigned p = price (c, i, i + 1) + price (c, i + 1, i); /* { dg-bogus "Inlined price" "not inlined" } */
      if (p < b)
	b = p;
    }
  return b;
}
