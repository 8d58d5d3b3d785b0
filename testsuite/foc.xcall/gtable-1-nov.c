/* Purpose: a global table of pointers to buffers of different kinds and
   sizes (heap, static, global, string literal), filled by one function
   and walked by others: every access in bounds, no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

struct slot
{
  char *buf;
  int size;
};

struct slot table[4];
char gbuf[5];

static NI void
init (void)
{
  static char sbuf[3];
  table[0].buf = malloc (7);
  table[0].size = 7;
  table[1].buf = sbuf;
  table[1].size = sizeof sbuf;
  table[2].buf = gbuf;
  table[2].size = sizeof gbuf;
  table[3].buf = calloc (1, 2);
  table[3].size = 2;
}

static NI void
paint (int k, char c)
{
  for (int i = 0; i < table[k].size; i++)
    table[k].buf[i] = c + i;
}

static NI void
show (int k)
{
  for (int i = 0; i < table[k].size; i++)
    putchar (table[k].buf[i]);
  putchar ('\n');
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 4;
  init ();
  for (int k = 0; k < n; k++)
    paint (k, 'a' + 2 * k);
  for (int k = 0; k < n; k++)
    show (k);
  /* { dg-output "abcdefg\r?\ncde\r?\nefghi\r?\ngh\r?\n" } */
  free (table[0].buf);
  free (table[3].buf);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
