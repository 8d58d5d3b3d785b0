/* options.c -- parse the FOC_OPTIONS environment variable.

   FOC_OPTIONS is a colon-separated list of KEY=VALUE items, for example
   FOC_OPTIONS=mode=log:log_path=/tmp/foc.log:max_reports=0.  It is parsed
   once, by a high-priority constructor, or earlier by the first hook that
   runs (foc_init).  A bad item is reported on stderr and leaves its key at
   the default.  Nothing here may call instrumented or wrapped code.  */

#include "foc-internal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct foc_options foc_options = {
  .mode = FOC_MODE_OBLIVIOUS,
  .max_reports = 10,
  .summary = 1,
};

atomic_int foc_initialized;

/* log_format=json: reports, suppression and summary lines as JSON objects,
   one a line (report.c).  Kept out of struct foc_options so that only
   options.c and report.c know about it.  */
int foc_log_json __attribute__ ((visibility ("hidden")));

static pthread_once_t foc_once = PTHREAD_ONCE_INIT;

static const struct
{
  const char *key;
  const char *help;
} foc_keys[] = {
  { "mode", "oblivious|abort|log: on an out-of-bounds access, drop it "
    "(writes) or manufacture it (reads); report and abort; or report and "
    "perform it (default oblivious)" },
  { "log_path", "FILE: append reports to FILE instead of stderr" },
  { "max_reports", "N: at most N reports per site, 0 for no limit "
    "(default 10)" },
  { "log_format", "text|json: reports as text lines or as one JSON object "
    "a line (default text)" },
  { "summary", "0|1: print a summary at exit if there were out-of-bounds "
    "accesses (default 1)" },
  { "heap", "lowfat|libc: small blocks from foc's size-class heap, whose "
    "pointers need no metadata, or all from the C library (default "
    "lowfat; read at the first allocation)" },
  { "help", "0|1: print this list" },
};

static void
foc_print_help (void)
{
  size_t i;

  foc_message ("foc: FOC_OPTIONS is a colon-separated list of key=value:\n");
  for (i = 0; i < sizeof foc_keys / sizeof foc_keys[0]; i++)
    foc_message ("foc:   %-12s %s\n", foc_keys[i].key, foc_keys[i].help);
}

static void
foc_bad_value (const char *key, size_t keylen, const char *val,
               size_t vallen, const char *dflt)
{
  foc_message ("foc: FOC_OPTIONS: bad value '%.*s' for '%.*s' ignored "
               "(using '%s')\n", (int) vallen, val, (int) keylen, key, dflt);
}

static int
foc_is (const char *s, size_t len, const char *word)
{
  return strlen (word) == len && memcmp (s, word, len) == 0;
}

/* Parse the decimal number of LEN characters at S into *N; 0 if it is not
   one.  */
static int
foc_parse_ulong (const char *s, size_t len, unsigned long *n)
{
  unsigned long v = 0;
  size_t i;

  if (len == 0)
    return 0;
  for (i = 0; i < len; i++)
    {
      unsigned d = (unsigned char) s[i] - '0';
      if (d > 9 || v > (ULONG_MAX - d) / 10)
        return 0;
      v = v * 10 + d;
    }
  *n = v;
  return 1;
}

/* The value of the 0|1 option KEY=VAL, or DFLT if VAL is bad.  */
static int
foc_parse_bool (const char *key, size_t keylen, const char *val,
                size_t vallen, int dflt)
{
  if (foc_is (val, vallen, "0") || foc_is (val, vallen, "1"))
    return val[0] == '1';
  foc_bad_value (key, keylen, val, vallen, dflt ? "1" : "0");
  return dflt;
}

