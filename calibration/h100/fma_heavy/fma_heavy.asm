// fma_heavy.cu's mixes (calibration/h100/fma_heavy.cu, calibration/README.md: "The FMA pipe's
// integer instructions"): each thread runs NI chains of IMAD (x = x * m + c), NA adds in pairs
// (a0 = a0 + a1, a1 = a1 + a0) and NF chains of FFMA (f = f * p + q), 16 steps a trip
// (fma_heavy.cu unrolls 32), `trips` times. Kernel fh_iNI_aNA_fNF (parts left out where 0).
// Registers: %r1 trips, %r2 m, %r3 c, %r4 tid, %r5 the trip count, %r6 the result, %r7 p,
// %r8 q, %r9 scratch, and the chains from %r10 (IMAD, then adds, then FFMA).
// (Written by a loop over the mixes, as fma_heavy.cu's template; the IMAD.WIDE chains have no
// port: in this ISA the 32-bit half of a 64-bit register takes a conversion of its own.)

.kernel fh_f8
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    cvt.rn.f32.u32      %r9, %r4
    mul.f32             %r10, %r9, 0.0010
    mul.f32             %r11, %r9, 0.0020
    mul.f32             %r12, %r9, 0.0030
    mul.f32             %r13, %r9, 0.0040
    mul.f32             %r14, %r9, 0.0050
    mul.f32             %r15, %r9, 0.0060
    mul.f32             %r16, %r9, 0.0070
    mul.f32             %r17, %r9, 0.0080
    mov.u32             %r5, 0
loop:
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit

.kernel fh_i8
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    mad.lo.u32          %r10, %r4, 3, %r3
    mad.lo.u32          %r11, %r4, 4, %r3
    mad.lo.u32          %r12, %r4, 5, %r3
    mad.lo.u32          %r13, %r4, 6, %r3
    mad.lo.u32          %r14, %r4, 7, %r3
    mad.lo.u32          %r15, %r4, 8, %r3
    mad.lo.u32          %r16, %r4, 9, %r3
    mad.lo.u32          %r17, %r4, 10, %r3
    mov.u32             %r5, 0
loop:
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    mad.lo.u32          %r16, %r16, %r2, %r3
    mad.lo.u32          %r17, %r17, %r2, %r3
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit

.kernel fh_i4f4
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    mad.lo.u32          %r10, %r4, 3, %r3
    mad.lo.u32          %r11, %r4, 4, %r3
    mad.lo.u32          %r12, %r4, 5, %r3
    mad.lo.u32          %r13, %r4, 6, %r3
    cvt.rn.f32.u32      %r9, %r4
    mul.f32             %r14, %r9, 0.0010
    mul.f32             %r15, %r9, 0.0020
    mul.f32             %r16, %r9, 0.0030
    mul.f32             %r17, %r9, 0.0040
    mov.u32             %r5, 0
loop:
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit

.kernel fh_i2f6
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    mad.lo.u32          %r10, %r4, 3, %r3
    mad.lo.u32          %r11, %r4, 4, %r3
    cvt.rn.f32.u32      %r9, %r4
    mul.f32             %r12, %r9, 0.0010
    mul.f32             %r13, %r9, 0.0020
    mul.f32             %r14, %r9, 0.0030
    mul.f32             %r15, %r9, 0.0040
    mul.f32             %r16, %r9, 0.0050
    mul.f32             %r17, %r9, 0.0060
    mov.u32             %r5, 0
loop:
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit

.kernel fh_i6f2
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    mad.lo.u32          %r10, %r4, 3, %r3
    mad.lo.u32          %r11, %r4, 4, %r3
    mad.lo.u32          %r12, %r4, 5, %r3
    mad.lo.u32          %r13, %r4, 6, %r3
    mad.lo.u32          %r14, %r4, 7, %r3
    mad.lo.u32          %r15, %r4, 8, %r3
    cvt.rn.f32.u32      %r9, %r4
    mul.f32             %r16, %r9, 0.0010
    mul.f32             %r17, %r9, 0.0020
    mov.u32             %r5, 0
