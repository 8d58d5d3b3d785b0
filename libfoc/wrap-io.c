/* wrap-io.c -- checked gets, fread, read, pread, recv, recvfrom, getline,
   getdelim, readlink, realpath, getcwd (fgets is in wrap-stdio.c), and on
   the output side puts, fputs, fwrite.

   Fast path: when the buffer can hold everything the call may store, the
   C library function is called directly.  Otherwise the call still does
   the whole operation the program asked for -- it reads as much from the
   descriptor or stream as the real call would, so that the excess is
   consumed, not left for the next read -- but only the bytes that land
   inside the buffer's bounds are stored; the rest go to a scratch buffer
   and are dropped.  A violation is reported only if the data actually
   went past the bounds (a short read into a too-small buffer is fine).
   mode=log performs the real call and reports afterwards.

   Return values (errno is the C library's):
     read, pread, recv, recvfrom, readlink: the number of bytes stored,
       i.e. the real count cut at the bound (0 if the buffer starts
       outside its bounds);
     fread: the number of whole items stored;
     getline, getdelim: the number of characters stored when the line did
       not fit (*N larger than the block *LINEPTR points to), else the real
       result; -1 with EINVAL if LINEPTR or N themselves are out of bounds;
     gets, realpath, getcwd: their buffer, as the real functions (NULL at
       end of file / on error).
   puts, fputs and fwrite read their string or buffer through its bounds:
   past them they write manufactured bytes (a string ends at the first
   manufactured zero), and return what the real call returns.  */

#include "foc-internal.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <unistd.h>

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound

/* Scratch space for dropped bytes: up to FOC_IOV - 2 chunks of
   FOC_SCRATCH bytes each around the stored part.  */
#define FOC_SCRATCH 65536
#define FOC_IOV 64

/* Fill IOV for reading COUNT bytes at BUF whose part [LO, HI) is stored,
   the rest going to SCRATCH.  Returns the number of entries.  */
static int
foc_iov_fill (struct iovec *iov, char *buf, size_t lo, size_t hi,
              size_t count, char *scratch)
{
  int n = 0;
  size_t left = lo;

  while (left > 0 && n < FOC_IOV - 1)
    {
      size_t k = foc_min (left, FOC_SCRATCH);
      iov[n].iov_base = scratch;
      iov[n++].iov_len = k;
      left -= k;
    }
  if (left > 0)
    return n;
  if (hi > lo)
    {
      iov[n].iov_base = buf + lo;
      iov[n++].iov_len = hi - lo;
    }
  for (left = count - hi; left > 0 && n < FOC_IOV; )
    {
      size_t k = foc_min (left, FOC_SCRATCH);
      iov[n].iov_base = scratch;
      iov[n++].iov_len = k;
      left -= k;
    }
  return n;
}

/* The number of bytes stored of a transfer of N bytes into [LO, HI): the
   in-bounds prefix.  */
static size_t
foc_stored (size_t n, size_t lo, size_t hi)
{
  return lo > 0 ? 0 : foc_min (n, hi);
}

enum foc_rd { FOC_RD_READ, FOC_RD_PREAD, FOC_RD_RECV };

/* The slow path of read, pread and recv(from): one system call of COUNT
   bytes, storing only the part inside BUF's bounds.  ADDR/ADDRLEN as for
   recvfrom (the caller has checked them).  */
static ssize_t
foc_read_slow (const char *site, const char *label, enum foc_rd how, int fd,
               char *buf, FOC_BOUNDS (buf), size_t count, off_t off,
               int flags, struct sockaddr *addr, socklen_t *addrlen)
{
  struct iovec iov[FOC_IOV];
  struct msghdr msg;
  size_t lo, hi;
  char *scratch;
  ssize_t n;
  int niov, saved;

  foc_span (buf, count, buf_base, buf_bound, &lo, &hi);
  scratch = malloc (FOC_SCRATCH);
  if (!scratch)
    {
      errno = ENOMEM;
      return -1;
    }
  niov = foc_iov_fill (iov, buf, lo, hi, count, scratch);
  switch (how)
    {
    case FOC_RD_READ:
      n = readv (fd, iov, niov);
      break;
    case FOC_RD_PREAD:
      n = preadv (fd, iov, niov, off);
      break;
    default:
      memset (&msg, 0, sizeof msg);
      msg.msg_iov = iov;
      msg.msg_iovlen = niov;
      msg.msg_name = addr;
      msg.msg_namelen = addrlen ? *addrlen : 0;
      n = recvmsg (fd, &msg, flags);
      if (n >= 0 && addrlen)
        *addrlen = msg.msg_namelen;
      break;
    }
  saved = errno;
  free (scratch);
  if (n < 0)
    {
      errno = saved;
      return n;
    }
  if (!foc_in (buf, (size_t) n, buf_base, buf_bound))
    foc_violation (FOC_WRITE, (uintptr_t) buf, (size_t) n, buf_base,
                   buf_bound, label, site);
  errno = saved;
  return (ssize_t) foc_stored ((size_t) n, lo, hi);
}

