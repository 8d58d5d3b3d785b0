/* selftest.c -- unit test of libfoc, calling the __foc_* ABI directly with
   hand-computed bounds.

   Run without arguments, it runs itself again once per scenario (argv[1]
   names it) with its own FOC_OPTIONS, stdout and stderr going to
   temporary files, and checks the exit status and output of each run.
   Prints "selftest: N checks passed" and exits 0 on success.  */

#define _GNU_SOURCE 1

#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "foc.h"

/* The differential test calls the C library on pieces of one arena; it
   skips the cases that would overlap, which GCC cannot see.  */
#pragma GCC diagnostic ignored "-Wrestrict"

#define UNK 0, UINTPTR_MAX
#define B(p, n) (uintptr_t) (p), (uintptr_t) (p) + (n)
#define U(p) ((uintptr_t) (p))

static int checks, failures;

#define CHECK(cond, ...)                                                \
  do {                                                                  \
    checks++;                                                           \
    if (!(cond))                                                        \
      {                                                                 \
        failures++;                                                     \
        printf ("FAIL %s:%d: ", __FILE__, __LINE__);                    \
        printf (__VA_ARGS__);                                           \
        printf ("\n");                                                  \
      }                                                                 \
  } while (0)

static const char site1[] = "fill at t.c:12";
static const char site2[] = "main at t.c:20";

static char *
xasprintf (const char *fmt, ...)
{
  va_list ap;
  char *s;

  va_start (ap, fmt);
  if (vasprintf (&s, fmt, ap) < 0)
    abort ();
  va_end (ap);
  return s;
}

/* The expected report line.  */
static char *
line (const char *rw, size_t size, const void *addr, uintptr_t base,
      uintptr_t bound, const char *what, const char *site, const char *act)
{
  return xasprintf ("foc: out-of-bounds %s of %zu bytes at 0x%lx, object "
                    "[0x%lx, 0x%lx), %s%s%s: %s\n", rw, size,
                    (unsigned long) addr, (unsigned long) base,
                    (unsigned long) bound, what ? what : "",
                    what ? ", in " : "in ", site, act);
}

static char *
cat (char *a, char *b)
{
  char *s = xasprintf ("%s%s", a, b);
  free (a);
  free (b);
  return s;
}

/* Reading back the log file (scenario "unit" runs with log_path).  */

static const char *log_file;
static long log_off;

static char *
log_new (void)
{
  FILE *f = fopen (log_file, "r");
  char *s;
  long n;

  if (!f)
    return strdup ("");
  fseek (f, 0, SEEK_END);
  n = ftell (f) - log_off;
  s = calloc (1, n + 1);
  fseek (f, log_off, SEEK_SET);
  n = fread (s, 1, n, f);
  log_off += n;
  fclose (f);
  return s;
}

#define EXPECT_LOG(want)                                                \
  do {                                                                  \
    char *w_ = (want), *g_ = log_new ();                                \
    CHECK (strcmp (w_, g_) == 0, "report\n  want: %s  got:  %s", w_, g_); \
    free (w_);                                                          \
    free (g_);                                                          \
  } while (0)

#define EXPECT_NO_LOG() EXPECT_LOG (strdup (""))

/* A model of the generator: gen_sync reads values until it knows where the
   calling thread's generator is, then model_next predicts it.  */

static unsigned model_phase;
static uint64_t model_k;

static void
gen_sync (void)
{
  uint64_t prev = 0, v;

  for (;;)
    {
      v = __foc_value ();
      if (v == 0 && prev >= 2)
        break;
      prev = v;
    }
  model_phase = 1;
  model_k = prev + 1;
}

static unsigned char
model_next (void)
{
  switch (model_phase)
    {
    case 0:
      model_phase = 1;
      return 0;
    case 1:
      model_phase = 2;
      return 1;
    default:
      model_phase = 0;
      return (unsigned char) model_k++;
    }
}

/* The generator must be where the model says.  */
static void
gen_check (int line)
{
  uint64_t v = __foc_value ();
  unsigned char m = model_next ();

  checks++;
  if ((unsigned char) v != m)
    {
      failures++;
      printf ("FAIL line %d: generator at %lu, model says %u\n", line,
              (unsigned long) v, m);
    }
}

/* Scenario "gen": the generator sequence, per thread.  */

static int
gen_ok (void)
{
  uint64_t want[] = { 0, 1, 2, 0, 1, 3, 0, 1, 4, 0, 1, 5, 0, 1, 6 };
  size_t i;

  for (i = 0; i < sizeof want / sizeof want[0]; i++)
    if (__foc_value () != want[i])
      return 0;
  return 1;
}

static void *
gen_thread (void *arg)
{
  *(int *) arg = gen_ok ();
  return NULL;
}

static void
scenario_gen (void)
{
  pthread_t t[4];
  int ok[4], i;

  CHECK (gen_ok (), "main thread sequence");
  for (i = 0; i < 4; i++)
    pthread_create (&t[i], NULL, gen_thread, &ok[i]);
  for (i = 0; i < 4; i++)
    {
      pthread_join (t[i], NULL);
      CHECK (ok[i], "thread %d sequence", i);
    }
  CHECK (__foc_value () == 0 && __foc_value () == 1
         && __foc_value () == 7, "main thread continues");
  CHECK (__foc_violation_count () == 0, "no violations");
}

/* Randomized differential test of the in-bounds fast paths against the C
   library, with exact and with unknown bounds.  */

#define AR 512
static unsigned char ra[AR], rb[AR];

static void
rfill (void)
{
  size_t i;

  for (i = 0; i < AR; i++)
    ra[i] = rb[i] = rand () % 8 == 0 ? 0 : 'a' + rand () % 4;
}

/* A random object [*LO, *HI) inside the arena, ending with a NUL.  */
static void
robj (size_t *lo, size_t *hi)
{
  *lo = rand () % (AR / 2);
  *hi = *lo + 1 + rand () % (AR / 2 - 1);
  ra[*hi - 1] = rb[*hi - 1] = 0;
}

static int
sgn (int x)
{
  return (x > 0) - (x < 0);
}

static void
vsp (char *buf, size_t base, size_t bound, int unk, int *r, const char *f,
     ...)
{
  va_list ap, ap2;

  va_start (ap, f);
  va_copy (ap2, ap);
  if (unk)
    r[0] = __foc_vsprintf (site1, UNK, UNK, (char *) ra + base, f, ap);
  else
    r[0] = __foc_vsprintf (site1, B (ra + base, bound - base), UNK,
                           (char *) ra + base, f, ap);
  r[1] = vsprintf ((char *) rb + base, f, ap2);
  va_end (ap2);
  va_end (ap);
  (void) buf;
}

