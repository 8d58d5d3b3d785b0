/* Purpose: a pointer slot rewritten by uninstrumented code with the SAME
   value but a larger object.  Instrumented code stores a 16-byte heap
   block into a struct field (the slot's metadata says [p, p + 16)); a
   no_foc library function grows the buffer with realloc, which extends
   it in place, and stores the result back into the field: the same
   address, now 200 bytes.  A second no_foc function does the same and
   returns the pointer.  The instrumented code then uses all 200 bytes, as
   plain gcc would, and there must be no report: the stale metadata must
   not make it drop correct writes.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))
#define LIB __attribute__ ((noinline, noclone, no_foc))

struct str
{
  char *buf;
  int cap;
};

/* Uninstrumented library code: grow the buffer.  */
static LIB void
lib_reserve (struct str *s, int cap)
{
  s->buf = realloc (s->buf, cap);
  s->cap = cap;
}

static LIB char *
lib_regrow (char *p, int cap)
{
  return realloc (p, cap);
}

static NI struct str *
str_new (int cap)
{
  struct str *s = malloc (sizeof *s);
  s->buf = malloc (cap);
  s->cap = cap;
  return s;
}

static NI int
str_fill (struct str *s, char c)
{
  int sum = 0;
  for (int i = 0; i < s->cap; i++)
    {
      s->buf[i] = c;
      sum += s->buf[i];
    }
  return sum;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int small = 16, large = 200;
  struct str *s = str_new (small);
  int a = str_fill (s, 1);
  char *old = s->buf;
  lib_reserve (s, large);
  int same1 = s->buf == old;
  int b = str_fill (s, 2);
  struct str *t = str_new (small);
  int c = str_fill (t, 1);
  old = t->buf;
  t->buf = lib_regrow (t->buf, large);
  int same2 = t->buf == old;
  t->cap = large;
  int d = str_fill (t, 3);
  if (getenv ("FOC_TEST_VERBOSE"))
    fprintf (stderr, "realloc %s %s\n", same1 ? "in place" : "moved",
             same2 ? "in place" : "moved");
  printf ("%d %d %d %d\n", a, b, c, d);
  /* { dg-output "16 400 16 600\r?\n" } */
  free (t->buf);
  free (t);
  free (s->buf);
  free (s);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
