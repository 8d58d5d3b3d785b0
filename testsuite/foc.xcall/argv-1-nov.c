/* Purpose: main's argv.  The array has bounds [argv, argv + argc + 1)
   (the terminating NULL included) and each argv[i] string its own; a
   walk of the array up to its NULL, a walk of argv[0] to its NUL (also in
   a callee, through a pointer copied into a global) and an in-place edit
   of argv[0]'s last character are all in bounds: no report.  The
   harness runs the program without arguments.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static char **saved_argv;

static NI int
count_args (void)
{
  int n = 0;
  for (char **p = saved_argv; *p; p++)
    n++;
  return n;
}

static NI size_t
my_strlen (const char *s)
{
  size_t n = 0;
  while (s[n])
    n++;
  return n;
}

int
main (int argc, char **argv)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  saved_argv = argv;
  size_t len = my_strlen (argv[0]);
  int ok = len == strlen (argv[0]) && argv[argc] == NULL;
  char last = argv[0][len - 1];
  argv[0][len - 1] = 'Q';
  ok &= argv[0][len - 1] == 'Q' && argv[0][len] == 0;
  argv[0][len - 1] = last;
  const char *slash = strrchr (argv[0], '/');
  const char *name = slash ? slash + 1 : argv[0];
  printf ("%d %d %d %s\n", argc, count_args (), ok, name);
  /* { dg-output "1 1 1 argv-1-nov\\.exe\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
