/* Purpose: Midnight Commander's path-scanning bug (Rinard et al., OSDI
   2004, section 4.6).  A path is copied into a fixed buffer without its
   NUL when it is long, then scanned for '/' with no bound.  With
   failure-oblivious reads the scan runs on manufactured values, which
   include every value eventually, so it finds a '/' (47) after 138 reads
   and terminates; the later write through the pointer it found is
   dropped, the entry is treated as having no directory part, and the next
   paths are split correctly.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
split (const char *path)
{
  char buf[16];
  size_t i;
  for (i = 0; i < sizeof buf && path[i]; i++)
    buf[i] = path[i];
  if (i < sizeof buf)
    buf[i] = 0;
  char *p = buf;
  while (*p != '/')
    p++;
  *p = 0;
  if (p - buf >= (long) sizeof buf)
    printf ("file only (scanned %ld)\n", (long) (p - buf));
  else
    printf ("dir '%s'\n", buf);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  split ("usr/lib/x");
  /* { dg-output "dir 'usr'\r?\n" } */
  split ("a-very-long-file-name-without-a-slash");
  /* { dg-foc-report read 1 manufactured count 10 line 24 } */
  /* { dg-foc-suppressed 10 line 24 } */
  /* { dg-foc-report write 1 dropped line 26 } */
  /* { dg-output "file only \\(scanned 153\\)\r?\n" } */
  split ("home/user");
  /* { dg-output "dir 'home'\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 139 138 1 2 } */
  return 0;
}
