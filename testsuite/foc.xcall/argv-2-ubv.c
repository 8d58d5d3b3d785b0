/* Purpose: violations on main's argv and environment.  Reading
   argv[argc + 1] (past the terminating NULL, where the environment
   pointers start) is manufactured (0, a NULL pointer); writing one byte
   past the first environment string's NUL is dropped, so the string that
   follows it in memory keeps its byte (checked through an integer-made
   pointer, which is unchecked); reading there is manufactured too.
   (argv[0] itself spans the whole area of strings: argv-3-nov.c.)  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

extern char **environ;

#define NI __attribute__ ((noinline, noclone))

static NI char *
arg (char **v, int i)
{
  return v[i]; /* { dg-foc-report read 8 manufactured func arg } */
}

static NI void
poke (char *s, size_t i)
{
  s[i] = '!'; /* { dg-foc-report write 1 dropped func poke } */
}

static NI int
peek (const char *s, size_t i)
{
  return s[i]; /* { dg-foc-report read 1 manufactured func peek } */
}

int
main (int argc, char **argv)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *env0 = arg (argv, argc + 1);
  char *s = environ[0];
  size_t len = strlen (s);
  volatile uintptr_t raw = (uintptr_t) s + len + 1;
  char next_before = *(char *) raw;
  poke (s, len + 1);
  char next_after = *(char *) raw;
  int v = peek (s, len + 1);
  printf ("%s %s %d\n", env0 == NULL ? "null" : "nonnull",
          next_before == next_after ? "next intact" : "next smashed", v);
  /* { dg-output "null next intact 1\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 2 1 3 } */
  return 0;
}
