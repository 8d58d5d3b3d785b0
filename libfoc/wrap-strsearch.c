/* wrap-strsearch.c -- checked strcmp, strncmp, strcasecmp, strncasecmp,
   strchr, strrchr, strstr, strspn, strcspn, strpbrk.

   These only read.  Like the real functions they stop at the first
   difference or match: if that happens inside the bounds, there is no
   violation even if the string goes on outside them.  Otherwise the
   strings are read through their bounds (strview.c), with manufactured
   bytes outside; a match is returned only if it lies inside the real
   bounds, never a pointer into manufactured bytes (NULL instead).  */

#include "foc-internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define FOC_BOUNDS(p) uintptr_t p##_base, uintptr_t p##_bound

/* Report a read of N bytes at S if it goes outside [S_BASE, S_BOUND).  */
static void
foc_check_read (const char *site, const char *label, const char *s,
                FOC_BOUNDS (s), size_t n)
{
  if (!foc_in (s, n, s_base, s_bound))
    foc_violation (FOC_READ, (uintptr_t) s, n, s_base, s_bound, label,
                   site);
}

/* Compare at most N characters of S1 and S2, read through their bounds.
   Sets *REAL if the caller should call the real function (mode=log).  */
static int
foc_strncmp_slow (const char *site, const char *label1, const char *label2,
                  FOC_BOUNDS (s1), FOC_BOUNDS (s2), const char *s1,
                  const char *s2, size_t n, int icase, int *real)
{
  size_t r1 = foc_room (s1, s1_base, s1_bound);
  size_t r2 = foc_room (s2, s2_base, s2_bound);
  size_t m1 = foc_min (n, r1), m2 = foc_min (n, r2);
  size_t l1 = foc_strnlen (s1, m1), l2 = foc_strnlen (s2, m2);
  size_t k = foc_min (l1, l2), i, nread;
  struct foc_str v1, v2;
  unsigned char c1 = 0, c2 = 0;
  int r;

  *real = 0;
  /* [0, K) are in bounds and not NUL in both; at K, a character of S1 is
     known if K < M1, one of S2 if K < M2.  */
  if ((r = icase ? strncasecmp (s1, s2, k) : memcmp (s1, s2, k)) != 0
      || k == n)
    return r;
  if (k < m1 && k < m2)
    return icase ? tolower ((unsigned char) s1[k])
                   - tolower ((unsigned char) s2[k])
                 : (unsigned char) s1[k] - (unsigned char) s2[k];

  *real = foc_mode () == FOC_MODE_LOG;
  foc_str_view (&v1, s1, s1_base, s1_bound, n, *real);
  foc_str_view (&v2, s2, s2_base, s2_bound, n, *real);
  for (i = 0; i < n; i++)
    {
      c1 = foc_str_at (&v1, i);
      c2 = foc_str_at (&v2, i);
      if (icase)
        {
          c1 = (unsigned char) tolower (c1);
          c2 = (unsigned char) tolower (c2);
        }
      if (c1 != c2 || c1 == 0)
        break;
    }
  nread = i < n ? i + 1 : n;
  foc_check_read (site, label1, s1, s1_base, s1_bound, nread);
  foc_check_read (site, label2, s2, s2_base, s2_bound, nread);
  return i < n ? c1 - c2 : 0;
}

/* strcmp: compares the strings read through their bounds.  */
int
__foc_strcmp (const char *site, FOC_BOUNDS (s1), FOC_BOUNDS (s2),
              const char *s1, const char *s2)
{
  size_t r1 = foc_room (s1, s1_base, s1_bound);
  size_t r2 = foc_room (s2, s2_base, s2_bound);
  int r, real;

  if (FOC_LIKELY (foc_strnlen (s1, r1) < r1 && foc_strnlen (s2, r2) < r2))
    return strcmp (s1, s2);
  r = foc_strncmp_slow (site, "strcmp s1", "strcmp s2", s1_base, s1_bound,
                        s2_base, s2_bound, s1, s2, SIZE_MAX, 0, &real);
  return real ? strcmp (s1, s2) : r;
}

/* strncmp: compares at most N characters of the strings read through
   their bounds.  */
int
__foc_strncmp (const char *site, FOC_BOUNDS (s1), FOC_BOUNDS (s2),
               const char *s1, const char *s2, size_t n)
{
  size_t r1 = foc_room (s1, s1_base, s1_bound);
  size_t r2 = foc_room (s2, s2_base, s2_bound);
  size_t m1 = foc_min (n, r1), m2 = foc_min (n, r2);
  int r, real;

  if (FOC_LIKELY ((foc_strnlen (s1, m1) < m1 || n <= r1)
                  && (foc_strnlen (s2, m2) < m2 || n <= r2)))
    return strncmp (s1, s2, n);
  r = foc_strncmp_slow (site, "strncmp s1", "strncmp s2", s1_base, s1_bound,
                        s2_base, s2_bound, s1, s2, n, 0, &real);
  return real ? strncmp (s1, s2, n) : r;
}

