/* Purpose: -fplugin-arg-foc-bargs=0 turns bounds as extra arguments off:
   the calls of bargs-5.c pass their bounds through the mailbox again,
   and no function is noted as taking them as arguments.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-foc-verbose -fplugin-arg-foc-bargs=0" } */
/* { dg-final { scan-assembler "__foc_mailbox" } } */
/* { dg-foc-compile-output {^(?!.*takes the bounds).*instrumented} "none rewritten" } */

#include "bargs-5.c"
