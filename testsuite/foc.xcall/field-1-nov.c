/* Purpose: buffers reached through struct fields.  make_req () stores
   heap and stack buffer pointers into a request; serve () and count ()
   load them again and use every byte in bounds: no report.  */
/* { dg-do run } */
#include <stdio.h>
#include <stdlib.h>

#define NI __attribute__ ((noinline, noclone))

struct req
{
  int len;
  char *out;
  int *vals;
  const char *name;
};

static NI struct req *
make_req (int len, const char *name)
{
  struct req *r = malloc (sizeof *r);
  r->len = len;
  r->out = malloc (len);
  r->vals = calloc (len, sizeof *r->vals);
  r->name = name;
  return r;
}

static NI void
serve (struct req *r)
{
  for (int i = 0; i < r->len; i++)
    {
      r->out[i] = r->name[i % 4];
      r->vals[i] = i * i;
    }
}

static NI int
count (const struct req *r)
{
  int s = 0;
  for (int i = 0; i < r->len; i++)
    s += r->vals[i] + (r->out[i] == 'a');
  return s;
}

int
main (void)
{
  setvbuf (stdout, NULL, _IONBF, 0);
  volatile int n = 12;
  char local[4] = "abcd";
  struct req *r = make_req (n, local);
  serve (r);
  printf ("%.12s %d\n", r->out, count (r));
  /* { dg-output "abcdabcdabcd 509\r?\n" } */
  char stackout[12];
  struct req s = *r;
  s.out = stackout;
  serve (&s);
  printf ("%.12s %d\n", stackout, count (&s));
  /* { dg-output "abcdabcdabcd 509\r?\n" } */
  free (r->vals);
  free (r->out);
  free (r);
  printf ("done\n");
  /* { dg-output "done\r?\n" } */
  return 0;
}
