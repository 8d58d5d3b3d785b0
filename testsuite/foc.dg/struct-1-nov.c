/* Purpose: with -fplugin-arg-foc-narrow=0 there is no sub-object
   narrowing at all -- indexing an array member past its declared size but
   inside the enclosing object (a local struct, a global struct), walking
   all members through a char pointer, and union members of different
   sizes give no report.  (By default s.tag[i] is also checked against the
   field tag: see struct-5-ubv.c; the pointer walk and the union stay
   allowed either way: struct-6-nov.c.)  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-foc-narrow=0" } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct rec { char tag[4]; char rest[12]; int n; };
union u { char c[16]; int i[4]; double d[2]; };
struct rec grec = { "abc", "defghijklmn", 3 };

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int i6 = 6, last = 15;
  struct rec r;
  memset (&r, 0, sizeof r);
  volatile int sixteen = 16;
  char *t = r.tag;
  for (int i = 0; i < sixteen; i++)
    t[i] = (char) ('A' + i);          /* t[4..15] lie in rest: allowed */
  r.tag[i6] = 'G';                    /* r.rest[2], through tag: allowed */
  int s = 0;
  for (unsigned char *p = (unsigned char *) &r;
       p < (unsigned char *) (&r + 1); p++)
    s += *p;
  union u x;
  for (int i = 0; i < 4; i++)
    x.i[i] = 0;
  x.c[last] = 1;
  printf ("%d %c %c %d %d\n", s, r.rest[2], grec.tag[i6], x.i[3] != 0,
          (int) sizeof x);
  /* { dg-output "1160 G f 1 16\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
