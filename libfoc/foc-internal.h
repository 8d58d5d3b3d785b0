/* foc-internal.h -- declarations shared by the files of libfoc.

   Include this first in every libfoc source file.  Nothing declared here is
   exported: everything is hidden, and libfoc.map exports only __foc_*.

   libfoc itself must not be compiled with the foc plugin: it would check its
   own accesses and call itself recursively.  */

#ifndef FOC_INTERNAL_H
#define FOC_INTERNAL_H 1

#if defined(__FOC__)
# error "libfoc must not be compiled with the foc plugin"
#endif

#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1
#endif

#include <errno.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "foc.h"
#include "foc-layout.h"

#pragma GCC visibility push(hidden)

/* Per-thread state of libfoc.  libfoc is loaded with the program, so the
   initial-exec model applies: no __tls_get_addr call on each access.  */
#define FOC_TLS _Thread_local __attribute__ ((tls_model ("initial-exec")))

#define FOC_LIKELY(x) __builtin_expect (!!(x), 1)
#define FOC_UNLIKELY(x) __builtin_expect (!!(x), 0)

static inline foc_pair
foc_make_pair (uintptr_t base, uintptr_t bound)
{
  foc_pair p;
  __real__ p = base;
  __imag__ p = bound;
  return p;
}

/* Is VALUE one that no pointer with an entry can have (null among
   them; foc-layout.h)?  Its bounds are unknown, from its value alone.  */
static inline int
foc_nonptr_p (uintptr_t value)
{
  return value - FOC_PTR_MIN >= FOC_PTR_SPAN;
}

/* globals.c: each thread keeps its last answers, a variable (FOUND) or
   a gap [LO, HI) around the value asked about, tagged with the ranges
   they came from (foc_globals_tag): FOC_GLOBALS_SETS sets by the value's
   16-byte line, of FOC_GLOBALS_WAYS answers each, the newest first.  Two
   ways, so that loads of pointers to two small variables in one line
   (csmith's int8_t and int64_t globals, alternately) do not evict each
   other's answer on every load.  */
#define FOC_GLOBALS_SETS 16
#define FOC_GLOBALS_WAYS 2
struct foc_globals_hit
{
  uintptr_t lo, hi;
  const void *r;
  int found;
};
extern FOC_TLS struct foc_globals_hit
  foc_globals_cache[FOC_GLOBALS_SETS][FOC_GLOBALS_WAYS];
extern _Atomic (const void *) foc_globals_tag;
int foc_global_find_slow (uintptr_t v, uintptr_t *base, uintptr_t *bound);

/* The set of answers that may hold V.  */
static inline struct foc_globals_hit *
foc_globals_set_of (uintptr_t v)
{
  return foc_globals_cache[(v >> 4) % FOC_GLOBALS_SETS];
}

/* The calling thread's answer for V, or NULL.  */
static inline const struct foc_globals_hit *
foc_globals_hit (uintptr_t v)
{
  const void *tag = atomic_load_explicit (&foc_globals_tag,
					  memory_order_acquire);
  const struct foc_globals_hit *s = foc_globals_set_of (v);
  for (int w = 0; w < FOC_GLOBALS_WAYS; w++)
    if (s[w].r == tag && v - s[w].lo < s[w].hi - s[w].lo)
      return &s[w];
  return NULL;
}

/* If V points into a global variable of instrumented code, set *BASE
   and *BOUND to its bounds and return 1.  */
static inline int
foc_global_find (uintptr_t v, uintptr_t *base, uintptr_t *bound)
{
  const struct foc_globals_hit *h = foc_globals_hit (v);
  if (FOC_LIKELY (h != NULL))
    {
      *base = h->lo;
      *bound = h->hi;
      return h->found;
    }
  return foc_global_find_slow (v, base, bound);
}

/* Are [BASE, BOUND) the bounds of the global V points into?  */
static inline int
foc_global_exact (uintptr_t v, uintptr_t base, uintptr_t bound)
{
  uintptr_t b, e;
  return foc_global_find (v, &b, &e) && b == base && e == bound;
}

/* heapmap.c */
int foc_heap_find (uintptr_t v, uintptr_t *base, uintptr_t *bound);
int foc_heap_grown (uintptr_t base, uintptr_t bound, uintptr_t addr,
		    size_t size);