/* Report in mode=log, after the real call stored N bytes at BUF.  */
static ssize_t
foc_log_after (const char *site, const char *label, void *buf,
               FOC_BOUNDS (buf), ssize_t n)
{
  int saved = errno;

  if (n > 0 && !foc_in (buf, (size_t) n, buf_base, buf_bound))
    foc_violation (FOC_WRITE, (uintptr_t) buf, (size_t) n, buf_base,
                   buf_bound, label, site);
  errno = saved;
  return n;
}

ssize_t
__foc_read (const char *site, FOC_BOUNDS (buf), int fd, void *buf,
            size_t count)
{
  if (FOC_LIKELY (foc_in (buf, count, buf_base, buf_bound)))
    return read (fd, buf, count);
  if (foc_mode () == FOC_MODE_LOG)
    return foc_log_after (site, "read buf", buf, buf_base, buf_bound,
                          read (fd, buf, count));
  return foc_read_slow (site, "read buf", FOC_RD_READ, fd, buf, buf_base,
                        buf_bound, count, 0, 0, NULL, NULL);
}

ssize_t
__foc_pread (const char *site, FOC_BOUNDS (buf), int fd, void *buf,
             size_t count, off_t offset)
{
  if (FOC_LIKELY (foc_in (buf, count, buf_base, buf_bound)))
    return pread (fd, buf, count, offset);
  if (foc_mode () == FOC_MODE_LOG)
    return foc_log_after (site, "pread buf", buf, buf_base, buf_bound,
                          pread (fd, buf, count, offset));
  return foc_read_slow (site, "pread buf", FOC_RD_PREAD, fd, buf, buf_base,
                        buf_bound, count, offset, 0, NULL, NULL);
}

ssize_t
__foc_pread64 (const char *site, FOC_BOUNDS (buf), int fd, void *buf,
               size_t count, off_t offset)
{
  if (FOC_LIKELY (foc_in (buf, count, buf_base, buf_bound)))
    return pread (fd, buf, count, offset);
  if (foc_mode () == FOC_MODE_LOG)
    return foc_log_after (site, "pread64 buf", buf, buf_base, buf_bound,
                          pread (fd, buf, count, offset));
  return foc_read_slow (site, "pread64 buf", FOC_RD_PREAD, fd, buf,
                        buf_base, buf_bound, count, offset, 0, NULL, NULL);
}

ssize_t
__foc_recv (const char *site, FOC_BOUNDS (buf), int fd, void *buf,
            size_t len, int flags)
{
  if (FOC_LIKELY (foc_in (buf, len, buf_base, buf_bound)))
    return recv (fd, buf, len, flags);
  if (foc_mode () == FOC_MODE_LOG)
    return foc_log_after (site, "recv buf", buf, buf_base, buf_bound,
                          recv (fd, buf, len, flags));
  return foc_read_slow (site, "recv buf", FOC_RD_RECV, fd, buf, buf_base,
                        buf_bound, len, 0, flags, NULL, NULL);
}

/* recvfrom: BUF as recv.  ADDRLEN must be in bounds (else the address is
   not asked for); the address is received into a local buffer and only
   the part inside SRC_ADDR's bounds is stored.  *ADDRLEN is set to the
   real length, as the real function does.  SRC_ADDR is a transparent
   union in glibc's declaration, so the plugin does not pass its bounds:
   they are those of its heap block, if it is in one, else unknown.  */
