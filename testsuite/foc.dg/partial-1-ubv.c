/* Purpose: a read that straddles the end of its object gets the bytes
   inside the object, with zeros for the others.  A word-at-a-time hash
   in the style of lookup3's hashlittle (used by jansson) reads a
   13-byte key four bytes at a time and masks the last word to the one
   byte that belongs to the key: the read is reported, and the hash is
   the same as a byte-at-a-time hash of the key, every time.  The bytes
   after the key are never read: they differ between the two keys hashed,
   and the hashes do not.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

typedef uint32_t word __attribute__ ((may_alias));

static NI uint32_t
word_hash (const char *key, size_t n)
{
  const word *k = (const word *) key;
  uint32_t h = 7;
  for (; n > 4; n -= 4, k++)
    h = h * 31 + k[0];
  static const uint32_t mask[5] = { 0, 0xff, 0xffff, 0xffffff, 0xffffffff };
  return h * 31 + (k[0] & mask[n]); /* { dg-foc-report read 4 manufactured count 4 func word_hash } */
}

static NI uint32_t
byte_hash (const char *key, size_t n)
{
  uint32_t h = 7;
  for (size_t i = 0; i < n; i += 4)
    {
      uint32_t w = 0;
      memcpy (&w, key + i, n - i < 4 ? n - i : 4);
      h = h * 31 + w;
    }
  return h;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *a = malloc (13), *b = malloc (13);
  memcpy (a, "hello, world!", 13);
  memcpy (b, "hello, world!", 13);
  uint32_t want = byte_hash (a, 13);
  int same = 0;
  for (int i = 0; i < 2; i++)
    {
      /* word_hash only reads memory: GCC may merge calls with the same
	 arguments (ipa-pure-const), unless memory may change between.  */
      __asm__ volatile ("" : : : "memory");
      same += (word_hash (a, 13) == want) + (word_hash (b, 13) == want);
    }
  printf ("%d of 4 equal\n", same);
  /* { dg-output "4 of 4 equal\r?\n" } */
  /* { dg-foc-summary 4 4 0 1 } */
  free (b);
  free (a);
  return 0;
}