/* lowfat.c */
int foc_lf_owns (const void *p);
int foc_lf_find (uintptr_t v, uintptr_t *base, uintptr_t *bound);
int foc_lf_value_bounds (uintptr_t v, uintptr_t *base, uintptr_t *bound);
size_t foc_lf_size (const void *p);
void foc_lf_escape (uintptr_t v, uintptr_t base, uintptr_t bound);
void *foc_lf_alloc (size_t n);
void *foc_lf_calloc (size_t n);
void foc_lf_free (void *p);
int foc_lf_resize (void *p, size_t n);
void foc_lf_prefork (void);
void foc_lf_postfork (void);

/* meta.c */
void foc_meta_clear_addr (uintptr_t p, size_t n);
void foc_meta_copy_addr (uintptr_t dst, uintptr_t src, size_t n);

/* libctab.c */
int foc_libc_table (uintptr_t v, uintptr_t *base, uintptr_t *bound);

/* The bounds of a foc_nonptr_p VALUE: unknown, so that an access through
   it faults as without foc (null, a negative number, a double); but
   [0, 1) for one in the first 64 KB but null, which the kernel never
   maps: a manufactured pointer (0, 1, 2, ...) that went through memory,
   which does not keep its empty bounds.  No access at 1 or above fits
   in [0, 1): one through it is reported and dropped or manufactured,
   where it would fault.  (The plugin's inline code gives the same,
   foc_meta_load_inline.)  */
static inline foc_pair
foc_nonptr_pair (uintptr_t value)
{
  if (value - 1 < FOC_PTR_MIN - 1)
    return foc_make_pair (0, 1);
  return foc_make_pair (0, UINTPTR_MAX);
}

/* The bounds of a pointer VALUE, not foc_nonptr_p, that nothing else
   vouches for: the global variable of instrumented code it points into
   (globals.c), its live heap block if it points into one (heapmap.c),
   the C library's table if it is one of those (libctab.c), else
   unknown.  */
static inline foc_pair
foc_found_pair (uintptr_t value)
{
  uintptr_t base, bound;
  if (foc_global_find (value, &base, &bound)
      || foc_heap_find (value, &base, &bound)
      || foc_libc_table (value, &base, &bound))
    return foc_make_pair (base, bound);
  return foc_make_pair (0, UINTPTR_MAX);
}

/* The same for any VALUE: at once for a null pointer, the most common,
   and any other foc_nonptr_p value (foc_nonptr_pair).  */
static inline foc_pair
foc_unknown_pair (uintptr_t value)
{
  if (foc_nonptr_p (value))
    return foc_nonptr_pair (value);
  return foc_found_pair (value);
}

/* options.c */

enum foc_mode
{
  FOC_MODE_OBLIVIOUS,   /* drop OOB writes, manufacture OOB reads */
  FOC_MODE_LOG,         /* report, then perform the access */
  FOC_MODE_ABORT        /* report, then abort () */
};

struct foc_options
{
  enum foc_mode mode;
  unsigned long max_reports;    /* per site; 0 = unlimited */
  int summary;                  /* print the summary at exit */
};

extern struct foc_options foc_options;
int foc_log_open (void);
extern atomic_int foc_initialized;

void foc_init_slow (void);

/* Make sure FOC_OPTIONS has been parsed (the constructor may not have run
   yet when a hook is called from another library's constructor).  */
static inline void
foc_init (void)
{
  if (FOC_UNLIKELY (!atomic_load_explicit (&foc_initialized,
                                           memory_order_acquire)))
    foc_init_slow ();
}

static inline enum foc_mode
foc_mode (void)
{
  foc_init ();
  return foc_options.mode;
}

/* generator.c */

uint64_t foc_next_value (void);

static inline unsigned char
foc_next_byte (void)
{
  return (unsigned char) foc_next_value ();
}

void foc_fill (unsigned char *p, size_t n);

/* oob.c: what the stubs of preserve-x86_64.S call (SIZEKIND = size |
   kind << 56).  */

uint64_t foc_oob_packed (uintptr_t addr, uintptr_t base, uintptr_t bound,
                         const char *site, uint64_t sizekind);
