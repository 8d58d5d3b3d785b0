/* Purpose: the setproctitle idiom (libbsd, nginx, openssh, postgres): the
   argv and environment strings lie one after the other from argv[0], and
   the program clears that whole area through argv[0] and writes its new
   title there.  It runs as with plain gcc, with no report.  The test runs
   itself again with three arguments.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int
main (int argc, char **argv)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  if (argc == 1)
    {
      execl ("/proc/self/exe", argv[0], "aaaa", "bbbb", "cccc", (char *) 0);
      return 1;
    }
  char *base = argv[0], *end = argv[0];
  for (int i = 0; i < argc && argv[i] == end; i++)
    end = argv[i] + strlen (argv[i]) + 1;
  size_t n = (size_t) (end - base);
  memset (base, 0, n);
  snprintf (base, n, "%s", "a new process title");
  printf ("%s %d\n", argv[0], n > strlen (argv[0]));
  /* { dg-output "a new process title 1\r?\n" } */
  return 0;
}
