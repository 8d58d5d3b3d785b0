/* Purpose: pointers returned by strchr, strrchr, strstr, memchr,
   strpbrk, strtok, strtok_r and basename get the bounds of their argument
   and are used in bounds, also in other functions they are passed to:
   the output of plain gcc, no report.  */
/* { dg-do run } */
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI int
upcase_rest (char *p)
{
  int n = 0;
  for (; *p; p++, n++)
    if (*p >= 'a' && *p <= 'z')
      *p -= 32;
  return n;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char line[] = "key=value; other=thing";
  char *eq = strchr (line, '=');
  char *semi = strrchr (line, ';');
  char *oth = strstr (line, "other");
  char *sp = memchr (line, ' ', sizeof line);
  char *any = strpbrk (line, "=;");
  semi[0] = ',';
  int olen = upcase_rest (oth);
  printf ("%d %d %d %c %s\n", olen, (int) (eq - line),
          (int) (sp - line), *any, line);
  /* { dg-output "11 3 10 = key=value, OTHER=THING\r?\n" } */
  char *copy = malloc (32);
  strcpy (copy, "a,bb,,ccc");
  int total = 0;
  for (char *tok = strtok (copy, ","); tok; tok = strtok (NULL, ","))
    total += upcase_rest (tok) * 10 + (tok[0] == 'A');
  char list[] = "x y  zz";
  char *save;
  for (char *tok = strtok_r (list, " ", &save); tok;
       tok = strtok_r (NULL, " ", &save))
    total += upcase_rest (tok);
  printf ("%d %s %s\n", total, copy, list);
  /* { dg-output "65 A X\r?\n" } */
  char path[] = "/usr/lib/foc/libfoc.so";
  char *base = basename (path);
  base[0] = 'L';
  int blen = upcase_rest (base);
  printf ("%s %d\n", base, blen);
  /* { dg-output "LIBFOC.SO 9\r?\n" } */
  free (copy);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