uint64_t foc_oob_read_packed (uintptr_t addr, uintptr_t base,
                              uintptr_t bound, const char *site,
                              uint64_t sizekind);
uint64_t foc_value_packed (uintptr_t addr, uintptr_t base, uintptr_t bound,
                           const char *site, uint64_t sizekind);
uint64_t foc_fail_packed (uintptr_t addr, uintptr_t base, uintptr_t bound,
                          const char *site, uint64_t sizekind);

/* report.c */

void foc_write (int fd, const char *buf, size_t len);
void foc_message (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2)));

/* Count and report the access of SIZE bytes at ADDR, of kind FOC_READ or
   FOC_WRITE, to the object [BASE, BOUND); WHAT names the library function
   and argument ("strcpy dest") or is NULL.  Returns 0 in mode=oblivious, 1
   in mode=log; does not return in mode=abort.  */
int foc_violation (int kind, uintptr_t addr, size_t size, uintptr_t base,
                   uintptr_t bound, const char *what, const char *site);


/* Bounds arithmetic.  */

static inline int
foc_unknown (uintptr_t base, uintptr_t bound)
{
  return base == 0 && bound == UINTPTR_MAX;
}

/* True if the N bytes at P are inside [BASE, BOUND), without wrap-around.
   Accessing zero bytes is always fine, and so is anything with unknown
   bounds.  */
static inline int
foc_in (const void *p, size_t n, uintptr_t base, uintptr_t bound)
{
  uintptr_t a = (uintptr_t) p;
  return (n == 0 || foc_unknown (base, bound)
          || (a >= base && a <= bound && n <= bound - a)
          || foc_heap_grown (base, bound, a, n));
}

/* Does the stream argument STREAM, with bounds [BASE, BOUND), point to a
   whole FILE?  If not (a manufactured pointer: an out-of-bounds read
   gave it), the access is reported, WHAT naming the argument ("fputs
   stream"), and the result is 0 in mode=oblivious: the wrapper then
   fails as on a bad stream (errno EBADF) without calling the C library,
   which would fault.  */
static inline int
foc_stream_ok (FILE *stream, uintptr_t base, uintptr_t bound,
               const char *what, const char *site)
{
  if (FOC_LIKELY (foc_in (stream, sizeof (FILE), base, bound))
      || foc_violation (FOC_READ, (uintptr_t) stream, sizeof (FILE), base,
                        bound, what, site))
    return 1;
  errno = EBADF;
  return 0;
}

/* Bytes from P to BOUND if P is inside [BASE, BOUND), else 0; SIZE_MAX for
   unknown bounds.  */
static inline size_t
foc_room (const void *p, uintptr_t base, uintptr_t bound)
{
  uintptr_t a = (uintptr_t) p;
  if (foc_unknown (base, bound))
    return SIZE_MAX;
  if (a < base || a >= bound)
    return 0;
  return bound - a;
}

static inline size_t
foc_min (size_t a, size_t b)
{
  return a < b ? a : b;
}

static inline size_t
foc_max (size_t a, size_t b)
{
  return a > b ? a : b;
}

/* Saturating A + B.  */
static inline size_t
foc_add (size_t a, size_t b)
{
  return a + b < a ? SIZE_MAX : a + b;
}

/* util.c */

/* strnlen, with MAX == SIZE_MAX meaning strlen.  */
size_t foc_strnlen (const char *s, size_t max);

/* Set *LO, *HI so that [P + *LO, P + *HI) are the bytes of [P, P + N) that
   lie inside [BASE, BOUND); *LO == *HI if there are none.  */
void foc_span (const void *p, size_t n, uintptr_t base, uintptr_t bound,
               size_t *lo, size_t *hi);

/* The oblivious form of memmove (DST, SRC, N): stores only the bytes whose
   destination is inside [DBASE, DBOUND), manufacturing those whose source
   is outside [SBASE, SBOUND).  */
void foc_copy_partial (void *dst, const void *src, size_t n,
                       uintptr_t dbase, uintptr_t dbound,
                       uintptr_t sbase, uintptr_t sbound);

/* Copy the N bytes at SRC to DST + OFF, keeping only the part that falls
   into [DST + LO, DST + HI); SRC == NULL stores zeros.  */
