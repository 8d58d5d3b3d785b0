/* suite/xmllint/gen-xml.c -- write a deterministic XML document for the
   xmllint benchmark: a catalog of N items (default 50000, ~25 MB) with
   attributes, nested elements, text with character and entity
   references (split text nodes), comments and CDATA.  Fixed-seed
   generator: the same bytes on every machine.  Usage: gen-xml [N]  */

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define XORSHIFT_SEED 19700101
#include "../../lib/xorshift.h"

static const char *const words[] = {
  "bounds", "check", "memory", "pointer", "buffer", "overflow", "read",
  "write", "failure", "oblivious", "server", "request", "parser", "node",
  "attribute", "element", "entity", "namespace", "document", "text",
};
#define NWORDS (sizeof words / sizeof words[0])

static void
sentence (int n)
{
  int i;

  for (i = 0; i < n; i++)
    {
      uint32_t r = next ();
      printf ("%s%s", i ? " " : "", words[r % NWORDS]);
      if (r % 11 == 0)
        printf (" &amp; %s", words[(r >> 8) % NWORDS]);
      else if (r % 13 == 0)
        printf (" &lt;%s&gt;", words[(r >> 8) % NWORDS]);
      else if (r % 17 == 0)
        printf (" &#233;t&#xE9;");
    }
}

int
main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : 50000, i;
  int j, k;

  printf ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
          "<!DOCTYPE catalog [\n"
          "  <!ENTITY vendor \"Failure-Oblivious Computing Inc.\">\n"
          "]>\n"
          "<catalog xmlns=\"http://example.org/catalog\" "
          "xmlns:x=\"http://example.org/extra\" version=\"2\">\n");
  for (i = 0; i < n; i++)
    {
      printf ("  <item id=\"i%ld\" category=\"c%u\" price=\"%u.%02u\" "
              "x:stock=\"%u\">\n", i, next () % 12, next () % 1000,
              next () % 100, next () % 500);
      printf ("    <name>");
      sentence (2 + next () % 3);
      printf ("</name>\n    <vendor>&vendor;</vendor>\n    <desc>");
      sentence (8 + next () % 30);
      printf ("</desc>\n");
      if (next () % 5 == 0)
        printf ("    <!-- item %ld: %s -->\n", i, words[next () % NWORDS]);
      if (next () % 7 == 0)
        printf ("    <raw><![CDATA[if (a < b && c > d) { %s(); }]]></raw>\n",
                words[next () % NWORDS]);
      printf ("    <tags>");
      for (j = 0; j < (int) (next () % 5); j++)
        printf ("<tag>%s</tag>", words[next () % NWORDS]);
      printf ("</tags>\n    <reviews>\n");
      k = next () % 4;
      for (j = 0; j < k; j++)
        {
          printf ("      <review stars=\"%u\" user=\"u%u\">", 1 + next () % 5,
                  next () % 10000);
          sentence (4 + next () % 12);
          printf ("</review>\n");
        }
      printf ("    </reviews>\n  </item>\n");
    }
  printf ("</catalog>\n");
  return fclose (stdout) != 0;
}