ssize_t
__foc_recvfrom (const char *site, FOC_BOUNDS (buf), FOC_BOUNDS (alen),
                int fd, void *buf, size_t len, int flags,
                struct sockaddr *addr, socklen_t *addrlen)
{
  struct sockaddr_storage ss;
  socklen_t want, got;
  uintptr_t addr_base, addr_bound;
  size_t lo, hi;
  ssize_t n;
  int saved;
  foc_pair ap = foc_unknown_pair ((uintptr_t) addr);

  addr_base = __real__ ap;
  addr_bound = __imag__ ap;

  if (FOC_LIKELY (foc_in (buf, len, buf_base, buf_bound)
                  && (!addr || !addrlen
                      || (foc_in (addrlen, sizeof *addrlen, alen_base,
                                  alen_bound)
                          && foc_in (addr, *addrlen, addr_base,
                                     addr_bound)))))
    return recvfrom (fd, buf, len, flags, addr, addrlen);
  if (foc_mode () == FOC_MODE_LOG)
    {
      if (addr && addrlen
          && !foc_in (addrlen, sizeof *addrlen, alen_base, alen_bound))
        foc_violation (FOC_READ, (uintptr_t) addrlen, sizeof *addrlen,
                       alen_base, alen_bound, "recvfrom addrlen", site);
      n = recvfrom (fd, buf, len, flags, addr, addrlen);
      if (n >= 0 && addr && addrlen)
        foc_log_after (site, "recvfrom src_addr", addr, addr_base,
                       addr_bound, *addrlen);
      return foc_log_after (site, "recvfrom buf", buf, buf_base, buf_bound,
                            n);
    }
  if (addr && addrlen
      && !foc_in (addrlen, sizeof *addrlen, alen_base, alen_bound))
    {
      foc_violation (FOC_READ, (uintptr_t) addrlen, sizeof *addrlen,
                     alen_base, alen_bound, "recvfrom addrlen", site);
      addr = NULL;
      addrlen = NULL;
    }
  if (!addr || !addrlen)
    return foc_read_slow (site, "recvfrom buf", FOC_RD_RECV, fd, buf,
                          buf_base, buf_bound, len, 0, flags, NULL, NULL);

  want = foc_min (*addrlen, sizeof ss);
  got = want;
  n = foc_read_slow (site, "recvfrom buf", FOC_RD_RECV, fd, buf, buf_base,
                     buf_bound, len, 0, flags, (struct sockaddr *) &ss, &got);
  if (n < 0)
    return n;
  saved = errno;
  /* The real call stores min (GOT, *ADDRLEN) bytes of the address.  */
  {
    size_t w = foc_min (got, *addrlen);
    if (!foc_in (addr, w, addr_base, addr_bound))
      foc_violation (FOC_WRITE, (uintptr_t) addr, w, addr_base, addr_bound,
                     "recvfrom src_addr", site);
    foc_span (addr, w, addr_base, addr_bound, &lo, &hi);
    foc_store ((char *) addr, lo, hi, 0, &ss, foc_min (w, sizeof ss));
  }
  *addrlen = got;
  errno = saved;
  return n;
}

/* Read and drop N bytes of STREAM (locked); returns how many there
   were.  */
static size_t
foc_fread_drop (FILE *stream, size_t n)
{
  char buf[4096];
  size_t total = 0;

  while (total < n)
    {
      size_t k = fread_unlocked (buf, 1, foc_min (n - total, sizeof buf),
                                 stream);
      total += k;
      if (k == 0)
        break;
    }
  return total;
}

/* fread: reads SIZE * NMEMB bytes as the real call would; stores those
   inside PTR's bounds; returns the number of whole items stored.  */