void foc_store (char *dst, size_t lo, size_t hi, size_t off,
                const void *src, size_t n);

/* strview.c: the string a program sees through a pointer and its bounds,
   real bytes inside the bounds, manufactured ones outside.  */

#define FOC_MANUF_MAX 8

struct foc_str
{
  size_t pre;                   /* manufactured bytes before BASE */
  unsigned char pre_buf[FOC_MANUF_MAX];
  const char *mid;              /* the real bytes */
  size_t mid_len;
  size_t suf;                   /* manufactured bytes from BOUND on */
  unsigned char suf_buf[FOC_MANUF_MAX];
  size_t len;                   /* pre + mid_len + suf */
  int terminated;               /* a NUL ends it before LIMIT */
};

/* Describe the string at S, at most LIMIT characters long, seen through
   [BASE, BOUND).  With REAL (mode=log) all bytes are real, and the string
   is measured with strlen like the real function would.  Returns the
   number of bytes read (LEN, plus 1 if TERMINATED).  */
size_t foc_str_view (struct foc_str *v, const char *s, uintptr_t base,
                     uintptr_t bound, size_t limit, int real);

/* Byte I of the string (0 at and after LEN).  */
unsigned char foc_str_at (const struct foc_str *v, size_t i);

/* Store the bytes [0, COUNT) of the string (zeros from LEN on) at DST,
   keeping only [DST + LO, DST + HI).  */
void foc_str_store (char *dst, size_t lo, size_t hi,
                    const struct foc_str *v, size_t count);

/* A malloc'd NUL-terminated copy of the string, or NULL.  */
char *foc_str_dup (const struct foc_str *v);

/* Variadic wrappers ('*' in the plugin's table): the bounds of at most
   FOC_MAXVAR variadic arguments are kept.  FOC_GET_PAIRS reads the N
   (base, bound) pairs from AP into B.  */
#define FOC_MAXVAR 64
#define FOC_GET_PAIRS(ap, n, b)                                         \
  do {                                                                  \
    for (unsigned k_ = 0; k_ < (n); k_++)                               \
      {                                                                 \
        uintptr_t lo_ = va_arg (ap, uintptr_t);                         \
        uintptr_t hi_ = va_arg (ap, uintptr_t);                         \
        if (k_ < FOC_MAXVAR)                                            \
          {                                                             \
            (b)[2 * k_] = lo_;                                          \
            (b)[2 * k_ + 1] = hi_;                                      \
          }                                                             \
      }                                                                 \
  } while (0)

/* wrap-printf.c: vsprintf and vsnprintf into S through its bounds,
   reporting with the labels SLABEL and FLABEL.  */
int foc_vsprintf_1 (const char *site, const char *slabel, const char *flabel,
                    uintptr_t s_base, uintptr_t s_bound, uintptr_t fmt_base,
                    uintptr_t fmt_bound, char *s, const char *fmt,
                    va_list ap);
int foc_vsnprintf_1 (const char *site, const char *slabel,
                     const char *flabel, uintptr_t s_base, uintptr_t s_bound,
                     uintptr_t fmt_base, uintptr_t fmt_bound, char *s,
                     size_t size, const char *fmt, va_list ap);

/* wrap-printf.c: the format to use for FMT (printf or scanf): FMT
   itself, or in mode=oblivious when FMT is not terminated inside its
   bounds (reported, labelled LABEL), a malloc'd safe copy also stored in
   *COPY (NULL otherwise): its in-bounds part cut before an unfinished
   conversion, then its manufactured continuation with every '%' doubled.
   NULL if that could not be allocated.  */
const char *foc_format (const char *site, const char *label,
                        const char *fmt, uintptr_t fmt_base,
                        uintptr_t fmt_bound, char **copy);

/* wrap-io.c: a string argument S read through its bounds: S itself, or
   (mode=oblivious, not terminated inside them: reported as a read
   labelled LABEL) a malloc'd copy with manufactured bytes, also stored
   in *COPY for the caller to free.  */
const char *foc_str_arg (const char *site, const char *label, const char *s,
                         uintptr_t s_base, uintptr_t s_bound, char **copy);

#pragma GCC visibility pop

#endif /* foc-internal.h */
