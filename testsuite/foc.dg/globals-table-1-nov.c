/* Purpose: pointers to globals of every kind (public and static arrays,
   a struct, a static local, a const table, a file-scope compound
   literal) stored by the million in heap objects, as an interpreter or
   a parser does, come back with their bounds and need no metadata entry:
   the process grows by the heap array only (the table would need twice
   its size).  The linker's symbols, extern arrays of unknown size that
   no instrumented unit defines, stay unchecked, even one that has the
   address of a variable (a linker set's __start_SECTION).  No
   report.  */
/* { dg-do run } */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NI __attribute__ ((noinline, noclone))

char pub[8] = "public";
static char priv[8] = "private";
static struct { int a[3]; char tag[4]; } rec = { { 1, 2, 3 }, "rec" };
static const char *const names[] = { "zero", "one", "two" };
static int *lit = (int []) { 10, 20, 30 };
extern const char __executable_start[];

/* A linker set: the linker's __start_ and __stop_ symbols bracket the
   section, and the first has the address of one of its variables.  */
struct item { int v; };
struct item item1 __attribute__ ((used, section ("foc_items"))) = { 1 };
struct item item2 __attribute__ ((used, section ("foc_items"))) = { 20 };
struct item item3 __attribute__ ((used, section ("foc_items"))) = { 300 };
extern struct item __start_foc_items[], __stop_foc_items[];

static NI const char *
counter (void)
{
  static char count[4] = "cnt";
  return count;
}

/* Resident memory of the process, in KB.  */
static long
rss_kb (void)
{
  FILE *f = fopen ("/proc/self/status", "r");
  char line[128];
  long kb = -1;
  while (f && fgets (line, sizeof line, f))
    if (sscanf (line, "VmRSS: %ld", &kb) == 1)
      break;
  if (f)
    fclose (f);
  return kb;
}

int
main (void)
{
  const void *targets[] = { pub, priv, &rec, rec.tag, names, lit,
			    counter () };
  enum { NT = sizeof targets / sizeof *targets, N = 2 << 20 };
  const void **slots = malloc (N * sizeof *slots);
  if (!slots)
    return 1;
  memset (slots, 0, N * sizeof *slots);
  long before = rss_kb ();
  for (long i = 0; i < N; i++)
    slots[i] = targets[i % NT];
  long sum = 0;
  for (long i = 0; i < N; i++)
    {
      const char *p = slots[i];
      switch (i % NT)
	{
	case 0: case 1: case 3: case 6:
	  sum += (long) strlen (p);
	  break;
	case 2:
	  sum += ((const int *) p)[2];
	  break;
	case 4:
	  sum += (long) strlen (((const char *const *) p)[2]);
	  break;
	default:
	  sum += ((const int *) p)[1];
	}
    }
  long grown = rss_kb () - before;
  /* The slots hold 16 MB; their entries would take 32 MB more.  */
  printf ("sum %ld, memory %s\n", sum,
	  grown < 24 * 1024 ? "as without foc" : "grown by entries");
  /* { dg-output "sum 13481691, memory as without foc\r?\n" } */
  int set = 0;
  for (struct item *it = __start_foc_items; it < __stop_foc_items; it++)
    set += it->v;
  printf ("%.3s %s %s %s %s %d %d\n", __executable_start + 1, pub, priv,
	  rec.tag, names[1], lit[2], set);
  /* { dg-output "ELF public private rec one 30 321\r?\n" } */
  free (slots);
  return 0;
}
