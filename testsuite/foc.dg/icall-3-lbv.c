/* Purpose: a method read before the start of its table, and one read
   through an object pointer that was itself read out of bounds: both
   calls are skipped, with a manufactured double and a skipped void call,
   and the objects around are untouched.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct shape;
struct vtbl
{
  double (*area) (const struct shape *);
  void (*grow) (struct shape *);
};
struct shape
{
  const struct vtbl *vt;
  double w, h;
};

static int ran;
static double rect_area (const struct shape *s) { ran++; return s->w * s->h; }
static void rect_grow (struct shape *s) { ran++; s->w *= 2; }
static const struct vtbl rect = { rect_area, rect_grow };
static void (*growers[2]) (struct shape *) = { rect_grow, rect_grow };

static NI double
area_of (struct shape **all, int i)
{
  struct shape *s = all[i]; /* { dg-foc-report read 8 manufactured } */
  const struct vtbl *vt = s->vt; /* { dg-foc-report read 8 manufactured } */
  return vt->area (s); /* { dg-foc-report read 8 manufactured } */
  /* { dg-foc-call skipped line 34 } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  struct shape **all = malloc (2 * sizeof *all);
  for (int i = 0; i < 2; i++)
    {
      all[i] = malloc (sizeof **all);
      all[i]->vt = &rect;
      all[i]->w = i + 1;
      all[i]->h = 3;
    }
  volatile int back = -1;
  double a0 = area_of (all, 0);
  double ab = area_of (all, back);
  printf ("%g %g %d\n", a0, ab, ran);
  /* { dg-output "3 0 1\r?\n" } */
  growers[back] (all[1]); /* { dg-foc-report read 8 manufactured } */
  /* { dg-foc-call skipped line 55 } */
  printf ("%g %g %g %g %d\n", all[0]->w, all[0]->h, all[1]->w, all[1]->h,
	  ran);
  /* { dg-output "1 3 2 3 1\r?\n" } */
  /* { dg-foc-summary 4 4 0 4 2 } */
  free (all[0]);
  free (all[1]);
  free (all);
  return 0;
}
