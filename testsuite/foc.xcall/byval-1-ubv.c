/* Purpose: pointers inside structs passed and returned by value.  A
   small struct { len, data } returned by an instrumented function (in
   registers) and one passed by value to an instrumented function carry
   the bounds of data's object like any other copy of a pointer: the
   writes one past the end of the stack and heap buffers are dropped and
   reported, the in-bounds ones are not, and the neighbouring objects keep
   their bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct span
{
  int len;
  char *data;
};

static NI struct span
make (char *data, int len)
{
  struct span s = { len, data };
  return s;
}

static NI void
overrun (struct span s)
{
  s.data[s.len - 1] = '+';
  s.data[s.len] = '!';
}

static NI void
overrun_ptr (struct span *s)
{
  s->data[s->len] = '!';
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int len = 4;
  char before[4] = "BBB", st[4] = "sss", after[4] = "AAA";
  char *front = malloc (4);
  char *h = malloc (4);
  char *back = malloc (4);
  strcpy (front, "fff");
  strcpy (back, "bbb");
  memcpy (h, "hhhh", 4);
  struct span a = make (st, len);
  overrun_ptr (&a);
  struct span b = make (h, len);
  overrun_ptr (&b);
  struct span c = { len, st };
  overrun (c);
  c.data = h;
  overrun (c);
  /* { dg-foc-report write 1 dropped count 2 func overrun_ptr line 38 } */
  /* { dg-foc-report write 1 dropped count 2 func overrun line 32 } */
  printf ("%.4s %.4s %s %s %s %s\n", st, h, before, after, front, back);
  /* { dg-output "sss\\+ hhh\\+ BBB AAA fff bbb\r?\n" } */
  free (back);
  free (h);
  free (front);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 0 4 2 } */
  return 0;
}
