/* Purpose: Pine's quoted-From bug (Rinard et al., OSDI 2004, section 4.2).
   Building the quoted display form of a From field, the length computation
   counts only the '"' characters that need a backslash and forgets '\\',
   so the heap buffer is too small when the field holds backslashes.  The
   excess escape/quote/NUL writes are dropped, the display is truncated,
   and the following messages are displayed correctly.  (Backslashes are
   shown as 'B' to keep the expected output readable.)  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
show_from (const char *from)
{
  size_t need = 0;
  for (const char *p = from; *p; p++)
    if (*p == '"')              /* bug: '\\' needs escaping too */
      need++;
  size_t size = strlen (from) + need + 3;
  char *buf = malloc (size);
  char *d = buf;
  *d++ = '"';
  for (const char *p = from; *p; p++)
    {
      if (*p == '"' || *p == '\\')
        *d++ = '\\';
      *d++ = *p;
    }
  *d++ = '"';
  *d = 0;
  int len = (int) strnlen (buf, size);
  printf ("From: ");
  for (int i = 0; i < len; i++)
    putchar (buf[i] == '\\' ? 'B' : buf[i]);
  printf ("\n");
  free (buf);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  show_from ("John Smith");
  /* { dg-output "From: \"John Smith\"\r?\n" } */
  show_from ("ab\\\\\\\\");
  /* { dg-foc-report write 1 dropped line 29 } */
  /* { dg-foc-report write 1 dropped line 30 } */
  /* { dg-foc-report write 1 dropped line 32 } */
  /* { dg-foc-report write 1 dropped line 33 } */
  /* { dg-output "From: \"abBBBBBB\r?\n" } */
  show_from ("Jane \"JJ\" Doe");
  /* { dg-output "From: \"Jane B\"JJB\" Doe\"\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 0 4 4 } */
  return 0;
}
