/* Purpose: a struct assignment copies the metadata of the slots that may
   hold pointers only, inline, for structs of any size with at most four
   such slots: a 24-byte struct whose pointer is its second slot, a
   40-byte one with pointers in its first and last slots, and a 48-byte
   one with a char array (which may hold pointers) beside two pointers.
   A read one past the end of the stack buffer through each copied pointer,
   in another function, is manufactured and reported with the buffer's
   bounds; the neighbours keep their bytes.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

struct s3 { long n; char *p; double d; };
struct s5 { char *a; long x[3]; char *b; };
struct s6 { char *a; char name[32]; char *b; };

static NI void cp3 (struct s3 *d, const struct s3 *s) { *d = *s; }
static NI void cp5 (struct s5 *d, const struct s5 *s) { *d = *s; }
static NI void cp6 (struct s6 *d, const struct s6 *s) { *d = *s; }

static NI int
peek (const char *p, int i)
{
  return p[i];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char before[8] = "BBBBBBB", buf[8] = "abcdefg", after[8] = "AAAAAAA";
  struct s3 a = { 1, buf, 2.0 }, b;
  struct s5 c = { buf, { 1, 2, 3 }, buf }, e;
  struct s6 f = { buf, "name", buf }, g;
  cp3 (&b, &a);
  cp5 (&e, &c);
  cp6 (&g, &f);
  printf ("%c%c%c%c%c %s\n", peek (b.p, 0), peek (e.a, 1), peek (e.b, 2),
	  peek (g.a, 3), peek (g.b, 4), g.name);
  /* { dg-output "abcde name\r?\n" } */
  volatile int s = peek (b.p, 8) + peek (e.a, 8) + peek (e.b, 8)
		   + peek (g.a, 8) + peek (g.b, 8);
  (void) s;
  /* { dg-foc-report read 1 manufactured count 5 func peek line 25 } */
  printf ("%s %s %s\n", before, buf, after);
  /* { dg-output "BBBBBBB abcdefg AAAAAAA\r?\n" } */
  /* { dg-foc-summary 5 5 0 1 } */
  return 0;
}
