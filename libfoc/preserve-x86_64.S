/* preserve-x86_64.S -- register-preserving entry points of the cold paths
   of checks, for x86-64 (LP64) code built with foc.

   A failed check calls libfoc, which a correct program never does; but
   to GCC an ordinary call clobbers every caller-saved register, so each
   check would force the values live across it into callee-saved
   registers or onto the stack.  On x86-64 the plugin (foc-cold.cc)
   calls these stubs from an asm statement instead, whose only effects
   the register allocator sees are its argument registers, the flags,
   and r10 and r11, which the PLT and lazy binding may use on the way.

   Convention (not the C ABI):
     in:   rdi = address, rsi = base, rdx = bound, rcx = site string,
	   rax = size | kind << 56 (__foc_oob_preserve,
	   __foc_oob_read_preserve; nothing for __foc_value_preserve)
     out:  rax = what __foc_oob, __foc_oob_read or __foc_value returns
     kept: every other general register, the flags excepted, and the
	   whole x87/SSE/AVX state (XSAVE, or FXSAVE where the operating
	   system has not enabled XSAVE).
   The caller has moved the stack pointer below its 128-byte red zone;
   the stack need not be aligned.  The unwind information says so: the
   caller's stack pointer is 136 bytes above ours on entry, the return
   address 136 bytes below that, so that a debugger's backtrace from a
   report goes on through the caller.

   __foc_fail_preserve, for the checks that the plugin makes one asm
   statement after optimisation (foc-asmcheck.cc), takes its arguments
   on the stack instead and has a convention of its own (below).  */

#if defined __x86_64__ && !defined __ILP32__

/* The state components saved: x87 (bit 0), SSE, AVX and MPX bounds
   (1-3), AVX-512 (5-7), which is what glibc's lazy binding saves plus
   x87.  Not AMX (17, 18): a process must ask the kernel for its tiles
   first, and XRSTOR of them faults until it has.  */
#define FOC_XSAVE_MASK 0xef

	.text

/* Probe once: foc_xsave_bytes = size of the XSAVE area of the enabled
   state components, with bit 0 set; or 512 for FXSAVE.  Clobbers rax,
   rcx, rdx, r9 (= the result).  */
	.p2align 4
	.type	foc_xsave_probe, @function
foc_xsave_probe:
	push	%rbx
	mov	$1, %eax
	cpuid
	mov	$512, %r9d
	bt	$27, %ecx		/* OSXSAVE */
	jnc	1f
	mov	$0xd, %eax
	xor	%ecx, %ecx
	cpuid
	mov	%ebx, %r9d
	add	$63, %r9
	and	$-64, %r9
	or	$1, %r9
1:	mov	%r9, foc_xsave_bytes(%rip)
	pop	%rbx
	ret
	.size	foc_xsave_probe, .-foc_xsave_probe

/* FOC_PUSH_REGS: push the caller-saved general registers, rax first,
   r11 last (at -72 from the frame pointer); FOC_POP_REGS: pop them
   back, all but rax.  */
	.macro	FOC_PUSH_REGS
	push	%rax
	push	%rcx
	push	%rdx
	push	%rsi
	push	%rdi
	push	%r8
	push	%r9
	push	%r10
	push	%r11
	.endm

	.macro	FOC_POP_REGS
	pop	%r11
	pop	%r10
	pop	%r9
	pop	%r8
	pop	%rdi
	pop	%rsi
	pop	%rdx
	pop	%rcx
	.endm

/* FOC_SAVE_STATE: after the general registers, align the stack and save
   the x87/SSE/AVX state below them.  Clobbers rax, rcx, rdx, r9, r10.  */
	.macro	FOC_SAVE_STATE
	mov	foc_xsave_bytes(%rip), %r9
	test	%r9, %r9
	jnz	1f
	call	foc_xsave_probe
1:	mov	%r9, %r10
	and	$-2, %r10
	sub	%r10, %rsp
	and	$-64, %rsp
	test	$1, %r9b
	jz	2f
	/* XRSTOR wants the XSAVE header's reserved bytes zero.  */
	xor	%eax, %eax
	mov	%rax, 512(%rsp)
	mov	%rax, 520(%rsp)
	mov	%rax, 528(%rsp)
	mov	%rax, 536(%rsp)
	mov	%rax, 544(%rsp)
	mov	%rax, 552(%rsp)
	mov	%rax, 560(%rsp)
	mov	%rax, 568(%rsp)
	mov	$FOC_XSAVE_MASK, %eax
	xor	%edx, %edx
	xsave	(%rsp)
	jmp	3f
