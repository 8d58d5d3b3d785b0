/* Purpose: the result of strchr, strrchr, strstr, memchr, strpbrk,
   strtok, strtok_r and basename has the bounds of the string it points into, so
   stepping past the end of that object from the result (here in a
   callee, through the returned pointer) is caught: writes dropped, reads
   manufactured.  The neighbouring objects keep their bytes.  */
/* { dg-do run } */
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

static NI void
put (char *p, int i, char c)
{
  p[i] = c; /* { dg-foc-report write 1 dropped count 5 func put } */
}

static NI int
get (const char *p, int i)
{
  return p[i]; /* { dg-foc-report read 1 manufactured func get } */
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int k = 1;
  char before[4] = "BBB", line[8] = "ab:cd;e", after[4] = "AAA";
  /* line: a b : c d ; e \0 -- 8 bytes.  */
  put (strchr (line, ':'), 5 + k, '!');     /* line[8] */
  put (strrchr (line, ';'), 2 + k, '!');    /* line[8] */
  put (strstr (line, "cd"), 4 + k, '!');    /* line[8] */
  put (memchr (line, 'e', sizeof line), 1 + k, '!');  /* line[8] */
  put (strpbrk (line, ";"), 2, '#');        /* line[7], in bounds */
  put (strpbrk (line, "d"), 3 + k, '!');    /* line[8] */
  int v = get (strchr (line, 'a'), 7 + k);  /* line[8] */
  char *h = malloc (6);
  char *guard = malloc (6);
  strcpy (h, "x,y");
  strcpy (guard, "ggggg");
  char *tok = strtok (h, ",");
  put (tok, 5 + k, '!');  /* h[6] */
  char words[5] = "p q", *save;
  char *w2 = strtok_r (words, " ", &save);  /* the first call: bounds of words */
  put (w2, 4 + k, '!');   /* words[5] */
  char path[6] = "/a/bc";
  char *base = basename (path);
  put (base, 2 + k, '!');   /* path[6] */
  /* { dg-foc-report write 1 dropped count 3 func put line 17 } */
  printf ("%.8s %s %s %s %d %s %s\n", line, before, after, guard, v, base, w2);
  /* { dg-output "ab:cd;e# BBB AAA ggggg 0 bc p\r?\n" } */
  free (guard);
  free (h);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  /* { dg-foc-summary 9 1 8 2 } */
  return 0;
}
