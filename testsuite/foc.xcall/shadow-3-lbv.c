/* Purpose: a write just before the start of a buffer, through a pointer
   held by a small by-value struct kept in locals (foc-shadow.cc), is
   dropped and reported whether the struct came back from a call, from
   the heap or from a local copy.  The byte before the heap block, the
   top of glibc's chunk header, keeps its value: free, which checks the
   header, succeeds.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct view
{
  char *data;
  long len;
};

static NI struct view
view_of (char *p, long len)
{
  struct view v = { p, len };
  return v;
}

static NI void
poke_before (struct view v)
{
  v.data[0] = '+';
  v.data[-1] = '!'; /* { dg-foc-report write 1 dropped count 3 func poke_before } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char *buf = malloc (8);
  memcpy (buf, "bbbbbbbb", 8);
  struct view a = view_of (buf, 8);
  poke_before (a);
  struct view *heap = malloc (sizeof *heap);
  *heap = a;
  struct view b = *heap;
  poke_before (b);
  struct view c = b;
  poke_before (c);
  printf ("%.8s\n", buf);
  /* { dg-output "\\+bbbbbbb\r?\n" } */
  free (heap);
  free (buf);
  printf ("freed\n");
  /* { dg-output "freed\r?\n" } */
  /* { dg-foc-summary 3 0 3 1 } */
  return 0;
}