static void
differential (void)
{
  int iter, bad = 0;

  for (iter = 0; iter < 20000 && bad < 10; iter++)
    {
      size_t dlo, dhi, slo, shi, d, s, n, len;
      int op = rand () % 22, unk = rand () % 4 == 0, r[2];
      uintptr_t db, de, sb, se;
      intptr_t x = 0, y = 0;

      rfill ();
      robj (&dlo, &dhi);
      robj (&slo, &shi);
      db = unk ? 0 : U (ra + dlo);
      de = unk ? UINTPTR_MAX : U (ra + dhi);
      sb = unk ? 0 : U (ra + slo);
      se = unk ? UINTPTR_MAX : U (ra + shi);
      d = dlo + rand () % (dhi - dlo);
      s = slo + rand () % (shi - slo);
      n = rand () % (dhi - d + 1);
      switch (op)
        {
        case 0:
          n = n < shi - s ? n : shi - s;
          if (slo < dhi && dlo < shi)
            break;
          x = (char *) __foc_memcpy (site1, db, de, sb, se, ra + d, ra + s, n)
            - (char *) ra;
          y = (char *) memcpy (rb + d, rb + s, n) - (char *) rb;
          break;
        case 1:
          n = n < shi - s ? n : shi - s;
          if (slo < dhi && dlo < shi)
            break;
          x = (char *) __foc_mempcpy (site1, db, de, sb, se, ra + d, ra + s,
                                      n) - (char *) ra;
          y = (char *) mempcpy (rb + d, rb + s, n) - (char *) rb;
          break;
        case 2:
          n = n < shi - s ? n : shi - s;
          x = (char *) __foc_memmove (site1, db, de, sb, se, ra + d, ra + s,
                                      n) - (char *) ra;
          y = (char *) memmove (rb + d, rb + s, n) - (char *) rb;
          break;
        case 3:
          x = (char *) __foc_memset (site1, db, de, ra + d, s, n)
            - (char *) ra;
          y = (char *) memset (rb + d, s, n) - (char *) rb;
          break;
        case 4:
          __foc_bzero (site1, db, de, ra + d, n);
          bzero (rb + d, n);
          break;
        case 5:
          {
            void *p = __foc_memchr (site1, db, de, ra + d, 'b', n);
            void *q = memchr (rb + d, 'b', n);
            x = p ? (char *) p - (char *) ra : -1;
            y = q ? (char *) q - (char *) rb : -1;
          }
          break;
        case 6:
          n = n < shi - s ? n : shi - s;
          x = sgn (__foc_memcmp (site1, db, de, sb, se, ra + d, ra + s, n));
          y = sgn (memcmp (rb + d, rb + s, n));
          break;
        case 7:
        case 8:
          len = strlen ((char *) ra + s);
          if (len + 1 > dhi - d || (slo < dhi && dlo < shi))
            break;
          if (op == 7)
            {
              x = __foc_strcpy (site1, db, de, sb, se, (char *) ra + d,
                                (char *) ra + s) - (char *) ra;
              y = strcpy ((char *) rb + d, (char *) rb + s) - (char *) rb;
            }
          else
            {
              x = __foc_stpcpy (site1, db, de, sb, se, (char *) ra + d,
                                (char *) ra + s) - (char *) ra;
              y = stpcpy ((char *) rb + d, (char *) rb + s) - (char *) rb;
            }
          break;
        case 9:
        case 10:
          if (slo < dhi && dlo < shi)
            break;
          if (op == 9)
            {
              x = __foc_strncpy (site1, db, de, sb, se, (char *) ra + d,
                                 (char *) ra + s, n) - (char *) ra;
              y = strncpy ((char *) rb + d, (char *) rb + s, n)
                - (char *) rb;
            }
          else
            {
              x = __foc_stpncpy (site1, db, de, sb, se, (char *) ra + d,
                                 (char *) ra + s, n) - (char *) ra;
              y = stpncpy ((char *) rb + d, (char *) rb + s, n)
                - (char *) rb;
            }
          break;
        case 11:
        case 12:
          len = strlen ((char *) ra + s);
          if (op == 12 && n < len)
            len = n;
          if (strlen ((char *) ra + d) + len + 1 > dhi - d
              || (slo < dhi && dlo < shi))
            break;
          if (op == 11)
            {
              x = __foc_strcat (site1, db, de, sb, se, (char *) ra + d,
                                (char *) ra + s) - (char *) ra;
              y = strcat ((char *) rb + d, (char *) rb + s) - (char *) rb;
            }
          else
            {
              x = __foc_strncat (site1, db, de, sb, se, (char *) ra + d,
                                 (char *) ra + s, n) - (char *) ra;
              y = strncat ((char *) rb + d, (char *) rb + s, n)
                - (char *) rb;
            }
          break;
        case 13:
          x = __foc_strlen (site1, sb, se, (char *) ra + s);
          y = strlen ((char *) rb + s);
          x += __foc_strnlen (site1, sb, se, (char *) ra + s, n) * 1000;
          y += strnlen ((char *) rb + s, n) * 1000;
          break;
        case 14:
          x = sgn (__foc_strcmp (site1, db, de, sb, se, (char *) ra + d,
                                 (char *) ra + s));
          y = sgn (strcmp ((char *) rb + d, (char *) rb + s));
          x += 10 * sgn (__foc_strncmp (site1, db, de, sb, se,
                                        (char *) ra + d, (char *) ra + s,
                                        n));
          y += 10 * sgn (strncmp ((char *) rb + d, (char *) rb + s, n));
          break;
        case 15:
        case 16:
          {
            int c = "abcd"[rand () % 4] * (rand () % 8 != 0);
            char *p = op == 15
              ? __foc_strchr (site1, sb, se, (char *) ra + s, c)
              : __foc_strrchr (site1, sb, se, (char *) ra + s, c);
            char *q = op == 15 ? strchr ((char *) rb + s, c)
              : strrchr ((char *) rb + s, c);
            x = p ? p - (char *) ra : -1;
            y = q ? q - (char *) rb : -1;
          }
          break;
        case 17:
          {
            char *p = __foc_strstr (site1, db, de, sb, se, (char *) ra + d,
                                    (char *) ra + s);
            char *q = strstr ((char *) rb + d, (char *) rb + s);
            x = p ? p - (char *) ra : -1;
            y = q ? q - (char *) rb : -1;
          }
          break;
        case 18:
          {
            char *p = __foc_strdup (site1, sb, se, (char *) ra + s);
            char *q = __foc_strndup (site1, sb, se, (char *) ra + s, n);
            x = strcmp (p, (char *) rb + s) == 0
              && strncmp (q, (char *) rb + s, n) == 0
              && strlen (q) == strnlen ((char *) rb + s, n);
            y = 1;
            free (p);
            free (q);
          }
          break;
        case 19:
          if (n < 12)
            break;
          vsp (NULL, d, dhi, unk, r, "%s-%d", "xy", (int) n);
          x = r[0];
          y = r[1];
          break;
        case 20:
          x = __foc_snprintf (site1, db, de, UNK, (char *) ra + d, n,
                              "%d:%s", (int) s, "abcdefgh");
          y = snprintf ((char *) rb + d, n, "%d:%s", (int) s, "abcdefgh");
          break;
        case 21:
          if (slo < dhi && dlo < shi)
            break;
          x = __foc_snprintf (site1, db, de, UNK, (char *) ra + d, n,
                              "%s", (char *) ra + s);
          y = snprintf ((char *) rb + d, n, "%s", (char *) rb + s);
          break;
        }
      if (x != y || memcmp (ra, rb, AR) != 0)
        {
          bad++;
          CHECK (0, "differential op %d unk %d d %zu s %zu n %zu: %ld %ld",
                 op, unk, d, s, n, (long) x, (long) y);
        }
      else
        checks++;
    }
  CHECK (__foc_violation_count () == 0, "differential: no violations, %lu",
         __foc_violation_count ());
  EXPECT_NO_LOG ();
}

