/* report.c -- count, rate-limit and print out-of-bounds accesses.

   Every violation is counted (atomically) for the exit summary.  Reports
   are rate-limited per site: the first max_reports from a SITE string are
   printed, then one line saying the rest are suppressed.  Sites are found
   by the address of their string in a fixed-size lock-free table; when the
   table is full, a site is treated as new every time.  Each report is one
   write(2) under a mutex, so lines from threads never mix.

   Report line (matched by the test suite, keep it stable):
     foc: out-of-bounds write of 4 bytes at 0x..., object [0x..., 0x...),
     [strcpy dest, ]in SITE: dropped|manufactured|performed|aborting

   With FOC_OPTIONS=log_format=json each line is instead one JSON object
   (foc_json_*), with SITE ("FUNCTION at FILE:LINE") split into "function",
   "file" and "line":
     {"kind":"write","size":4,"addr":"0x...","base":"0x...","bound":"0x...",
      "function":"f","file":"t.c","line":12[,"what":"strcpy dest"],
      "action":"dropped"}
     {"event":"suppressed","function":"f","file":"t.c","line":12,
      "max_reports":10}
     {"event":"summary","accesses":N,"reads":R,"writes":W,"sites":S}  */

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

static atomic_ulong foc_nreads, foc_nwrites, foc_nsites, foc_ncalls;

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

/* Write one report line to log_path (foc_log_open), else stderr.  The
   program's errno stays as it was.  */
static void
foc_log (const char *buf, size_t len)
{
  int err = errno;
  int fd = foc_log_open ();
  if (fd < 0)
    foc_write (2, buf, len);
  else
    {
      foc_write (fd, buf, len);
      close (fd);
    }
  errno = err;
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
  foc_log (buf, strlen (buf));
  pthread_mutex_unlock (&foc_report_lock);
}

/* log_format=json (options.c).  */
extern int foc_log_json __attribute__ ((visibility ("hidden")));

/* A JSON line being built: appending never overflows BUF.  Each string
   value is cut to FOC_JSON_MAX_STR bytes, so that a whole report (three
   strings and a few numbers) always fits and stays valid JSON.  */
#define FOC_JSON_MAX_STR 1000

struct foc_json
{
  char buf[4096];
  size_t len;
};

static void
foc_json_add (struct foc_json *j, const char *s, size_t n)
{
  if (n > sizeof j->buf - 1 - j->len)
    n = sizeof j->buf - 1 - j->len;
  memcpy (j->buf + j->len, s, n);
  j->len += n;
  j->buf[j->len] = '\0';
}

static void
foc_json_printf (struct foc_json *j, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));

static void
foc_json_printf (struct foc_json *j, const char *fmt, ...)
{
  char tmp[128];
  va_list ap;
  int n;

  va_start (ap, fmt);
  n = vsnprintf (tmp, sizeof tmp, fmt, ap);
  va_end (ap);
  if (n > 0)
    foc_json_add (j, tmp, foc_min ((size_t) n, sizeof tmp - 1));
}

/* Append ,"KEY":"VALUE" (without the comma at the start of the object)
   with the N bytes of VALUE escaped.  */
static void
foc_json_str (struct foc_json *j, const char *key, const char *value,
              size_t n)
{
  size_t i, out = 0;

  foc_json_printf (j, "%s\"%s\":\"", j->len > 1 ? "," : "", key);
  for (i = 0; i < n && out < FOC_JSON_MAX_STR; i++)
    {
      unsigned char c = value[i];
      char esc[8];

      if (c == '"' || c == '\\')
        {
          esc[0] = '\\';
          esc[1] = c;
          foc_json_add (j, esc, 2);
          out += 2;
        }
      else if (c < 0x20 || c == 0x7f)
        {
          foc_json_printf (j, "\\u%04x", c);
          out += 6;
        }
      else
        {
          foc_json_add (j, (const char *) &c, 1);
          out++;
        }
    }
  foc_json_add (j, "\"", 1);
}

/* Append the fields of SITE, "FUNCTION at FILE:LINE": "function", "file"
   and "line" (only those that are there: "FUNCTION at ?" has no file), or
   "site" if SITE has another form.  */
static void
foc_json_site (struct foc_json *j, const char *site)
{
  const char *at = strstr (site, " at ");
  const char *file, *colon, *p;

  if (!at)
    {
      foc_json_str (j, "site", site, strlen (site));
      return;
    }
  foc_json_str (j, "function", site, at - site);
  file = at + 4;
  if (strcmp (file, "?") == 0)
    return;
  colon = strrchr (file, ':');
  for (p = colon ? colon + 1 : NULL; p && *p >= '0' && *p <= '9'; p++)
    ;
  if (!colon || p == colon + 1 || *p)
    {
      foc_json_str (j, "file", file, strlen (file));
      return;
    }
  foc_json_str (j, "file", file, colon - file);
  foc_json_add (j, ",\"line\":", 8);
  foc_json_add (j, colon + 1, foc_min (p - colon - 1, 20));
}

/* Print the finished JSON line J.  */
static void
foc_json_print (struct foc_json *j)
{
  foc_json_add (j, "}\n", 2);
  /* Truncated (cannot happen with the limits above): still end the
     line.  */
  if (j->buf[j->len - 1] != '\n')
    j->buf[j->len - 1] = '\n';
  pthread_mutex_lock (&foc_report_lock);
  foc_log (j->buf, j->len);
  pthread_mutex_unlock (&foc_report_lock);
}