/* strchr: the first C (as a char) in the string, its NUL included.  */
char *
__foc_strchr (const char *site, FOC_BOUNDS (s), const char *s, int c)
{
  size_t room = foc_room (s, s_base, s_bound);
  size_t len = foc_strnlen (s, room);
  struct foc_str v;
  char *r;
  size_t i;

  if (FOC_LIKELY (len < room))
    return strchr (s, c);
  if (len > 0 && (r = memchr (s, (char) c, len)))
    return r;

  foc_str_view (&v, s, s_base, s_bound, SIZE_MAX,
                foc_mode () == FOC_MODE_LOG);
  for (i = 0; i < v.len; i++)
    if (foc_str_at (&v, i) == (unsigned char) c)
      break;
  foc_check_read (site, "strchr s", s, s_base, s_bound, i + 1);
  if (foc_mode () == FOC_MODE_LOG)
    return strchr (s, c);
  if (i == v.len && (char) c != 0)
    return NULL;
  return foc_in (s + i, 1, s_base, s_bound) ? (char *) s + i : NULL;
}

/* strrchr: the last C (as a char) in the string, its NUL included; NULL if
   that is a manufactured byte.  */
char *
__foc_strrchr (const char *site, FOC_BOUNDS (s), const char *s, int c)
{
  size_t room = foc_room (s, s_base, s_bound);
  size_t len = foc_strnlen (s, room);
  struct foc_str v;
  size_t i, nread;

  if (FOC_LIKELY (len < room))
    return strrchr (s, c);

  nread = foc_str_view (&v, s, s_base, s_bound, SIZE_MAX,
                        foc_mode () == FOC_MODE_LOG);
  foc_check_read (site, "strrchr s", s, s_base, s_bound, nread);
  if (foc_mode () == FOC_MODE_LOG)
    return strrchr (s, c);
  for (i = v.len + 1; i-- > 0; )
    if (foc_str_at (&v, i) == (unsigned char) c)
      return foc_in (s + i, 1, s_base, s_bound) ? (char *) s + i : NULL;
  return NULL;
}

/* strstr: the first occurrence of the string S2 in the string S1.  */
char *
__foc_strstr (const char *site, FOC_BOUNDS (s1), FOC_BOUNDS (s2),
              const char *s1, const char *s2)
{
  size_t r1 = foc_room (s1, s1_base, s1_bound);
  size_t r2 = foc_room (s2, s2_base, s2_bound);
  size_t l1 = foc_strnlen (s1, r1), l2 = foc_strnlen (s2, r2);
  struct foc_str v1, v2;
  char *b1, *b2, *m, *r = NULL;
  size_t n2;
  int real;

  if (FOC_LIKELY (l1 < r1 && l2 < r2))
    return strstr (s1, s2);
  /* A match wholly inside S1's bounds comes before any that is not.  */
  if (r1 > 0 && l2 < r2 && (m = memmem (s1, l1, s2, l2)))
    return m;

  real = foc_mode () == FOC_MODE_LOG;
  foc_str_view (&v1, s1, s1_base, s1_bound, SIZE_MAX, real);
  n2 = foc_str_view (&v2, s2, s2_base, s2_bound, SIZE_MAX, real);
  b1 = foc_str_dup (&v1);
  b2 = foc_str_dup (&v2);
  m = b1 && b2 ? strstr (b1, b2) : NULL;
  foc_check_read (site, "strstr s1", s1, s1_base, s1_bound,
                  m ? (size_t) (m - b1) + v2.len : v1.len + 1);
  foc_check_read (site, "strstr s2", s2, s2_base, s2_bound, n2);
  /* An empty needle matches at S1 without reading it.  */
  if (m && (v2.len == 0 || foc_in (s1 + (m - b1), v2.len, s1_base,
                                   s1_bound)))
    r = (char *) s1 + (m - b1);
  free (b1);
  free (b2);
  return real ? strstr (s1, s2) : r;
}

/* strcasecmp: strcmp ignoring case (tolower of the current locale).  */
int
__foc_strcasecmp (const char *site, FOC_BOUNDS (s1), FOC_BOUNDS (s2),
                  const char *s1, const char *s2)
{
  size_t r1 = foc_room (s1, s1_base, s1_bound);
  size_t r2 = foc_room (s2, s2_base, s2_bound);
  int r, real;

  if (FOC_LIKELY (foc_strnlen (s1, r1) < r1 && foc_strnlen (s2, r2) < r2))
    return strcasecmp (s1, s2);
  r = foc_strncmp_slow (site, "strcasecmp s1", "strcasecmp s2", s1_base,
                        s1_bound, s2_base, s2_bound, s1, s2, SIZE_MAX, 1,
                        &real);
  return real ? strcasecmp (s1, s2) : r;
}

