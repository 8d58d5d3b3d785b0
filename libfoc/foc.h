/* foc.h -- public interface and compiler ABI of libfoc, the runtime of the
   foc failure-oblivious GCC plugin.

   Everything the plugin emits calls into the functions declared here.  All
   runtime symbols start with __foc_; nothing else is exported.

   Conventions:
   - Bounds are [base, bound): BASE is the first byte of the object, BOUND one
     past its last byte, both as uintptr_t.
   - "Unknown" bounds are base = 0, bound = UINTPTR_MAX: such an access is
     never a violation (the compiler could not tell where the pointer came
     from, and a false positive is worse than a missed check).
   - "Empty" bounds (base == bound) make every access a violation; they are
     given to pointers that were themselves manufactured by an out-of-bounds
     read.
   - SITE is a string built by the plugin, "FUNCTION at FILE:LINE"; the
     runtime prints it verbatim and uses its address to rate-limit reports.  */

#ifndef FOC_H
#define FOC_H 1

#include <stddef.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/* libfoc is built with -fvisibility=hidden; these are its exports.  */
#ifdef __GNUC__
# pragma GCC visibility push(default)
#endif

/* Access kinds passed to __foc_oob.  */
#define FOC_READ  0
#define FOC_WRITE 1
/* Or'ed into the kind when the bounds are those of an array field
   (s.name[i]) rather than of a whole object.  */
#define FOC_FIELD 2
/* Or'ed into the kind of a read of a float or a double (4 or 8 bytes)
   by the checks made one asm statement (__foc_fail_preserve).  */
#define FOC_FLOAT 4

/* Called by instrumented code when the access of SIZE bytes at ADDR is not
   inside [BASE, BOUND).  Reports it (rate-limited per SITE) and decides:
   returns 0 in mode=oblivious (the caller drops the write, or manufactures
   the read with __foc_value), 1 in mode=log (the caller performs the
   access), and does not return in mode=abort.  */
int __foc_oob (uintptr_t addr, size_t size, uintptr_t base, uintptr_t bound,
               int kind, const char *site);

/* The cold path of a checked integer read of SIZE <= 8 bytes: like
   __foc_oob, but returns the value read -- the bytes at ADDR (zero-extended,
   little-endian) in mode=log or if the access is in bounds after all,
   else a manufactured value, or for a read that straddles an end of the
   object, its bytes inside the object with zeros for the others.  */
uint64_t __foc_oob_read (uintptr_t addr, size_t size, uintptr_t base,
                         uintptr_t bound, int kind, const char *site);

/* The next value of the calling thread's manufactured-value generator:
   0, 1, 2, 0, 1, 3, 0, 1, 4, ...  */
uint64_t __foc_value (void);

/* Called by instrumented code before an indirect call through FN, a
   pointer with the empty bounds of a manufactured value (an
   out-of-bounds read gave it).  Reports the call (rate-limited per SITE)
   and decides: returns 0 in mode=oblivious (the caller skips the call
   and manufactures its result), 1 in mode=log (FN is the bytes the
   program read: the caller makes the call), and does not return in
   mode=abort.  */
int __foc_call_manufactured (uintptr_t fn, const char *site);

/* What instrumented code passes to a function of the C library that
   libfoc does not wrap instead of a manufactured pointer: a megabyte,
   zero until written.  */
extern char __foc_oblivion[];

/* On x86-64, optimised code reaches the three functions above through
   __foc_oob_preserve, __foc_oob_read_preserve and __foc_value_preserve
   (preserve-x86_64.S), called from asm with their own convention: ADDR,
   BASE, BOUND and SITE in rdi, rsi, rdx and rcx, SIZE | KIND << 56 in
   rax, the result in rax, every other register but r10 and r11 kept;
   and through __foc_fail_preserve, whose arguments are on the stack
   (see preserve-x86_64.S).  They are not C functions and have no
   prototype here.  */

/* Aggregate copy of N bytes from SRC to DST (memmove semantics) whose check
   failed.  Copies the bytes whose destination is inside [DBASE, DBOUND),
   manufacturing those whose source is outside [SBASE, SBOUND); reports and
   applies the mode like __foc_oob.  */
