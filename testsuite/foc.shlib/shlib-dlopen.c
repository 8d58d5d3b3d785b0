/* Purpose: an instrumented library loaded with dlopen after the program
   has started registers its globals then (the program's own were merged
   before), and unregisters them at dlclose: a pointer to one of its
   arrays, as dlsym returns it, kept in memory as a number (no metadata
   entry), gets the array's bounds when loaded, and a write past it is
   dropped, each time the library is loaded.  */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

union cell
{
  uintptr_t n;
  char *p;
};

static char local[8] = "local";

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int k = 8;
  /* The program's globals, asked about before the library is loaded.  */
  union cell *c = malloc (sizeof *c);
  if (!c)
    return 1;
  c->n = (uintptr_t) local;
  char *l = c->p;
  l[k - 1] = 0;
  free (c);
  for (int round = 0; round < 2; round++)
    {
      void *h = dlopen ("libfocshinst.so", RTLD_NOW);
      if (!h)
	{
	  printf ("dlopen: %s\n", dlerror ());
	  return 1;
	}
      c = malloc (sizeof *c);
      char *after = dlsym (h, "inst_after");
      if (!c || !after)
	return 1;
      c->n = (uintptr_t) dlsym (h, "inst_name");
      char *name = c->p;
      name[k] = 'X';		/* overflow: reported in main */
      printf ("%s %s %s\n", name, after, local);
      free (c);
      dlclose (h);
    }
  return 0;
}