static void
foc_json_report (int kind, uintptr_t addr, size_t size, uintptr_t base,
                 uintptr_t bound, const char *what, const char *site,
                 const char *action)
{
  struct foc_json j = { .len = 0 };

  foc_json_printf (&j, "{\"kind\":\"%s\",\"size\":%zu,\"addr\":\"0x%lx\","
                   "\"base\":\"0x%lx\",\"bound\":\"0x%lx\"",
                   kind == FOC_WRITE ? "write" : "read", size,
                   (unsigned long) addr, (unsigned long) base,
                   (unsigned long) bound);
  foc_json_site (&j, site);
  if (what)
    foc_json_str (&j, "what", what, strlen (what));
  foc_json_str (&j, "action", action, strlen (action));
  foc_json_print (&j);
}

static void
foc_json_suppressed (const char *site, unsigned long max)
{
  struct foc_json j = { .len = 0 };

  foc_json_add (&j, "{\"event\":\"suppressed\"", 21);
  foc_json_site (&j, site);
  foc_json_printf (&j, ",\"max_reports\":%lu", max);
  foc_json_print (&j);
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

/* Is the COUNTth report from SITE to be printed (max_reports; every
   one in mode=abort)?  If COUNT is the first past the limit, print the
   line saying that the site's further reports are suppressed.  */
static int
foc_report_due (const char *site, unsigned long count, enum foc_mode mode)
{
  unsigned long max = foc_options.max_reports;

  if (max == 0 || count <= max || mode == FOC_MODE_ABORT)
    return 1;
  if (count == max + 1 && foc_log_json)
    foc_json_suppressed (site, max);
  else if (count == max + 1)
    foc_print ("foc: further reports from %s suppressed (max_reports=%lu)\n",
               site, max);
  return 0;
}

int
foc_violation (int kind, uintptr_t addr, size_t size, uintptr_t base,
               uintptr_t bound, const char *what, const char *site)
{
  enum foc_mode mode = foc_mode ();
  const char *action;

  if (!site)
    site = "?";
  atomic_fetch_add (kind == FOC_WRITE ? &foc_nwrites : &foc_nreads, 1);

  if (mode == FOC_MODE_LOG)
    action = "performed";
  else if (mode == FOC_MODE_ABORT)
    action = "aborting";
  else
    action = kind == FOC_WRITE ? "dropped" : "manufactured";

  if (foc_report_due (site, foc_site_hit (site), mode))
    {
      if (foc_log_json)
        foc_json_report (kind, addr, size, base, bound, what, site, action);
      else
        foc_print ("foc: out-of-bounds %s of %zu bytes at 0x%lx, "
                   "object [0x%lx, 0x%lx), %s%s%s: %s\n",
                   kind == FOC_WRITE ? "write" : "read", size,
                   (unsigned long) addr, (unsigned long) base,
                   (unsigned long) bound, what ? what : "",
                   what ? ", in " : "in ", site, action);
    }

  if (mode == FOC_MODE_ABORT)
    abort ();
  return mode == FOC_MODE_LOG;
}

int
__foc_call_manufactured (uintptr_t fn, const char *site)
{
  enum foc_mode mode = foc_mode ();
  const char *action = mode == FOC_MODE_ABORT ? "aborting" : "skipped";

  /* In mode=log the pointer is the bytes the program read: call it.  */
  if (mode == FOC_MODE_LOG)
    return 1;
  if (!site)
    site = "?";
  atomic_fetch_add (&foc_ncalls, 1);

  if (foc_report_due (site, foc_site_hit (site), mode))
    {
      if (foc_log_json)
        {
          struct foc_json j = { .len = 0 };

          foc_json_printf (&j, "{\"kind\":\"call\",\"fn\":\"0x%lx\"",
                           (unsigned long) fn);
          foc_json_site (&j, site);
          foc_json_str (&j, "action", action, strlen (action));
          foc_json_print (&j);
        }
      else
        foc_print ("foc: call through a manufactured function pointer "
                   "0x%lx, in %s: %s\n", (unsigned long) fn, site, action);
    }

  if (mode == FOC_MODE_ABORT)
    abort ();
  return 0;
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
  unsigned long calls = atomic_load (&foc_ncalls);
  char skipped[48] = "";

  if (reads + writes + calls == 0 || !foc_options.summary)
    return;
  /* Skipped calls are counted only if there were some, so that the
     usual summary stays as it was.  */
  if (calls && foc_log_json)
    snprintf (skipped, sizeof skipped, ",\"calls_skipped\":%lu", calls);
  else if (calls)
    snprintf (skipped, sizeof skipped, ", %lu calls skipped", calls);
  if (foc_log_json)
    foc_print ("{\"event\":\"summary\",\"accesses\":%lu,\"reads\":%lu,"
               "\"writes\":%lu,\"sites\":%lu%s}\n", reads + writes, reads,
               writes, atomic_load (&foc_nsites), skipped);
  else
    foc_print ("foc: summary: %lu out-of-bounds accesses (%lu reads, %lu "
               "writes) at %lu sites%s\n", reads + writes, reads, writes,
               atomic_load (&foc_nsites), skipped);
}
