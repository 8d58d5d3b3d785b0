/* startup.c -- bounds of the strings the program starts with: each
   argv[i] and envp[i] gets metadata for its string, so that main's
   accesses through them are checked.  (main's argv itself gets the bounds
   of argc + 1 pointers from the plugin.)  */

#include "foc-internal.h"

#include <string.h>

static void
foc_record_strings (char **v)
{
  for (; v && *v; v++)
    __foc_meta_store ((uintptr_t) v, (uintptr_t) *v, (uintptr_t) *v,
		      (uintptr_t) *v + strlen (*v) + 1);
}

/* glibc passes argc, argv and envp to the functions of .init_array.  */
__attribute__ ((constructor (102))) static void
foc_startup (int argc, char **argv, char **envp)
{
  (void) argc;
  foc_record_strings (argv);
  foc_record_strings (envp);
}
