/* Purpose: an unknown -fplugin-arg-foc-<key> is a GCC error that names the
   option (an internal compiler error would be an excess error).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-foc-bogus" } */
/* { dg-error "unknown option .-fplugin-arg-foc-bogus." "unknown key" { target *-*-* } 0 } */

int
f (int x)
{
  return x + 1;
}