size_t
__foc_fread (const char *site, FOC_BOUNDS (ptr), FOC_BOUNDS (stream),
             void *ptr, size_t size, size_t nmemb, FILE *stream)
{
  size_t total, lo, hi, got;

  if (!foc_stream_ok (stream, stream_base, stream_bound, "fread stream",
                      site))
    return 0;
  if (size == 0 || nmemb == 0
      || __builtin_mul_overflow (size, nmemb, &total)
      || FOC_LIKELY (foc_in (ptr, total, ptr_base, ptr_bound)))
    return fread (ptr, size, nmemb, stream);
  if (foc_mode () == FOC_MODE_LOG)
    {
      got = fread (ptr, size, nmemb, stream);
      foc_log_after (site, "fread ptr", ptr, ptr_base, ptr_bound,
                     (ssize_t) (got * size));
      return got;
    }

  foc_span (ptr, total, ptr_base, ptr_bound, &lo, &hi);
  flockfile (stream);
  got = foc_fread_drop (stream, lo);
  if (got == lo && hi > lo)
    got += fread_unlocked ((char *) ptr + lo, 1, hi - lo, stream);
  if (got == hi)
    got += foc_fread_drop (stream, total - hi);
  funlockfile (stream);
  if (!foc_in (ptr, got, ptr_base, ptr_bound))
    foc_violation (FOC_WRITE, (uintptr_t) ptr, got, ptr_base, ptr_bound,
                   "fread ptr", site);
  return foc_stored (got, lo, hi) / size;
}

/* gets: reads a line from stdin; the characters that do not fit are
   consumed and dropped.  Reads with fgets into the room it has, then
   looks for the rest of the line.  */
char *
__foc_gets (const char *site, FOC_BOUNDS (s), char *s)
{
  size_t room = foc_room (s, s_base, s_bound), k = 0, extra = 0;
  FILE *in = stdin;
  int c = EOF, first = EOF;

  if (room == SIZE_MAX || foc_mode () == FOC_MODE_LOG)
    {
      /* The real gets, without linking to it (the linker warns): a line
         without its newline, NULL at end of file or on error.  */
      char *line = NULL;
      size_t cap = 0;
      ssize_t len = getline (&line, &cap, in);
      if (len <= 0)
        {
          free (line);
          return NULL;
        }
      if (line[len - 1] == '\n')
        line[--len] = '\0';
      memcpy (s, line, (size_t) len + 1);
      free (line);
      foc_log_after (site, "gets s", s, s_base, s_bound, len + 1);
      return s;
    }

  flockfile (in);
  if (room >= 2)
    {
      if (!fgets_unlocked (s, (int) foc_min (room, INT_MAX), in))
        {
          funlockfile (in);
          return NULL;
        }
      k = strlen (s);
      if (k > 0 && s[k - 1] == '\n')
        {
          s[k - 1] = '\0';
          funlockfile (in);
          return s;
        }
      if (k + 1 < foc_min (room, INT_MAX))
        {
          /* End of file (or a NUL in the input) before the buffer was
             full: what gets does too.  */
          funlockfile (in);
          return ferror_unlocked (in) ? NULL : s;
        }
    }
  while ((c = getc_unlocked (in)) != EOF && c != '\n')
    {
      if (extra == 0)
        first = c;
      extra++;
    }
  funlockfile (in);
  if (k == 0 && extra == 0 && c == EOF)
    return NULL;
  if (ferror (in))
    return NULL;
  if (foc_in (s, k + extra + 1, s_base, s_bound))
    {
      if (room == 1)
        s[0] = '\0';
      return s;
    }
  foc_violation (FOC_WRITE, (uintptr_t) s, k + extra + 1, s_base, s_bound,
                 "gets s", site);
  /* The character the real gets stores where fgets put its NUL.  */
  if (extra > 0 && room >= 1 && k + 1 == room)
    s[k] = (char) first;
  return s;
}

/* getdelim, getline.  The block *LINEPTR points to is found in the heap
   registry; if *N claims more than it holds and the line does not fit,
   the in-bounds part is stored.  */
