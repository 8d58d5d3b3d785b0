/* report.c -- count, rate-limit and print out-of-bounds accesses.

   Every violation is counted (atomically) for the exit summary.  Reports
   are rate-limited per site: the first max_reports from a SITE string are
   printed, then one line saying the rest are suppressed.  Sites are found
   by the address of their string in a fixed-size lock-free table; when the
   table is full, a site is treated as new every time.  Each report is one
   write(2) under a mutex, so lines from threads never mix.

   Report line (matched by the test suite, keep it stable):
     foc: out-of-bounds write of 4 bytes at 0x..., object [0x..., 0x...),
     [strcpy dest, ]in SITE: dropped|manufactured|performed|aborting  */

#include "foc-internal.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define FOC_SITES 4096          /* a power of two */

struct foc_site
{
  _Atomic (const char *) key;
  atomic_ulong count;
};

static struct foc_site foc_sites[FOC_SITES];

static atomic_ulong foc_nreads, foc_nwrites, foc_nsites;

static pthread_mutex_t foc_report_lock = PTHREAD_MUTEX_INITIALIZER;

/* Write LEN bytes at BUF to FD, retrying after EINTR and short writes.  */
void
foc_write (int fd, const char *buf, size_t len)
{
  while (len > 0)
    {
      ssize_t n = write (fd, buf, len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return;
      buf += n;
      len -= n;
    }
}

static void
foc_vformat (char *buf, size_t size, const char *fmt, va_list ap)
{
  int n = vsnprintf (buf, size, fmt, ap);

  /* If it was truncated, still end the line.  */
  if (n < 0)
    buf[0] = '\0';
  else if ((size_t) n >= size)
    buf[size - 2] = '\n';
}

/* Print a message on stderr (option errors, help).  */
void
foc_message (const char *fmt, ...)
{
  char buf[1024];
  va_list ap;

  va_start (ap, fmt);
  foc_vformat (buf, sizeof buf, fmt, ap);
  va_end (ap);
  foc_write (2, buf, strlen (buf));
}

/* Print one line to the report destination, under the report lock.  */
static void
foc_print (const char *fmt, ...)
{
  char buf[2048];
  va_list ap;

  va_start (ap, fmt);
  foc_vformat (buf, sizeof buf, fmt, ap);
  va_end (ap);
  pthread_mutex_lock (&foc_report_lock);
  foc_write (foc_options.log_fd, buf, strlen (buf));
  pthread_mutex_unlock (&foc_report_lock);
}

/* Count one violation at SITE; return how many there have been there,
   including this one.  */
static unsigned long
foc_site_hit (const char *site)
{
  uintptr_t h = (uintptr_t) site;
  size_t i, n;

  h ^= h >> 17;
  h *= (uintptr_t) 0x9e3779b97f4a7c15ull;
  h ^= h >> 29;
  for (i = h & (FOC_SITES - 1), n = 0; n < FOC_SITES;
       i = (i + 1) & (FOC_SITES - 1), n++)
    {
      const char *key = atomic_load_explicit (&foc_sites[i].key,
                                              memory_order_acquire);
      if (!key)
        {
          if (atomic_compare_exchange_strong (&foc_sites[i].key, &key, site))
            atomic_fetch_add (&foc_nsites, 1);
        }
      if (key == site || !key)
        return atomic_fetch_add (&foc_sites[i].count, 1) + 1;
    }
  atomic_fetch_add (&foc_nsites, 1);
  return 1;
}

int
foc_violation (int kind, uintptr_t addr, size_t size, uintptr_t base,
               uintptr_t bound, const char *what, const char *site)
{
  enum foc_mode mode = foc_mode ();
  unsigned long count, max;
  const char *action;

  /* Stale bounds of a heap block that has grown since: the access is
     fine, let it happen (the caller does the real operation, as in
     mode=log), and say nothing.  */
  if (foc_heap_grown (base, bound, addr, size))
    return 1;
  if (!site)
    site = "?";
  atomic_fetch_add (kind == FOC_WRITE ? &foc_nwrites : &foc_nreads, 1);
  count = foc_site_hit (site);
  max = foc_options.max_reports;

  if (mode == FOC_MODE_LOG)
    action = "performed";
  else if (mode == FOC_MODE_ABORT)
    action = "aborting";
  else
    action = kind == FOC_WRITE ? "dropped" : "manufactured";

  if (max == 0 || count <= max || mode == FOC_MODE_ABORT)
    foc_print ("foc: out-of-bounds %s of %zu bytes at 0x%lx, "
               "object [0x%lx, 0x%lx), %s%s%s: %s\n",
               kind == FOC_WRITE ? "write" : "read", size,
               (unsigned long) addr, (unsigned long) base,
               (unsigned long) bound, what ? what : "", what ? ", in " : "in ",
               site, action);
  else if (count == max + 1)
    foc_print ("foc: further reports from %s suppressed (max_reports=%lu)\n",
               site, max);

  if (mode == FOC_MODE_ABORT)
    abort ();
  return mode == FOC_MODE_LOG;
}

unsigned long
__foc_violation_count (void)
{
  return atomic_load (&foc_nreads) + atomic_load (&foc_nwrites);
}

static void __attribute__ ((destructor))
foc_summary (void)
{
  unsigned long reads = atomic_load (&foc_nreads);
  unsigned long writes = atomic_load (&foc_nwrites);

  if (reads + writes == 0 || !foc_options.summary)
    return;
  foc_print ("foc: summary: %lu out-of-bounds accesses (%lu reads, %lu "
             "writes) at %lu sites\n", reads + writes, reads, writes,
             atomic_load (&foc_nsites));
}