/* Apply the item KEY=VAL.  */
static void
foc_option (const char *key, size_t keylen, const char *val, size_t vallen,
            int *help, char *log_path, size_t log_path_size)
{
  unsigned long n;

  if (foc_is (key, keylen, "mode"))
    {
      if (foc_is (val, vallen, "oblivious"))
        foc_options.mode = FOC_MODE_OBLIVIOUS;
      else if (foc_is (val, vallen, "log"))
        foc_options.mode = FOC_MODE_LOG;
      else if (foc_is (val, vallen, "abort"))
        foc_options.mode = FOC_MODE_ABORT;
      else
        {
          foc_options.mode = FOC_MODE_OBLIVIOUS;
          foc_bad_value (key, keylen, val, vallen, "oblivious");
        }
    }
  else if (foc_is (key, keylen, "log_path"))
    {
      if (vallen == 0 || vallen >= log_path_size)
        {
          log_path[0] = '\0';
          foc_bad_value (key, keylen, val, vallen, "stderr");
        }
      else
        {
          memcpy (log_path, val, vallen);
          log_path[vallen] = '\0';
        }
    }
  else if (foc_is (key, keylen, "max_reports"))
    {
      if (foc_parse_ulong (val, vallen, &n))
        foc_options.max_reports = n;
      else
        {
          foc_options.max_reports = 10;
          foc_bad_value (key, keylen, val, vallen, "10");
        }
    }
  else if (foc_is (key, keylen, "log_format"))
    {
      if (foc_is (val, vallen, "text") || foc_is (val, vallen, "json"))
        foc_log_json = val[0] == 'j';
      else
        {
          foc_log_json = 0;
          foc_bad_value (key, keylen, val, vallen, "text");
        }
    }
  else if (foc_is (key, keylen, "summary"))
    foc_options.summary = foc_parse_bool (key, keylen, val, vallen, 1);
  else if (foc_is (key, keylen, "heap"))
    {
      /* Applied by lowfat.c, which reads it at the first allocation.  */
      if (!foc_is (val, vallen, "lowfat") && !foc_is (val, vallen, "libc"))
        foc_bad_value (key, keylen, val, vallen, "lowfat");
    }
  else if (foc_is (key, keylen, "help"))
    *help = foc_parse_bool (key, keylen, val, vallen, 0);
  else
    foc_message ("foc: FOC_OPTIONS: unknown key '%.*s' ignored\n",
                 (int) keylen, key);
}

/* log_path ("" for stderr).  */
static char log_path[PATH_MAX];

/* Open log_path for appending, on a descriptor above 2, for one report
   line (report.c closes it after): between reports libfoc holds no
   descriptor, so that a program that looks at its own (gnulib's tests of
   what a child inherits), closes them all, or starts with stdout closed
   (m4's test of its write error) sees what it would without foc.
   Returns -1 without log_path or if it cannot be opened.  */
int
foc_log_open (void)
{
  if (!log_path[0])
    return -1;
  int fd = open (log_path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd >= 0 && fd <= 2)
    {
      int high = fcntl (fd, F_DUPFD_CLOEXEC, 3);
      int err = errno;
      close (fd);
      errno = err;
      fd = high;
    }
  return fd;
}

static void
foc_parse_options (const char *s)
{
  int help = 0;

  while (s && *s)
    {
      const char *end = strchr (s, ':');
      const char *eq;
      size_t len;

      if (!end)
        end = s + strlen (s);
      len = end - s;
      eq = memchr (s, '=', len);
      if (len == 0)
        ;
      else if (!eq)
        foc_option (s, len, end, 0, &help, log_path, sizeof log_path);
      else
        foc_option (s, eq - s, eq + 1, end - eq - 1, &help, log_path,
                    sizeof log_path);
      s = *end ? end + 1 : end;
    }

  if (help)
    foc_print_help ();

  if (log_path[0])
    {
      /* Created, or found unwritable, now rather than at the first
         report.  */
      int fd = foc_log_open ();
      if (fd < 0)
        {
          foc_message ("foc: FOC_OPTIONS: cannot open log_path '%s' (%s), "
                       "using stderr\n", log_path, strerror (errno));
          log_path[0] = '\0';
        }
      else
        close (fd);
    }
}

static void
foc_init_once (void)
{
  foc_parse_options (getenv ("FOC_OPTIONS"));
  atomic_store_explicit (&foc_initialized, 1, memory_order_release);
}

void
foc_init_slow (void)
{
  pthread_once (&foc_once, foc_init_once);
}

static void __attribute__ ((constructor (101)))
foc_constructor (void)
{
  foc_init ();
}
