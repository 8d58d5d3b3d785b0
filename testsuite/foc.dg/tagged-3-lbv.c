/* Purpose: as tagged-2-ubv.c, below the start: a slot of a tagged value
   that held a pointer to one global, then numbers, then, copied in from
   another slot, a pointer to a smaller global: writes and reads before
   the smaller global through it are caught with its own bounds, not
   those the slot's stale entry still holds, and the guards around it are
   untouched.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

struct tv
{
  union { char *p; long i; double d; } v;
  int tag;
};

char guard1[4] = "ggg";
char big[16] = "0123456789abcde";
char small[4] = "xyz";
char guard2[4] = "hhh";
struct tv slots[3];

static NI void
move (struct tv *d, const struct tv *s)
{
  *d = *s;
}

static NI void
poke (struct tv *t, long i, char c)
{
  t->v.p[i] = c; /* { dg-foc-report write 1 dropped count 2 } */
}

static NI int
peek (struct tv *t, long i)
{
  return t->v.p[i]; /* { dg-foc-report read 1 manufactured } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  slots[0].v.p = big + 8;
  slots[1].v.p = small;
  slots[2].v.i = 7;
  move (&slots[0], &slots[2]);	/* the entry for big stays behind */
  slots[2].v.d = -2.5;
  move (&slots[0], &slots[2]);
  slots[2].v.i = -1;
  move (&slots[0], &slots[2]);
  move (&slots[0], &slots[1]);	/* now small, with small's entry */
  volatile long minus1 = -1;
  poke (&slots[0], minus1, 'X');
  poke (&slots[0], minus1 - 8, 'X');
  int v = peek (&slots[0], minus1 - 1);
  int ok = guard1[0] == 'g' && guard1[2] == 'g' && guard2[0] == 'h'
	   && guard2[2] == 'h' && big[12] == 'c';
  printf ("%d %s %ld %s\n", v, slots[0].v.p, slots[2].v.i,
	  ok ? "guards intact" : "guards smashed");
  /* { dg-output "0 xyz -1 guards intact\r?\n" } */
  /* { dg-foc-summary 3 1 2 2 } */
  return 0;
}
