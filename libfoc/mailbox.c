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
   ABI never changes.  */

#include "foc-internal.h"

#define FOC_MAX_ARGS 16

struct foc_mailbox
{
  uintptr_t callee;
  uintptr_t arg[FOC_MAX_ARGS][3];
  uintptr_t ret_fn;
  uintptr_t ret[3];
};

static FOC_TLS struct foc_mailbox foc_mb;

void
__foc_arg_put (uintptr_t callee, unsigned i, uintptr_t value,
	       uintptr_t base, uintptr_t bound)
{
  foc_mb.callee = callee;
  if (i < FOC_MAX_ARGS)
    {
      foc_mb.arg[i][0] = value;
      foc_mb.arg[i][1] = base;
      foc_mb.arg[i][2] = bound;
    }
}

foc_pair
__foc_arg_get (uintptr_t self, unsigned i, uintptr_t value)
{
  if (foc_mb.callee == self && i < FOC_MAX_ARGS
      && foc_mb.arg[i][0] == value)
    return foc_make_pair (foc_mb.arg[i][1], foc_mb.arg[i][2]);
  return foc_unknown_pair (value);
}

void
__foc_args_done (void)
{
  foc_mb.callee = 0;
}

void
__foc_ret_put (uintptr_t self, uintptr_t value, uintptr_t base,
	       uintptr_t bound)
{
  foc_mb.ret_fn = self;
  foc_mb.ret[0] = value;
  foc_mb.ret[1] = base;
  foc_mb.ret[2] = bound;
}

foc_pair
__foc_ret_get (uintptr_t callee, uintptr_t value)
{
  /* Only an instrumented callee names itself here, just before it
     returns; nothing runs between that and this call but signal handlers,
     which overwrite the name.  So the slot need not be cleared, and this
     function is pure for the compiler.  */
  if (foc_mb.ret_fn == callee && foc_mb.ret[0] == value)
    return foc_make_pair (foc_mb.ret[1], foc_mb.ret[2]);
  return foc_unknown_pair (value);
}
