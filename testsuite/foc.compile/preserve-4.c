/* Purpose: on x86-64 the cold paths of checks call libfoc's
   register-preserving stubs from an asm statement that first steps below
   the red zone (foc-cold.cc), not the C functions.  preserve-5.c is the
   same with -fplugin-arg-foc-preserve=0.  With optimisation these checks
   would become one asm statement each after GIMPLE (asmcheck-5.c):
   -fplugin-arg-foc-asmcheck=0 keeps their blocks here.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-foc-asmcheck=0" } */
/* { dg-final { scan-assembler {lea\s+-128\(%rsp\), %rsp\s+call\s+__foc_oob_read_preserve@PLT\s+lea\s+128\(%rsp\), %rsp} } } */
/* { dg-final { scan-assembler {call\s+__foc_oob_preserve@PLT} } } */
/* { dg-final { scan-assembler {call\s+__foc_value_preserve@PLT} } } */
/* { dg-final { scan-assembler-not {call\s+__foc_(oob|oob_read|value)@PLT} } } */

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

double
rdd (const double *p, int i)
{
  return p[i];
}
