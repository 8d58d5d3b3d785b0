/* Purpose: globals-store-1-ubv.c with -flto, where the unit gets no
   table of globals (it is streamed before it is complete): a pointer to a
   global stored with the global's own bounds then needs an entry, and
   gets one, so that writes past the end are still dropped when it is
   loaded back, and the neighbouring globals keep their values.  */
/* { dg-do run } */
/* { dg-options "-flto" } */
#include "globals-store-1-ubv.c"
/* { dg-foc-report write 1 dropped count 2 line 30 } */
/* { dg-output "xxxxxxxx guard one guard two\r?\n" } */
/* { dg-foc-report write 1 dropped count 2 line 64 } */
/* { dg-output "yyyyyyyy guard one guard two\r?\n" } */
/* { dg-foc-summary 4 0 4 2 } */
