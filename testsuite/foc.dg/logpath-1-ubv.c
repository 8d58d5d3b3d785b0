/* Purpose: log_path sends the reports to a file (appending) instead of
   stderr.  The program empties the file first, violates twice, then
   prints the file's contents itself.  */
/* { dg-do run } */
/* { dg-foc-options "log_path=logpath-1-ubv.log:summary=0" } */
#include <stdio.h>
#include <unistd.h>

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  FILE *t = fopen ("logpath-1-ubv.log", "w");   /* create or truncate */
  if (t)
    fclose (t);
  volatile int n = 2;
  int a[2] = { 0, 0 };
  a[n] = 1; /* write report, to the file */
  int v = a[n]; /* read report, to the file */
  printf ("v=%d\n", v);
  /* { dg-output "v=0\r?\n" } */
  FILE *f = fopen ("logpath-1-ubv.log", "r");
  char line[512];
  while (f && fgets (line, sizeof line, f))
    printf ("log: %s", line);
  if (f)
    fclose (f);
  /* { dg-output "log: " } */
  /* { dg-foc-report write 4 dropped line 18 } */
  /* { dg-output "log: " } */
  /* { dg-foc-report read 4 manufactured line 19 } */
  unlink ("logpath-1-ubv.log");
  return 0;
}
