/* difftest.c -- differential test of libfoc's checked C library functions
   against glibc (make check).

   Random in-bounds calls: every buffer is a malloc'd block whose exact
   bounds are passed to the wrapper, strings end inside their blocks
   (often on the last byte), lengths never pass a bound.  For each call
   the wrapper and the glibc function run on identical copies of the
   inputs; their results (offsets for pointers), errno and every byte of
   every block must be identical, and no violation may be reported.
   Usage: difftest [ITERATIONS [SEED]].  */

#define _GNU_SOURCE 1

#include "foc.h"

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <unistd.h>
#include <wchar.h>

#define SITE "difftest at difftest.c:1"
#define B(p, n) (uintptr_t) (p), (uintptr_t) (p) + (n)
#define UNK 0, UINTPTR_MAX

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static unsigned long checks, failures;
static const char *cur;

static unsigned
rnd (unsigned n)
{
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return n ? (unsigned) (rng % n) : 0;
}

#define CHECK(cond)                                                     \
  do {                                                                  \
    checks++;                                                           \
    if (!(cond))                                                        \
      {                                                                 \
        if (failures++ < 20)                                            \
          fprintf (stderr, "difftest: %s: %s failed (line %d)\n", cur,  \
                   #cond, __LINE__);                                    \
      }                                                                 \
  } while (0)

/* A block of N bytes (N >= 1) filled with letters from a small alphabet,
   so that searches find something.  */
static char *
block (size_t n)
{
  static const char abc[] = "abcdeABCx%";
  char *p = malloc (n ? n : 1);
  if (!p)
    abort ();
  for (size_t i = 0; i < n; i++)
    p[i] = abc[rnd (8)];
  return p;
}

static char *
dup_block (const char *p, size_t n)
{
  char *q = malloc (n ? n : 1);
  if (!q)
    abort ();
  memcpy (q, p, n);
  return q;
}

/* A block of N bytes holding a string that ends inside it, often on its
   last byte.  */
static char *
str_block (size_t n)
{
  char *p = block (n);
  p[rnd (2) ? n - 1 : rnd (n)] = '\0';
  return p;
}

static size_t
foc_min_ (size_t a, size_t b)
{
  return a < b ? a : b;
}

/* A random offset into the string S.  */
static size_t
so_ (const char *s)
{
  return rnd (strlen (s) + 1);
}

static size_t
rsize (void)
{
  return 1 + rnd (rnd (4) ? 24 : 200);
}

/* Run REAL and then FOC, each with errno set to the same random value
   first; their errno afterwards must be the same.  */
#define BOTH(real, foc)                                                 \
  do {                                                                  \
    int e_ = (int) rnd (50), ea_;                                       \
    errno = e_;                                                         \
    real;                                                               \
    ea_ = errno;                                                        \
    errno = e_;                                                         \
    foc;                                                                \
    CHECK (errno == ea_);                                               \
  } while (0)

/* Compare the two copies of a block and free them.  */
#define SAME_FREE(a, b, n)                                              \
  do {                                                                  \
    CHECK (memcmp ((a), (b), (n)) == 0);                                \
    free (a);                                                           \
    free (b);                                                           \
  } while (0)

static void
t_mem (void)
{
  size_t n = rsize (), k = rnd (n + 1), so = rnd (n - k + 1);
  size_t dn = k + rnd (8), dof = rnd (dn - k + 1);
  char *s = block (n), *d1 = block (dn), *d2 = dup_block (d1, dn);
  int c = "abcx"[rnd (4)];
  void *r1, *r2;

  cur = "memcpy";
  r1 = memcpy (d1 + dof, s + so, k);
  r2 = __foc_memcpy (SITE, B (d2, dn), B (s, n), d2 + dof, s + so, k);
  CHECK ((char *) r1 - d1 == (char *) r2 - d2);
  CHECK (memcmp (d1, d2, dn) == 0);
  cur = "mempcpy";
  r1 = mempcpy (d1 + dof, s + so, k);
  r2 = __foc_mempcpy (SITE, B (d2, dn), B (s, n), d2 + dof, s + so, k);
  CHECK ((char *) r1 - d1 == (char *) r2 - d2);
  cur = "memmove";
  {
    size_t a = rnd (dn - k + 1);
    r1 = memmove (d1 + dof, d1 + a, k);
    r2 = __foc_memmove (SITE, B (d2, dn), B (d2, dn), d2 + dof, d2 + a, k);
    CHECK ((char *) r1 - d1 == (char *) r2 - d2);
    CHECK (memcmp (d1, d2, dn) == 0);
  }
  cur = "memset";
  r1 = memset (d1 + dof, c, k);
  r2 = __foc_memset (SITE, B (d2, dn), d2 + dof, c, k);
  CHECK ((char *) r1 - d1 == (char *) r2 - d2);
  cur = "bzero";
  bzero (d1 + dof, k / 2);
  __foc_bzero (SITE, B (d2, dn), d2 + dof, k / 2);
  CHECK (memcmp (d1, d2, dn) == 0);
  cur = "explicit_bzero";
  explicit_bzero (d1 + dof + k / 2, k - k / 2);
  __foc_explicit_bzero (SITE, B (d2, dn), d2 + dof + k / 2, k - k / 2);
  CHECK (memcmp (d1, d2, dn) == 0);
  cur = "memccpy";
  {
    /* In bounds: DEST holds K bytes, SRC has K bytes or a C before.  */
    r1 = memccpy (d1 + dof, s + so, c, k);
    r2 = __foc_memccpy (SITE, B (d2, dn), B (s, n), d2 + dof, s + so, c, k);
    CHECK ((r1 ? (char *) r1 - d1 : -1) == (r2 ? (char *) r2 - d2 : -1));
    CHECK (memcmp (d1, d2, dn) == 0);
  }
  cur = "memchr";
  r1 = memchr (s + so, c, k);
  r2 = __foc_memchr (SITE, B (s, n), s + so, c, k);
  CHECK (r1 == r2);
  cur = "memrchr";
  r1 = memrchr (s + so, c, k);
  r2 = __foc_memrchr (SITE, B (s, n), s + so, c, k);
  CHECK (r1 == r2);
  cur = "memcmp";
  {
    char *t = dup_block (s, n);
    if (k && rnd (2))
      t[so + rnd (k)] ^= (char) (1 + rnd (3));
    int a = memcmp (s + so, t + so, k);
    int b = __foc_memcmp (SITE, B (s, n), B (t, n), s + so, t + so, k);
    CHECK ((a > 0) == (b > 0) && (a < 0) == (b < 0));
    free (t);
  }
  free (s);
  SAME_FREE (d1, d2, dn);
}

static void
t_str (void)
{
  size_t n = rsize ();
  char *s = str_block (n);
  size_t so = rnd (strlen (s) + 1), len = strlen (s + so);
  size_t dn = len + 1 + rnd (8), dof = rnd (dn - len);
  char *d1 = block (dn), *d2 = dup_block (d1, dn), *r1, *r2;
  size_t k;
  int c = rnd (5) ? "abcAx"[rnd (5)] : 0;

  cur = "strcpy";
  r1 = strcpy (d1 + dof, s + so);
  r2 = __foc_strcpy (SITE, B (d2, dn), B (s, n), d2 + dof, s + so);
  CHECK (r1 - d1 == r2 - d2);
  CHECK (memcmp (d1, d2, dn) == 0);
  cur = "stpcpy";
  r1 = stpcpy (d1 + dof, s + so);
  r2 = __foc_stpcpy (SITE, B (d2, dn), B (s, n), d2 + dof, s + so);
  CHECK (r1 - d1 == r2 - d2);
  cur = "strncpy";
  k = rnd (dn - dof + 1);
  r1 = strncpy (d1 + dof, s + so, k);
  r2 = __foc_strncpy (SITE, B (d2, dn), B (s, n), d2 + dof, s + so, k);
  CHECK (r1 - d1 == r2 - d2);
  CHECK (memcmp (d1, d2, dn) == 0);
  cur = "stpncpy";
  r1 = stpncpy (d1 + dof, s + so, k);
  r2 = __foc_stpncpy (SITE, B (d2, dn), B (s, n), d2 + dof, s + so, k);
  CHECK (r1 - d1 == r2 - d2);
  CHECK (memcmp (d1, d2, dn) == 0);
  SAME_FREE (d1, d2, dn);

  cur = "strcat";
  dn = len + 1 + rnd (24);
  d1 = block (dn);
  d1[rnd (dn - len)] = '\0';
  d2 = dup_block (d1, dn);
  r1 = strcat (d1, s + so);
  r2 = __foc_strcat (SITE, B (d2, dn), B (s, n), d2, s + so);
  CHECK (r1 - d1 == r2 - d2);
  SAME_FREE (d1, d2, dn);
  cur = "strncat";
  k = rnd (len + 4);
  dn = foc_min_ (k, len) + 1 + rnd (24);
  d1 = block (dn);
  d1[rnd (dn - foc_min_ (k, len))] = '\0';
  d2 = dup_block (d1, dn);
  r1 = strncat (d1, s + so, k);
  r2 = __foc_strncat (SITE, B (d2, dn), B (s, n), d2, s + so, k);
  CHECK (r1 - d1 == r2 - d2);
  SAME_FREE (d1, d2, dn);

  cur = "strlen";
  CHECK (strlen (s + so) == __foc_strlen (SITE, B (s, n), s + so));
  cur = "strnlen";
  k = rnd (n - so + 1) + (rnd (2) ? 0 : (size_t) rnd (len + 2));
  if (k > n - so && k > len)
    k = n - so;
  CHECK (strnlen (s + so, k) == __foc_strnlen (SITE, B (s, n), s + so, k));
  cur = "strchr";
  CHECK (strchr (s + so, c) == __foc_strchr (SITE, B (s, n), s + so, c));
  cur = "strrchr";
  CHECK (strrchr (s + so, c) == __foc_strrchr (SITE, B (s, n), s + so, c));
  cur = "strdup";
  r1 = strdup (s + so);
  r2 = __foc_strdup (SITE, B (s, n), s + so);
  CHECK (strcmp (r1, r2) == 0);
  free (r1);
  free (r2);
  cur = "strndup";
  k = rnd (len + 4);
  r1 = strndup (s + so, k);
  r2 = __foc_strndup (SITE, B (s, n), s + so, k);
  CHECK (strcmp (r1, r2) == 0);
  free (r1);
  free (r2);

  /* Two strings: comparisons and searches.  */
  {
    size_t tn = rsize ();
    char *t = rnd (3) ? str_block (tn) : NULL;
    if (!t)
      {
        tn = n - so;
        t = dup_block (s + so, tn);
        if (strlen (t) > 0 && rnd (2))
          t[rnd (strlen (t))] ^= (char) (rnd (2) ? 0x20 : 1);
      }
    size_t to = rnd (strlen (t) + 1);
    int a, b;
#define SIGN(x) (((x) > 0) - ((x) < 0))
    cur = "strcmp";
    a = strcmp (s + so, t + to);
    b = __foc_strcmp (SITE, B (s, n), B (t, tn), s + so, t + to);
    CHECK (SIGN (a) == SIGN (b));
    cur = "strcasecmp";
    a = strcasecmp (s + so, t + to);
    b = __foc_strcasecmp (SITE, B (s, n), B (t, tn), s + so, t + to);
    CHECK (SIGN (a) == SIGN (b));
    k = rnd (32);
    cur = "strncmp";
    a = strncmp (s + so, t + to, k);
    b = __foc_strncmp (SITE, B (s, n), B (t, tn), s + so, t + to, k);
    CHECK (SIGN (a) == SIGN (b));
    cur = "strncasecmp";
    a = strncasecmp (s + so, t + to, k);
    b = __foc_strncasecmp (SITE, B (s, n), B (t, tn), s + so, t + to, k);
    CHECK (SIGN (a) == SIGN (b));
    cur = "strstr";
    CHECK (strstr (s + so, t + to)
           == __foc_strstr (SITE, B (s, n), B (t, tn), s + so, t + to));
    cur = "strspn";
    CHECK (strspn (s + so, t + to)
           == __foc_strspn (SITE, B (s, n), B (t, tn), s + so, t + to));
    cur = "strcspn";
    CHECK (strcspn (s + so, t + to)
           == __foc_strcspn (SITE, B (s, n), B (t, tn), s + so, t + to));
    cur = "strpbrk";
    CHECK (strpbrk (s + so, t + to)
           == __foc_strpbrk (SITE, B (s, n), B (t, tn), s + so, t + to));
    free (t);
  }
  free (s);
}

static void
t_fmt (void)
{
  size_t n = rsize ();
  char *s = str_block (n), *o1 = NULL, *o2 = NULL;
  int v = (int) rnd (100000) - 50000, prec = (int) rnd (12);
  char want[512];
  int len = snprintf (want, sizeof want, "%s|%d|%.*s%%", s, v, prec, s);
  size_t dn = (size_t) len + 1 + rnd (8), k;
  char *d1 = block (dn), *d2 = dup_block (d1, dn);
  int a, b;

  cur = "sprintf";
  BOTH (a = sprintf (d1, "%s|%d|%.*s%%", s, v, prec, s),
        b = __foc_sprintf (SITE, B (d2, dn), UNK, d2, "%s|%d|%.*s%%", s, v,
                           prec, s));
  CHECK (a == b);
  CHECK (memcmp (d1, d2, dn) == 0);
  cur = "snprintf";
  k = rnd (dn + 1);
  a = snprintf (d1, k, "%s|%d|%.*s%%", s, v, prec, s);
  b = __foc_snprintf (SITE, B (d2, dn), UNK, d2, k, "%s|%d|%.*s%%", s, v,
                      prec, s);
  CHECK (a == b);
  SAME_FREE (d1, d2, dn);

  /* asprintf and fprintf get the bounds of their variadic arguments.  */
  static const char fmt[] = "<%s|%5.2s|%*d|%c|%p|%lu|%.1f>";
  int w = (int) rnd (8);
  cur = "asprintf";
  a = asprintf (&o1, fmt, s, s, w, v, 'q', (void *) s, 7ul, 2.5);
  b = __foc_asprintf (SITE, B (&o2, sizeof o2), B (fmt, sizeof fmt), 8u,
                      B (s, n), B (s, n), UNK, UNK, UNK, B (s, n), UNK, UNK,
                      &o2, fmt, s, s, w, v, 'q', (void *) s, 7ul, 2.5);
  CHECK (a == b && strcmp (o1, o2) == 0);
  free (o1);
  free (o2);
  cur = "fprintf";
  {
    size_t l1, l2;
    FILE *f1 = open_memstream (&o1, &l1), *f2 = open_memstream (&o2, &l2);
    a = fprintf (f1, fmt, s, s, w, v, 'q', (void *) s, 7ul, 2.5);
    b = __foc_fprintf (SITE, UNK, B (fmt, sizeof fmt), 8u, B (s, n),
                       B (s, n), UNK, UNK, UNK, B (s, n), UNK, UNK, f2, fmt,
                       s, s, w, v, 'q', (void *) s, 7ul, 2.5);
    fclose (f1);
    fclose (f2);
    CHECK (a == b && l1 == l2 && memcmp (o1, o2, l1) == 0);
    free (o1);
    free (o2);
  }

  cur = "sscanf";
  {
    char in[64], w1[16], w2[16], c1[4], c2[4];
    int x1 = 0, x2 = 0, n1 = -1, n2 = -1;
    static const char sf[] = "%15s %d %3c%n";
    snprintf (in, sizeof in, "%.10s %d %.*s", s + so_ (s), v,
              (int) rnd (5), "xyzw");
    memset (w1, 0, 16);
    memset (w2, 0, 16);
    memset (c1, 0, 4);
    memset (c2, 0, 4);
    BOTH (a = sscanf (in, sf, w1, &x1, c1, &n1),
          b = __foc_sscanf (SITE, B (in, sizeof in), B (sf, sizeof sf), 4u,
                            B (w2, 16), B (&x2, sizeof x2), B (c2, 4),
                            B (&n2, sizeof n2), in, sf, w2, &x2, c2, &n2));
    CHECK (a == b && memcmp (w1, w2, 16) == 0 && x1 == x2
           && memcmp (c1, c2, 4) == 0 && n1 == n2);
  }
  free (s);
}

static void
t_io (void)
{
  size_t dlen = rnd (300), n = rsize (), k = rnd (n + 1);
  char *data = block (dlen + 1), *d1 = block (n), *d2 = dup_block (d1, n);
  int p1[2], p2[2];
  ssize_t a, b;

  for (size_t i = 0; i < dlen; i++)
    if (rnd (10) == 0)
      data[i] = '\n';
  data[dlen] = '\0';

  cur = "read";
  if (pipe (p1) || pipe (p2)
      || write (p1[1], data, dlen) != (ssize_t) dlen
      || write (p2[1], data, dlen) != (ssize_t) dlen)
    abort ();
  close (p1[1]);
  close (p2[1]);
  BOTH (a = read (p1[0], d1 + (n - k), k),
        b = __foc_read (SITE, B (d2, n), p2[0], d2 + (n - k), k));
  CHECK (a == b && memcmp (d1, d2, n) == 0);
  close (p1[0]);
  close (p2[0]);

  cur = "fread";
  FILE *f1 = fmemopen (data, dlen + 1, "r"), *f2 = fmemopen (data, dlen + 1,
                                                          "r");
  size_t sz = 1 + rnd (4);
  BOTH (a = (ssize_t) fread (d1, sz, n / sz, f1),
        b = (ssize_t) __foc_fread (SITE, B (d2, n), UNK, d2, sz, n / sz,
                                   f2));
  CHECK (a == b && memcmp (d1, d2, n) == 0);
  cur = "fgets";
  char *r1 = fgets (d1, (int) k, f1);
  char *r2 = __foc_fgets (SITE, B (d2, n), UNK, d2, (int) k, f2);
  CHECK ((r1 ? r1 - d1 : -1) == (r2 ? r2 - d2 : -1)
         && memcmp (d1, d2, n) == 0);
  cur = "getline";
  {
    char *l1 = rnd (2) ? malloc (8) : NULL, *l2 = l1 ? malloc (8) : NULL;
    size_t c1 = l1 ? 8 : 0, c2 = c1;
    BOTH (a = getline (&l1, &c1, f1),
          b = __foc_getline (SITE, B (&l2, sizeof l2), B (&c2, sizeof c2),
                             UNK, &l2, &c2, f2));
    CHECK (a == b && (a < 0 || memcmp (l1, l2, (size_t) a + 1) == 0));
    cur = "getdelim";
    a = getdelim (&l1, &c1, 'a', f1);
    b = __foc_getdelim (SITE, B (&l2, sizeof l2), B (&c2, sizeof c2), UNK,
                        &l2, &c2, 'a', f2);
    CHECK (a == b && (a < 0 || memcmp (l1, l2, (size_t) a + 1) == 0));
    free (l1);
    free (l2);
  }
  CHECK (ftell (f1) == ftell (f2) && feof (f1) == feof (f2));
  fclose (f1);
  fclose (f2);
  free (data);
  SAME_FREE (d1, d2, n);
}

static void
t_wide (void)
{
  size_t n = 1 + rnd (24), len, dn;
  wchar_t *s = malloc (n * sizeof *s);
  char *m = str_block (n);

  for (size_t i = 0; i < n; i++)
    s[i] = (wchar_t) m[i];
  len = wcslen (s);
  cur = "wcslen";
  CHECK (len == __foc_wcslen (SITE, B (s, n * sizeof *s), s));
  cur = "wcscpy";
  dn = len + 1 + rnd (4);
  {
    wchar_t *d1 = calloc (dn, sizeof *d1), *d2 = calloc (dn, sizeof *d2);
    CHECK (wcscpy (d1, s) - d1
           == __foc_wcscpy (SITE, B (d2, dn * sizeof *d2),
                            B (s, n * sizeof *s), d2, s) - d2);
    CHECK (wmemcmp (d1, d2, dn) == 0);
    cur = "mbstowcs";
    size_t k = rnd (dn + 1);
    size_t a, b;
    BOTH (a = mbstowcs (d1, m, k),
          b = __foc_mbstowcs (SITE, B (d2, dn * sizeof *d2), B (m, n), d2,
                              m, k));
    CHECK (a == b && wmemcmp (d1, d2, dn) == 0);
    free (d1);
    free (d2);
  }
  cur = "wcstombs";
  {
    char *d1 = block (dn), *d2 = dup_block (d1, dn);
    size_t k = rnd (dn + 1);
    size_t a = wcstombs (d1, s, k);
    size_t b = __foc_wcstombs (SITE, B (d2, dn), B (s, n * sizeof *s), d2,
                               s, k);
    CHECK (a == b);
    SAME_FREE (d1, d2, dn);
  }
  free (s);
  free (m);
}

int
main (int argc, char **argv)
{
  unsigned long iters = argc > 1 ? strtoul (argv[1], NULL, 0) : 4000;

  if (argc > 2)
    rng = strtoull (argv[2], NULL, 0) | 1;
  for (unsigned long i = 0; i < iters; i++)
    {
      t_mem ();
      t_str ();
      t_fmt ();
      t_io ();
      t_wide ();
    }
  cur = "reports";
  CHECK (__foc_violation_count () == 0);
  printf ("difftest: %lu checks, %lu failures\n", checks, failures);
  return failures != 0;
}
