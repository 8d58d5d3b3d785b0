/* Purpose: with -ffunction-sections, the cold parts of the checks made
   one asm statement (foc-asmcheck.cc) go to a section of their
   function's own, so that the linker's --gc-sections can still drop the
   function with them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -ffunction-sections" } */
/* { dg-final { scan-assembler {\.pushsection\s+\.text\.unlikely\.rd,"ax",@progbits} } } */
/* { dg-final { scan-assembler {\.pushsection\s+\.text\.unlikely\.wr,"ax",@progbits} } } */

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