/* Scenario "unit": every wrapper out of bounds, in mode=oblivious.  The
   object under test is usually AR[64, 80); everything else in AR must stay
   0xaa.  */

static unsigned char ar[256];
#define OB B (ar + 64, 16)

static void
reset (void)
{
  memset (ar, 0xaa, sizeof ar);
}

static int
untouched (size_t lo, size_t hi)
{
  size_t i;

  for (i = 0; i < sizeof ar; i++)
    if ((i < lo || i >= hi) && ar[i] != 0xaa)
      return 0;
  return 1;
}

/* The unterminated string AR[64, 80) = "abcdefghijklmnop".  */
static void
set_alpha (void)
{
  reset ();
  memcpy (ar + 64, "abcdefghijklmnop", 16);
}

/* The string the wrappers see through OB after set_alpha, according to
   the model; LIMIT as for strnlen.  Returns bytes read.  */
static size_t
model_alpha (char *buf, size_t limit, size_t *len)
{
  size_t n = 0;
  int term = 0;

  while (n < limit && n < 16)
    buf[n] = "abcdefghijklmnop"[n], n++;
  while (n < limit)
    {
      unsigned char c = model_next ();
      if (c == 0)
        {
          term = 1;
          break;
        }
      buf[n++] = c;
    }
  buf[n] = 0;
  *len = n;
  return n + term;
}

#define L(rw, size, addr, what, site, act) \
  line (rw, size, addr, U (ar + 64), U (ar + 80), what, site, act)

static void
unit_mem (void)
{
  char src[64], dst[64], want[64];
  unsigned char orig[256];
  size_t i;
  void *r;

  for (i = 0; i < sizeof src; i++)
    src[i] = 'A' + i;

  /* memcpy: too long, then below the base.  */
  reset ();
  r = __foc_memcpy (site1, OB, UNK, ar + 72, src, 20);
  CHECK (r == ar + 72 && memcmp (ar + 72, src, 8) == 0 && untouched (72, 80),
         "memcpy dest overflow");
  EXPECT_LOG (L ("write", 20, ar + 72, "memcpy dest", site1, "dropped"));
  reset ();
  r = __foc_memcpy (site1, OB, UNK, ar + 60, src, 8);
  CHECK (r == ar + 60 && memcmp (ar + 64, src + 4, 4) == 0
         && untouched (64, 68), "memcpy dest underflow");
  EXPECT_LOG (L ("write", 8, ar + 60, "memcpy dest", site1, "dropped"));

  /* memcpy: source too short, the rest is manufactured.  */
  set_alpha ();
  gen_sync ();
  memset (dst, 0x55, sizeof dst);
  r = __foc_memcpy (site1, UNK, OB, dst, ar + 72, 12);
  for (i = 0; i < 8; i++)
    want[i] = "ijklmnop"[i];
  for (; i < 12; i++)
    want[i] = model_next ();
  CHECK (r == dst && memcmp (dst, want, 12) == 0 && dst[12] == 0x55,
         "memcpy src overflow");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", 12, ar + 72, "memcpy src", site1, "manufactured"));

  /* Both bad: two reports.  */
  reset ();
  r = __foc_memcpy (site2, OB, OB, ar + 76, ar + 60, 8);
  CHECK (untouched (64, 80), "memcpy both");
  EXPECT_LOG (cat (L ("write", 8, ar + 76, "memcpy dest", site2, "dropped"),
                   L ("read", 8, ar + 60, "memcpy src", site2,
                      "manufactured")));

  /* mempcpy returns DEST + N even past the bound.  */
  reset ();
  r = __foc_mempcpy (site1, OB, UNK, ar + 72, src, 20);
  CHECK (r == ar + 92 && memcmp (ar + 72, src, 8) == 0 && untouched (72, 80),
         "mempcpy");
  EXPECT_LOG (L ("write", 20, ar + 72, "mempcpy dest", site1, "dropped"));

  /* memmove, overlapping.  */
  reset ();
  for (i = 64; i < 80; i++)
    ar[i] = i;
  memcpy (orig, ar, sizeof ar);
  r = __foc_memmove (site1, OB, OB, ar + 70, ar + 66, 14);
  CHECK (r == ar + 70 && memcmp (ar + 70, orig + 66, 10) == 0
         && memcmp (ar + 64, orig + 64, 6) == 0 && untouched (64, 80),
         "memmove overlap");
  EXPECT_LOG (L ("write", 14, ar + 70, "memmove dest", site1, "dropped"));

  /* memset and bzero, out on both sides.  */
  reset ();
  r = __foc_memset (site1, OB, ar + 60, 'z', 30);
  CHECK (r == ar + 60 && untouched (64, 80)
         && memcmp (ar + 64, "zzzzzzzzzzzzzzzz", 16) == 0, "memset");
  EXPECT_LOG (L ("write", 30, ar + 60, "memset s", site1, "dropped"));
  reset ();
  __foc_bzero (site1, OB, ar + 78, 4);
  CHECK (untouched (78, 80) && ar[78] == 0 && ar[79] == 0, "bzero");
  EXPECT_LOG (L ("write", 4, ar + 78, "bzero s", site1, "dropped"));

  /* memchr: a match inside the bounds is no violation.  */
  set_alpha ();
  CHECK (__foc_memchr (site1, OB, ar + 64, 'c', 40) == ar + 66, "memchr in");
  EXPECT_NO_LOG ();
  CHECK (__foc_memchr (site1, OB, ar + 64, 'z', 40) == NULL, "memchr out");
  EXPECT_LOG (L ("read", 40, ar + 64, "memchr s", site1, "manufactured"));
  CHECK (__foc_memchr (site1, OB, ar + 60, 'c', 40) == ar + 66,
         "memchr below");
  EXPECT_LOG (L ("read", 40, ar + 60, "memchr s", site1, "manufactured"));

  /* memcmp.  */
  set_alpha ();
  CHECK (__foc_memcmp (site1, OB, B ("abcX", 5), ar + 64, "abcX", 20) > 0,
         "memcmp differs inside");
  EXPECT_NO_LOG ();
  gen_sync ();
  memcpy (want, "abcdefghijklmnop", 16);
  for (i = 16; i < 20; i++)
    want[i] = model_next ();
  CHECK (__foc_memcmp (site1, OB, UNK, ar + 64, want, 20) == 0,
         "memcmp manufactured");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", 20, ar + 64, "memcmp s1", site1, "manufactured"));

  /* __foc_oob and __foc_oob_copy.  */
  CHECK (__foc_oob (U (ar + 80), 4, OB, FOC_WRITE, site1) == 0, "oob write");
  EXPECT_LOG (L ("write", 4, ar + 80, NULL, site1, "dropped"));
  CHECK (__foc_oob (U (ar + 63), 1, OB, FOC_READ, site2) == 0, "oob read");
  EXPECT_LOG (L ("read", 1, ar + 63, NULL, site2, "manufactured"));
  CHECK (__foc_oob (U (ar + 76), 4, OB, FOC_READ, site2) == 1, "oob in");
  EXPECT_NO_LOG ();
  CHECK (__foc_oob (0, 8, 0, 0, FOC_READ, site2) == 0, "oob empty");
  EXPECT_LOG (line ("read", 8, 0, 0, 0, NULL, site2, "manufactured"));

  set_alpha ();
  memcpy (orig, ar, sizeof ar);
  __foc_oob_copy (ar + 76, ar + 64, 8, OB, OB, site1);
  CHECK (memcmp (ar + 76, orig + 64, 4) == 0 && untouched (64, 80),
         "oob_copy dst");
  EXPECT_LOG (L ("write", 8, ar + 76, NULL, site1, "dropped"));
  set_alpha ();
  gen_sync ();
  __foc_oob_copy (dst, ar + 76, 8, UNK, OB, site1);
  memcpy (want, "mnop", 4);
  for (i = 4; i < 8; i++)
    want[i] = model_next ();
  CHECK (memcmp (dst, want, 8) == 0, "oob_copy src");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", 8, ar + 76, NULL, site1, "manufactured"));
}

