/* Purpose: Mutt's UTF-8 to UTF-7 conversion bug (Rinard et al., OSDI 2004,
   section 4.5).  The output buffer is allocated for twice the input
   length, but every non-ASCII byte expands to four output bytes, so a
   folder name with non-ASCII characters overflows the heap buffer.  The
   excess writes are dropped, the converted name is truncated, and the
   following names convert correctly.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static const char hex[] = "0123456789ABCDEF";

static NI void
to_utf7 (const char *u8)
{
  size_t size = strlen (u8) * 2 + 1;          /* bug: up to 4x is needed */
  char *buf = malloc (size);
  char *canary = malloc (32);
  memset (canary, 'C', 32);
  char *d = buf;
  for (const unsigned char *s = (const unsigned char *) u8; *s; s++)
    {
      if (*s < 0x80 && *s != '&')
        {
          *d++ = (char) *s;
          continue;
        }
      *d++ = '&';
      *d++ = hex[*s >> 4];
      *d++ = hex[*s & 15];
      *d++ = '-';
    }
  *d = 0;
  int ok = 1;
  for (int i = 0; i < 32; i++)
    ok &= canary[i] == 'C';
  printf ("%.*s%s\n", (int) strnlen (buf, size), buf, ok ? "" : " canary smashed");
  free (canary);
  free (buf);
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  to_utf7 ("INBOX");
  /* { dg-output "INBOX\r?\n" } */
  to_utf7 ("\xc3\xa9\xc3\xa9");
  /* Bytes 2 and 3 write output bytes 8..15, the NUL is byte 16; the
     buffer has 9.  */
  /* { dg-foc-report write 1 dropped line 32 } */
  /* { dg-foc-report write 1 dropped line 33 } */
  /* { dg-foc-report write 1 dropped line 34 } */
  /* { dg-foc-report write 1 dropped line 31 } */
  /* { dg-foc-report write 1 dropped line 32 } */
  /* { dg-foc-report write 1 dropped line 33 } */
  /* { dg-foc-report write 1 dropped line 34 } */
  /* { dg-foc-report write 1 dropped line 36 } */
  /* { dg-output "&C3-&A9-&\r?\n" } */
  to_utf7 ("Sent & Drafts");
  /* { dg-output "Sent &26- Drafts\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 8 0 8 5 } */
  return 0;
}
