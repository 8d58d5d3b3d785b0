/* startup.c -- bounds of the strings the program starts with: each
   argv[i] and envp[i] gets metadata for its string, so that main's
   accesses through them are checked.  (main's argv itself gets the bounds
   of argc + 1 pointers from the plugin.)

   argv[0] is the exception: it gets the whole area of strings the kernel
   laid out contiguously from it, the argv strings then the environment's.
   Programs that set their process title (libbsd's setproctitle, nginx,
   openssh, postgres) overwrite that area through argv[0].  */

#include "foc-internal.h"

#include <string.h>

/* The end of the strings of V laid out one after the other from END (the
   first that is not stops the walk); *CONTIGUOUS tells whether all were.  */
static char *
foc_strings_end (char **v, char *end, int *contiguous)
{
  for (; *contiguous && v && *v; v++)
    if (*v == end)
      end = *v + strlen (*v) + 1;
    else
      *contiguous = 0;
  return end;
}

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
  if (argv && argv[0])
    {
      int contiguous = 1;
      char *end = foc_strings_end (argv, argv[0], &contiguous);
      end = foc_strings_end (envp, end, &contiguous);
      __foc_meta_store ((uintptr_t) argv, (uintptr_t) argv[0],
			(uintptr_t) argv[0], (uintptr_t) end);
    }
}
