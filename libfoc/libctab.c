/* libctab.c -- bounds of the C library's own tables that instrumented
   code reaches through pointers the C library hands out: the ctype
   tables behind isalpha () and friends (*__ctype_b_loc () points 128
   entries into a table of 384 unsigned shorts, *__ctype_tolower_loc ()
   and *__ctype_toupper_loc () 128 entries into tables of 384 int32_t).
   A pointer with no metadata that is one of these gets the table's
   bounds instead of none, so that reading c = -129 or 256 through it is
   caught, and so that the entry recorded for it fits in the metadata
   table and later loads take it inline.  */

#include "foc-internal.h"

#include <ctype.h>

/* If V is the current thread's pointer to one of the ctype tables, set
   *BASE and *BOUND to the table's bounds and return 1.  */
int
foc_libc_table (uintptr_t v, uintptr_t *base, uintptr_t *bound)
{
  uintptr_t b = (uintptr_t) *__ctype_b_loc ();
  if (v == b)
    {
      *base = v - 128 * sizeof (unsigned short);
      *bound = v + 256 * sizeof (unsigned short);
      return 1;
    }
  if (v == (uintptr_t) *__ctype_tolower_loc ()
      || v == (uintptr_t) *__ctype_toupper_loc ())
    {
      *base = v - 128 * sizeof (int32_t);
      *bound = v + 256 * sizeof (int32_t);
      return 1;
    }
  return 0;
}
