/* Purpose: -fplugin-arg-foc-verbose output for a whole unit, matched
   loosely (at least one "foc: ... instrument" line); its other lines (the
   "In function" context) are not excess errors.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-foc-verbose" } */
/* { dg-foc-compile-output "foc: \[^\n\]*instrument" "verbose" } */

char buf[16];

int
sum (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += buf[i];
  return s;
}
