/* Purpose: an underflow through a struct field in another function
   (walking back from the end of the buffer one step too far).  The bounds
   stored with the field catch it; the separately allocated block in front
   keeps its bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct buf
{
  char *data;
  char *end;
};

static NI void
reverse_fill (struct buf *b, const char *s, int n)
{
  char *p = b->end;
  for (int i = 0; i < n; i++)
    *--p = s[i]; /* { dg-foc-report write 1 dropped count 2 func reverse_fill } */
}

static NI int
peek_before (const struct buf *b, int k)
{
  return b->data[-k]; /* { dg-foc-report read 1 manufactured func peek_before } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 8, k = 1;
  char *front = malloc (6);
  memset (front, 'f', 6);
  struct buf *b = malloc (sizeof *b);
  b->data = malloc (6);
  b->end = b->data + 6;
  reverse_fill (b, "abcdefgh", n);
  int v = peek_before (b, k);
  int ok = 1;
  for (int i = 0; i < 6; i++)
    ok &= front[i] == 'f';
  printf ("%.6s %d %s\n", b->data, v, ok ? "front intact" : "front smashed");
  /* { dg-output "fedcba 0 front intact\r?\n" } */
  free (b->data);
  free (b);
  free (front);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 3 1 2 2 } */
  return 0;
}