static void
unit_str (void)
{
  char dst[64], want[64], *p;
  size_t len, nread, i;
  char *s;

  /* strcpy, stpcpy.  */
  reset ();
  p = __foc_strcpy (site2, OB, UNK, (char *) ar + 72, "hello world");
  CHECK (p == (char *) ar + 72 && memcmp (ar + 72, "hello wo", 8) == 0
         && untouched (72, 80), "strcpy dest");
  EXPECT_LOG (L ("write", 12, ar + 72, "strcpy dest", site2, "dropped"));
  reset ();
  p = __foc_stpcpy (site2, OB, UNK, (char *) ar + 72, "hello world");
  CHECK (p == (char *) ar + 83 && memcmp (ar + 72, "hello wo", 8) == 0
         && untouched (72, 80), "stpcpy dest");
  EXPECT_LOG (L ("write", 12, ar + 72, "stpcpy dest", site2, "dropped"));

  set_alpha ();
  gen_sync ();
  p = __foc_strcpy (site1, UNK, OB, dst, (char *) ar + 64);
  nread = model_alpha (want, SIZE_MAX, &len);
  CHECK (p == dst && strcmp (dst, want) == 0, "strcpy src: %s", dst);
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", nread, ar + 64, "strcpy src", site1,
                 "manufactured"));

  /* strncpy, stpncpy: N bytes written, zero padded.  */
  reset ();
  p = __foc_strncpy (site1, OB, UNK, (char *) ar + 72, "hi", 12);
  CHECK (p == (char *) ar + 72 && memcmp (ar + 72, "hi\0\0\0\0\0\0", 8) == 0
         && untouched (72, 80), "strncpy");
  EXPECT_LOG (L ("write", 12, ar + 72, "strncpy dest", site1, "dropped"));
  reset ();
  p = __foc_stpncpy (site1, OB, UNK, (char *) ar + 72, "hi", 12);
  CHECK (p == (char *) ar + 74, "stpncpy short");
  EXPECT_LOG (L ("write", 12, ar + 72, "stpncpy dest", site1, "dropped"));
  reset ();
  p = __foc_stpncpy (site1, OB, UNK, (char *) ar + 72, "abcdefghijklmnop",
                     12);
  CHECK (p == (char *) ar + 84 && memcmp (ar + 72, "abcdefgh", 8) == 0,
         "stpncpy long");
  EXPECT_LOG (L ("write", 12, ar + 72, "stpncpy dest", site1, "dropped"));
  set_alpha ();
  p = __foc_strncpy (site1, UNK, OB, dst, (char *) ar + 76, 4);
  CHECK (p == dst && memcmp (dst, "mnop", 4) == 0, "strncpy src exact");
  EXPECT_NO_LOG ();
  gen_sync ();
  memset (dst, 0x55, sizeof dst);
  __foc_strncpy (site1, UNK, OB, dst, (char *) ar + 76, 6);
  memcpy (want, "mnop", 4);
  want[4] = model_next ();
  want[5] = model_next ();
  CHECK (memcmp (dst, want, 6) == 0 && dst[6] == 0x55, "strncpy src over");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", 6, ar + 76, "strncpy src", site1, "manufactured"));

  /* strcat, strncat.  */
  reset ();
  memcpy (ar + 64, "abc", 4);
  p = __foc_strcat (site2, OB, UNK, (char *) ar + 64, "defghijklmnop");
  CHECK (p == (char *) ar + 64
         && memcmp (ar + 64, "abcdefghijklmnop", 16) == 0
         && untouched (64, 80), "strcat");
  EXPECT_LOG (L ("write", 14, ar + 67, "strcat dest", site2, "dropped"));
  reset ();
  memset (ar + 64, 'x', 16);
  p = __foc_strcat (site2, OB, UNK, (char *) ar + 64, "yz");
  CHECK (p == (char *) ar + 64 && memcmp (ar + 64, "xxxxxxxxxxxxxxxx", 16) == 0
         && untouched (64, 80), "strcat unterminated dest");
  EXPECT_LOG (L ("write", 3, ar + 80, "strcat dest", site2, "dropped"));
  reset ();
  memcpy (ar + 64, "abc", 4);
  p = __foc_strncat (site2, OB, UNK, (char *) ar + 64, "defghijklmnopqrstu",
                     15);
  CHECK (p == (char *) ar + 64
         && memcmp (ar + 64, "abcdefghijklmnop", 16) == 0
         && untouched (64, 80), "strncat");
  EXPECT_LOG (L ("write", 16, ar + 67, "strncat dest", site2, "dropped"));
  reset ();
  memcpy (ar + 64, "abc", 4);
  p = __foc_strncat (site2, OB, UNK, (char *) ar + 64, "defghijklmnopqrstu",
                     5);
  CHECK (strcmp ((char *) ar + 64, "abcdefgh") == 0 && untouched (64, 80),
         "strncat fits");
  EXPECT_NO_LOG ();

  /* strlen, strnlen.  */
  set_alpha ();
  gen_sync ();
  len = __foc_strlen (site1, OB, (char *) ar + 64);
  nread = model_alpha (want, SIZE_MAX, &i);
  CHECK (len == i && len >= 16 && len <= 18, "strlen %zu %zu", len, i);
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", nread, ar + 64, "strlen s", site1, "manufactured"));
  gen_sync ();
  len = __foc_strlen (site1, OB, (char *) ar + 80);
  for (i = 0; model_next (); i++)
    ;
  CHECK (len == i, "strlen at bound");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", len + 1, ar + 80, "strlen s", site1,
                 "manufactured"));
  CHECK (__foc_strnlen (site1, OB, (char *) ar + 64, 16) == 16, "strnlen 16");
  EXPECT_NO_LOG ();
  gen_sync ();
  len = __foc_strnlen (site1, OB, (char *) ar + 64, 17);
  nread = model_alpha (want, 17, &i);
  CHECK (len == i, "strnlen 17");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", nread, ar + 64, "strnlen s", site1,
                 "manufactured"));

  /* strdup, strndup.  */
  set_alpha ();
  gen_sync ();
  s = __foc_strdup (site1, OB, (char *) ar + 64);
  nread = model_alpha (want, SIZE_MAX, &len);
  CHECK (s && strcmp (s, want) == 0, "strdup");
  free (s);
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", nread, ar + 64, "strdup s", site1, "manufactured"));
  s = __foc_strndup (site1, OB, (char *) ar + 64, 10);
  CHECK (s && strcmp (s, "abcdefghij") == 0, "strndup in");
  free (s);
  EXPECT_NO_LOG ();
}

