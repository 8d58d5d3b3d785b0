/* Purpose: in-bounds accesses to global arrays and structs, including
   through pointers stored in globals and walked by other functions.  */
/* { dg-do run } */
#include <stdio.h>

#define NI __attribute__ ((noinline, noclone))

int table[10];
char name[] = "global";
struct { int n; int v[5]; } rec = { 5, { 1, 2, 3, 4, 5 } };
int *cursor;

static NI int
walk (void)
{
  int s = 0;
  for (int *p = cursor; p != table + 10; p++)
    s += *p;
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 10;
  for (int i = 0; i < n; i++)
    table[i] = i;
  cursor = table;
  int len = 0;
  for (const char *p = name; *p; p++)
    len++;
  int rs = 0;
  for (int i = 0; i < rec.n; i++)
    rs += rec.v[i];
  printf ("%d %d %d %c\n", walk (), len, rs, name[len - 1]);
  /* { dg-output "45 6 15 l\r?\n" } */
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