/* strncasecmp: strncmp ignoring case.  */
int
__foc_strncasecmp (const char *site, FOC_BOUNDS (s1), FOC_BOUNDS (s2),
                   const char *s1, const char *s2, size_t n)
{
  size_t r1 = foc_room (s1, s1_base, s1_bound);
  size_t r2 = foc_room (s2, s2_base, s2_bound);
  size_t m1 = foc_min (n, r1), m2 = foc_min (n, r2);
  int r, real;

  if (FOC_LIKELY ((foc_strnlen (s1, m1) < m1 || n <= r1)
                  && (foc_strnlen (s2, m2) < m2 || n <= r2)))
    return strncasecmp (s1, s2, n);
  r = foc_strncmp_slow (site, "strncasecmp s1", "strncasecmp s2", s1_base,
                        s1_bound, s2_base, s2_bound, s1, s2, n, 1, &real);
  return real ? strncasecmp (s1, s2, n) : r;
}

enum foc_span_kind { FOC_SPN, FOC_CSPN, FOC_PBRK };

/* Slow path of strspn, strcspn and strpbrk: run the real function on
   copies of both strings read through their bounds.  S is read up to the
   character that stopped the scan, ACCEPT wholly.  Returns the index in S
   where the scan stopped; sets *REAL (mode=log), *FOUND (that index holds
   a character, not the end of S).  */
static size_t
foc_span_slow (const char *site, const char *slabel, const char *alabel,
               enum foc_span_kind kind, const char *s, FOC_BOUNDS (s),
               const char *a, FOC_BOUNDS (a), int *real, int *found)
{
  struct foc_str vs, va;
  char *bs, *ba, *m;
  size_t na, r = 0;

  *real = foc_mode () == FOC_MODE_LOG;
  foc_str_view (&vs, s, s_base, s_bound, SIZE_MAX, *real);
  na = foc_str_view (&va, a, a_base, a_bound, SIZE_MAX, *real);
  bs = foc_str_dup (&vs);
  ba = foc_str_dup (&va);
  *found = 0;
  if (bs && ba)
    {
      if (kind == FOC_SPN)
        r = strspn (bs, ba);
      else if (kind == FOC_CSPN)
        r = strcspn (bs, ba);
      else
        r = (m = strpbrk (bs, ba)) ? (size_t) (m - bs) : vs.len;
      *found = r < vs.len;
    }
  foc_check_read (site, slabel, s, s_base, s_bound, r + 1);
  foc_check_read (site, alabel, a, a_base, a_bound, na);
  free (bs);
  free (ba);
  return r;
}

/* strspn: the length of the initial run of S made of ACCEPT's
   characters, counting manufactured ones.  */
size_t
__foc_strspn (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (a),
              const char *s, const char *accept)
{
  size_t rs = foc_room (s, s_base, s_bound);
  size_t ra = foc_room (accept, a_base, a_bound);
  size_t r;
  int real, found;

  if (FOC_LIKELY (foc_strnlen (s, rs) < rs
                  && foc_strnlen (accept, ra) < ra))
    return strspn (s, accept);
  r = foc_span_slow (site, "strspn s", "strspn accept", FOC_SPN, s, s_base,
                     s_bound, accept, a_base, a_bound, &real, &found);
  return real ? strspn (s, accept) : r;
}

/* strcspn: the length of the initial run of S without REJECT's
   characters, counting manufactured ones.  */
size_t
__foc_strcspn (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (a),
               const char *s, const char *reject)
{
  size_t rs = foc_room (s, s_base, s_bound);
  size_t ra = foc_room (reject, a_base, a_bound);
  size_t r;
  int real, found;

  if (FOC_LIKELY (foc_strnlen (s, rs) < rs
                  && foc_strnlen (reject, ra) < ra))
    return strcspn (s, reject);
  r = foc_span_slow (site, "strcspn s", "strcspn reject", FOC_CSPN, s,
                     s_base, s_bound, reject, a_base, a_bound, &real,
                     &found);
  return real ? strcspn (s, reject) : r;
}

/* strpbrk: the first character of S that is in ACCEPT; NULL if there is
   none or it is a manufactured byte.  */
char *
__foc_strpbrk (const char *site, FOC_BOUNDS (s), FOC_BOUNDS (a),
               const char *s, const char *accept)
{
  size_t rs = foc_room (s, s_base, s_bound);
  size_t ra = foc_room (accept, a_base, a_bound);
  size_t r;
  int real, found;

  if (FOC_LIKELY (foc_strnlen (s, rs) < rs
                  && foc_strnlen (accept, ra) < ra))
    return strpbrk (s, accept);
  r = foc_span_slow (site, "strpbrk s", "strpbrk accept", FOC_PBRK, s,
                     s_base, s_bound, accept, a_base, a_bound, &real,
                     &found);
  if (real)
    return strpbrk (s, accept);
  return found && foc_in (s + r, 1, s_base, s_bound) ? (char *) s + r : NULL;
}
