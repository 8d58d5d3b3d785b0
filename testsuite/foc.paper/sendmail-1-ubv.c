/* Purpose: Sendmail's address-parsing bug (prescan; Rinard et al., OSDI
   2004, section 4.3).  The tokenizer copies an address into a fixed stack
   buffer and checks for room only outside quoted strings, so a long quoted
   local part overflows it.  The excess writes are dropped, the address is
   rejected as too long (the normal error path), and the next addresses are
   parsed correctly.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
parse_address (const char *addr)
{
  char guard1[16], pvpbuf[24], guard2[16];
  memset (guard1, 'G', sizeof guard1);
  memset (guard2, 'G', sizeof guard2);
  char *q = pvpbuf;
  int quoted = 0;
  for (const char *p = addr; *p; p++)
    {
      if (*p == '"')
        {
          quoted = !quoted;
          continue;
        }
      if (!quoted && q >= pvpbuf + sizeof pvpbuf - 2)
        {
          printf ("553 address too long\n");
          return;
        }
      *q++ = (!quoted && (*p == '@' || *p == '.')) ? 0 : *p;
    }
  *q = 0;
  int ok = 1;
  for (int i = 0; i < 16; i++)
    ok &= guard1[i] == 'G' && guard2[i] == 'G';
  printf ("250");
  for (char *t = pvpbuf; t < q; t += strlen (t) + 1)
    printf (" <%s>", t);
  printf ("%s\n", ok ? "" : " guard smashed");
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  parse_address ("user@example.com");
  /* { dg-output "250 <user> <example> <com>\r?\n" } */
  parse_address ("\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaa\"@evil.org");
  /* { dg-foc-report write 1 dropped count 5 line 33 } */
  /* { dg-output "553 address too long\r?\n" } */
  parse_address ("root@localhost");
  /* { dg-output "250 <root> <localhost>\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 5 0 5 1 } */
  return 0;
}
