/* Purpose: tagged values (a union of a pointer, an integer and a double,
   as in an interpreter's stack) copied by value among globals hold
   numbers of every kind -- small, negative, huge, doubles -- and pointers
   to globals, which need metadata entries.  Copying a number writes no
   entry; the numbers and the strings read through the copied pointers
   come out as without foc, with no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

enum tag { NUM, INT, PTR };
struct tv
{
  union { char *p; long i; double d; } v;
  enum tag tag;
};

static char s1[] = "alpha", s2[] = "beta";
static struct tv stack[8];

static NI void
move (struct tv *d, const struct tv *s)
{
  *d = *s;
}

int
main (void)
{
  long ints[] = { 0, 7, -1, 65535, 65536, 1L << 40, -(1L << 40),
		  0x7fffffffffffffffL };
  double nums[] = { 0.5, -2.25, 1e300, 3e-310 };
  for (int k = 0; k < 8; k++)
    {
      stack[k].tag = k % 3 == 0 ? PTR : k % 3 == 1 ? INT : NUM;
      if (stack[k].tag == PTR)
	stack[k].v.p = k & 1 ? s1 : s2;
      else if (stack[k].tag == INT)
	stack[k].v.i = ints[k];
      else
	stack[k].v.d = nums[k % 4];
    }
  /* Rotate the stack through every slot, several times, so that each
     slot holds each kind of value in turn.  */
  long isum = 0;
  double dsum = 0;
  char text[64] = "";
  for (int r = 0; r < 3; r++)
    {
      struct tv t;
      move (&t, &stack[0]);
      for (int j = 0; j < 7; j++)
	move (&stack[j], &stack[j + 1]);
      move (&stack[7], &t);
      for (int k = 0; k < 8; k++)
	{
	  struct tv *top = &stack[k];
	  if (top->tag == PTR)
	    {
	      size_t n = strlen (text);
	      if (n + 8 < sizeof text)
		snprintf (text + n, sizeof text - n, "%c%zu", top->v.p[0],
			  strlen (top->v.p));
	    }
	  else if (top->tag == INT)
	    isum += top->v.i >> 8;
	  else
	    dsum += top->v.d;
	}
    }
  printf ("%ld %g %s\n", isum, dsum, text);
  /* { dg-output "108086391056892669 3e\\+300 a5b4b4a5b4b4a5b4b4\r?\n" } */
  return 0;
}
