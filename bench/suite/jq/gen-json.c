/* suite/jq/gen-json.c -- write a deterministic JSON document for the jq
   benchmark: one array of N customer records (default 60000, ~20 MB),
   each with numbers, strings (some with escapes), booleans, a nested
   object and an array of objects.  Fixed-seed generator: the same
   bytes on every machine.  Usage: gen-json [N]  */

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

#define XORSHIFT_SEED 20041206
#include "../../lib/xorshift.h"

static const char *const words[] = {
  "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel",
  "india", "juliet", "kilo", "lima", "mike", "november", "oscar", "papa",
};
#define NWORDS (sizeof words / sizeof words[0])

int
main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : 60000, i;
  int j;

  printf ("[\n");
  for (i = 0; i < n; i++)
    {
      uint32_t r = next ();
      int nh = 2 + next () % 6;

      printf ("  {\"id\": %ld, \"name\": \"%s %s\", \"email\": "
              "\"%s.%ld@example.%s\", \"age\": %u, \"active\": %s, "
              "\"score\": %u.%02u, \"note\": \"line\\n\\\"quoted\\\" %s\\t%u\",\n",
              i, words[r % NWORDS], words[(r >> 4) % NWORDS],
              words[(r >> 8) % NWORDS], i, (r >> 12) % 2 ? "org" : "com",
              18 + next () % 70, next () % 3 ? "true" : "false",
              next () % 1000, next () % 100, words[next () % NWORDS],
              next () % 100000);
      printf ("   \"tags\": [");
      for (j = 0; j < (int) (next () % 5); j++)
        printf ("%s\"%s\"", j ? ", " : "", words[next () % NWORDS]);
      printf ("], \"address\": {\"city\": \"city%u\", \"zip\": \"%05u\", "
              "\"geo\": [%d.%04u, %d.%04u]},\n", next () % 40,
              next () % 100000, (int) (next () % 180) - 90, next () % 10000,
              (int) (next () % 360) - 180, next () % 10000);
      printf ("   \"history\": [");
      for (j = 0; j < nh; j++)
        printf ("%s{\"day\": %u, \"amount\": %u.%02u, \"kind\": \"%s\"}",
                j ? ", " : "", next () % 365, next () % 500, next () % 100,
                next () % 4 ? "purchase" : "refund");
      printf ("]}%s\n", i + 1 < n ? "," : "");
    }
  printf ("]\n");
  return fclose (stdout) != 0;
}
