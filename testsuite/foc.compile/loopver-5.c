/* Purpose: -fplugin-arg-foc-loops=0 turns loop versioning off: the loops
   of loopver-4.c are still instrumented, and none is noted as
   versioned.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-foc-verbose -fplugin-arg-foc-loops=0" } */
/* { dg-foc-compile-output {^(?!.*decided before it).*instrumented} "no loop versioned" } */

#include "loopver-4.c"
