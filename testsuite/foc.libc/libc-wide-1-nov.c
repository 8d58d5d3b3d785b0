/* Purpose: the wide and multibyte functions in bounds: no reports.  */
/* { dg-do run } */
#include "libc-test.h"

int
main (void)
{
  GUARDS;
  wchar_t w[8], a[3] = L"ab";
  char c[8];
  wcscpy (w, a);
  size_t r1 = mbstowcs (w + 2, "cde", 6);
  size_t r2 = wcstombs (c, w, sizeof c);
  printf ("%d %d %d %s %d\n", (int) wcslen (w), (int) r1, (int) r2, c,
          (int) mbstowcs (NULL, "xyz", 0));
  /* { dg-output "5 3 5 abcde 3\r?\n" } */
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  return 0;
}
