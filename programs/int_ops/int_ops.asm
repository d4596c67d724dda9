// Integer multiply, divide and remainder, and float and double division, as
// calibration/h100/int_ops.cu measures them on an H100: every thread keeps 4 independent chains
// and, per step, applies one operation to each with an operand that changes every step, then
// xors in a constant (adds 1 for floats). One kernel per operation; io_add, io_fmul and io_dfma
// are the baselines. The presets' [sequences] price the operations a GPU runs as a
// sequence of native instructions: on cc 1.x a 32-bit multiply costs 4 of mul24's, on cc 2.x
// and later mul24 is the slow one, and every GPU divides in a sequence unless the divisor is
// a power of two (a shift), as the Best Practices Guide (seed 004, 11.1.1) says.
// The kernels are the same but for their operation: the ISA has no macros, and choosing the
// operation by a parameter would put a branch in the loop being timed.

// an add (the baseline)
.kernel io_add
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    add.u32             %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    add.u32             %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    add.u32             %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    add.u32             %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a 32-bit multiply
.kernel io_mul
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    mul.lo.u32          %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    mul.lo.u32          %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    mul.lo.u32          %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    mul.lo.u32          %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a 24-bit multiply (__umul24)
.kernel io_mul24
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    mul24.lo.u32        %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    mul24.lo.u32        %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    mul24.lo.u32        %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    mul24.lo.u32        %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// the high half of a 32-bit multiply (__umulhi)
.kernel io_mulhi
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    mul.hi.u32          %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    mul.hi.u32          %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    mul.hi.u32          %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    mul.hi.u32          %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a division by a register
.kernel io_div
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    div.u32             %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    div.u32             %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    div.u32             %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    div.u32             %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a remainder by a register
.kernel io_rem
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    rem.u32             %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    rem.u32             %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    rem.u32             %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    rem.u32             %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a division by 9 (a multiply-high and a shift)
.kernel io_div9
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    div.u32             %r4, %r4, 9
    xor.b32             %r4, %r4, 0x9e3779b9
    div.u32             %r5, %r5, 9
    xor.b32             %r5, %r5, 0x3c6ef372
    div.u32             %r6, %r6, 9
    xor.b32             %r6, %r6, 0xdaa66d2b
    div.u32             %r7, %r7, 9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a remainder by 18
