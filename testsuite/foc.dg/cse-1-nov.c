/* Purpose: a load is reused (foc-cse.cc) only while nothing may have
   written its bytes.  Between two loads of the same reference: a store
   through another pointer to the same field, a store of bytes through a
   char pointer, memset, a call that changes the field, a store in the
   loop around them, and a store through a union member of another type;
   each second load must see the new value, at every level.  Repeated
   loads with only unrelated stores between them give the right values
   too, and nothing is reported.  */
/* { dg-do run } */
/* { dg-options "-Wall -Wextra" } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct inner { int n; char *text; };
struct outer { int a; long b; struct inner *in; };
union pun { unsigned u; float f; };

static NI void
bump (struct outer *o)
{
  o->a += 100;
}

NI int
alias_store (struct outer *o, int *q)
{
  int x = o->a;
  *q = 7;
  return x * 1000 + o->a;
}

NI int
byte_store (struct outer *o)
{
  int x = o->a;
  ((unsigned char *) &o->a)[0] = 9;
  return x * 1000 + o->a;
}

NI long
memset_between (struct outer *o)
{
  long x = o->b;
  memset (&o->b, 0, sizeof o->b);
  return x * 1000 + o->b;
}

NI int
call_between (struct outer *o)
{
  int x = o->a;
  bump (o);
  return x * 1000 + o->a;
}

NI int
loop_store (struct outer *o, int n)
{
  int sum = 0;
  for (int i = 0; i < n; i++)
    {
      sum += o->a;
      o->a = i + 1;
    }
  return sum + o->a;
}

NI unsigned
union_store (union pun *p)
{
  unsigned x = p->u;
  p->f = 1.0f;
  return x ^ p->u;
}

/* Only unrelated stores between: the loads of o->in and o->in->text
   are reused, and the values are right.  */
NI int
chain (struct outer *o)
{
  int sum = 0;
  o->a = 1;
  sum += o->in->text[0];
  o->b = 2;
  sum += o->in->text[1];
  o->in->n += 3;
  sum += o->in->text[2] + o->in->n;
  return sum;
}

int
main (void)
{
  struct outer *o = malloc (sizeof *o);
  struct inner *in = malloc (sizeof *in);
  char *text = malloc (4);
  memcpy (text, "abc", 4);
  in->n = 4;
  in->text = text;
  o->in = in;

  o->a = 1;
  printf ("%d\n", alias_store (o, &o->a));
  /* { dg-output "1007\r?\n" } */
  o->a = 0x100;
  printf ("%d\n", byte_store (o));
  /* { dg-output "256265\r?\n" } */
  o->b = 5;
  printf ("%ld\n", memset_between (o));
  /* { dg-output "5000\r?\n" } */
  o->a = 2;
  printf ("%d\n", call_between (o));
  /* { dg-output "2102\r?\n" } */
  o->a = 10;
  printf ("%d\n", loop_store (o, 4));
  /* { dg-output "20\r?\n" } */
  union pun u = { 0 };
  printf ("%08x\n", union_store (&u));
  /* { dg-output "3f800000\r?\n" } */
  int c = chain (o);
  printf ("%d %d %ld\n", c, o->a, o->b);
  /* { dg-output "301 1 2\r?\n" } */
  free (text);
  free (in);
  free (o);
  return 0;
}
