/* Purpose: with -fplugin-arg-foc-preserve=0 the cold paths of checks
   make C calls of libfoc's hooks, as on targets without the
   register-preserving stubs (preserve-4.c is the default).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-foc-preserve=0" } */
/* { dg-final { scan-assembler {(call|jmp)\s+__foc_oob_read@PLT} } } */
/* { dg-final { scan-assembler {call\s+__foc_oob@PLT} } } */
/* { dg-final { scan-assembler {call\s+__foc_value@PLT} } } */
/* { dg-final { scan-assembler-not {_preserve} } } */

#include "preserve-4.c"