void __foc_oob_copy (void *dst, const void *src, size_t n,
                     uintptr_t dbase, uintptr_t dbound,
                     uintptr_t sbase, uintptr_t sbound, const char *site);

/* A pair (base, bound) returned in two registers: a GNU complex integer,
   which GIMPLE treats as one register value.  */
#ifndef __cplusplus
typedef _Complex unsigned long foc_pair;
#endif

/* Bounds of pointers stored in memory (meta.c).  A load gets the bounds
   recorded for SLOT only if the recorded value is VALUE; else unknown.
   Addresses are passed as integers: they are keys, never dereferenced.  */
#ifndef __cplusplus
void __foc_meta_store (uintptr_t slot, uintptr_t value, uintptr_t base,
		       uintptr_t bound);
/* The same with the entry already packed (foc-layout.h): the slow path of
   inline stores, for a slot with no level-2 table yet.  */
void __foc_meta_put (uintptr_t slot, uintptr_t w0, uintptr_t w1);
foc_pair __foc_meta_load (uintptr_t slot, uintptr_t value);
/* The bounds of VALUE when nothing recorded them: the heap block it
   points into, else unchecked (the slow path of loads from a local
   struct whose metadata lives in locals).  */
foc_pair __foc_bounds_lookup (uintptr_t value);
void __foc_meta_copy (uintptr_t dst, uintptr_t src, size_t n);
void __foc_meta_clear (void *p, size_t n);

/* Bounds of pointer arguments and return values (mailbox.c): a per-thread
   mailbox naming the callee, so that a callee reached from uninstrumented
   code (a callback, an indirect call) never takes stale bounds.  */
void __foc_arg_put (uintptr_t callee, unsigned i, uintptr_t value,
		    uintptr_t base, uintptr_t bound);
foc_pair __foc_arg_get (uintptr_t self, unsigned i, uintptr_t value);
void __foc_args_done (void);
void __foc_ret_put (uintptr_t self, uintptr_t value, uintptr_t base,
		    uintptr_t bound);
foc_pair __foc_ret_get (uintptr_t callee, uintptr_t value);
/* The mailbox itself, which code built with optimization reads and writes
   inline: word 0 names the callee, words 1 + 3 i .. 3 + 3 i hold (value,
   base, bound) of argument i < 16, word 49 names the function returning,
   words 50..52 hold (value, base, bound) of its result, words 53..92
   the metadata entries of small structs passed or returned by value
   (foc-layout.h).  */
extern _Thread_local uintptr_t __foc_mailbox[93]
  __attribute__ ((tls_model ("initial-exec")));
/* The metadata of a struct passed (argument I) or returned (I = ~0u) by
   value, SIZE bytes at ADDR: put by the sender, got by the receiver.  */
void __foc_agg_put (uintptr_t fn, unsigned i, uintptr_t addr, size_t size);
void __foc_agg_get (uintptr_t fn, unsigned i, uintptr_t addr, size_t size);
#endif

/* The global variables of a translation unit (globals.c): N pairs
   {address, size}, registered by a constructor the plugin adds to each
   unit and unregistered by its destructor.  A pointer to the whole of
   one needs no metadata entry.  */
void __foc_globals_add (const uintptr_t *pairs, size_t n);
void __foc_globals_remove (const uintptr_t *pairs, size_t n);
/* The bounds of the global variable at ADDR, if one (registered) starts
   there, else unknown: for an extern array of unknown size.  */
#ifndef __cplusplus
foc_pair __foc_global_bounds (uintptr_t addr);
#endif

/* free, realloc and posix_memalign as called by instrumented code
   (heap.c): they also forget, move or record the metadata of the block.  */
void __foc_free (void *p);
void *__foc_realloc (void *p, size_t n);
int __foc_posix_memalign (void **memptr, size_t align, size_t n);

/* strlen (S) + 1, or 0 if S is null: the size of a block from strdup.  */
size_t __foc_strsize (const char *s);