.kernel io_rem18
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    rem.u32             %r4, %r4, 18
    xor.b32             %r4, %r4, 0x9e3779b9
    rem.u32             %r5, %r5, 18
    xor.b32             %r5, %r5, 0x3c6ef372
    rem.u32             %r6, %r6, 18
    xor.b32             %r6, %r6, 0xdaa66d2b
    rem.u32             %r7, %r7, 18
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a division by 8 (a shift)
.kernel io_div8
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    div.u32             %r4, %r4, 8
    xor.b32             %r4, %r4, 0x9e3779b9
    div.u32             %r5, %r5, 8
    xor.b32             %r5, %r5, 0x3c6ef372
    div.u32             %r6, %r6, 8
    xor.b32             %r6, %r6, 0xdaa66d2b
    div.u32             %r7, %r7, 8
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a signed division by 2 (the sign's rounding and a shift)
.kernel io_sdiv2
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    div.s32             %r4, %r4, 2
    xor.b32             %r4, %r4, 0x9e3779b9
    div.s32             %r5, %r5, 2
    xor.b32             %r5, %r5, 0x3c6ef372
    div.s32             %r6, %r6, 2
    xor.b32             %r6, %r6, 0xdaa66d2b
    div.s32             %r7, %r7, 2
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a signed division by 8 (the sign's rounding and a shift)
.kernel io_sdiv8
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    div.s32             %r4, %r4, 8
    xor.b32             %r4, %r4, 0x9e3779b9
    div.s32             %r5, %r5, 8
    xor.b32             %r5, %r5, 0x3c6ef372
    div.s32             %r6, %r6, 8
    xor.b32             %r6, %r6, 0xdaa66d2b
    div.s32             %r7, %r7, 8
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a signed remainder by 8 (the rounded quotient's bits subtracted)
.kernel io_srem8
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    rem.s32             %r4, %r4, 8
    xor.b32             %r4, %r4, 0x9e3779b9
    rem.s32             %r5, %r5, 8
    xor.b32             %r5, %r5, 0x3c6ef372
    rem.s32             %r6, %r6, 8
    xor.b32             %r6, %r6, 0xdaa66d2b
    rem.s32             %r7, %r7, 8
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a signed division by a register (the unsigned sequence on absolute values, the sign fixed after)
.kernel io_sdiv
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    div.s32             %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    div.s32             %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    div.s32             %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    div.s32             %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a signed remainder by a register
.kernel io_srem
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    rem.s32             %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    rem.s32             %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    rem.s32             %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    rem.s32             %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a signed division by 9 (a signed multiply-high, a shift and a correction towards zero)
.kernel io_sdiv9
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    div.s32             %r4, %r4, 9
    xor.b32             %r4, %r4, 0x9e3779b9
    div.s32             %r5, %r5, 9
    xor.b32             %r5, %r5, 0x3c6ef372
    div.s32             %r6, %r6, 9
    xor.b32             %r6, %r6, 0xdaa66d2b
    div.s32             %r7, %r7, 9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a signed remainder by 18
.kernel io_srem18
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    rem.s32             %r4, %r4, 18
    xor.b32             %r4, %r4, 0x9e3779b9
    rem.s32             %r5, %r5, 18
    xor.b32             %r5, %r5, 0x3c6ef372
    rem.s32             %r6, %r6, 18
    xor.b32             %r6, %r6, 0xdaa66d2b
    rem.s32             %r7, %r7, 18
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a float multiply-add x * y + 1 (the float baseline)
.kernel io_fmul
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    cvt.rn.f32.u32      %r8, %r3                // y
    add.f32             %r8, %r8, 1.25
    mul.f32             %r4, %r8, 3.0           // the chains' starting values
    mul.f32             %r5, %r8, 4.0
    mul.f32             %r6, %r8, 5.0
    mul.f32             %r7, %r8, 6.0
    mov.u32             %r11, 0
loop:
    add.f32             %r9, %r8, 1.5           // the operand: never 0, new every step
    fma.rn.f32          %r4, %r4, %r9, 1.0
    fma.rn.f32          %r5, %r5, %r9, 1.0
    fma.rn.f32          %r6, %r6, %r9, 1.0
    fma.rn.f32          %r7, %r7, %r9, 1.0
    add.f32             %r8, %r8, 0.25
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    add.f32             %r4, %r4, %r5
    add.f32             %r6, %r6, %r7
    add.f32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.f32       [%rd1], %r4
    exit

// a float division x / y + 1 (IEEE round to nearest; x stays near 1, clear of the slow path)
.kernel io_fdiv
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    cvt.rn.f32.u32      %r8, %r3                // y
    add.f32             %r8, %r8, 1.25
    mul.f32             %r4, %r8, 3.0           // the chains' starting values
    mul.f32             %r5, %r8, 4.0
    mul.f32             %r6, %r8, 5.0
    mul.f32             %r7, %r8, 6.0
    mov.u32             %r11, 0
loop:
    add.f32             %r9, %r8, 1.5           // the operand: never 0, new every step
    div.f32             %r4, %r4, %r9
    add.f32             %r4, %r4, 1.0
    div.f32             %r5, %r5, %r9
    add.f32             %r5, %r5, 1.0
    div.f32             %r6, %r6, %r9
    add.f32             %r6, %r6, 1.0
    div.f32             %r7, %r7, %r9
    add.f32             %r7, %r7, 1.0
    add.f32             %r8, %r8, 0.25
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    add.f32             %r4, %r4, %r5
    add.f32             %r6, %r6, %r7
    add.f32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.f32       [%rd1], %r4
    exit

// (The double kernels number their registers from 0 and reuse them, so the count, 16 per
// thread with the %rd pairs, fits cc 1.x's 8192 registers for a 512-thread block as the others do.)

// a double multiply-add x * y + 1 (the double baseline)
.kernel io_dfma
.param .ptr out
.param .s32 steps
    ld.param.s32        %r0, [steps]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.u32          %r1, %r2, %r3, %r1      // global thread index
    cvt.rn.f64.u32      %rd0, %r1               // y
    add.f64             %rd0, %rd0, 1.25
    mul.f64             %rd1, %rd0, 3.0         // the chains' starting values
    mul.f64             %rd2, %rd0, 4.0
    mul.f64             %rd3, %rd0, 5.0
    mul.f64             %rd4, %rd0, 6.0
    mov.u32             %r2, 0
loop:
    add.f64             %rd5, %rd0, 1.5         // the operand: never 0, new every step
    fma.rn.f64          %rd1, %rd1, %rd5, 1.0
    fma.rn.f64          %rd2, %rd2, %rd5, 1.0
    fma.rn.f64          %rd3, %rd3, %rd5, 1.0
    fma.rn.f64          %rd4, %rd4, %rd5, 1.0
    add.f64             %rd0, %rd0, 0.25
    add.u32             %r2, %r2, 1
    setp.lt.s32         %p1, %r2, %r0
    @%p1 bra            loop
    add.f64             %rd1, %rd1, %rd2
    add.f64             %rd3, %rd3, %rd4
    add.f64             %rd1, %rd1, %rd3
    ld.param.u64        %rd5, [out]
    mul.wide.u32        %rd0, %r1, 8
    add.s64             %rd0, %rd5, %rd0
    st.global.f64       [%rd0], %rd1
    exit

// a double division x / y + 1 (IEEE round to nearest; x stays near 1, clear of the slow path)
.kernel io_ddiv
.param .ptr out
.param .s32 steps
    ld.param.s32        %r0, [steps]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.u32          %r1, %r2, %r3, %r1      // global thread index
    cvt.rn.f64.u32      %rd0, %r1               // y
    add.f64             %rd0, %rd0, 1.25
    mul.f64             %rd1, %rd0, 3.0         // the chains' starting values
    mul.f64             %rd2, %rd0, 4.0
    mul.f64             %rd3, %rd0, 5.0
    mul.f64             %rd4, %rd0, 6.0
    mov.u32             %r2, 0
loop:
    add.f64             %rd5, %rd0, 1.5         // the operand: never 0, new every step
    div.f64             %rd1, %rd1, %rd5
    add.f64             %rd1, %rd1, 1.0
    div.f64             %rd2, %rd2, %rd5
    add.f64             %rd2, %rd2, 1.0
    div.f64             %rd3, %rd3, %rd5
    add.f64             %rd3, %rd3, 1.0
    div.f64             %rd4, %rd4, %rd5
    add.f64             %rd4, %rd4, 1.0
    add.f64             %rd0, %rd0, 0.25
    add.u32             %r2, %r2, 1
    setp.lt.s32         %p1, %r2, %r0
    @%p1 bra            loop
    add.f64             %rd1, %rd1, %rd2
    add.f64             %rd3, %rd3, %rd4
    add.f64             %rd1, %rd1, %rd3
    ld.param.u64        %rd5, [out]
    mul.wide.u32        %rd0, %r1, 8
    add.s64             %rd0, %rd5, %rd0
    st.global.f64       [%rd0], %rd1
    exit

// 64-bit chains with both operands beyond 32 bits (the xor constants set high bits every step),
// as int_ops.cu's `wide` ones: a 64-bit division or remainder by a register is a subroutine of
// 68 SASS instructions (83 signed) that nvcc calls in such loops. io_add64 is their baseline.

// a 64-bit add (the 64-bit baseline)
.kernel io_add64
.param .ptr out
.param .s32 steps
    ld.param.s32        %r0, [steps]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.u32          %r1, %r2, %r3, %r1      // global thread index
    add.u32             %r2, %r1, 12345
    cvt.u64.u32         %rd5, %r2
    add.u64             %rd0, %rd5, 0x5deece6600000000  // y, beyond 32 bits
    mul.lo.u64          %rd1, %rd5, 3             // the chains' starting values, beyond 32 bits
    xor.b64             %rd1, %rd1, 0x5deece6600000000
    mul.lo.u64          %rd2, %rd5, 4
    xor.b64             %rd2, %rd2, 0x5deece6600000000
    mul.lo.u64          %rd3, %rd5, 5
    xor.b64             %rd3, %rd3, 0x5deece6600000000
    mul.lo.u64          %rd4, %rd5, 6
    xor.b64             %rd4, %rd4, 0x5deece6600000000
    mov.u32             %r2, 0
loop:
    or.b64              %rd5, %rd0, 1           // the operand: never 0, new every step
    add.u64             %rd1, %rd1, %rd5
    xor.b64             %rd1, %rd1, 0x9e3779b97f4a7c15  // sets high bits again
    add.u64             %rd2, %rd2, %rd5
    xor.b64             %rd2, %rd2, 0x3c6ef372fe94f82a
    add.u64             %rd3, %rd3, %rd5
    xor.b64             %rd3, %rd3, 0xdaa66d2c7ddf743f
    add.u64             %rd4, %rd4, %rd5
    xor.b64             %rd4, %rd4, 0x78dde6e5fd29f054
    add.u64             %rd0, %rd0, 0x6f4f2a35
    add.u32             %r2, %r2, 1
    setp.lt.s32         %p1, %r2, %r0
    @%p1 bra            loop
    xor.b64             %rd1, %rd1, %rd2
    xor.b64             %rd3, %rd3, %rd4
    xor.b64             %rd1, %rd1, %rd3
    ld.param.u64        %rd5, [out]
    mul.wide.u32        %rd0, %r1, 8
    add.s64             %rd0, %rd5, %rd0
    st.global.u64       [%rd0], %rd1
    exit

// a 64-bit division
.kernel io_div64
.param .ptr out
.param .s32 steps
    ld.param.s32        %r0, [steps]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.u32          %r1, %r2, %r3, %r1      // global thread index
    add.u32             %r2, %r1, 12345
    cvt.u64.u32         %rd5, %r2
    add.u64             %rd0, %rd5, 0x5deece6600000000  // y, beyond 32 bits
    mul.lo.u64          %rd1, %rd5, 3             // the chains' starting values, beyond 32 bits
    xor.b64             %rd1, %rd1, 0x5deece6600000000
    mul.lo.u64          %rd2, %rd5, 4
    xor.b64             %rd2, %rd2, 0x5deece6600000000
    mul.lo.u64          %rd3, %rd5, 5
    xor.b64             %rd3, %rd3, 0x5deece6600000000
    mul.lo.u64          %rd4, %rd5, 6
    xor.b64             %rd4, %rd4, 0x5deece6600000000
    mov.u32             %r2, 0
loop:
    or.b64              %rd5, %rd0, 1           // the operand: never 0, new every step
    div.u64             %rd1, %rd1, %rd5
    xor.b64             %rd1, %rd1, 0x9e3779b97f4a7c15  // sets high bits again
    div.u64             %rd2, %rd2, %rd5
    xor.b64             %rd2, %rd2, 0x3c6ef372fe94f82a
    div.u64             %rd3, %rd3, %rd5
    xor.b64             %rd3, %rd3, 0xdaa66d2c7ddf743f
    div.u64             %rd4, %rd4, %rd5
    xor.b64             %rd4, %rd4, 0x78dde6e5fd29f054
    add.u64             %rd0, %rd0, 0x6f4f2a35
    add.u32             %r2, %r2, 1
    setp.lt.s32         %p1, %r2, %r0
    @%p1 bra            loop
    xor.b64             %rd1, %rd1, %rd2
    xor.b64             %rd3, %rd3, %rd4
    xor.b64             %rd1, %rd1, %rd3
    ld.param.u64        %rd5, [out]
    mul.wide.u32        %rd0, %r1, 8
    add.s64             %rd0, %rd5, %rd0
    st.global.u64       [%rd0], %rd1
    exit

// a 64-bit remainder
.kernel io_rem64
.param .ptr out
.param .s32 steps
    ld.param.s32        %r0, [steps]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.u32          %r1, %r2, %r3, %r1      // global thread index
    add.u32             %r2, %r1, 12345
    cvt.u64.u32         %rd5, %r2
    add.u64             %rd0, %rd5, 0x5deece6600000000  // y, beyond 32 bits
    mul.lo.u64          %rd1, %rd5, 3             // the chains' starting values, beyond 32 bits
    xor.b64             %rd1, %rd1, 0x5deece6600000000
    mul.lo.u64          %rd2, %rd5, 4
    xor.b64             %rd2, %rd2, 0x5deece6600000000
    mul.lo.u64          %rd3, %rd5, 5
    xor.b64             %rd3, %rd3, 0x5deece6600000000
    mul.lo.u64          %rd4, %rd5, 6
    xor.b64             %rd4, %rd4, 0x5deece6600000000
    mov.u32             %r2, 0
loop:
    or.b64              %rd5, %rd0, 1           // the operand: never 0, new every step
    rem.u64             %rd1, %rd1, %rd5
    xor.b64             %rd1, %rd1, 0x9e3779b97f4a7c15  // sets high bits again
    rem.u64             %rd2, %rd2, %rd5
    xor.b64             %rd2, %rd2, 0x3c6ef372fe94f82a
    rem.u64             %rd3, %rd3, %rd5
    xor.b64             %rd3, %rd3, 0xdaa66d2c7ddf743f
    rem.u64             %rd4, %rd4, %rd5
    xor.b64             %rd4, %rd4, 0x78dde6e5fd29f054
    add.u64             %rd0, %rd0, 0x6f4f2a35
    add.u32             %r2, %r2, 1
    setp.lt.s32         %p1, %r2, %r0
    @%p1 bra            loop
    xor.b64             %rd1, %rd1, %rd2
    xor.b64             %rd3, %rd3, %rd4
    xor.b64             %rd1, %rd1, %rd3
    ld.param.u64        %rd5, [out]
    mul.wide.u32        %rd0, %r1, 8
    add.s64             %rd0, %rd5, %rd0
    st.global.u64       [%rd0], %rd1
    exit

// a signed 64-bit division
.kernel io_sdiv64
.param .ptr out
.param .s32 steps
    ld.param.s32        %r0, [steps]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.u32          %r1, %r2, %r3, %r1      // global thread index
    add.u32             %r2, %r1, 12345
    cvt.u64.u32         %rd5, %r2
    add.u64             %rd0, %rd5, 0x5deece6600000000  // y, beyond 32 bits
    mul.lo.u64          %rd1, %rd5, 3             // the chains' starting values, beyond 32 bits
    xor.b64             %rd1, %rd1, 0x5deece6600000000
    mul.lo.u64          %rd2, %rd5, 4
    xor.b64             %rd2, %rd2, 0x5deece6600000000
    mul.lo.u64          %rd3, %rd5, 5
    xor.b64             %rd3, %rd3, 0x5deece6600000000
    mul.lo.u64          %rd4, %rd5, 6
    xor.b64             %rd4, %rd4, 0x5deece6600000000
    mov.u32             %r2, 0
loop:
    or.b64              %rd5, %rd0, 1           // the operand: never 0, new every step
    div.s64             %rd1, %rd1, %rd5
    xor.b64             %rd1, %rd1, 0x9e3779b97f4a7c15  // sets high bits again
    div.s64             %rd2, %rd2, %rd5
    xor.b64             %rd2, %rd2, 0x3c6ef372fe94f82a
    div.s64             %rd3, %rd3, %rd5
    xor.b64             %rd3, %rd3, 0xdaa66d2c7ddf743f
    div.s64             %rd4, %rd4, %rd5
    xor.b64             %rd4, %rd4, 0x78dde6e5fd29f054
    add.u64             %rd0, %rd0, 0x6f4f2a35
    add.u32             %r2, %r2, 1
    setp.lt.s32         %p1, %r2, %r0
    @%p1 bra            loop
    xor.b64             %rd1, %rd1, %rd2
    xor.b64             %rd3, %rd3, %rd4
    xor.b64             %rd1, %rd1, %rd3
    ld.param.u64        %rd5, [out]
    mul.wide.u32        %rd0, %r1, 8
    add.s64             %rd0, %rd5, %rd0
    st.global.u64       [%rd0], %rd1
    exit

// a 64-bit shift left by a register (the operand's low 5 bits, one amount a step for the four chains; int_ops.cu's Shl64)
.kernel io_shl64
.param .ptr out
.param .s32 steps
    ld.param.s32        %r0, [steps]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.u32          %r1, %r2, %r3, %r1      // global thread index
    add.u32             %r2, %r1, 12345
    cvt.u64.u32         %rd5, %r2
    add.u64             %rd0, %rd5, 0x5deece6600000000  // y, beyond 32 bits
    mul.lo.u64          %rd1, %rd5, 3             // the chains' starting values, beyond 32 bits
    xor.b64             %rd1, %rd1, 0x5deece6600000000
    mul.lo.u64          %rd2, %rd5, 4
    xor.b64             %rd2, %rd2, 0x5deece6600000000
    mul.lo.u64          %rd3, %rd5, 5
    xor.b64             %rd3, %rd3, 0x5deece6600000000
    mul.lo.u64          %rd4, %rd5, 6
    xor.b64             %rd4, %rd4, 0x5deece6600000000
    mov.u32             %r2, 0
loop:
    or.b64              %rd5, %rd0, 1           // the operand: never 0, new every step
    cvt.u32.u64         %r5, %rd5
    and.b32             %r5, %r5, 31
    shl.b64             %rd1, %rd1, %r5
    xor.b64             %rd1, %rd1, 0x9e3779b97f4a7c15  // sets high bits again
    shl.b64             %rd2, %rd2, %r5
    xor.b64             %rd2, %rd2, 0x3c6ef372fe94f82a
    shl.b64             %rd3, %rd3, %r5
    xor.b64             %rd3, %rd3, 0xdaa66d2c7ddf743f
    shl.b64             %rd4, %rd4, %r5
    xor.b64             %rd4, %rd4, 0x78dde6e5fd29f054
    add.u64             %rd0, %rd0, 0x6f4f2a35
    add.u32             %r2, %r2, 1
    setp.lt.s32         %p1, %r2, %r0
    @%p1 bra            loop
    xor.b64             %rd1, %rd1, %rd2
    xor.b64             %rd3, %rd3, %rd4
    xor.b64             %rd1, %rd1, %rd3
    ld.param.u64        %rd5, [out]
    mul.wide.u32        %rd0, %r1, 8
    add.s64             %rd0, %rd5, %rd0
    st.global.u64       [%rd0], %rd1
    exit

// a 64-bit unsigned minimum (int_ops.cu's Min64)
.kernel io_min64
.param .ptr out
.param .s32 steps
    ld.param.s32        %r0, [steps]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.u32          %r1, %r2, %r3, %r1      // global thread index
    add.u32             %r2, %r1, 12345
    cvt.u64.u32         %rd5, %r2
    add.u64             %rd0, %rd5, 0x5deece6600000000  // y, beyond 32 bits
    mul.lo.u64          %rd1, %rd5, 3             // the chains' starting values, beyond 32 bits
    xor.b64             %rd1, %rd1, 0x5deece6600000000
    mul.lo.u64          %rd2, %rd5, 4
    xor.b64             %rd2, %rd2, 0x5deece6600000000
    mul.lo.u64          %rd3, %rd5, 5
    xor.b64             %rd3, %rd3, 0x5deece6600000000
    mul.lo.u64          %rd4, %rd5, 6
    xor.b64             %rd4, %rd4, 0x5deece6600000000
    mov.u32             %r2, 0
loop:
    or.b64              %rd5, %rd0, 1           // the operand: never 0, new every step
    min.u64             %rd1, %rd1, %rd5
    xor.b64             %rd1, %rd1, 0x9e3779b97f4a7c15  // sets high bits again
    min.u64             %rd2, %rd2, %rd5
    xor.b64             %rd2, %rd2, 0x3c6ef372fe94f82a
    min.u64             %rd3, %rd3, %rd5
    xor.b64             %rd3, %rd3, 0xdaa66d2c7ddf743f
    min.u64             %rd4, %rd4, %rd5
    xor.b64             %rd4, %rd4, 0x78dde6e5fd29f054
    add.u64             %rd0, %rd0, 0x6f4f2a35
    add.u32             %r2, %r2, 1
    setp.lt.s32         %p1, %r2, %r0
    @%p1 bra            loop
    xor.b64             %rd1, %rd1, %rd2
    xor.b64             %rd3, %rd3, %rd4
    xor.b64             %rd1, %rd1, %rd3
    ld.param.u64        %rd5, [out]
    mul.wide.u32        %rd0, %r1, 8
    add.s64             %rd0, %rd5, %rd0
    st.global.u64       [%rd0], %rd1
    exit

// a bitwise and (int_ops.cu's And32: ptxas fuses the and and the chain's xor into one
// LOP3, so the port does one logic instruction a chain too; the ISA has no three-input logic)
.kernel io_and
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    and.b32             %r4, %r4, %r9
    and.b32             %r5, %r5, %r9
    and.b32             %r6, %r6, %r9
    and.b32             %r7, %r7, %r9
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a 32-bit unsigned minimum (int_ops.cu's Min32: VIMNMX on the ALU pipe)
.kernel io_min
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    min.u32             %r4, %r4, %r9
    xor.b32             %r4, %r4, 0x9e3779b9
    min.u32             %r5, %r5, %r9
    xor.b32             %r5, %r5, 0x3c6ef372
    min.u32             %r6, %r6, %r9
    xor.b32             %r6, %r6, 0xdaa66d2b
    min.u32             %r7, %r7, %r9
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a 32-bit shift by a register (int_ops.cu's Shl32: SHF on the ALU pipe)
.kernel io_shl
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    and.b32             %r10, %r8, 31           // the shift: y & 31
    shl.b32             %r4, %r4, %r10
    xor.b32             %r4, %r4, 0x9e3779b9
    shl.b32             %r5, %r5, %r10
    xor.b32             %r5, %r5, 0x3c6ef372
    shl.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, 0xdaa66d2b
    shl.b32             %r7, %r7, %r10
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit

// a compare and select (int_ops.cu's Sel32: ISETP and SEL on the ALU pipe)
.kernel io_sel
.param .ptr out
.param .s32 steps
    ld.param.s32        %r1, [steps]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r10, %ntid.x
    mad.lo.u32          %r3, %r3, %r10, %r2     // global thread index
    add.u32             %r8, %r3, 12345         // y
    mul.lo.u32          %r4, %r8, 3             // the chains' starting values
    mul.lo.u32          %r5, %r8, 5
    mul.lo.u32          %r6, %r8, 7
    mul.lo.u32          %r7, %r8, 11
    mov.u32             %r11, 0
loop:
    or.b32              %r9, %r8, 1             // the operand: never 0, new every step
    add.u32             %r10, %r9, 7            // y + 7, the same for the four chains
    setp.lt.s32         %p2, %r4, %r9
    selp.b32            %r4, %r4, %r10, %p2
    xor.b32             %r4, %r4, 0x9e3779b9
    setp.lt.s32         %p2, %r5, %r9
    selp.b32            %r5, %r5, %r10, %p2
    xor.b32             %r5, %r5, 0x3c6ef372
    setp.lt.s32         %p2, %r6, %r9
    selp.b32            %r6, %r6, %r10, %p2
    xor.b32             %r6, %r6, 0xdaa66d2b
    setp.lt.s32         %p2, %r7, %r9
    selp.b32            %r7, %r7, %r10, %p2
    xor.b32             %r7, %r7, 0x78dde6e4
    add.u32             %r8, %r8, 0x6f4f2a35
    add.u32             %r11, %r11, 1
    setp.lt.s32         %p1, %r11, %r1
    @%p1 bra            loop
    xor.b32             %r4, %r4, %r5
    xor.b32             %r6, %r6, %r7
    xor.b32             %r4, %r4, %r6
    ld.param.u64        %rd0, [out]
    mul.wide.u32        %rd1, %r3, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.u32       [%rd1], %r4
    exit