static ssize_t
foc_getdelim_1 (const char *site, const char *llabel, const char *nlabel,
                const char *blabel, FOC_BOUNDS (lp), FOC_BOUNDS (np),
                char **lineptr, size_t *n, int delim, FILE *stream)
{
  uintptr_t bbase, bbound;
  size_t room, lo, hi;
  char *tmp = NULL;
  size_t tn = 0;
  ssize_t r;
  int log = foc_mode () == FOC_MODE_LOG;

  if (FOC_UNLIKELY (!foc_in (lineptr, sizeof *lineptr, lp_base, lp_bound)
                    || !foc_in (n, sizeof *n, np_base, np_bound)))
    {
      if (!foc_in (lineptr, sizeof *lineptr, lp_base, lp_bound))
        log |= foc_violation (FOC_WRITE, (uintptr_t) lineptr,
                              sizeof *lineptr, lp_base, lp_bound, llabel,
                              site);
      if (!foc_in (n, sizeof *n, np_base, np_bound))
        log |= foc_violation (FOC_WRITE, (uintptr_t) n, sizeof *n, np_base,
                              np_bound, nlabel, site);
      if (!log)
        {
          errno = EINVAL;
          return -1;
        }
      return getdelim (lineptr, n, delim, stream);
    }
  if (FOC_LIKELY (!lineptr || !n || !*lineptr))
    return getdelim (lineptr, n, delim, stream);
  {
    foc_pair p = foc_unknown_pair ((uintptr_t) *lineptr);
    bbase = __real__ p;
    bbound = __imag__ p;
  }
  room = foc_room (*lineptr, bbase, bbound);
  if (FOC_LIKELY (*n <= room) || log)
    return getdelim (lineptr, n, delim, stream);

  /* *N is larger than the block: read into a fresh buffer.  */
  r = getdelim (&tmp, &tn, delim, stream);
  if (r < 0)
    {
      int saved = errno;
      free (tmp);
      errno = saved;
      return r;
    }
  if ((size_t) r + 1 > *n)
    {
      /* The real getdelim would have grown the buffer: give it TMP.  */
      free (*lineptr);
      *lineptr = tmp;
      *n = tn;
      return r;
    }
  if (!foc_in (*lineptr, (size_t) r + 1, bbase, bbound))
    {
      foc_violation (FOC_WRITE, (uintptr_t) *lineptr, (size_t) r + 1, bbase,
                     bbound, blabel, site);
      foc_span (*lineptr, (size_t) r + 1, bbase, bbound, &lo, &hi);
      foc_store (*lineptr, lo, hi, 0, tmp, (size_t) r + 1);
      r = (ssize_t) foc_stored ((size_t) r, lo, hi);
    }
  else
    memcpy (*lineptr, tmp, (size_t) r + 1);
  free (tmp);
  return r;
}

/* After getdelim: *LINEPTR may be a new or grown block; its slot gets the
   block's bounds, so that the caller's next load of *LINEPTR (and the
   string functions it passes the line to) see all of it.  */
static ssize_t
foc_getdelim_done (char **lineptr, ssize_t r)
{
  if (lineptr && *lineptr)
    {
      foc_pair p = foc_unknown_pair ((uintptr_t) *lineptr);
      __foc_meta_store ((uintptr_t) lineptr, (uintptr_t) *lineptr,
                        __real__ p, __imag__ p);
    }
  return r;
}

ssize_t
__foc_getline (const char *site, FOC_BOUNDS (lp), FOC_BOUNDS (np),
               FOC_BOUNDS (stream), char **lineptr, size_t *n, FILE *stream)
{
  if (!foc_stream_ok (stream, stream_base, stream_bound, "getline stream",
                      site))
    return -1;
  return foc_getdelim_done
    (lineptr, foc_getdelim_1 (site, "getline lineptr", "getline n",
                              "getline *lineptr", lp_base, lp_bound, np_base,
                              np_bound, lineptr, n, '\n', stream));
}

ssize_t
__foc_getdelim (const char *site, FOC_BOUNDS (lp), FOC_BOUNDS (np),
                FOC_BOUNDS (stream), char **lineptr, size_t *n, int delim,
                FILE *stream)
{
  if (!foc_stream_ok (stream, stream_base, stream_bound, "getdelim stream",
                      site))
    return -1;
  return foc_getdelim_done
    (lineptr, foc_getdelim_1 (site, "getdelim lineptr", "getdelim n",
                              "getdelim *lineptr", lp_base, lp_bound, np_base,
                              np_bound, lineptr, n, delim, stream));
}

/* A string argument S read through its bounds: S itself, or a malloc'd
   copy (also in *COPY) with manufactured bytes when it is not terminated
   inside them (reported).  */
