/* generator.c -- the per-thread generator of manufactured read values.

   Each thread yields 0, 1, 2, 0, 1, 3, 0, 1, 4, ...: triples (0, 1, K) with
   K rising from 2.  Zero and one come most often (NUL terminators, false
   and true), and every other value comes eventually, so a loop that scans
   manufactured bytes for a given value, or counts up to one, terminates
   (Rinard et al., OSDI 2004).  A new thread starts at the beginning.  */

#include "foc-internal.h"

static FOC_TLS unsigned foc_phase;        /* 0, 1 or 2 */
static FOC_TLS uint64_t foc_k;            /* K - 2 */

uint64_t
foc_next_value (void)
{
  switch (foc_phase)
    {
    case 0:
      foc_phase = 1;
      return 0;
    case 1:
      foc_phase = 2;
      return 1;
    default:
      foc_phase = 0;
      return 2 + foc_k++;
    }
}

/* Store N manufactured bytes at P.  */
void
foc_fill (unsigned char *p, size_t n)
{
  size_t i;

  for (i = 0; i < n; i++)
    p[i] = foc_next_byte ();
}

uint64_t
__foc_value (void)
{
  return foc_next_value ();
}
