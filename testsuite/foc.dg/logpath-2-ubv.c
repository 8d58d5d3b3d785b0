/* Purpose: the log_path file never takes the program's descriptors:
   libfoc opens it for each report, above 2, and closes it.  A program
   started with stdout closed finds it closed (its write fails, as without
   foc: m4's test of its write error); one that closes every descriptor
   and opens its own file gets no report in that file.  (summary=0: the
   summary at exit would create the log again after the unlink.)  */
/* { dg-do run } */
/* { dg-foc-options "log_path=logpath-2-ubv.log:summary=0" } */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define LOG "logpath-2-ubv.log"
#define DATA "logpath-2-ubv.data"

static void
print_file (const char *tag, const char *path)
{
  char line[512];
  FILE *f = fopen (path, "r");
  while (f && fgets (line, sizeof line, f))
    printf ("%s: %s", tag, line);
  if (f)
    fclose (f);
}

int
main (int argc, char **argv)
{
  if (argc > 1)
    {
      /* The child, started with stdout closed.  */
      int failed = puts ("to a closed stdout") == EOF || fflush (stdout) != 0;
      return failed ? 3 : 4;
    }
  setvbuf (stdout, NULL, _IONBF, 0);
  FILE *t = fopen (LOG, "w");
  if (t)
    fclose (t);

  pid_t pid = fork ();
  if (pid == 0)
    {
      close (1);
      execl ("/proc/self/exe", argv[0], "child", (char *) NULL);
      _exit (5);
    }
  int status = 0;
  waitpid (pid, &status, 0);
  printf ("child: %d\n", WIFEXITED (status) ? WEXITSTATUS (status) : -1);
  /* { dg-output "child: 3\r?\n" } */

  /* Close every descriptor above stderr, as a daemon does, and open a
     file of our own on the lowest.  */
  for (int fd = 3; fd < 64; fd++)
    close (fd);
  int d = open (DATA, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (d != 3 || write (d, "data\n", 5) != 5)
    abort ();
  volatile int n = 2;
  struct { int a[2]; int guard; } s = { { 0, 0 }, 7 };
  s.a[n] = 1; /* write report, to the log */
  close (d);
  printf ("guard %d\n", s.guard);
  /* { dg-output "guard 7\r?\n" } */
  print_file ("data", DATA);
  /* { dg-output "data: data\r?\n" } */
  print_file ("log", LOG);
  /* { dg-output "log: " } */
  /* { dg-foc-report write 4 dropped line 65 } */
  unlink (DATA);
  unlink (LOG);
  return 0;
}
