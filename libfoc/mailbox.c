/* mailbox.c -- bounds of pointer arguments and return values.

   An instrumented caller writes, just before the call, the callee's address
   and (value, base, bound) for each pointer argument into a per-thread
   mailbox.  At entry an instrumented callee takes an argument's bounds only
   if the mailbox names the callee itself and the value matches the
   argument it received; then it empties the mailbox.  Return values travel
   the same way in the other direction.  A callee reached from
   uninstrumented code (qsort's comparator, a pthread start routine, a
   signal handler) finds a mailbox naming someone else and gets "unknown"
   (or the bounds of the live heap block it points into: heapmap.c); the
   ABI never changes.

   Structs passed or returned by value travel with the metadata of their
   pointer fields: those of up to FOC_MB_AGG_SLOTS slots in the mailbox
   too, larger ones through per-thread aggregate records (meta.c,
   __foc_agg_put and __foc_agg_get).  */

#include "foc-internal.h"
#include "foc-layout.h"

/* The mailbox is one exported per-thread array of words (layout in
   foc-layout.h), so that the plugin can read and write it inline at -O1
   and above.  */

_Static_assert (FOC_MB_WORDS == 93, "foc.h declares the mailbox");
FOC_TLS uintptr_t __foc_mailbox[FOC_MB_WORDS];
#define foc_mb __foc_mailbox

void
__foc_arg_put (uintptr_t callee, unsigned i, uintptr_t value,
	       uintptr_t base, uintptr_t bound)
{
  foc_mb[FOC_MB_CALLEE] = callee;
  if (i < FOC_MB_ARGS)
    {
      foc_mb[FOC_MB_ARG (i)] = value;
      foc_mb[FOC_MB_ARG (i) + 1] = base;
      foc_mb[FOC_MB_ARG (i) + 2] = bound;
    }
}

foc_pair
__foc_arg_get (uintptr_t self, unsigned i, uintptr_t value)
{
  if (foc_mb[FOC_MB_CALLEE] == self && i < FOC_MB_ARGS
      && foc_mb[FOC_MB_ARG (i)] == value)
    return foc_make_pair (foc_mb[FOC_MB_ARG (i) + 1],
			  foc_mb[FOC_MB_ARG (i) + 2]);
  return foc_unknown_pair (value);
}

void
__foc_args_done (void)
{
  foc_mb[FOC_MB_CALLEE] = 0;
}

void
__foc_ret_put (uintptr_t self, uintptr_t value, uintptr_t base,
	       uintptr_t bound)
{
  foc_mb[FOC_MB_RET_FN] = self;
  foc_mb[FOC_MB_RET] = value;
  foc_mb[FOC_MB_RET + 1] = base;
  foc_mb[FOC_MB_RET + 2] = bound;
}

foc_pair
__foc_ret_get (uintptr_t callee, uintptr_t value)
{
  /* Only an instrumented callee names itself here, just before it
     returns; nothing runs between that and this call but signal handlers,
     which overwrite the name.  So the slot need not be cleared, and this
     function is pure for the compiler.  */
  if (foc_mb[FOC_MB_RET_FN] == callee && foc_mb[FOC_MB_RET] == value)
    return foc_make_pair (foc_mb[FOC_MB_RET + 1], foc_mb[FOC_MB_RET + 2]);
  return foc_unknown_pair (value);
}