const char *
foc_str_arg (const char *site, const char *label, const char *s,
             FOC_BOUNDS (s), char **copy)
{
  size_t room = foc_room (s, s_base, s_bound), nread;
  struct foc_str v;

  *copy = NULL;
  if (!s || FOC_LIKELY (foc_strnlen (s, room) < room))
    return s;
  nread = foc_str_view (&v, s, s_base, s_bound, SIZE_MAX,
                        foc_mode () == FOC_MODE_LOG);
  if (!foc_in (s, nread, s_base, s_bound)
      && foc_violation (FOC_READ, (uintptr_t) s, nread, s_base, s_bound,
                        label, site))
    return s;
  *copy = foc_str_dup (&v);
  return *copy ? *copy : "";
}

/* readlink: the link is read into a temporary as large as BUFSIZ (at most
   1 MiB) and the part inside BUF's bounds stored.  */
ssize_t
__foc_readlink (const char *site, FOC_BOUNDS (path), FOC_BOUNDS (buf),
                const char *path, char *buf, size_t bufsiz)
{
  char *copy, *tmp;
  size_t lo, hi, cap;
  ssize_t r;
  int saved;

  path = foc_str_arg (site, "readlink pathname", path, path_base,
                      path_bound, &copy);
  if (FOC_LIKELY (foc_in (buf, bufsiz, buf_base, buf_bound))
      || foc_mode () == FOC_MODE_LOG)
    {
      r = readlink (path, buf, bufsiz);
      saved = errno;
      free (copy);
      errno = saved;
      return foc_log_after (site, "readlink buf", buf, buf_base, buf_bound,
                            r);
    }
  cap = foc_min (bufsiz, 1 << 20);
  tmp = malloc (cap ? cap : 1);
  if (!tmp)
    {
      free (copy);
      errno = ENOMEM;
      return -1;
    }
  r = readlink (path, tmp, cap);
  saved = errno;
  if (r > 0)
    {
      if (!foc_in (buf, (size_t) r, buf_base, buf_bound))
        foc_violation (FOC_WRITE, (uintptr_t) buf, (size_t) r, buf_base,
                       buf_bound, "readlink buf", site);
      foc_span (buf, (size_t) r, buf_base, buf_bound, &lo, &hi);
      foc_store (buf, lo, hi, 0, tmp, (size_t) r);
      r = (ssize_t) foc_stored ((size_t) r, lo, hi);
    }
  free (tmp);
  free (copy);
  errno = saved;
  return r;
}

/* Store the malloc'd string P (freed) at BUF, reporting a write past
   BUF's bounds; LABEL names BUF.  */
static void
foc_store_string (const char *site, const char *label, char *buf,
                  FOC_BOUNDS (buf), char *p)
{
  size_t len = strlen (p) + 1, lo, hi;

  if (!foc_in (buf, len, buf_base, buf_bound))
    foc_violation (FOC_WRITE, (uintptr_t) buf, len, buf_base, buf_bound,
                   label, site);
  foc_span (buf, len, buf_base, buf_bound, &lo, &hi);
  foc_store (buf, lo, hi, 0, p, len);
  free (p);
}

/* realpath: with a RESOLVED_PATH smaller than PATH_MAX, the path is
   resolved into a malloc'd string first and the part inside the bounds
   stored.  */
char *
__foc_realpath (const char *site, FOC_BOUNDS (path), FOC_BOUNDS (res),
                const char *path, char *resolved)
{
  char *copy, *p, *r;
  int saved;

  path = foc_str_arg (site, "realpath path", path, path_base, path_bound,
                      &copy);
  if (FOC_LIKELY (!resolved || foc_in (resolved, PATH_MAX, res_base,
                                        res_bound))
      || foc_mode () == FOC_MODE_LOG)
    {
      r = realpath (path, resolved);
      saved = errno;
      if (r && resolved)
        foc_log_after (site, "realpath resolved_path", resolved, res_base,
                       res_bound, (ssize_t) strlen (resolved) + 1);
      free (copy);
      errno = saved;
      return r;
    }
  p = realpath (path, NULL);
  saved = errno;
  free (copy);
  if (!p)
    {
      errno = saved;
      return NULL;
    }
  foc_store_string (site, "realpath resolved_path", resolved, res_base,
                    res_bound, p);
  errno = saved;
  return resolved;
}

/* getcwd: with SIZE larger than BUF's room, the directory is fetched into
   a malloc'd string; ERANGE if it does not fit SIZE, as the real call;
   else the part inside the bounds is stored.  */
