/* Purpose: every checked string function called in bounds, including strings that end exactly at their bound: no reports.  */
/* { dg-do run } */
#include "libc-test.h"

int
main (void)
{
  GUARDS;
  volatile size_t n = 8;
  char d[20], e[8], s[4] = "abc";
  strcpy (d, input (1));
  char *end = stpcpy (e, s);
  strncpy (e, s, n);
  char *pe = stpncpy (d, s, 4);
  strcat (e, "defg");
  strncat (e, "xyz", 0);
  printf ("%s %s %d %d\n", d, e, (int) (end - e), (int) (pe - d));
  /* { dg-output "abc abcdefg 3 3\r?\n" } */
  printf ("%d %d %d %d %d %d\n", (int) strlen (e), (int) strnlen (s, n),
          strcmp (s, "abc"), strncmp (s, "abd", 2), strcasecmp (s, "ABC"),
          strncasecmp (s, "ABX", 2));
  /* { dg-output "7 3 0 0 0 0\r?\n" } */
  printf ("%d %d %d %d %d %d %d\n", (int) (strchr (e, 'd') - e),
          (int) (strrchr (s, 'a') - s), (int) (strstr (e, "cde") - e),
          (int) strspn (e, "abc"), (int) strcspn (e, "fg"),
          (int) (strpbrk (e, "gf") - e), strchr (s, 'z') == NULL);
  /* { dg-output "3 0 2 3 5 5 1\r?\n" } */
  char *p = strdup (s), *q = strndup (e, 2);
  printf ("%s %s\n", p, q);
  /* { dg-output "abc ab\r?\n" } */
  free (p);
  free (q);
  GUARDS_INTACT ();
  /* { dg-output "guard intact\r?\n" } */
  return 0;
}