2:	fxsave	(%rsp)
3:
	.endm

/* FOC_RESTORE_STATE: the inverse of FOC_SAVE_STATE, keeping rax (the
   result of the C function).  Clobbers rdx, r8.  */
	.macro	FOC_RESTORE_STATE
	mov	%rax, %r8
	testb	$1, foc_xsave_bytes(%rip)
	jz	4f
	mov	$FOC_XSAVE_MASK, %eax
	xor	%edx, %edx
	xrstor	(%rsp)
	jmp	5f
4:	fxrstor	(%rsp)
5:	mov	%r8, %rax
	.endm

/* FOC_PRESERVE NAME, TARGET: entry point NAME calls the C function
   TARGET (addr, base, bound, site, sizekind) with every register saved.  */
	.macro	FOC_PRESERVE name, target
	.p2align 4
	.globl	\name
	.type	\name, @function
\name:
	.cfi_startproc
	.cfi_def_cfa %rsp, 136
	.cfi_offset %rip, -136
	push	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %rbp, 0
	mov	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	FOC_PUSH_REGS			/* rax (-8): size | kind << 56,
					   rcx (-16): site, rdx (-24): bound,
					   rsi (-32): base, rdi (-40): address */
	FOC_SAVE_STATE
	mov	-40(%rbp), %rdi
	mov	-32(%rbp), %rsi
	mov	-24(%rbp), %rdx
	mov	-16(%rbp), %rcx
	mov	-8(%rbp), %r8
	call	\target
	FOC_RESTORE_STATE
	lea	-72(%rbp), %rsp
	FOC_POP_REGS
	leave
	.cfi_def_cfa %rsp, 136
	ret
	.cfi_endproc
	.size	\name, .-\name
	.endm

	FOC_PRESERVE __foc_oob_preserve, foc_oob_packed
	FOC_PRESERVE __foc_oob_read_preserve, foc_oob_read_packed
	FOC_PRESERVE __foc_value_preserve, foc_value_packed

/* __foc_fail_preserve: the out-of-line part of a check that the plugin
   made one asm statement (foc-asmcheck.cc).  That code has moved the
   stack pointer below its red zone and pushed, from the top: the
   address accessed, the object's base and bound, the site string,
   size | kind << 24, and the address in the function where the check
   goes on (its "back" label).  This stub calls foc_fail_packed
   (address, base, bound, site, size | kind << 24) with every register
   saved, and leaves the result in the address's slot.  The unwind
   information gives the back label as the return address and the
   caller's stack pointer as it was at that label, so that a debugger's
   backtrace goes from here straight to the function whose check
   failed.  */
	.p2align 4
	.globl	__foc_fail_preserve
	.type	__foc_fail_preserve, @function
__foc_fail_preserve:
	.cfi_startproc
	.cfi_def_cfa %rsp, 184
	.cfi_offset %rip, -176
	push	%rbp
	.cfi_adjust_cfa_offset 8
	.cfi_rel_offset %rbp, 0
	mov	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	FOC_PUSH_REGS
	FOC_SAVE_STATE
	mov	56(%rbp), %rdi		/* address */
	mov	48(%rbp), %rsi		/* base */
	mov	40(%rbp), %rdx		/* bound */
	mov	32(%rbp), %rcx		/* site */
	mov	24(%rbp), %r8		/* size | kind << 24 */
	call	foc_fail_packed
	FOC_RESTORE_STATE
	mov	%rax, 56(%rbp)
	lea	-72(%rbp), %rsp
	FOC_POP_REGS
	pop	%rax
	leave
	.cfi_def_cfa %rsp, 184
	ret
	.cfi_endproc
	.size	__foc_fail_preserve, .-__foc_fail_preserve

	.data
	.p2align 3
	.type	foc_xsave_bytes, @object
	.size	foc_xsave_bytes, 8
foc_xsave_bytes:
	.quad	0

#endif

	.section .note.GNU-stack, "", @progbits
