/* Purpose: after realloc grows (and moves) an array of pointers, the
   grown block has the new bounds: writing the element one past its new
   end is dropped, reading it is manufactured.  The pointers carried over
   by realloc keep their own objects' bounds: a write one past the end of
   an element's buffer, through the grown array, is dropped too.  The
   neighbouring blocks keep their bytes.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI char **
grow (char **arr, int n)
{
  return realloc (arr, n * sizeof *arr);
}

static NI void
set (char **arr, int k, char *v)
{
  arr[k] = v; /* { dg-foc-report write 8 dropped func set } */
}

static NI char *
get (char **arr, int k)
{
  return arr[k]; /* { dg-foc-report read 8 manufactured func get } */
}

static NI void
poke (char **arr, int k, int i)
{
  arr[k][i] = '!'; /* { dg-foc-report write 1 dropped count 2 func poke } */
}

char gbuf[4] = "ggg", gback[4] = "bbb";

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 2, m = 40;
  char *h = malloc (4);
  char *hguard = malloc (4);
  strcpy (h, "hhh");
  strcpy (hguard, "GGG");
  char **arr = malloc (n * sizeof *arr);
  arr[0] = h;
  arr[1] = gbuf;
  char *spacer = malloc (64);  /* so that realloc must move arr */
  arr = grow (arr, m);
  char **after = malloc (m * sizeof *after);
  for (int k = 2; k < m; k++)
    set (arr, k, NULL);
  set (arr, m, h);
  char *x = get (arr, m);
  poke (arr, 0, 4);
  poke (arr, 1, 4);
  poke (arr, 0, 3);  /* h[3]: in bounds */
  after[0] = NULL;
  printf ("%.4s %s %s %s %s %s\n", arr[0], arr[1], hguard, gback,
          x == NULL ? "null" : "other", after[0] == NULL ? "intact" : "smashed");
  /* { dg-output "hhh! ggg GGG bbb null intact\r?\n" } */
  free (after);
  free (spacer);
  free (arr);
  free (hguard);
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 4 1 3 3 } */
  return 0;
}
