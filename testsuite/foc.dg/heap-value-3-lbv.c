/* Purpose: lower-bound violations through a heap pointer loaded from
   memory, whose bounds come from its value: writes before the block are
   dropped, reads manufactured, and the block before it in the same size
   class (its last bytes, and its spare byte) is untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct buf
{
  size_t len;
  unsigned char *data;
};

static NI void
put (struct buf *b, long i, unsigned char c)
{
  b->data[i] = c; /* { dg-foc-report write 1 dropped count 2 } */
}

static NI int
get (struct buf *b, long i)
{
  return b->data[i]; /* { dg-foc-report read 1 manufactured } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct buf *x = malloc (sizeof *x), *y = malloc (sizeof *y);
  x->len = y->len = 40;
  x->data = malloc (40);	/* 48-byte slots, one after the other */
  y->data = malloc (40);
  memset (x->data, 'x', 40);
  memset (y->data, 'y', 40);
  volatile long minus = -1;
  put (y, minus, '!');
  put (y, minus * 8, '!');
  int v = get (y, minus);
  int ok = 1;
  for (int i = 0; i < 40; i++)
    ok &= x->data[i] == 'x' && y->data[i] == 'y';
  printf ("%d %s\n", v, ok ? "neighbour intact" : "neighbour smashed");
  /* { dg-output "0 neighbour intact\r?\n" } */
  free (x->data);
  free (y->data);
  free (x);
  free (y);
  /* { dg-foc-summary 3 1 2 2 } */
  return 0;
}
