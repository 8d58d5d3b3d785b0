/* Purpose: small structs passed and returned by value travel with their
   pointer slots' metadata through the mailbox, inline when optimising,
   through libfoc when not, and the two agree: a jq-style value (a kind
   byte, then a union of a pointer and a double) goes through a kind
   accessor that reads no pointer, a pass-through returning it by value,
   a function built at -O0, as argument 0 and argument 5 (past the inline
   words), and a struct of 5 pointers (too big for the mailbox).  Every
   read one past the end of the stack buffer is manufactured and reported
   with the buffer's bounds, and the neighbours keep their bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))
#define O0 __attribute__ ((noinline, noclone, optimize ("O0")))

struct val
{
  unsigned char kind;
  int size;
  union
  {
    char *p;
    double d;
  } u;
};

struct five
{
  char *a, *b, *c, *d, *e;
};

static NI int
kind (struct val v)
{
  return v.kind;
}

static NI struct val
pass (struct val v)
{
  v.kind++;
  return v;
}

static O0 struct val
pass0 (struct val v)
{
  v.kind++;
  return v;
}

static NI int
get (struct val v, int i)
{
  return v.u.p[i];
}

static O0 int
get0 (struct val v, int i)
{
  return v.u.p[i];
}

static NI int
get5 (int a, int b, int c, int d, int e, struct val v, int i)
{
  return a + b + c + d + e + v.u.p[i];
}

static NI int
getfive (struct five f, int i)
{
  return f.e[i];
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char before[8] = "BBBBBBB", buf[8] = "abcdefg", after[8] = "AAAAAAA";
  struct val v = { 1, 8, { buf } };
  int k = kind (v);
  struct val w = pass (pass0 (v));
  int s = get (w, 6) + get0 (w, 6) + get5 (0, 0, 0, 0, 0, w, 6);
  printf ("%d %d %d\n", k, w.kind, s);
  /* { dg-output "1 3 309\r?\n" } */
  struct five f = { buf, buf, buf, buf, buf };
  s += get (w, 8) + get0 (pass0 (w), 8) + get5 (0, 0, 0, 0, 0, pass (w), 8)
      + getfive (f, 8);
  /* { dg-foc-report read 1 manufactured func get line 56 } */
  /* { dg-foc-report read 1 manufactured func get0 line 62 } */
  /* { dg-foc-report read 1 manufactured func get5 line 68 } */
  /* { dg-foc-report read 1 manufactured func getfive line 74 } */
  printf ("%s %s %s\n", before, buf, after);
  /* { dg-output "BBBBBBB abcdefg AAAAAAA\r?\n" } */
  /* { dg-foc-summary 4 4 0 4 } */
  return 0;
}
