/* Purpose: a string function writing into an array field that is not the
   last field (strcpy (u->name, s), sprintf (r.tag, ...)) gets the field's
   bounds, as glibc's _FORTIFY_SOURCE=2 checks do: the flag after the name
   keeps its value, in a heap struct reached through a parameter and in a
   local struct.  A trailing array field keeps the whole object.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct user { char name[8]; int admin; char note[4]; };

static NI const char *
input (int long_one)
{
  return long_one ? "AAAAAAAAAAAAAAA" : "bob";
}

static NI void
login (struct user *u, const char *s)
{
  strcpy (u->name, s); /* { dg-foc-report write 16 dropped label "strcpy dest" func login } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int yes = 1;
  struct user *u = calloc (1, sizeof *u);
  login (u, input (0));
  login (u, input (yes));
  struct user v = { "", 7, "" };
  sprintf (v.name, "%s", input (yes)); /* { dg-foc-report write 16 dropped label "sprintf s" } */
  strcpy (v.note, input (0));
  printf ("%d %.8s %d %s\n", u->admin, u->name, v.admin, v.note);
  /* { dg-output "0 AAAAAAAA 7 bob\r?\n" } */
  free (u);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 2 0 2 2 } */
  return 0;
}