char *
__foc_getcwd (const char *site, FOC_BOUNDS (buf), char *buf, size_t size)
{
  char *p, *r;
  int saved;

  if (FOC_LIKELY (!buf || foc_in (buf, size, buf_base, buf_bound)))
    return getcwd (buf, size);
  if (foc_mode () == FOC_MODE_LOG)
    {
      r = getcwd (buf, size);
      saved = errno;
      if (r)
        foc_log_after (site, "getcwd buf", buf, buf_base, buf_bound,
                       (ssize_t) strlen (buf) + 1);
      errno = saved;
      return r;
    }
  p = getcwd (NULL, 0);
  if (!p)
    return NULL;
  if (strlen (p) + 1 > size)
    {
      free (p);
      errno = size == 0 ? EINVAL : ERANGE;
      return NULL;
    }
  saved = errno;
  foc_store_string (site, "getcwd buf", buf, buf_base, buf_bound, p);
  errno = saved;
  return buf;
}

int
__foc_puts (const char *site, FOC_BOUNDS (s), const char *s)
{
  char *copy;
  int r, saved;

  s = foc_str_arg (site, "puts s", s, s_base, s_bound, &copy);
  r = puts (s);
  saved = errno;
  free (copy);
  errno = saved;
  return r;
}

int
__foc_fputs (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (stream),
             const char *s, FILE *stream)
{
  char *copy;
  int r, saved;

  if (!foc_stream_ok (stream, stream_base, stream_bound, "fputs stream",
                      site))
    return EOF;
  s = foc_str_arg (site, "fputs s", s, s_base, s_bound, &copy);
  r = fputs (s, stream);
  saved = errno;
  free (copy);
  errno = saved;
  return r;
}

/* fwrite: the bytes outside PTR's bounds are manufactured.  */
size_t
__foc_fwrite (const char *site, FOC_BOUNDS (ptr), FOC_BOUNDS (stream),
              const void *ptr, size_t size, size_t nmemb, FILE *stream)
{
  size_t total, r;
  char *tmp;
  int saved;

  if (!foc_stream_ok (stream, stream_base, stream_bound, "fwrite stream",
                      site))
    return 0;
  if (size == 0 || nmemb == 0
      || __builtin_mul_overflow (size, nmemb, &total)
      || FOC_LIKELY (foc_in (ptr, total, ptr_base, ptr_bound))
      || foc_violation (FOC_READ, (uintptr_t) ptr, total, ptr_base,
                        ptr_bound, "fwrite ptr", site))
    return fwrite (ptr, size, nmemb, stream);
  tmp = malloc (total);
  if (!tmp)
    {
      errno = ENOMEM;
      return 0;
    }
  foc_copy_partial (tmp, ptr, total, 0, UINTPTR_MAX, ptr_base, ptr_bound);
  r = fwrite (tmp, size, nmemb, stream);
  saved = errno;
  free (tmp);
  errno = saved;
  return r;
}

/* The _unlocked forms of the stdio functions: the checked versions lock
   the stream, which changes nothing for a program that holds no lock of
   its own around them (the locks are recursive).  */

char *
__foc_fgets_unlocked (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (stream),
                      char *s, int n, FILE *stream)
{
  return __foc_fgets (site, s_base, s_bound, stream_base, stream_bound, s, n,
                      stream);
}

size_t
__foc_fread_unlocked (const char *site, FOC_BOUNDS (ptr), FOC_BOUNDS (stream),
                      void *ptr, size_t size, size_t n, FILE *stream)
{
  return __foc_fread (site, ptr_base, ptr_bound, stream_base, stream_bound,
                      ptr, size, n, stream);
}

int
__foc_fputs_unlocked (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (stream),
                      const char *s, FILE *stream)
{
  return __foc_fputs (site, s_base, s_bound, stream_base, stream_bound, s,
                      stream);
}

size_t
__foc_fwrite_unlocked (const char *site, FOC_BOUNDS (ptr),
                       FOC_BOUNDS (stream), const void *ptr, size_t size,
                       size_t n, FILE *stream)
{
  return __foc_fwrite (site, ptr_base, ptr_bound, stream_base, stream_bound,
                       ptr, size, n, stream);
}
