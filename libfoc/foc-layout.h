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

/* Then the metadata entries (FOC_ENTRY_WORDS words each, as in the table)
   of the 8-byte slots of structs passed by value as one of the first
   FOC_MB_AGG_ARGS arguments (named by word FOC_MB_CALLEE) or returned
   (named by FOC_MB_RET_FN), if they are at most FOC_MB_AGG_SLOTS slots
   long: entry K of argument I at
   FOC_MB_AGG (I, K), of the result at FOC_MB_AGG_RET (K).  Larger ones
   travel through libfoc's aggregate records (meta.c).  */
#define FOC_MB_AGG_ARGS 4
#define FOC_MB_AGG_SLOTS 4
#define FOC_MB_AGG(i, k) \
  (FOC_MB_RET + 3 + FOC_ENTRY_WORDS * (FOC_MB_AGG_SLOTS * (i) + (k)))
#define FOC_MB_AGG_RET(k) FOC_MB_AGG (FOC_MB_AGG_ARGS, k)
#define FOC_MB_WORDS FOC_MB_AGG_RET (FOC_MB_AGG_SLOTS)

/* The metadata table: level 1 (__foc_meta_l1) indexed by address bits
   47..FOC_L1_SHIFT, level 2 by bits FOC_L1_SHIFT-1..3, entries of
   FOC_ENTRY_SIZE bytes, two words, for the bounds [base, bound) of the
   pointer VALUE stored in the slot:
     word 0: VALUE + 1
     word 1: (int32) (VALUE - base) | (int32) (bound - VALUE) << 32
   if both fit in 32 bits and VALUE is not null; else, for unknown bounds,
   an object of 2 GB or more, or a pointer 2 GB away from its object,
     word 0: 0
     word 1: VALUE (unchecked: no bounds, and no need to ask the heap).
   No entry is two zeros.  A load takes the bounds inline only if word 0
   is the loaded pointer plus one: one test, which also fails for a null
   pointer and for an empty or far entry.  */
#define FOC_L1_SHIFT 24
#define FOC_ENTRY_SIZE 16
#define FOC_ENTRY_WORDS 2

/* Values that no pointer with bounds worth an entry can have: below
   FOC_PTR_MIN (the first 64 KB, which the kernel's mmap_min_addr keeps
   unmapped) or at or above FOC_PTR_MIN + FOC_PTR_SPAN, 2^48 + 64 KB (no
   user address is that high with 4-level page tables, nor 2 GB past
   one).  Null is one.  Such a value gets unknown bounds from its value
   alone, like null, and its slot needs no entry: so storing or copying a
   number (a small or negative integer, any double but a denormal) does
   not touch the table.  A value V is one iff V - FOC_PTR_MIN >=
   FOC_PTR_SPAN (unsigned), a power of two: a shift and a test.  */
#define FOC_PTR_MIN 0x10000
#define FOC_PTR_SPAN 0x1000000000000

/* The size-class heap of libfoc (lowfat.c), whose blocks' bounds follow
   from a pointer's value, so that pointers to them need no entry in the
   table.  Region R of FOC_LF_REGIONS, each 2^FOC_LF_REGION_SHIFT bytes
   from FOC_LF_BASE, holds blocks of one class: slots of C bytes from the
   region's start, each the block of at most C - 1 - FOC_LF_SIZE_WORD
   bytes starting there (one byte spare, so that a pointer one past a
   block stays in its slot), and the block's size, a uint32, in the last
   FOC_LF_SIZE_WORD bytes of the slot, next to the block.
   The exported table __foc_lf_table (named anew with each change of its
   layout, so that a program built for another layout fails to start,
   "undefined symbol", rather than misread it) has FOC_LF_TABLE pairs
   (magic, C), one per 2^FOC_LF_REGION_SHIFT bytes of the address space,
   modulo FOC_LF_TABLE: region R's at FOC_LF_FIRST + R.  Magic is
   ceil (2^64 / C), so that the slot index of offset OFF < 2^32 in the
   region, OFF / C, is the high half of the 128-bit product OFF * magic,
   exactly (the error is below OFF * C / 2^64 < 1 / C).  A magic of 0
   (every other pair, a region whose pointers once went out of bounds in
   memory) means: use the table.  For V in the heap:
     magic, C = __foc_lf_table[(V >> FOC_LF_REGION_SHIFT) & FOC_LF_MASK];
     off = V & (2^FOC_LF_REGION_SHIFT - 1);
     base = V - off + ((off * magic) >> 64) * C;
     bound = base + *(uint32 *) (base + C - FOC_LF_SIZE_WORD);
   The mask keeps any V inside the table; a V that is not foc_nonptr_p
   has V >> FOC_LF_REGION_SHIFT <= FOC_LF_TABLE, so only the V of pair 0
   (never a region's) wrap.  */
#define FOC_LF_BASE 0x200000000000
#define FOC_LF_REGION_SHIFT 32
#define FOC_LF_REGIONS 128
#define FOC_LF_SIZE_WORD 4
#define FOC_LF_TABLE 0x10000
#define FOC_LF_MASK (FOC_LF_TABLE - 1)
#define FOC_LF_FIRST (FOC_LF_BASE >> FOC_LF_REGION_SHIFT)

/* libfoc's manufactured object __foc_oblivion (oblivion.c): what a
   function of the C library that libfoc does not wrap gets instead of a
   manufactured pointer, FOC_OBLIVION_SIZE bytes followed by a guard
   page.  */
#define FOC_OBLIVION_SIZE (1 << 20)

#endif
