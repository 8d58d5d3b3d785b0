/* Purpose: arrays declared without a size (here through asm labels
   naming variables this unit defines) used in bounds: many in one
   function, in loops, through pointers stored in heap objects, with a
   string one passed to the C library; and ones no instrumented unit
   defines (the linker's symbols) stay unchecked.  Output as without
   foc, no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

#define PAIR(n) \
  int d##n[n + 1] __asm__ ("foc_xa3_" #n); \
  extern int e##n[] __asm__ ("foc_xa3_" #n);
PAIR (1) PAIR (2) PAIR (3) PAIR (4) PAIR (5) PAIR (6) PAIR (7) PAIR (8)
PAIR (9) PAIR (10)
char text[] __asm__ ("foc_xa3_text") = "extern text";
extern char etext_[] __asm__ ("foc_xa3_text");
extern const char __executable_start[];

struct node
{
  int *p;
  struct node *next;
};

static NI int
sum_all (void)
{
  int *arrays[] = { e1, e2, e3, e4, e5, e6, e7, e8, e9, e10 };
  int s = 0;
  for (int n = 1; n <= 10; n++)
    for (int i = 0; i <= n; i++)
      s += arrays[n - 1][i];
  return s + e10[10] + e1[1];
}

int
main (void)
{
  for (int i = 0; i <= 10; i++)
    e10[i] = i;
  for (int i = 0; i <= 1; i++)
    e1[i] = 100 * i;
  struct node *head = NULL;
  for (int i = 0; i < 1000; i++)
    {
      struct node *n = malloc (sizeof *n);
      if (!n)
	return 1;
      n->p = i & 1 ? e10 : e1;
      n->next = head;
      head = n;
    }
  long s = 0;
  for (struct node *n = head; n; n = n->next)
    s += n->p[1];
  while (head)
    {
      struct node *n = head->next;
      free (head);
      head = n;
    }
  printf ("%d %ld %zu %s %.3s\n", sum_all (), s, strlen (etext_),
	  etext_ + 7, __executable_start + 1);
  /* { dg-output "265 50500 11 text ELF\r?\n" } */
  return 0;
}