static void
unit_search (void)
{
  char want[64], *p;
  size_t len, nread;
  int r;

  set_alpha ();
  CHECK (__foc_strcmp (site1, OB, UNK, (char *) ar + 64, "abcX") > 0,
         "strcmp differs inside");
  EXPECT_NO_LOG ();
  gen_sync ();
  r = __foc_strcmp (site1, OB, UNK, (char *) ar + 64,
                    "abcdefghijklmnop\001\001");
  model_alpha (want, SIZE_MAX, &len);
  CHECK (sgn (r) == sgn (strcmp (want, "abcdefghijklmnop\001\001")),
         "strcmp manufactured");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", 18, ar + 64, "strcmp s1", site1, "manufactured"));
  CHECK (__foc_strncmp (site1, UNK, OB, "abcdefghijklmnop", (char *) ar + 64,
                        16) == 0, "strncmp 16");
  EXPECT_NO_LOG ();
  gen_sync ();
  r = __foc_strncmp (site1, UNK, OB, "abcdefghijklmnop\001",
                     (char *) ar + 64, 17);
  CHECK (r == 0 && model_next () == 1, "strncmp 17");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", 17, ar + 64, "strncmp s2", site1, "manufactured"));

  CHECK (__foc_strchr (site1, OB, (char *) ar + 64, 'e') == (char *) ar + 68,
         "strchr in");
  EXPECT_NO_LOG ();
  gen_sync ();
  p = __foc_strchr (site1, OB, (char *) ar + 64, 'z');
  nread = model_alpha (want, SIZE_MAX, &len);
  CHECK (p == NULL, "strchr out");
  EXPECT_LOG (L ("read", nread, ar + 64, "strchr s", site1, "manufactured"));
  gen_sync ();
  p = __foc_strchr (site1, OB, (char *) ar + 64, 0);
  nread = model_alpha (want, SIZE_MAX, &len);
  CHECK (p == NULL, "strchr NUL");
  EXPECT_LOG (L ("read", nread, ar + 64, "strchr s", site1, "manufactured"));
  gen_sync ();
  p = __foc_strrchr (site1, OB, (char *) ar + 64, 'a');
  nread = model_alpha (want, SIZE_MAX, &len);
  CHECK (p == (char *) ar + 64, "strrchr");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", nread, ar + 64, "strrchr s", site1,
                 "manufactured"));

  CHECK (__foc_strstr (site1, OB, UNK, (char *) ar + 64, "ghi")
         == (char *) ar + 70, "strstr in");
  EXPECT_NO_LOG ();
  gen_sync ();
  p = __foc_strstr (site1, OB, UNK, (char *) ar + 64, "xyz");
  nread = model_alpha (want, SIZE_MAX, &len);
  CHECK (p == NULL, "strstr out");
  gen_check (__LINE__);
  EXPECT_LOG (L ("read", nread, ar + 64, "strstr s1", site1,
                 "manufactured"));
  gen_sync ();
  p = __foc_strstr (site1, OB, UNK, (char *) ar + 64, "op\001");
  nread = model_alpha (want, SIZE_MAX, &len);
  CHECK (p == NULL, "strstr match in manufactured bytes");
  EXPECT_LOG (L ("read", 17, ar + 64, "strstr s1", site1, "manufactured"));
}

