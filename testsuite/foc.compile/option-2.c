/* Purpose: an unknown key with a value (-fplugin-arg-foc-bogus=1) is an
   error too.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-foc-bogus=1" } */
/* { dg-error "unknown option .-fplugin-arg-foc-bogus" "unknown key=value" { target *-*-* } 0 } */

int
f (int x)
{
  return x + 1;
}
