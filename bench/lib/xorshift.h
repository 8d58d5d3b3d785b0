/* bench/lib/xorshift.h -- the fixed-seed generator of the bench's input
   generators (workload.c, suite/jq/gen-json.c, suite/xmllint/gen-xml.c):
   xorshift64*, small, fast and identical everywhere, so that every
   machine gets the same bytes.  Define XORSHIFT_SEED before including it
   to start from another state (or assign STATE).  */

#include <stdint.h>

#ifndef XORSHIFT_SEED
#define XORSHIFT_SEED 0
#endif

static uint64_t state = XORSHIFT_SEED;

static uint32_t
next (void)
{
  state ^= state >> 12;
  state ^= state << 25;
  state ^= state >> 27;
  return (uint32_t) ((state * 0x2545F4914F6CDD1DULL) >> 32);
}