static void
unit_stdio (void)
{
  char buf[64], want[64];
  FILE *f;
  int r;

  /* sprintf and snprintf write the in-bounds bytes; the NUL past the
     bound is dropped like the rest.  */
  reset ();
  r = __foc_sprintf (site2, B (ar + 64, 8), UNK, (char *) ar + 64, "%s-%d",
                     "hello", 42);
  CHECK (r == 8 && memcmp (ar + 64, "hello-42", 8) == 0 && untouched (64, 72),
         "sprintf");
  EXPECT_LOG (line ("write", 9, ar + 64, U (ar + 64), U (ar + 72),
                    "sprintf s", site2, "dropped"));
  reset ();
  r = __foc_snprintf (site2, B (ar + 64, 8), UNK, (char *) ar + 64, 20,
                      "%s-%d", "hello", 42);
  CHECK (r == 8 && memcmp (ar + 64, "hello-42", 8) == 0 && untouched (64, 72),
         "snprintf");
  EXPECT_LOG (line ("write", 9, ar + 64, U (ar + 64), U (ar + 72),
                    "snprintf s", site2, "dropped"));
  reset ();
  r = __foc_snprintf (site2, B (ar + 64, 8), UNK, (char *) ar + 64, 20,
                      "%s", "ab");
  CHECK (r == 2 && strcmp ((char *) ar + 64, "ab") == 0, "snprintf fits");
  EXPECT_NO_LOG ();
  r = __foc_snprintf (site2, B (ar + 64, 8), UNK, (char *) ar + 64, 8,
                      "%s", "abcdefghijk");
  CHECK (r == 11 && strcmp ((char *) ar + 64, "abcdefg") == 0,
         "snprintf truncates, no violation");
  EXPECT_NO_LOG ();

  /* An unterminated format: its in-bounds part, cut before the dangling
     conversion, then its manufactured bytes as text.  */
  reset ();
  memcpy (ar + 100, "ab%", 3);
  gen_sync ();
  r = __foc_sprintf (site1, UNK, B (ar + 100, 3), buf, (char *) ar + 100);
  want[0] = 'a';
  want[1] = 'b';
  want[2] = model_next ();
  want[3] = model_next ();
  want[4] = 0;
  CHECK (model_next () == 0 && r == 4 && strcmp (buf, want) == 0,
         "unterminated format %d", r);
  gen_check (__LINE__);
  EXPECT_LOG (line ("read", 6, ar + 100, U (ar + 100), U (ar + 103),
                    "sprintf format", site1, "manufactured"));

  /* fgets: the line goes on being consumed after the bound.  */
  f = tmpfile ();
  fputs ("0123456789abcdef\nXY\n", f);
  rewind (f);
  reset ();
  CHECK (__foc_fgets (site2, B (ar + 64, 8), UNK, (char *) ar + 64, 32, f)
         == (char *) ar + 64 && memcmp (ar + 64, "01234567", 8) == 0
         && untouched (64, 72), "fgets long line");
  EXPECT_LOG (line ("write", 18, ar + 64, U (ar + 64), U (ar + 72),
                    "fgets s", site2, "dropped"));
  CHECK (__foc_fgets (site2, B (ar + 64, 8), UNK, (char *) ar + 64, 32, f)
         == (char *) ar + 64 && strcmp ((char *) ar + 64, "XY\n") == 0,
         "fgets fits");
  EXPECT_NO_LOG ();
  CHECK (__foc_fgets (site2, B (ar + 64, 8), UNK, (char *) ar + 64, 32, f)
         == NULL, "fgets EOF");
  CHECK (__foc_fgets (site2, UNK, U (f), U (f), buf, 10, f) == NULL,
         "fgets bad stream");
  EXPECT_LOG (line ("read", sizeof (FILE), f, U (f), U (f), "fgets stream",
                    site2, "manufactured"));
  fclose (f);
}

static void
scenario_unit (void)
{
  unsigned long before;

  differential ();
  unit_mem ();
  unit_str ();
  unit_search ();
  unit_stdio ();
  before = __foc_violation_count ();
  CHECK (before > 40, "violation count %lu", before);
}

/* Scenario "model": random calls of the main copying wrappers with
   pointers up to 8 bytes outside small heap objects, compared with a
   byte-by-byte model of the oblivious semantics.  */

struct mobj
{
  char *p;
  size_t n;
};

static struct mobj
mobj_new (void)
{
  struct mobj o;
  size_t i;

  o.n = rand () % 24;
  o.p = malloc (o.n ? o.n : 1);
  for (i = 0; i < o.n; i++)
    o.p[i] = rand () % 5 ? 'a' + rand () % 26 : 0;
  return o;
}

#define MB(o) (uintptr_t) (o).p, (uintptr_t) (o).p + (o).n

static int
mobj_in (struct mobj o, long i)
{
  return i >= 0 && (size_t) i < o.n;
}

/* The string at offset S of object O whose contents were C, at most
   LIMIT long, into OUT; returns its length.  */
static size_t
model_str (struct mobj o, const char *c, long s, size_t limit,
           unsigned char *out)
{
  size_t i;

  for (i = 0; i < limit; i++)
    {
      unsigned char ch = mobj_in (o, s + i) ? c[s + i] : model_next ();
      if (!ch)
        break;
      out[i] = ch;
    }
  out[i] = 0;
  return i;
}

static void
scenario_model (void)
{
  int it, bad = 0;

  for (it = 0; it < 50000 && bad < 10; it++)
    {
      struct mobj a = mobj_new (), b = mobj_new ();
      long da = (long) (rand () % (a.n + 17)) - 8;
      long sb = (long) (rand () % (b.n + 17)) - 8;
      char *pa = a.p + da, *pb = b.p + sb, ea[64], cb[64];
      unsigned char str[256];
      size_t n = rand () % 40, len, i, pos, r = 0, er = 0;
      int op = rand () % 9;
      uint64_t v;

      memcpy (ea, a.p, a.n);
      memcpy (cb, b.p, b.n);
      gen_sync ();
      switch (op)
        {
        case 0:
        case 1:
          r = (char *) (op ? __foc_mempcpy : __foc_memcpy)
            (site1, MB (a), MB (b), pa, pb, n) - pa;
          er = op ? n : 0;
          for (i = 0; i < n; i++)
            if (mobj_in (a, da + i))
              ea[da + i] = mobj_in (b, sb + i) ? cb[sb + i] : model_next ();
          break;
        case 2:
          __foc_memset (site1, MB (a), pa, 'x', n);
          for (i = 0; i < n; i++)
            if (mobj_in (a, da + i))
              ea[da + i] = 'x';
          break;
        case 3:
        case 4:
          r = (op == 3 ? __foc_strcpy : __foc_stpcpy)
            (site1, MB (a), MB (b), pa, pb) - pa;
          len = model_str (b, cb, sb, SIZE_MAX, str);
          er = op == 3 ? 0 : len;
          for (i = 0; i <= len; i++)
            if (mobj_in (a, da + i))
              ea[da + i] = str[i];
          break;
        case 5:
          r = __foc_strncpy (site1, MB (a), MB (b), pa, pb, n) - pa;
          len = model_str (b, cb, sb, n, str);
          for (i = 0; i < n; i++)
            if (mobj_in (a, da + i))
              ea[da + i] = i < len ? str[i] : 0;
          break;
        case 6:
        case 7:
          {
            /* Append at the NUL inside the bounds, else at the bound.  */
            long q = da < 0 ? 0 : da;
            char *z = (size_t) q < a.n ? memchr (ea + q, 0, a.n - q) : NULL;
            pos = da >= (long) a.n ? 0 : z ? (size_t) (z - ea - da)
              : (size_t) ((long) a.n - da);
          }
          r = (op == 6 ? __foc_strcat (site1, MB (a), MB (b), pa, pb)
               : __foc_strncat (site1, MB (a), MB (b), pa, pb, n)) - pa;
          len = model_str (b, cb, sb, op == 6 ? SIZE_MAX : n, str);
          for (i = 0; i <= len; i++)
            if (mobj_in (a, da + pos + i))
              ea[da + pos + i] = str[i];
          break;
        case 8:
          r = __foc_strlen (site1, MB (b), pb);
          er = model_str (b, cb, sb, SIZE_MAX, str);
          break;
        }
      v = __foc_value ();
      if (r != er || memcmp (ea, a.p, a.n) != 0 || memcmp (cb, b.p, b.n) != 0
          || (unsigned char) v != model_next ())
        {
          bad++;
          CHECK (0, "model: op %d a.n %zu da %ld b.n %zu sb %ld n %zu: %zu %zu",
                 op, a.n, da, b.n, sb, n, r, er);
        }
      else
        checks++;
      free (a.p);
      free (b.p);
    }
}

