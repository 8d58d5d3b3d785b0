/* foc-layout.h -- the layout of the libfoc data that instrumented code
   built with optimisation reads and writes inline: included by libfoc
   (mailbox.c, meta.c) and by the plugin (gcc-plugin/foc-calls.cc,
   foc-meta.cc), so the two cannot disagree.  Plain macros, no types.  */

#ifndef FOC_LAYOUT_H
#define FOC_LAYOUT_H

/* The per-thread mailbox __foc_mailbox, an array of FOC_MB_WORDS words:
   the callee, then (value, base, bound) for each of the first FOC_MB_ARGS
   arguments, then the function returning and (value, base, bound) of its
   result.  */
#define FOC_MB_ARGS 16
#define FOC_MB_CALLEE 0
#define FOC_MB_ARG(i) (1 + 3 * (i))
#define FOC_MB_RET_FN FOC_MB_ARG (FOC_MB_ARGS)
#define FOC_MB_RET (FOC_MB_RET_FN + 1)
#define FOC_MB_WORDS (FOC_MB_RET + 3)

/* The metadata table: level 1 (__foc_meta_l1) indexed by address bits
   47..FOC_L1_SHIFT, level 2 by bits FOC_L1_SHIFT-1..3, entries
   {value, base, bound} of FOC_ENTRY_SIZE bytes.  */
#define FOC_L1_SHIFT 24
#define FOC_ENTRY_SIZE 24

#endif
