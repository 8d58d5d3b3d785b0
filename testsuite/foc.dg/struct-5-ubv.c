/* Purpose: an array field that is not the last field of its structure is
   checked as an object of its own when indexed directly (s.tag[i],
   p->name[i]), as _FORTIFY_SOURCE=2 already does for string functions:
   the classic overflow of a name into the flag that follows it is dropped
   and the flag keeps its value, in a local struct, a global struct and a
   heap struct reached through a parameter.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct user { char name[8]; int admin; };
struct rec { char tag[4]; char rest[12]; int n; };
struct rec grec = { "abc", "defghijklmn", 3 };

static NI void
set_name (struct user *u, const char *s)
{
  for (int i = 0; s[i]; i++)
    u->name[i] = s[i]; /* { dg-foc-report write 1 dropped count 4 func set_name } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int i6 = 6;
  struct user *u = malloc (sizeof *u);
  u->admin = 0;
  set_name (u, "intruder!!!!");
  struct rec r = { "abc", "defghijklmn", 3 };
  r.tag[i6] = 'G'; /* { dg-foc-report write 1 dropped } */
  char c = grec.tag[i6]; /* { dg-foc-report read 1 manufactured } */
  printf ("%s %d %d %s\n", r.rest, c, u->admin, grec.rest);
  /* { dg-output "defghijklmn 0 0 defghijklmn\r?\n" } */
  free (u);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 6 1 5 3 } */
  return 0;
}
