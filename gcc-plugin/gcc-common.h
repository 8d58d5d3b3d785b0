/* gcc-common.h -- the one place that includes GCC's plugin headers and hides
   differences between GCC versions.  foc is developed against GCC 12; any
   shim for another release goes here and nowhere else.  */

#ifndef FOC_GCC_COMMON_H
#define FOC_GCC_COMMON_H 1

#include "gcc-plugin.h"
#include "context.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "cfghooks.h"
#include "tree-pass.h"
#include "ssa.h"
#include "stringpool.h"
#include "tree-ssanames.h"
#include "cgraph.h"
#include "gimple-pretty-print.h"
#include "fold-const.h"
#include "cfganal.h"
#include "gimplify.h"
#include "gimple-iterator.h"
#include "gimplify-me.h"
#include "varasm.h"
#include "stor-layout.h"
#include "attribs.h"
#include "builtins.h"
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-ssa-loop.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "tree-into-ssa.h"
#include "tree-dfa.h"
#include "tree-cfg.h"
#include "tree-eh.h"
#include "diagnostic.h"
#include "langhooks.h"
#include "tree-phinodes.h"
#include "ssa-iterators.h"
#include "intl.h"
#include "print-tree.h"
#include "tree-iterator.h"
#include "tree-inline.h"
#include "gimple-predict.h"

#define BUILDING_GCC_MAJOR_MINOR (BUILDING_GCC_MAJOR * 1000 + BUILDING_GCC_MINOR)

#if BUILDING_GCC_MAJOR < 12
#error "foc needs GCC 12 or later"
#endif

/* Fill a register_pass_info in one line: PASS is placed relative to the
   pass named REF (instance INSTANCE, 0 = all) according to POS.  */
#define PASS_INFO(PASS, REF, INSTANCE, POS)		\
  struct register_pass_info PASS##_info = {		\
    make_##PASS (g),					\
    REF,						\
    INSTANCE,						\
    POS							\
  }

/* Can the cold paths of checks call libfoc's register-preserving stubs
   (libfoc/preserve-x86_64.S)?  On the x86-64 LP64 ABI only.  */
#if defined TARGET_64BIT && defined TARGET_X32
#define FOC_TARGET_PRESERVE_STUBS (TARGET_64BIT && !TARGET_X32)
#else
#define FOC_TARGET_PRESERVE_STUBS false
#endif

/* Can checks be made one asm statement (foc-asmcheck.cc)?  Its
   templates are x86-64 code in AT&T syntax, use xmm15, and reach their
   labels in other sections %rip-relative (not with -mcmodel=large).  */
#if defined TARGET_64BIT && defined TARGET_X32
#define FOC_TARGET_ASMCHECK (ASSEMBLER_DIALECT == ASM_ATT && TARGET_SSE2 \
			     && ix86_cmodel != CM_LARGE \
			     && ix86_cmodel != CM_LARGE_PIC)
#else
#define FOC_TARGET_ASMCHECK false
#endif

#define __visible __attribute__ ((visibility ("default")))

#endif /* gcc-common.h */