loop:
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    mad.lo.u32          %r14, %r14, %r2, %r3
    mad.lo.u32          %r15, %r15, %r2, %r3
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit

.kernel fh_a8
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    mad.lo.u32          %r10, %r4, 7, %r2
    mad.lo.u32          %r11, %r4, 8, %r2
    mad.lo.u32          %r12, %r4, 9, %r2
    mad.lo.u32          %r13, %r4, 10, %r2
    mad.lo.u32          %r14, %r4, 11, %r2
    mad.lo.u32          %r15, %r4, 12, %r2
    mad.lo.u32          %r16, %r4, 13, %r2
    mad.lo.u32          %r17, %r4, 14, %r2
    mov.u32             %r5, 0
loop:
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit

.kernel fh_i4a4
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    mad.lo.u32          %r10, %r4, 3, %r3
    mad.lo.u32          %r11, %r4, 4, %r3
    mad.lo.u32          %r12, %r4, 5, %r3
    mad.lo.u32          %r13, %r4, 6, %r3
    mad.lo.u32          %r14, %r4, 7, %r2
    mad.lo.u32          %r15, %r4, 8, %r2
    mad.lo.u32          %r16, %r4, 9, %r2
    mad.lo.u32          %r17, %r4, 10, %r2
    mov.u32             %r5, 0
loop:
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit

.kernel fh_a4f4
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    mad.lo.u32          %r10, %r4, 7, %r2
    mad.lo.u32          %r11, %r4, 8, %r2
    mad.lo.u32          %r12, %r4, 9, %r2
    mad.lo.u32          %r13, %r4, 10, %r2
    cvt.rn.f32.u32      %r9, %r4
    mul.f32             %r14, %r9, 0.0010
    mul.f32             %r15, %r9, 0.0020
    mul.f32             %r16, %r9, 0.0030
    mul.f32             %r17, %r9, 0.0040
    mov.u32             %r5, 0
loop:
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r10, %r10, %r11
    add.u32             %r11, %r11, %r10
    add.u32             %r12, %r12, %r13
    add.u32             %r13, %r13, %r12
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit

.kernel fh_i4a4f4
.param .ptr out
.param .s32 trips
.param .u32 m
.param .u32 c
.param .f32 p
.param .f32 q
    ld.param.s32        %r1, [trips]
    ld.param.u32        %r2, [m]
    ld.param.u32        %r3, [c]
    ld.param.f32        %r7, [p]
    ld.param.f32        %r8, [q]
    mov.u32             %r4, %tid.x
    mad.lo.u32          %r10, %r4, 3, %r3
    mad.lo.u32          %r11, %r4, 4, %r3
    mad.lo.u32          %r12, %r4, 5, %r3
    mad.lo.u32          %r13, %r4, 6, %r3
    mad.lo.u32          %r14, %r4, 7, %r2
    mad.lo.u32          %r15, %r4, 8, %r2
    mad.lo.u32          %r16, %r4, 9, %r2
    mad.lo.u32          %r17, %r4, 10, %r2
    cvt.rn.f32.u32      %r9, %r4
    mul.f32             %r18, %r9, 0.0010
    mul.f32             %r19, %r9, 0.0020
    mul.f32             %r20, %r9, 0.0030
    mul.f32             %r21, %r9, 0.0040
    mov.u32             %r5, 0
loop:
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    mad.lo.u32          %r10, %r10, %r2, %r3
    mad.lo.u32          %r11, %r11, %r2, %r3
    mad.lo.u32          %r12, %r12, %r2, %r3
    mad.lo.u32          %r13, %r13, %r2, %r3
    add.u32             %r14, %r14, %r15
    add.u32             %r15, %r15, %r14
    add.u32             %r16, %r16, %r17
    add.u32             %r17, %r17, %r16
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    xor.b32             %r6, %r6, %r18
    xor.b32             %r6, %r6, %r19
    xor.b32             %r6, %r6, %r20
    xor.b32             %r6, %r6, %r21
    mov.u32             %r9, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.u32          %r9, %r9, %r5, %r4
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r9, 4
    add.u64             %rd1, %rd1, %rd2
    st.global.u32       [%rd1], %r6
    exit
