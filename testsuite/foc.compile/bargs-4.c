/* Purpose: when optimising, -fplugin-arg-foc-verbose notes each static
   function that takes the bounds of its pointer arguments as extra
   arguments (foc-bargs.cc), and only those whose every call is a direct
   call of this unit: not one whose address is taken, a public one, a
   variadic one, one passed a struct holding a pointer by value (which
   travels through the mailbox), one marked used (asm may call it), nor
   one without pointer parameters, unless it returns a pointer (whose
   bounds it then stores in a slot of its caller's frame).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-foc-verbose" } */
/* { dg-foc-compile-output {^(?=.*:20:[0-9]+: note: foc: .first. takes the bounds of its 1 pointer parameter as arguments)(?=.*:26:[0-9]+: note: foc: .both. takes the bounds of its 2 pointer parameters as arguments)(?=.*:72:[0-9]+: note: foc: .name. returns the bounds of its result in a slot of the caller)(?!.*.(taken|pub|vary|byval|kept|count|name). takes the bounds)(?!.*.(first|both|count). returns the bounds)} "three rewritten" } */

#include <stdarg.h>

#define NI __attribute__ ((noinline, noclone))

struct sp { char *p; long n; };

static NI int
first (const char *s)
{
  return s[0];
}

static NI int
both (const char *a, int i, const char *b)
{
  return a[i] + b[i];
}

static NI int
taken (const char *s)
{
  return s[1];
}

NI int
pub (const char *s)
{
  return s[2];
}

static NI int
vary (int n, ...)
{
  va_list ap;
  va_start (ap, n);
  const char *s = va_arg (ap, const char *);
  va_end (ap);
  return s[n];
}

static NI int
byval (struct sp x)
{
  return x.p[x.n];
}

static NI __attribute__ ((used)) int
kept (const char *s)
{
  return s[3];
}

static NI int
count (int n)
{
  return n + 1;
}

static NI const char *
name (int n)
{
  return n ? "one" : "other";
}

int (*volatile fp) (const char *) = taken;

int
use (const char *s, int i, struct sp x)
{
  return (first (s) + both (s, i, s + 1) + fp (s) + pub (s) + vary (1, s)
	  + byval (x) + kept (s) + count (i) + name (i)[1]);
}
