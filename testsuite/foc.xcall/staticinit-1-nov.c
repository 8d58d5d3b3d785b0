/* Purpose: static initializers that hold addresses: a table of string
   literals, a table of pointers to global buffers, a struct table with
   names and function pointers, and a file-scope "char *p = buf".  Their
   slots were never stored by instrumented code, so the pointers loaded
   from them have unknown bounds; the program walks and writes them in
   bounds and must run as with plain gcc, with no report.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

static const char *const names[] = { "alpha", "beta", "gamma", "delta", NULL };

char buf_a[8], buf_b[16];
char *bufs[] = { buf_a, buf_b };
int sizes[] = { sizeof buf_a, sizeof buf_b };
char *cursor = buf_b + 4;
static const char banner[] = "failure-oblivious";
const char *banner_end = banner + sizeof banner - 2;

static int twice (int x) { return 2 * x; }
static int square (int x) { return x * x; }

struct op
{
  const char *name;
  int (*fn) (int);
} ops[] = { { "twice", twice }, { "square", square } };

static NI int
total_len (void)
{
  int n = 0;
  for (const char *const *p = names; *p; p++)
    for (const char *c = *p; *c; c++)
      n++;
  return n;
}

static NI void
paint (void)
{
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < sizes[k]; i++)
      bufs[k][i] = 'a' + i;
  for (int i = 0; i < 12; i++)
    cursor[i] = 'A' + i;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  paint ();
  printf ("%d %.8s %.16s %c%c\n", total_len (), buf_a, buf_b, *banner_end,
          banner_end[-16]);
  /* { dg-output "19 abcdefgh abcdABCDEFGHIJKL sf\r?\n" } */
  for (int k = 0; k < 2; k++)
    printf ("%s(%d)=%d ", ops[k].name, 7, ops[k].fn (7));
  printf ("\n");
  /* { dg-output "twice\\(7\\)=14 square\\(7\\)=49 \r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
