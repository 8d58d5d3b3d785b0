/* strsize.c -- the size of the object strdup and strndup return, for the
   bounds the plugin gives their results.  */

#include <string.h>
#include "foc.h"

size_t
__foc_strsize (const char *s)
{
  return s ? strlen (s) + 1 : 0;
}
