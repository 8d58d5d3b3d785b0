/* Purpose: variadic functions.  The named pointer parameter carries its
   bounds; the pointers passed through "..." are fetched with va_arg and
   get unknown bounds (never wrong ones).  Everything is used in bounds
   and the output is that of plain gcc, with no report.  */
/* { dg-do run } */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

/* Concatenates the N strings after N into DST (of SIZE bytes).  */
static NI int
concat (char *dst, int size, int n, ...)
{
  va_list ap;
  int len = 0;
  va_start (ap, n);
  for (int k = 0; k < n; k++)
    {
      const char *s = va_arg (ap, const char *);
      for (int i = 0; s[i] && len < size - 1; i++)
        dst[len++] = s[i];
    }
  va_end (ap);
  dst[len] = 0;
  return len;
}

/* Stores V into each of the N int pointers after N.  */
static NI void
set_all (int v, int n, ...)
{
  va_list ap;
  va_start (ap, n);
  for (int k = 0; k < n; k++)
    {
      int *p = va_arg (ap, int *);
      p[0] = v;
      p[1] = v + 1;
    }
  va_end (ap);
}

static NI int
vsum (int n, va_list ap)
{
  int s = 0;
  for (int k = 0; k < n; k++)
    {
      const char *p = va_arg (ap, const char *);
      s += p[0] + p[1];
    }
  return s;
}

static NI int
sum (int n, ...)
{
  va_list ap;
  va_start (ap, n);
  int s = vsum (n, ap);
  va_end (ap);
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  char out[12];
  char mid[3] = "lo";
  char *heap = malloc (8);
  for (int i = 0; i < 7; i++)
    heap[i] = "failure"[i];
  heap[7] = 0;
  int len = concat (out, sizeof out, 3, "hel", mid, heap);
  int a[2], b[2];
  int *c = malloc (2 * sizeof *c);
  set_all (7, 3, a, b, c);
  printf ("%d %s %d %d %d %d\n", len, out, a[1], b[0], c[1],
          sum (2, mid, heap));
  /* { dg-output "11 hellofailur 8 7 8 418\r?\n" } */
  free (c);
  free (heap);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
