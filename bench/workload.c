/* workload.c -- write a deterministic benchmark input to standard output.

   Usage: workload MEGABYTES [SEED]

   The output is a mix of 64 KiB chunks (half text, 30% log lines, 15%
   random bytes, 5% runs), chosen by a fixed-seed generator
   (the same bytes on every machine and every run):
     - English-like text: words from a small vocabulary, Zipf-ish
       frequencies, punctuation and line breaks;
     - log lines: timestamps, hosts, request paths and numbers;
     - random bytes (incompressible, like already-compressed data);
     - long runs of one byte and short repeated patterns (bzip2's RLE and
       its worst cases for block sorting).  */

#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#define CHUNK 65536

#include "lib/xorshift.h"

static const char *const words[] = {
  "the", "of", "and", "to", "a", "in", "is", "it", "that", "was", "for",
  "on", "are", "with", "as", "be", "at", "this", "have", "from", "or",
  "server", "request", "memory", "bounds", "write", "read", "buffer",
  "program", "error", "value", "pointer", "array", "string", "compiler",
  "failure", "oblivious", "computing", "availability", "security", "input",
  "output", "attack", "overflow", "check", "runtime", "library", "function",
  "process", "thread", "signal", "network", "connection", "client",
  "response", "header", "length", "character", "manufactured", "discarded",
};
#define NWORDS (sizeof words / sizeof words[0])

static const char *const paths[] = {
  "/", "/index.html", "/api/v1/items", "/static/app.js", "/login",
  "/images/logo.png", "/search?q=foc", "/cgi-bin/status", "/favicon.ico",
};
#define NPATHS (sizeof paths / sizeof paths[0])

static size_t
text_chunk (char *buf)
{
  size_t n = 0;
  int col = 0;

  while (n < CHUNK - 32)
    {
      /* Small indices much more often than large ones.  */
      uint32_t r = next ();
      size_t w = (size_t) ((r % NWORDS) * (r % NWORDS) / NWORDS);
      size_t len = strlen (words[w]);

      memcpy (buf + n, words[w], len);
      n += len;
      col += (int) len + 1;
      if (next () % 13 == 0)
        buf[n++] = next () % 2 ? ',' : '.';
      if (col > 68)
        {
          buf[n++] = '\n';
          col = 0;
        }
      else
        buf[n++] = ' ';
    }
  return n;
}

static size_t
log_chunk (char *buf)
{
  size_t n = 0;
  static unsigned long t = 1700000000;

  while (n < CHUNK - 200)
    {
      t += next () % 3;
      n += (size_t) sprintf (buf + n,
                             "%lu 10.%u.%u.%u GET %s %u %u\n", t,
                             next () % 4, next () % 256, next () % 256,
                             paths[next () % NPATHS],
                             next () % 8 ? 200 : 404, next () % 50000);
    }
  return n;
}

static size_t
random_chunk (char *buf)
{
  size_t i;

  for (i = 0; i < CHUNK; i += 4)
    {
      uint32_t r = next ();
      memcpy (buf + i, &r, 4);
    }
  return CHUNK;
}

static size_t
runs_chunk (char *buf)
{
  size_t n = 0;

  while (n < CHUNK)
    {
      size_t len = 1 + next () % 4096, period = 1 + next () % 8, i;
      char pat[8];

      for (i = 0; i < period; i++)
        pat[i] = (char) next ();
      for (i = 0; i < len && n < CHUNK; i++)
        buf[n++] = pat[i % period];
    }
  return n;
}

int
main (int argc, char **argv)
{
  static char buf[CHUNK];
  unsigned long megabytes, total, written = 0;

  if (argc < 2 || argc > 3)
    {
      fprintf (stderr, "usage: workload MEGABYTES [SEED]\n");
      return 2;
    }
  megabytes = strtoul (argv[1], NULL, 10);
  state = argc > 2 ? strtoull (argv[2], NULL, 10) : 20041206;
  if (state == 0)
    state = 1;
  total = megabytes * 1024 * 1024;

  while (written < total)
    {
      uint32_t kind = next () % 20;
      size_t n;

      if (kind < 10)
        n = text_chunk (buf);
      else if (kind < 16)
        n = log_chunk (buf);
      else if (kind < 19)
        n = random_chunk (buf);
      else
        n = runs_chunk (buf);
      if (n > total - written)
        n = total - written;
      if (fwrite (buf, 1, n, stdout) != n)
        {
          perror ("workload");
          return 1;
        }
      written += n;
    }
  return fclose (stdout) != 0;
}
