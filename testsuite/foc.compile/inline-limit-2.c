/* Purpose: a max-inline-insns-single the user gives wins over the one
   foc sets at -O2 (foc-plugin.cc, foc_inline_limits): with -O2's own
   70, the instrumented accessor of inline-limit-1.c is not inlined.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-inline-optimized --param=max-inline-insns-single=70" } */
/* { dg-bogus "Inlined price" "not inlined" { target *-*-* } 31 } */

#include "inline-limit-1.c"
