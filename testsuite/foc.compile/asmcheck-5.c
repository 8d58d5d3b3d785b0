/* Purpose: when optimising on x86-64, the checks of scalar loads and
   stores become one asm statement each (foc-asmcheck.cc): a compare and
   a branch to a cold part in .text.unlikely that calls
   __foc_fail_preserve, and the access itself; the block-form cold
   calls of these checks are gone.  asmcheck-6.c is the same with
   -ffunction-sections, asmcheck-7.c with -fplugin-arg-foc-asmcheck=0.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-final { scan-assembler {\.pushsection\s+\.text\.unlikely,"ax",@progbits} } } */
/* { dg-final { scan-assembler {call\s+__foc_fail_preserve@PLT} } } */
/* { dg-final { scan-assembler {movq\s+40\(%rsp\), %r[a-z0-9]+\s+lea\s+176\(%rsp\), %rsp} } } */
/* { dg-final { scan-assembler {movsd\s+40\(%rsp\), %xmm[0-9]+} } } */
/* { dg-final { scan-assembler {\.string\s+"rd at [^"]*asmcheck-5\.c:19"} } } */
/* { dg-final { scan-assembler-not {call\s+__foc_(oob|oob_read|value)_preserve@PLT} } } */

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
