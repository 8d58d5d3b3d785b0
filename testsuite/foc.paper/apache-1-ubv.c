/* Purpose: Apache's mod_rewrite capture bug (Rinard et al., OSDI 2004,
   section 4.4).  The matcher stores the start and end offset of every
   group it finds into a fixed capture array sized for the groups the rule
   expects; a request with more path segments (groups) writes past it.
   The excess capture writes are dropped, the rewrite uses the real
   captures, and later requests are rewritten correctly.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))
#define NCAP 3

static NI void
rewrite (const char *uri)
{
  int captures[2 * NCAP];
  int guard[4] = { 7, 7, 7, 7 };
  int n = 0;
  for (int i = 0; uri[i]; i++)
    if (uri[i] == '/')
      {
        int end = i + 1;
        while (uri[end] && uri[end] != '/')
          end++;
        captures[2 * n] = i + 1;
        captures[2 * n + 1] = end;
        n++;
      }
  if (n < NCAP)
    {
      printf ("404 %s\n", uri);
      return;
    }
  printf ("302 /%.*s/%.*s?id=%.*s%s\n",
          captures[3] - captures[2], uri + captures[2],
          captures[1] - captures[0], uri + captures[0],
          captures[5] - captures[4], uri + captures[4],
          guard[0] + guard[1] + guard[2] + guard[3] == 28 ? "" : " guard smashed");
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  rewrite ("/shop/books/42");
  /* { dg-output "302 /books/shop\\?id=42\r?\n" } */
  rewrite ("/a/b/c/d/e");
  /* Groups 4 and 5 (n = 3, 4) do not fit: start, end, start, end.  */
  /* { dg-foc-report write 4 dropped line 26 } */
  /* { dg-foc-report write 4 dropped line 27 } */
  /* { dg-foc-report write 4 dropped line 26 } */
  /* { dg-foc-report write 4 dropped line 27 } */
  /* { dg-output "302 /b/a\\?id=c\r?\n" } */
  rewrite ("/x");
  /* { dg-output "404 /x\r?\n" } */
  rewrite ("/shop/music/7");
  /* { dg-output "302 /music/shop\\?id=7\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 0 4 2 } */
  return 0;
}
