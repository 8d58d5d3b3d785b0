/* oob.c -- the hooks called by instrumented code when a check fails:
   __foc_oob for a load or store, __foc_oob_copy for an aggregate copy;
   and what the register-preserving stubs of preserve-x86_64.S call,
   among them foc_fail_packed for the checks made one asm statement.  */

#include "foc-internal.h"

#include <string.h>

int
__foc_oob (uintptr_t addr, size_t size, uintptr_t base, uintptr_t bound,
           int kind, const char *site)
{
  /* Not a violation after all: let the access happen.  */
  if (foc_in ((const void *) addr, size, base, bound))
    return 1;
  /* (FOC_FIELD, the bounds being an array field's, changes nothing
     here: a report is a report.)  */
  return foc_violation ((kind & FOC_WRITE) ? FOC_WRITE : FOC_READ, addr,
                        size, base, bound, NULL, site);
}

uint64_t
__foc_oob_read (uintptr_t addr, size_t size, uintptr_t base, uintptr_t bound,
                int kind, const char *site)
{
  uint64_t v = 0;
  if (size > sizeof v)
    size = sizeof v;
  if (__foc_oob (addr, size, base, bound, kind, site))
    {
      memcpy (&v, (const void *) addr, size);
      return v;
    }
  /* A read that straddles an end of its object, as a word-at-a-time hash
     (lookup3's hashlittle) or strlen reads the last bytes of a string
     with the bytes after them, then masks those: the bytes inside the
     object are read, the others are zero, so that the masked result is
     the plain program's.  */
  if (base < bound && addr < bound && addr + size > base
      && addr + size > addr)
    {
      unsigned char bytes[sizeof v] = { 0 };
      uintptr_t lo = addr > base ? addr : base;
      uintptr_t hi = addr + size < bound ? addr + size : bound;
      memcpy (bytes + (lo - addr), (const void *) lo, hi - lo);
      memcpy (&v, bytes, size);
      return v;
    }
  return __foc_value ();
}

void
__foc_oob_copy (void *dst, const void *src, size_t n,
                uintptr_t dbase, uintptr_t dbound,
                uintptr_t sbase, uintptr_t sbound, const char *site)
{
  int log = 0;

  if (!foc_in (dst, n, dbase, dbound))
    log |= foc_violation (FOC_WRITE, (uintptr_t) dst, n, dbase, dbound,
                          NULL, site);
  if (!foc_in (src, n, sbase, sbound))
    log |= foc_violation (FOC_READ, (uintptr_t) src, n, sbase, sbound,
                          NULL, site);
  if (log)
    memmove (dst, src, n);
  else
    foc_copy_partial (dst, src, n, dbase, dbound, sbase, sbound);
}

/* The stubs of preserve-x86_64.S pass the size and the kind of the
   access in one word, SIZEKIND = size | kind << 56.  */
#define FOC_SIZE_MASK ((UINT64_C (1) << 56) - 1)

uint64_t
foc_oob_packed (uintptr_t addr, uintptr_t base, uintptr_t bound,
                const char *site, uint64_t sizekind)
{
  return (uint64_t) __foc_oob (addr, sizekind & FOC_SIZE_MASK, base, bound,
                               (int) (sizekind >> 56), site);
}

uint64_t
foc_oob_read_packed (uintptr_t addr, uintptr_t base, uintptr_t bound,
                     const char *site, uint64_t sizekind)
{
  return __foc_oob_read (addr, sizekind & FOC_SIZE_MASK, base, bound,
                         (int) (sizekind >> 56), site);
}

uint64_t
foc_value_packed (uintptr_t addr, uintptr_t base, uintptr_t bound,
                  const char *site, uint64_t sizekind)
{
  (void) addr, (void) base, (void) bound, (void) site, (void) sizekind;
  return __foc_value ();
}

/* What __foc_fail_preserve calls for a check made one asm statement
   (foc-asmcheck.cc): SIZEKIND is size | kind << 24 there.  */
uint64_t
foc_fail_packed (uintptr_t addr, uintptr_t base, uintptr_t bound,
                 const char *site, uint64_t sizekind)
{
  size_t size = sizekind & 0xffffff;
  int kind = (int) (sizekind >> 24);
  /* A write: nonzero to perform it (mode=log).  */
  if (kind & FOC_WRITE)
    return (uint64_t) __foc_oob (addr, size, base, bound, kind, site);
  if (!(kind & FOC_FLOAT))
    return __foc_oob_read (addr, size, base, bound, kind, site);
  /* A float or a double read: the bytes in memory in mode=log, else the
     manufactured value converted, as the plugin's own cold paths do.  */
  uint64_t v = 0;
  if (__foc_oob (addr, size, base, bound, kind, site))
    memcpy (&v, (const void *) addr, size < sizeof v ? size : sizeof v);
  else if (size == sizeof (float))
    {
      float f = (float) __foc_value ();
      memcpy (&v, &f, sizeof f);
    }
  else
    {
      double d = (double) __foc_value ();
      memcpy (&v, &d, sizeof d);
    }
  return v;
}