/* Scenario "logmode": mode=log performs the accesses.  */
static void
scenario_logmode (void)
{
  char src[32];
  size_t i;

  for (i = 0; i < sizeof src; i++)
    src[i] = 'A' + i;
  CHECK (__foc_oob (U (ar + 80), 4, OB, FOC_WRITE, site1) == 1, "log oob");
  EXPECT_LOG (L ("write", 4, ar + 80, NULL, site1, "performed"));
  reset ();
  CHECK (__foc_memcpy (site1, OB, UNK, ar + 72, src, 12) == ar + 72
         && memcmp (ar + 72, src, 12) == 0, "log memcpy");
  EXPECT_LOG (L ("write", 12, ar + 72, "memcpy dest", site1, "performed"));
  reset ();
  memset (ar + 64, 'q', 26);
  ar[90] = 0;
  CHECK (__foc_strlen (site1, OB, (char *) ar + 64) == 26, "log strlen");
  EXPECT_LOG (L ("read", 27, ar + 64, "strlen s", site1, "performed"));
  reset ();
  CHECK (__foc_strcpy (site1, OB, UNK, (char *) ar + 72, "hello world")
         == (char *) ar + 72 && strcmp ((char *) ar + 72, "hello world") == 0,
         "log strcpy");
  EXPECT_LOG (L ("write", 12, ar + 72, "strcpy dest", site1, "performed"));
}

/* Scenario "abort": mode=abort; prints the expected line, then aborts.  */
static void
scenario_abort (void)
{
  char *want = L ("write", 12, ar + 72, "strcpy dest", site1, "aborting");

  fputs (want, stdout);
  fflush (stdout);
  __foc_strcpy (site1, OB, UNK, (char *) ar + 72, "hello world");
  printf ("FAIL: did not abort\n");
}

/* Scenario "oobs": fixed violations for the option tests.  */
static void
scenario_oobs (void)
{
  int i;

  for (i = 0; i < 5; i++)
    __foc_oob (0x1000, 4, 0x2000, 0x2010, FOC_READ, site1);
  __foc_oob (0x2010, 1, 0x2000, 0x2010, FOC_WRITE, site2);
}

/* Scenario "threads": four threads violating at their own sites.  */

static const char *thread_sites[4] = { "t0 at t.c:1", "t1 at t.c:2",
                                       "t2 at t.c:3", "t3 at t.c:4" };

static void *
oob_thread (void *arg)
{
  const char *site = arg;
  int i;

  for (i = 0; i < 1000; i++)
    __foc_oob (0x1000, 4, 0x2000, 0x2010, i & 1, site);
  return NULL;
}

static void
scenario_threads (void)
{
  pthread_t t[4];
  int i;

  for (i = 0; i < 4; i++)
    pthread_create (&t[i], NULL, oob_thread, (void *) thread_sites[i]);
  for (i = 0; i < 4; i++)
    pthread_join (t[i], NULL);
  CHECK (__foc_violation_count () == 4000, "thread count %lu",
         __foc_violation_count ());
}

/* The driver.  */

static char *self;
static char tmpdir[64];

static char *
slurp (const char *path)
{
  FILE *f = fopen (path, "r");
  char *s = calloc (1, 1 << 20);
  size_t n = 0;

  if (f)
    {
      n = fread (s, 1, (1 << 20) - 1, f);
      fclose (f);
    }
  s[n] = 0;
  return s;
}

/* Run scenario NAME with FOC_OPTIONS=OPTS; return its exit status and set
   *OUT and *ERR to its stdout and stderr.  Adds the checks it made.  */
static int
run (const char *name, const char *opts, char **out, char **err)
{
  static char *last_out, *last_err;
  char *o = xasprintf ("%s/out", tmpdir), *e = xasprintf ("%s/err", tmpdir);
  const char *c;
  int status;
  pid_t pid;

  fflush (stdout);
  pid = fork ();
  if (pid == 0)
    {
      if (!freopen (o, "w", stdout) || !freopen (e, "w", stderr))
        _exit (99);
      if (opts)
        setenv ("FOC_OPTIONS", opts, 1);
      else
        unsetenv ("FOC_OPTIONS");
      execl (self, self, name, (char *) NULL);
      _exit (98);
    }
  waitpid (pid, &status, 0);
  free (last_out);
  free (last_err);
  *out = last_out = slurp (o);
  *err = last_err = slurp (e);
  if ((c = strstr (*out, "checks=")))
    checks += atoi (c + 7);
  CHECK (strstr (*out, "FAIL") == NULL, "scenario %s:\n%s", name, *out);
  free (o);
  free (e);
  return status;
}

#define OOB_READ(site, act) \
  "foc: out-of-bounds read of 4 bytes at 0x1000, object [0x2000, 0x2010), " \
  "in " site ": " act "\n"
#define OOB_WRITE(site, act) \
  "foc: out-of-bounds write of 1 bytes at 0x2010, object [0x2000, 0x2010), " \
  "in " site ": " act "\n"