/* Number of out-of-bounds accesses seen so far by this process.  */
unsigned long __foc_violation_count (void);

/* Checked C library functions.  The plugin replaces a call to NAME (and to
   __builtin_NAME and the _FORTIFY_SOURCE form __NAME_chk, whose object-size
   arguments are dropped) by a call to __foc_NAME whose arguments are:
     SITE, then (base, bound) for each pointer parameter of NAME in order,
     then NAME's own arguments.
   Each does the in-bounds part of the operation, drops bytes written outside
   the destination's bounds, reads manufactured bytes (from __foc_value)
   outside a source's bounds, reports each violating argument once per call,
   and returns what NAME returns for the operation the program asked for
   (e.g. mempcpy returns DEST + N even if that is past the bound), except
   where the file defining it says otherwise (the input functions return
   the bytes or items stored: see wrap-io.c).  In mode=log it reports and
   then calls NAME unchanged.  Reports name the function and the C
   parameter ("strcpy dest"), or for a variadic argument its position in
   the call ("printf arg 2").  */
#define FOC_B uintptr_t, uintptr_t
void *__foc_memcpy (const char *, FOC_B, FOC_B, void *, const void *, size_t);
void *__foc_mempcpy (const char *, FOC_B, FOC_B, void *, const void *, size_t);
void *__foc_memmove (const char *, FOC_B, FOC_B, void *, const void *, size_t);
void *__foc_memset (const char *, FOC_B, void *, int, size_t);
void __foc_bzero (const char *, FOC_B, void *, size_t);
void *__foc_memchr (const char *, FOC_B, const void *, int, size_t);
int __foc_memcmp (const char *, FOC_B, FOC_B, const void *, const void *,
                  size_t);
char *__foc_strcpy (const char *, FOC_B, FOC_B, char *, const char *);
char *__foc_stpcpy (const char *, FOC_B, FOC_B, char *, const char *);
char *__foc_strncpy (const char *, FOC_B, FOC_B, char *, const char *, size_t);
char *__foc_stpncpy (const char *, FOC_B, FOC_B, char *, const char *, size_t);
char *__foc_strcat (const char *, FOC_B, FOC_B, char *, const char *);
char *__foc_strncat (const char *, FOC_B, FOC_B, char *, const char *, size_t);
size_t __foc_strlen (const char *, FOC_B, const char *);
size_t __foc_strnlen (const char *, FOC_B, const char *, size_t);
int __foc_strcmp (const char *, FOC_B, FOC_B, const char *, const char *);
int __foc_strncmp (const char *, FOC_B, FOC_B, const char *, const char *,
                   size_t);
char *__foc_strchr (const char *, FOC_B, const char *, int);
char *__foc_strrchr (const char *, FOC_B, const char *, int);
char *__foc_strstr (const char *, FOC_B, FOC_B, const char *, const char *);
char *__foc_strdup (const char *, FOC_B, const char *);
char *__foc_strndup (const char *, FOC_B, const char *, size_t);
int __foc_sprintf (const char *, FOC_B, FOC_B, char *, const char *, ...);
int __foc_snprintf (const char *, FOC_B, FOC_B, char *, size_t, const char *,
                    ...);
int __foc_vsprintf (const char *, FOC_B, FOC_B, char *, const char *,
                    va_list);
int __foc_vsnprintf (const char *, FOC_B, FOC_B, char *, size_t,
                     const char *, va_list);
/* The same as called by the plugin, with the bounds of the variadic
   arguments: (site, s, fmt pairs, N, N pairs, then sprintf's arguments).  */
int __foc_sprintf_args (const char *, FOC_B, FOC_B, unsigned, ...);
int __foc_snprintf_args (const char *, FOC_B, FOC_B, unsigned, ...);
char *__foc_fgets (const char *, FOC_B, FOC_B, char *, int, FILE *);

/* wrap-mem.c, wrap-strsearch.c.  */
void __foc_explicit_bzero (const char *, FOC_B, void *, size_t);
void *__foc_memccpy (const char *, FOC_B, FOC_B, void *, const void *, int,
                     size_t);
