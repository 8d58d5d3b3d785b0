/* fuzz-libc.c -- libFuzzer harness for libfoc's checked C library
   functions (make fuzz; not part of make check).

   Each input picks a function, the sizes of a destination and a source
   object, where the pointers point relative to them (below the base,
   inside, at or past the bound), lengths and contents.  Each object sits
   at one end of two read-write pages between two inaccessible guard
   pages, so a read or write past the end it touches faults, and the rest
   of the two pages is filled with a canary that must survive the call:
     - no crash (in mode=oblivious nothing outside the bounds is touched);
     - no write outside the bounds (the canaries);
     - when the wrapper reports no violation, the same call to glibc on an
       identical copy gives the same result, errno and bytes (and does not
       fault: the call really was in bounds).
   Run with FOC_OPTIONS=log_path=/dev/null:summary=0 (make fuzz does).  */

#define _GNU_SOURCE 1

#include "foc.h"

#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include <unistd.h>
#include <wchar.h>

#define SITE "fuzz at fuzz-libc.c:1"
#define PG 4096
#define CANARY 0xA5
#define MAXN 256

/* An object of N bytes at BASE inside the read-write pages of MAP.  */
struct obj
{
  unsigned char *map, *base;
  size_t n;
};

/* [0] and [1]: destination and source given to the wrapper; [2] and [3]:
   their copies given to glibc.  */
static struct obj objs[4];