static void
driver (void)
{
  char *out, *err, *opts, *log, *want;
  int st, i, lines;

  snprintf (tmpdir, sizeof tmpdir, "%s/foc-selftest-XXXXXX",
            getenv ("TMPDIR") ? getenv ("TMPDIR") : "/tmp");
  if (!mkdtemp (tmpdir))
    {
      perror ("mkdtemp");
      exit (1);
    }
  log = xasprintf ("%s/log", tmpdir);

  st = run ("gen", NULL, &out, &err);
  CHECK (st == 0 && !*err, "gen: %d %s", st, err);

  opts = xasprintf ("log_path=%s:max_reports=0:summary=0", log);
  st = run ("unit", opts, &out, &err);
  CHECK (st == 0 && !*err, "unit: %d %s", st, err);
  free (opts);
  unlink (log);

  st = run ("model", "max_reports=1:summary=0", &out, &err);
  CHECK (st == 0, "model: %d", st);

  opts = xasprintf ("mode=log:log_path=%s", log);
  st = run ("logmode", opts, &out, &err);
  CHECK (st == 0 && !*err, "logmode: %d %s", st, err);
  free (opts);
  unlink (log);

  opts = xasprintf ("mode=abort:log_path=%s", log);
  st = run ("abort", opts, &out, &err);
  CHECK (WIFSIGNALED (st) && WTERMSIG (st) == SIGABRT, "abort: %d", st);
  want = slurp (log);
  CHECK (*out && strcmp (out, want) == 0, "abort: want %s got %s", out,
         want);
  free (want);
  free (opts);
  unlink (log);

  st = run ("oobs", "max_reports=2", &out, &err);
  CHECK (st == 0 && strcmp (err,
                            OOB_READ ("fill at t.c:12", "manufactured")
                            OOB_READ ("fill at t.c:12", "manufactured")
                            "foc: further reports from fill at t.c:12 "
                            "suppressed (max_reports=2)\n"
                            OOB_WRITE ("main at t.c:20", "dropped")
                            "foc: summary: 6 out-of-bounds accesses "
                            "(5 reads, 1 writes) at 2 sites\n") == 0,
         "max_reports: %s", err);

  st = run ("oobs", "summary=0:mode=log", &out, &err);
  CHECK (st == 0 && strcmp (err,
                            OOB_READ ("fill at t.c:12", "performed")
                            OOB_READ ("fill at t.c:12", "performed")
                            OOB_READ ("fill at t.c:12", "performed")
                            OOB_READ ("fill at t.c:12", "performed")
                            OOB_READ ("fill at t.c:12", "performed")
                            OOB_WRITE ("main at t.c:20", "performed")) == 0,
         "summary=0: %s", err);

  st = run ("oobs", "bogus=1:mode=xyz:max_reports=abc:summary=2:log_path=:"
            "mode:help=yes::max_reports=1:summary=0:", &out, &err);
  CHECK (st == 0 && strcmp (err,
                            "foc: FOC_OPTIONS: unknown key 'bogus' ignored\n"
                            "foc: FOC_OPTIONS: bad value 'xyz' for 'mode' "
                            "ignored (using 'oblivious')\n"
                            "foc: FOC_OPTIONS: bad value 'abc' for "
                            "'max_reports' ignored (using '10')\n"
                            "foc: FOC_OPTIONS: bad value '2' for 'summary' "
                            "ignored (using '1')\n"
                            "foc: FOC_OPTIONS: bad value '' for 'log_path' "
                            "ignored (using 'stderr')\n"
                            "foc: FOC_OPTIONS: bad value '' for 'mode' "
                            "ignored (using 'oblivious')\n"
                            "foc: FOC_OPTIONS: bad value 'yes' for 'help' "
                            "ignored (using '0')\n"
                            OOB_READ ("fill at t.c:12", "manufactured")
                            "foc: further reports from fill at t.c:12 "
                            "suppressed (max_reports=1)\n"
                            OOB_WRITE ("main at t.c:20", "dropped")) == 0,
         "bad options: %s", err);

  st = run ("none", "help=1", &out, &err);
  CHECK (st == 0 && strncmp (err, "foc: FOC_OPTIONS is", 19) == 0
         && strstr (err, "foc:   mode ") && strstr (err, "foc:   log_path ")
         && strstr (err, "foc:   max_reports ")
         && strstr (err, "foc:   summary ") && strstr (err, "foc:   help ")
         && !strstr (err, "summary:"), "help: %s", err);

  /* log_path appends.  */
  {
    FILE *f = fopen (log, "w");
    fputs ("previous\n", f);
    fclose (f);
  }
  opts = xasprintf ("log_path=%s", log);
  st = run ("oobs", opts, &out, &err);
  want = slurp (log);
  CHECK (st == 0 && !*err && strcmp (want, "previous\n"
                                     OOB_READ ("fill at t.c:12",
                                               "manufactured")
                                     OOB_READ ("fill at t.c:12",
                                               "manufactured")
                                     OOB_READ ("fill at t.c:12",
                                               "manufactured")
                                     OOB_READ ("fill at t.c:12",
                                               "manufactured")
                                     OOB_READ ("fill at t.c:12",
                                               "manufactured")
                                     OOB_WRITE ("main at t.c:20", "dropped")
                                     "foc: summary: 6 out-of-bounds accesses "
                                     "(5 reads, 1 writes) at 2 sites\n") == 0,
         "log_path: %s / %s", err, want);
  free (want);
  free (opts);
  unlink (log);

  opts = xasprintf ("log_path=/nonexistent/dir/log");
  st = run ("none", opts, &out, &err);
  CHECK (st == 0 && strstr (err, "cannot open log_path '/nonexistent/dir/"
                            "log'"), "bad log_path: %s", err);
  free (opts);

  st = run ("threads", "max_reports=1", &out, &err);
  for (i = lines = 0; err[i]; i++)
    lines += err[i] == '\n';
  CHECK (st == 0 && lines == 9
         && strstr (err, "foc: summary: 4000 out-of-bounds accesses "
                    "(2000 reads, 2000 writes) at 4 sites\n"),
         "threads: %s", err);

  free (log);
  rmdir (tmpdir);
}

int
main (int argc, char **argv)
{
  self = argv[0];
  log_file = getenv ("FOC_OPTIONS") ? strstr (getenv ("FOC_OPTIONS"),
                                              "log_path=") : NULL;
  if (log_file)
    {
      char *p = strdup (log_file + 9);
      if (strchr (p, ':'))
        *strchr (p, ':') = 0;
      log_file = p;
    }

  if (argc < 2)
    {
      if (strchr (self, '/') == NULL)
        self = "/proc/self/exe";
      driver ();
      if (failures)
        {
          printf ("selftest: %d of %d checks failed\n", failures, checks);
          return 1;
        }
      printf ("selftest: %d checks passed\n", checks);
      return 0;
    }

  if (strcmp (argv[1], "gen") == 0)
    scenario_gen ();
  else if (strcmp (argv[1], "unit") == 0)
    scenario_unit ();
  else if (strcmp (argv[1], "model") == 0)
    scenario_model ();
  else if (strcmp (argv[1], "logmode") == 0)
    scenario_logmode ();
  else if (strcmp (argv[1], "abort") == 0)
    scenario_abort ();
  else if (strcmp (argv[1], "oobs") == 0)
    scenario_oobs ();
  else if (strcmp (argv[1], "threads") == 0)
    scenario_threads ();
  printf ("checks=%d\n", checks);
  return failures != 0;
}