void *__foc_memrchr (const char *, FOC_B, const void *, int, size_t);
int __foc_strcasecmp (const char *, FOC_B, FOC_B, const char *,
                      const char *);
int __foc_strncasecmp (const char *, FOC_B, FOC_B, const char *,
                       const char *, size_t);
size_t __foc_strspn (const char *, FOC_B, FOC_B, const char *, const char *);
size_t __foc_strcspn (const char *, FOC_B, FOC_B, const char *,
                      const char *);
char *__foc_strpbrk (const char *, FOC_B, FOC_B, const char *, const char *);

/* wrap-io.c: input.  socklen_t is unsigned int in glibc.  */
struct sockaddr;
char *__foc_gets (const char *, FOC_B, char *);
size_t __foc_fread (const char *, FOC_B, FOC_B, void *, size_t, size_t,
                    FILE *);
ssize_t __foc_read (const char *, FOC_B, int, void *, size_t);
ssize_t __foc_pread (const char *, FOC_B, int, void *, size_t, off_t);
ssize_t __foc_pread64 (const char *, FOC_B, int, void *, size_t, off_t);
ssize_t __foc_recv (const char *, FOC_B, int, void *, size_t, int);
ssize_t __foc_recvfrom (const char *, FOC_B, FOC_B, int, void *, size_t,
                        int, struct sockaddr *, unsigned *);
ssize_t __foc_getline (const char *, FOC_B, FOC_B, FOC_B, char **,
                       size_t *, FILE *);
ssize_t __foc_getdelim (const char *, FOC_B, FOC_B, FOC_B, char **,
                        size_t *, int, FILE *);
ssize_t __foc_readlink (const char *, FOC_B, FOC_B, const char *, char *,
                        size_t);
char *__foc_realpath (const char *, FOC_B, FOC_B, const char *, char *);
char *__foc_getcwd (const char *, FOC_B, char *, size_t);
int __foc_puts (const char *, FOC_B, const char *);
int __foc_fputs (const char *, FOC_B, FOC_B, const char *, FILE *);
size_t __foc_fwrite (const char *, FOC_B, FOC_B, const void *, size_t,
                     size_t, FILE *);
char *__foc_fgets_unlocked (const char *, FOC_B, FOC_B, char *, int, FILE *);
size_t __foc_fread_unlocked (const char *, FOC_B, FOC_B, void *, size_t,
                             size_t, FILE *);
int __foc_fputs_unlocked (const char *, FOC_B, FOC_B, const char *, FILE *);
size_t __foc_fwrite_unlocked (const char *, FOC_B, FOC_B, const void *,
                              size_t, size_t, FILE *);

/* wrap-wide.c.  */
#ifndef __cplusplus
size_t __foc_wcslen (const char *, FOC_B, const wchar_t *);
wchar_t *__foc_wcscpy (const char *, FOC_B, FOC_B, wchar_t *,
                       const wchar_t *);
size_t __foc_mbstowcs (const char *, FOC_B, FOC_B, wchar_t *, const char *,
                       size_t);
size_t __foc_wcstombs (const char *, FOC_B, FOC_B, char *, const wchar_t *,
                       size_t);
#endif

/* wrap-fmtargs.c, wrap-scanf.c: after the bounds of the fixed pointer
   parameters, the number N of variadic arguments, then N (base, bound)
   pairs, then the function's own arguments, all in "...".  */
int __foc_printf (const char *, FOC_B, unsigned, ...);
int __foc_fprintf (const char *, FOC_B, FOC_B, unsigned, ...);
int __foc_dprintf (const char *, FOC_B, unsigned, ...);
int __foc_asprintf (const char *, FOC_B, FOC_B, unsigned, ...);
int __foc_scanf (const char *, FOC_B, unsigned, ...);
int __foc_fscanf (const char *, FOC_B, FOC_B, unsigned, ...);
int __foc_sscanf (const char *, FOC_B, FOC_B, unsigned, ...);
#undef FOC_B

#ifdef __GNUC__
# pragma GCC visibility pop
#endif

#ifdef __cplusplus
}
#endif

#endif /* foc.h */
