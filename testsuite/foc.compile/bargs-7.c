/* Purpose: at -O0 the parameters stay as written, for the debugger: no
   function of bargs-4.c is noted as taking bounds as arguments.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-foc-verbose" } */
/* { dg-foc-compile-output {^(?!.*takes the bounds).*instrumented} "none rewritten" } */

#include "bargs-4.c"
