/* Purpose: no internal compiler error at -O3 -march=znver3 (AVX2, no
   AVX-512).  There the mailbox stores naming the callee are volatile
   (foc-calls.cc, foc_mb_store_name): GCC 12's SLP vectoriser used to put
   the callee's address and the first argument in one vector store, and
   the x86 back end could not match the insertion of a symbol's address
   ("unrecognizable insn").  Reduced from xz's string_conversion.c.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=znver3" } */

#include <stdint.h>

static const char *
parse_preset (const char **const str, const char *str_end, uint32_t *preset)
{
  *preset = (uint32_t) (**str - '0');
  while (++*str < str_end)
    {
      switch (**str)
	{
	case 'e':
	  *preset |= 0x80000000u;
	  break;
	default:
	  return "Unsupported preset flag";
	}
    }
  return 0;
}

int use_preset (void *opts, uint32_t preset);

const char *
set_preset (const char **const str, const char *str_end, void *filter_options)
{
  uint32_t preset;
  const char *errmsg = parse_preset (str, str_end, &preset);
  if (errmsg != 0)
    return errmsg;
  if (use_preset (filter_options, preset))
    return "Unsupported preset";
  return 0;
}