static void
init_maps (void)
{
  for (int i = 0; i < 4; i++)
    {
      unsigned char *m = mmap (NULL, 4 * PG, PROT_READ | PROT_WRITE,
                               MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (m == MAP_FAILED)
        abort ();
      mprotect (m, PG, PROT_NONE);
      mprotect (m + 3 * PG, PG, PROT_NONE);
      objs[i].map = m;
    }
}

static void
place (struct obj *o, size_t n, int at_end, const unsigned char *data,
       size_t len)
{
  memset (o->map + PG, CANARY, 2 * PG);
  o->n = n;
  o->base = at_end ? o->map + 3 * PG - n : o->map + PG;
  for (size_t i = 0; i < n; i++)
    o->base[i] = len ? data[i % len] : 0;
}

static void
check_canary (const struct obj *o)
{
  for (unsigned char *p = o->map + PG; p < o->map + 3 * PG; p++)
    if ((p < o->base || p >= o->base + o->n) && *p != CANARY)
      {
        fprintf (stderr, "fuzz: write outside the bounds at offset %ld\n",
                 (long) (p - o->base));
        __builtin_trap ();
      }
}

/* glibc's comparison functions, bypassing libFuzzer's interceptors of
   them (which read both strings up to N bytes, past where glibc stops).  */
static int (*real_memcmp) (const void *, const void *, size_t);
static int (*real_strcmp) (const char *, const char *);
static int (*real_strncmp) (const char *, const char *, size_t);
static int (*real_strcasecmp) (const char *, const char *);
static int (*real_strncasecmp) (const char *, const char *, size_t);
static char *(*real_strstr) (const char *, const char *);

static void
init_real (void)
{
#define REAL(name) \
  if (!(*(void **) &real_##name = dlsym (RTLD_NEXT, #name))) abort ()
  REAL (memcmp);
  REAL (strcmp);
  REAL (strncmp);
  REAL (strcasecmp);
  REAL (strncasecmp);
  REAL (strstr);
#undef REAL
}

/* A small reader of the input.  */
struct in
{
  const uint8_t *p;
  size_t n;
};

static unsigned
get (struct in *in)
{
  if (in->n == 0)
    return 0;
  in->n--;
  return *in->p++;
}

static unsigned
get16 (struct in *in)
{
  unsigned a = get (in);
  return a | get (in) << 8;
}

/* Results of one call, compared between the wrapper and glibc.  */
struct res
{
  long r;           /* an integer result, or a pointer as an offset */
  int err;
};

/* A pointer result as an offset from the object O (once evaluated).  */
static long
off_of (const void *p, const struct obj *o)
{
  return p ? (long) ((const unsigned char *) p - o->base) : -9999;
}
#define OFF(p, o) off_of ((p), (o))

/* Run function F with destination D and source S (pointers P and Q into
   them); FOC says whether to call the wrapper or glibc.  */
static struct res
call (int f, int foc, struct obj *d, struct obj *s, unsigned char *p,
      unsigned char *q, size_t len, int c)
{
  uintptr_t db = (uintptr_t) d->base, dB = db + d->n;
  uintptr_t sb = (uintptr_t) s->base, sB = sb + s->n;
  struct res r = { 0, 0 };
  char *t = NULL;
  char *pc = (char *) p;
  const char *qc = (const char *) q;

  errno = 7;
  switch (f)
    {
#define P2(name, ...)                                                   \
      r.r = OFF (foc ? __foc_##name (SITE, db, dB, sb, sB, __VA_ARGS__)   \
                     : name (__VA_ARGS__), d)
#define P1S(name, ...)                                                  \
      r.r = OFF (foc ? __foc_##name (SITE, sb, sB, __VA_ARGS__)           \
                     : name (__VA_ARGS__), s)
#define I2(name, ...)                                                   \
      r.r = (long) (foc ? __foc_##name (SITE, db, dB, sb, sB, __VA_ARGS__) \
                        : name (__VA_ARGS__))
#define I2R(name, ...)                                                  \
      r.r = (long) (foc ? __foc_##name (SITE, db, dB, sb, sB, __VA_ARGS__) \
                        : real_##name (__VA_ARGS__))
#define I1S(name, ...)                                                  \
      r.r = (long) (foc ? __foc_##name (SITE, sb, sB, __VA_ARGS__)        \
                        : name (__VA_ARGS__))
    case 0: P2 (memcpy, p, q, len); break;
    case 1: P2 (mempcpy, p, q, len); break;
    case 2: P2 (memmove, p, q, len); break;
    case 3:
      r.r = OFF (foc ? __foc_memset (SITE, db, dB, p, c, len)
                     : memset (p, c, len), d);
      break;
    case 4:
      if (foc)
        __foc_bzero (SITE, db, dB, p, len);
      else
        bzero (p, len);
      break;
    case 5:
      if (foc)
        __foc_explicit_bzero (SITE, db, dB, p, len);
      else
        explicit_bzero (p, len);
      break;
    case 6: P2 (memccpy, p, q, c, len); break;
    case 7: P1S (memchr, q, c, len); break;
    case 8: P1S (memrchr, q, c, len); break;
    case 9:
      r.r = (foc ? __foc_memcmp (SITE, db, dB, sb, sB, p, q, len)
                 : real_memcmp (p, q, len));
      r.r = (r.r > 0) - (r.r < 0);
      break;
    case 10: P2 (strcpy, pc, qc); break;
    case 11: P2 (stpcpy, pc, qc); break;
    case 12: P2 (strncpy, pc, qc, len); break;
    case 13: P2 (stpncpy, pc, qc, len); break;
    case 14: P2 (strcat, pc, qc); break;
    case 15: P2 (strncat, pc, qc, len); break;
    case 16: I1S (strlen, qc); break;
    case 17: I1S (strnlen, qc, len); break;
    case 18:
      I2R (strcmp, pc, qc);
      r.r = (r.r > 0) - (r.r < 0);
      break;
    case 19:
      I2R (strncmp, pc, qc, len);
      r.r = (r.r > 0) - (r.r < 0);
      break;
    case 20:
      I2R (strcasecmp, pc, qc);
      r.r = (r.r > 0) - (r.r < 0);
      break;
    case 21:
      I2R (strncasecmp, pc, qc, len);
      r.r = (r.r > 0) - (r.r < 0);
      break;
    case 22: P1S (strchr, qc, c); break;
    case 23: P1S (strrchr, qc, c); break;
    case 24:
      r.r = OFF (foc ? __foc_strstr (SITE, db, dB, sb, sB, pc, qc)
                     : real_strstr (pc, qc), d);
      break;
    case 25: I2 (strspn, pc, qc); break;
    case 26: I2 (strcspn, pc, qc); break;
    case 27:
      r.r = OFF (foc ? __foc_strpbrk (SITE, db, dB, sb, sB, pc, qc)
                     : strpbrk (pc, qc), d);
      break;
    case 28:
      t = foc ? __foc_strdup (SITE, sb, sB, qc) : strdup (qc);
      r.r = t ? (long) strlen (t) : -1;
      break;
    case 29:
      t = foc ? __foc_strndup (SITE, sb, sB, qc, len) : strndup (qc, len);
      r.r = t ? (long) strlen (t) : -1;
      break;
    /* The %s arguments of sprintf and snprintf are not checked (a
       documented limit): give them a literal.  The source is the format
       of case 31, with its '%'s made harmless.  */
    case 30:
      r.r = foc ? __foc_snprintf (SITE, db, dB, 0, UINTPTR_MAX, pc, len,
                                  "<%s|%d>", "a-literal-string", c)
                : snprintf (pc, len, "<%s|%d>", "a-literal-string", c);
      break;
    case 31:
      for (size_t i = 0; i < s->n; i++)
        if (s->base[i] == '%')
          s->base[i] = '+';
      r.r = foc ? __foc_sprintf (SITE, db, dB, sb, sB, pc, qc)
                : sprintf (pc, qc, 0);
      break;
    case 32:
      {
        /* asprintf with the source as a %s argument.  */
        static const char fmt[] = "[%.*s|%s]";
        int prec = (int) (len % 300) - 20;
        r.r = foc ? __foc_asprintf (SITE, 0, UINTPTR_MAX, (uintptr_t) fmt,
                                    (uintptr_t) fmt + sizeof fmt, 3u, 0,
                                    UINTPTR_MAX, sb, sB, sb, sB, &t, fmt,
                                    prec, qc, qc)
                  : asprintf (&t, fmt, prec, qc, qc);
        if (r.r >= 0 && t)
          r.r = r.r * 1000 + (long) strlen (t);
      }
      break;
    case 33:
      {
        /* sscanf of the source into the destination.  */
        char fmt[16];
        int n = -1;
        snprintf (fmt, sizeof fmt, len % 3 ? "%%%zus%%n" : "%%s%%n",
                  len % 40);
        r.r = foc ? __foc_sscanf (SITE, sb, sB, 0, UINTPTR_MAX, 2u, db, dB,
                                  (uintptr_t) &n, (uintptr_t) (&n + 1), qc,
                                  fmt, pc, &n)
                  : sscanf (qc, fmt, pc, &n);
        r.r = r.r * 1000 + n;
      }
      break;
    case 34:
    case 35:
    case 36:
      {
        /* read, fread, fgets of the source's bytes.  */
        int fds[2];
        ssize_t k;
        if (pipe (fds))
          abort ();
        k = write (fds[1], s->base, s->n);
        (void) k;
        close (fds[1]);
        if (f == 34)
          r.r = foc ? __foc_read (SITE, db, dB, fds[0], p, len)
                    : read (fds[0], p, len);
        else
          {
            FILE *fp = fdopen (fds[0], "r");
            if (f == 35)
              r.r = (long) (foc ? __foc_fread (SITE, db, dB, 0, UINTPTR_MAX,
                                               p, 1 + c % 4, len, fp)
                                : fread (p, 1 + c % 4, len, fp));
            else
              r.r = OFF (foc ? __foc_fgets (SITE, db, dB, 0, UINTPTR_MAX,
                                            pc, (int) len - 8, fp)
                             : fgets (pc, (int) len - 8, fp), d);
            /* What is left must be the same too.  */
            char rest[MAXN + 64];
            r.r = r.r * 1000 + (long) fread (rest, 1, sizeof rest, fp);
            fclose (fp);
            fds[0] = -1;
          }
        if (fds[0] >= 0)
          {
            char rest[MAXN + 64];
            r.r = r.r * 1000 + (long) read (fds[0], rest, sizeof rest);
            close (fds[0]);
          }
      }
      break;
    case 37:
      r.r = (long) (foc ? __foc_wcslen (SITE, sb, sB, (const wchar_t *) q)
                        : wcslen ((const wchar_t *) q));
      break;
    case 38:
      r.r = OFF (foc ? __foc_wcscpy (SITE, db, dB, sb, sB, (wchar_t *) p,
                                     (const wchar_t *) q)
                     : wcscpy ((wchar_t *) p, (const wchar_t *) q), d);
      break;
    case 39:
      r.r = (long) (foc ? __foc_mbstowcs (SITE, db, dB, sb, sB, (wchar_t *) p,
                                          qc, len / 4)
                        : mbstowcs ((wchar_t *) p, qc, len / 4));
      break;
    case 40:
      r.r = (long) (foc ? __foc_wcstombs (SITE, db, dB, sb, sB, pc,
                                          (const wchar_t *) q, len)
                        : wcstombs (pc, (const wchar_t *) q, len));
      break;
    default:
      break;
    }
  r.err = errno;
  free (t);
  return r;
}

#define NFUNC 41

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  struct in in = { data, size };
  static int inited;
  int f, c, wide;
  size_t dn, sn, len;
  long doff, soff;
  unsigned flags;

  if (!inited)
    {
      init_maps ();
      init_real ();
      inited = 1;
    }
  f = (int) (get (&in) % NFUNC);
  wide = f >= 37;
  dn = get (&in) % MAXN;
  sn = get (&in) % MAXN;
  flags = get (&in);
  doff = (long) (get (&in) % (dn + 33)) - 16;
  soff = (long) (get (&in) % (sn + 33)) - 16;
  len = get16 (&in) % (MAXN + 64);
  c = (int) get (&in);
  if (wide)
    {
      /* Whole, aligned wide characters.  */
      dn &= ~(size_t) 3;
      sn &= ~(size_t) 3;
      doff &= ~3L;
      soff &= ~3L;
    }
  if (f == 36 && len < 8)
    len += 8;

  /* The rest is the contents: the source first.  */
  place (&objs[0], dn, flags & 1, in.p, in.n);
  place (&objs[1], sn, flags & 2, in.p + in.n / 2, in.n - in.n / 2);
  place (&objs[2], dn, flags & 1, in.p, in.n);
  place (&objs[3], sn, flags & 2, in.p + in.n / 2, in.n - in.n / 2);
  if (flags & 4 && sn > 0)
    objs[1].base[sn - 1] = objs[3].base[sn - 1] = 0;
  if (flags & 8 && dn > 0)
    objs[0].base[dn - 1] = objs[2].base[dn - 1] = 0;

  unsigned long before = __foc_violation_count ();
  struct res a = call (f, 1, &objs[0], &objs[1], objs[0].base + doff,
                       objs[1].base + soff, len, c);
  check_canary (&objs[0]);
  check_canary (&objs[1]);
  if (__foc_violation_count () != before)
    return 0;
  /* memcmp with N past a bound is not a violation when the buffers differ
     inside the bounds (see wrap-mem.c), but glibc's memcmp may read all N
     bytes: nothing to compare it with.  */
  if (f == 9 && (doff < 0 || soff < 0 || doff + len > dn || soff + len > sn))
    return 0;
  /* Likewise strstr with a match inside the bounds of an unterminated
     haystack: glibc's reads ahead (strnlen of up to 512 bytes more).  */
  if (f == 24 && (doff < 0 || (size_t) doff >= dn
                  || !memchr (objs[0].base + doff, 0, dn - doff)))
    return 0;

  /* No violation: glibc must agree.  */
  struct res b = call (f, 0, &objs[2], &objs[3], objs[2].base + doff,
                       objs[3].base + soff, len, c);
  if (a.r != b.r || a.err != b.err
      || memcmp (objs[0].map + PG, objs[2].map + PG, 2 * PG) != 0
      || memcmp (objs[1].map + PG, objs[3].map + PG, 2 * PG) != 0)
    {
      fprintf (stderr, "fuzz: function %d differs from glibc: %ld/%d vs "
               "%ld/%d\n", f, a.r, a.err, b.r, b.err);
      __builtin_trap ();
    }
  return 0;
}
