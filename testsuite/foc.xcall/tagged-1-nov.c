/* Purpose: tagged pointers.  Pointers to heap and static objects are
   stored as uintptr_t with a type tag in the low bit(s), kept in an
   array, and untagged again before use; the rebuilt pointers have unknown
   bounds and are unchecked.  All accesses are in bounds: the output of
   plain gcc, no report.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

enum { TAG_INT = 0, TAG_STR = 1, TAG_MASK = 1 };

struct box
{
  int len;
  char text[12];
};

static uintptr_t vals[6];

static NI uintptr_t
tag (void *p, int t)
{
  return (uintptr_t) p | (uintptr_t) t;
}

static NI void *
untag (uintptr_t v)
{
  return (void *) (v & ~(uintptr_t) TAG_MASK);
}

static NI long
visit (int n)
{
  long s = 0;
  for (int k = 0; k < n; k++)
    {
      if ((vals[k] & TAG_MASK) == TAG_STR)
        {
          struct box *b = untag (vals[k]);
          for (int i = 0; i < b->len; i++)
            b->text[i] ^= 0x20;
          fputs (b->text, stdout);
          putchar (' ');
          s += b->len;
        }
      else
        {
          long *p = untag (vals[k]);
          p[0] += 1;
          s += p[0] + p[1];
        }
    }
  putchar ('\n');
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 6;
  static struct box sbox = { 5, "hello" };
  static long pair[2] = { 10, 20 };
  for (int k = 0; k < n; k++)
    {
      if (k % 3 == 0)
        vals[k] = tag (&sbox, TAG_STR);
      else if (k % 3 == 1)
        {
          struct box *b = malloc (sizeof *b);
          b->len = 11;
          for (int i = 0; i < 11; i++)
            b->text[i] = "underground"[i];
          b->text[11] = 0;
          vals[k] = tag (b, TAG_STR);
        }
      else
        vals[k] = tag (pair, TAG_INT);
    }
  long s = visit (n);
  /* { dg-output "HELLO UNDERGROUND hello UNDERGROUND \r?\n" } */
  printf ("%ld %ld\n", s, pair[0]);
  /* { dg-output "95 12\r?\n" } */
  for (int k = 1; k < n; k += 3)
    free (untag (vals[k]));
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
