/* Purpose: -fplugin-arg-foc-asmcheck=0 keeps the checks in their block
   form after GIMPLE optimisation: cold calls of the register-preserving
   stubs, no __foc_fail_preserve.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-foc-asmcheck=0" } */
/* { dg-final { scan-assembler {call\s+__foc_oob_read_preserve@PLT} } } */
/* { dg-final { scan-assembler {call\s+__foc_oob_preserve@PLT} } } */
/* { dg-final { scan-assembler-not {__foc_fail_preserve} } } */

long
rd (const long *p, int i)
{
  return p[i];
}

void
wr (int *p, int i, int v)
{
  p[i] = v;
}
