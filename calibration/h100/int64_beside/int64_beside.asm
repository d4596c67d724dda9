// int64_beside.cu's mixes (calibration/h100/int64_beside.cu, calibration/README.md: "What a
// 64-bit add costs beside other pipes' work"): each thread runs NL 64-bit integer chains added in
// pairs (l0 = l0 + l1, l1 = l1 + l0), ND chains of DFMA (g = g * p + q) and NF chains of FFMA
// (f = f * p + q), 16 steps a trip (int64_beside.cu unrolls 32), `trips` times. Kernel
// ib_lNL_dND_fNF (parts left out where 0). Each declares the registers ptxas gave its CUDA
// version (int64-beside-sm_90.sass.txt), so as many blocks fit an SM as on the H200.
// Registers: %r1 trips, %r4 tid, %r5 the trip count, %r6 and %r9 scratch, %r7 and %r8 the
// FFMA's p and q, the FFMA chains from %r10; %rd1 m, %rd2 and %rd3 the DFMA's p and q, %rd4 and
// %rd5 tid as u64 and f64, %rd6 the result, %rd7 and %rd8 scratch, the 64-bit chains from %rd10,
// the DFMA chains from %rd30.
// (Written by a loop over the mixes, as int64_beside.cu's template.)

.kernel ib_l2
.regs 16
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l4
.regs 20
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l8
.regs 26
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mul.lo.u64          %rd14, %rd4, 11
    add.u64             %rd14, %rd14, %rd1
    mul.lo.u64          %rd15, %rd4, 12
    add.u64             %rd15, %rd15, %rd1
    mul.lo.u64          %rd16, %rd4, 13
    add.u64             %rd16, %rd16, %rd1
    mul.lo.u64          %rd17, %rd4, 14
    add.u64             %rd17, %rd17, %rd1
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    xor.b64             %rd6, %rd6, %rd14
    xor.b64             %rd6, %rd6, %rd15
    xor.b64             %rd6, %rd6, %rd16
    xor.b64             %rd6, %rd6, %rd17
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_d8
.regs 28
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.f64             %rd30, %rd5, 0.0010
    mul.f64             %rd31, %rd5, 0.0020
    mul.f64             %rd32, %rd5, 0.0030
    mul.f64             %rd33, %rd5, 0.0040
    mul.f64             %rd34, %rd5, 0.0050
    mul.f64             %rd35, %rd5, 0.0060
    mul.f64             %rd36, %rd5, 0.0070
    mul.f64             %rd37, %rd5, 0.0080
    mov.u32             %r5, 0
loop:
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd30
    xor.b64             %rd6, %rd6, %rd31
    xor.b64             %rd6, %rd6, %rd32
    xor.b64             %rd6, %rd6, %rd33
    xor.b64             %rd6, %rd6, %rd34
    xor.b64             %rd6, %rd6, %rd35
    xor.b64             %rd6, %rd6, %rd36
    xor.b64             %rd6, %rd6, %rd37
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l2_d8
.regs 40
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.f64             %rd30, %rd5, 0.0010
    mul.f64             %rd31, %rd5, 0.0020
    mul.f64             %rd32, %rd5, 0.0030
    mul.f64             %rd33, %rd5, 0.0040
    mul.f64             %rd34, %rd5, 0.0050
    mul.f64             %rd35, %rd5, 0.0060
    mul.f64             %rd36, %rd5, 0.0070
    mul.f64             %rd37, %rd5, 0.0080
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd30
    xor.b64             %rd6, %rd6, %rd31
    xor.b64             %rd6, %rd6, %rd32
    xor.b64             %rd6, %rd6, %rd33
    xor.b64             %rd6, %rd6, %rd34
    xor.b64             %rd6, %rd6, %rd35
    xor.b64             %rd6, %rd6, %rd36
    xor.b64             %rd6, %rd6, %rd37
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l4_d8
.regs 46
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mul.f64             %rd30, %rd5, 0.0010
    mul.f64             %rd31, %rd5, 0.0020
    mul.f64             %rd32, %rd5, 0.0030
    mul.f64             %rd33, %rd5, 0.0040
    mul.f64             %rd34, %rd5, 0.0050
    mul.f64             %rd35, %rd5, 0.0060
    mul.f64             %rd36, %rd5, 0.0070
    mul.f64             %rd37, %rd5, 0.0080
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    xor.b64             %rd6, %rd6, %rd30
    xor.b64             %rd6, %rd6, %rd31
    xor.b64             %rd6, %rd6, %rd32
    xor.b64             %rd6, %rd6, %rd33
    xor.b64             %rd6, %rd6, %rd34
    xor.b64             %rd6, %rd6, %rd35
    xor.b64             %rd6, %rd6, %rd36
    xor.b64             %rd6, %rd6, %rd37
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l8_d8
.regs 54
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mul.lo.u64          %rd14, %rd4, 11
    add.u64             %rd14, %rd14, %rd1
    mul.lo.u64          %rd15, %rd4, 12
    add.u64             %rd15, %rd15, %rd1
    mul.lo.u64          %rd16, %rd4, 13
    add.u64             %rd16, %rd16, %rd1
    mul.lo.u64          %rd17, %rd4, 14
    add.u64             %rd17, %rd17, %rd1
    mul.f64             %rd30, %rd5, 0.0010
    mul.f64             %rd31, %rd5, 0.0020
    mul.f64             %rd32, %rd5, 0.0030
    mul.f64             %rd33, %rd5, 0.0040
    mul.f64             %rd34, %rd5, 0.0050
    mul.f64             %rd35, %rd5, 0.0060
    mul.f64             %rd36, %rd5, 0.0070
    mul.f64             %rd37, %rd5, 0.0080
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd34, %rd34, %rd2, %rd3
    fma.rn.f64          %rd35, %rd35, %rd2, %rd3
    fma.rn.f64          %rd36, %rd36, %rd2, %rd3
    fma.rn.f64          %rd37, %rd37, %rd2, %rd3
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    xor.b64             %rd6, %rd6, %rd14
    xor.b64             %rd6, %rd6, %rd15
    xor.b64             %rd6, %rd6, %rd16
    xor.b64             %rd6, %rd6, %rd17
    xor.b64             %rd6, %rd6, %rd30
    xor.b64             %rd6, %rd6, %rd31
    xor.b64             %rd6, %rd6, %rd32
    xor.b64             %rd6, %rd6, %rd33
    xor.b64             %rd6, %rd6, %rd34
    xor.b64             %rd6, %rd6, %rd35
    xor.b64             %rd6, %rd6, %rd36
    xor.b64             %rd6, %rd6, %rd37
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_d4
.regs 20
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.f64             %rd30, %rd5, 0.0010
    mul.f64             %rd31, %rd5, 0.0020
    mul.f64             %rd32, %rd5, 0.0030
    mul.f64             %rd33, %rd5, 0.0040
    mov.u32             %r5, 0
loop:
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd30
    xor.b64             %rd6, %rd6, %rd31
    xor.b64             %rd6, %rd6, %rd32
    xor.b64             %rd6, %rd6, %rd33
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l2_d4
.regs 24
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.f64             %rd30, %rd5, 0.0010
    mul.f64             %rd31, %rd5, 0.0020
    mul.f64             %rd32, %rd5, 0.0030
    mul.f64             %rd33, %rd5, 0.0040
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd30
    xor.b64             %rd6, %rd6, %rd31
    xor.b64             %rd6, %rd6, %rd32
    xor.b64             %rd6, %rd6, %rd33
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l4_d4
.regs 30
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mul.f64             %rd30, %rd5, 0.0010
    mul.f64             %rd31, %rd5, 0.0020
    mul.f64             %rd32, %rd5, 0.0030
    mul.f64             %rd33, %rd5, 0.0040
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f64          %rd30, %rd30, %rd2, %rd3
    fma.rn.f64          %rd31, %rd31, %rd2, %rd3
    fma.rn.f64          %rd32, %rd32, %rd2, %rd3
    fma.rn.f64          %rd33, %rd33, %rd2, %rd3
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    xor.b64             %rd6, %rd6, %rd30
    xor.b64             %rd6, %rd6, %rd31
    xor.b64             %rd6, %rd6, %rd32
    xor.b64             %rd6, %rd6, %rd33
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_f8
.regs 23
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
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
    mov.u64             %rd6, 0
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l2_f8
.regs 30
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
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
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
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
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l4_f8
.regs 31
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
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
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
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
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    xor.b32             %r6, %r6, %r14
    xor.b32             %r6, %r6, %r15
    xor.b32             %r6, %r6, %r16
    xor.b32             %r6, %r6, %r17
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_f16
.regs 31
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.f32             %r10, %r9, 0.0010
    mul.f32             %r11, %r9, 0.0020
    mul.f32             %r12, %r9, 0.0030
    mul.f32             %r13, %r9, 0.0040
    mul.f32             %r14, %r9, 0.0050
    mul.f32             %r15, %r9, 0.0060
    mul.f32             %r16, %r9, 0.0070
    mul.f32             %r17, %r9, 0.0080
    mul.f32             %r18, %r9, 0.0090
    mul.f32             %r19, %r9, 0.0100
    mul.f32             %r20, %r9, 0.0110
    mul.f32             %r21, %r9, 0.0120
    mul.f32             %r22, %r9, 0.0130
    mul.f32             %r23, %r9, 0.0140
    mul.f32             %r24, %r9, 0.0150
    mul.f32             %r25, %r9, 0.0160
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
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
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
    xor.b32             %r6, %r6, %r22
    xor.b32             %r6, %r6, %r23
    xor.b32             %r6, %r6, %r24
    xor.b32             %r6, %r6, %r25
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l4_f16
.regs 32
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    mov.f64             %rd2, 0.999999
    mov.f64             %rd3, 0.0000001
    mov.f32             %r7, 0.999
    mov.f32             %r8, 0.0001
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f64.u32      %rd5, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mul.f32             %r10, %r9, 0.0010
    mul.f32             %r11, %r9, 0.0020
    mul.f32             %r12, %r9, 0.0030
    mul.f32             %r13, %r9, 0.0040
    mul.f32             %r14, %r9, 0.0050
    mul.f32             %r15, %r9, 0.0060
    mul.f32             %r16, %r9, 0.0070
    mul.f32             %r17, %r9, 0.0080
    mul.f32             %r18, %r9, 0.0090
    mul.f32             %r19, %r9, 0.0100
    mul.f32             %r20, %r9, 0.0110
    mul.f32             %r21, %r9, 0.0120
    mul.f32             %r22, %r9, 0.0130
    mul.f32             %r23, %r9, 0.0140
    mul.f32             %r24, %r9, 0.0150
    mul.f32             %r25, %r9, 0.0160
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    fma.rn.f32          %r10, %r10, %r7, %r8
    fma.rn.f32          %r11, %r11, %r7, %r8
    fma.rn.f32          %r12, %r12, %r7, %r8
    fma.rn.f32          %r13, %r13, %r7, %r8
    fma.rn.f32          %r14, %r14, %r7, %r8
    fma.rn.f32          %r15, %r15, %r7, %r8
    fma.rn.f32          %r16, %r16, %r7, %r8
    fma.rn.f32          %r17, %r17, %r7, %r8
    fma.rn.f32          %r18, %r18, %r7, %r8
    fma.rn.f32          %r19, %r19, %r7, %r8
    fma.rn.f32          %r20, %r20, %r7, %r8
    fma.rn.f32          %r21, %r21, %r7, %r8
    fma.rn.f32          %r22, %r22, %r7, %r8
    fma.rn.f32          %r23, %r23, %r7, %r8
    fma.rn.f32          %r24, %r24, %r7, %r8
    fma.rn.f32          %r25, %r25, %r7, %r8
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
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
    xor.b32             %r6, %r6, %r22
    xor.b32             %r6, %r6, %r23
    xor.b32             %r6, %r6, %r24
    xor.b32             %r6, %r6, %r25
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

// The mixes of int64_beside.cu's mix2 (`./int64_beside units`, int64-beside-units-h200.csv):
// NL 64-bit chains as above beside NS shared-memory loads a step (lane-consecutive words, no
// conflicts; %r20.. hold them) or NM chains of ex2 (%r10..). Kernel ib_lNL_sNS or ib_lNL_eNM.

.kernel ib_s8
.regs 20
.param .ptr out
.param .s32 trips
.shared sh 1024
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u32          %r6, %r4, 7
    setp.lt.u32         %p2, %r4, 256
    shl.b32             %r3, %r4, 2
    @%p2 st.shared.u32  [sh+%r3], %r6
    and.b32             %r3, %r4, 31
    shl.b32             %r3, %r3, 2
    bar.sync            0
    mov.u32             %r5, 0
loop:
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r20
    xor.b32             %r6, %r6, %r21
    xor.b32             %r6, %r6, %r22
    xor.b32             %r6, %r6, %r23
    xor.b32             %r6, %r6, %r24
    xor.b32             %r6, %r6, %r25
    xor.b32             %r6, %r6, %r26
    xor.b32             %r6, %r6, %r27
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l2_s8
.regs 24
.param .ptr out
.param .s32 trips
.shared sh 1024
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u32          %r6, %r4, 7
    setp.lt.u32         %p2, %r4, 256
    shl.b32             %r3, %r4, 2
    @%p2 st.shared.u32  [sh+%r3], %r6
    and.b32             %r3, %r4, 31
    shl.b32             %r3, %r3, 2
    bar.sync            0
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r20
    xor.b32             %r6, %r6, %r21
    xor.b32             %r6, %r6, %r22
    xor.b32             %r6, %r6, %r23
    xor.b32             %r6, %r6, %r24
    xor.b32             %r6, %r6, %r25
    xor.b32             %r6, %r6, %r26
    xor.b32             %r6, %r6, %r27
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l4_s8
.regs 26
.param .ptr out
.param .s32 trips
.shared sh 1024
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mul.lo.u32          %r6, %r4, 7
    setp.lt.u32         %p2, %r4, 256
    shl.b32             %r3, %r4, 2
    @%p2 st.shared.u32  [sh+%r3], %r6
    and.b32             %r3, %r4, 31
    shl.b32             %r3, %r3, 2
    bar.sync            0
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r20
    xor.b32             %r6, %r6, %r21
    xor.b32             %r6, %r6, %r22
    xor.b32             %r6, %r6, %r23
    xor.b32             %r6, %r6, %r24
    xor.b32             %r6, %r6, %r25
    xor.b32             %r6, %r6, %r26
    xor.b32             %r6, %r6, %r27
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l8_s8
.regs 34
.param .ptr out
.param .s32 trips
.shared sh 1024
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mul.lo.u64          %rd14, %rd4, 11
    add.u64             %rd14, %rd14, %rd1
    mul.lo.u64          %rd15, %rd4, 12
    add.u64             %rd15, %rd15, %rd1
    mul.lo.u64          %rd16, %rd4, 13
    add.u64             %rd16, %rd16, %rd1
    mul.lo.u64          %rd17, %rd4, 14
    add.u64             %rd17, %rd17, %rd1
    mul.lo.u32          %r6, %r4, 7
    setp.lt.u32         %p2, %r4, 256
    shl.b32             %r3, %r4, 2
    @%p2 st.shared.u32  [sh+%r3], %r6
    and.b32             %r3, %r4, 31
    shl.b32             %r3, %r3, 2
    bar.sync            0
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ld.shared.u32       %r20, [sh+%r3+0]
    ld.shared.u32       %r21, [sh+%r3+128]
    ld.shared.u32       %r22, [sh+%r3+256]
    ld.shared.u32       %r23, [sh+%r3+384]
    ld.shared.u32       %r24, [sh+%r3+512]
    ld.shared.u32       %r25, [sh+%r3+640]
    ld.shared.u32       %r26, [sh+%r3+768]
    ld.shared.u32       %r27, [sh+%r3+896]
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    xor.b64             %rd6, %rd6, %rd14
    xor.b64             %rd6, %rd6, %rd15
    xor.b64             %rd6, %rd6, %rd16
    xor.b64             %rd6, %rd6, %rd17
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r20
    xor.b32             %r6, %r6, %r21
    xor.b32             %r6, %r6, %r22
    xor.b32             %r6, %r6, %r23
    xor.b32             %r6, %r6, %r24
    xor.b32             %r6, %r6, %r25
    xor.b32             %r6, %r6, %r26
    xor.b32             %r6, %r6, %r27
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_e4
.regs 22
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f32.u32      %r9, %r4
    add.u32             %r9, %r4, 0
    cvt.rn.f32.u32      %r10, %r9
    mul.f32             %r10, %r10, -0.001
    add.u32             %r9, %r4, 1
    cvt.rn.f32.u32      %r11, %r9
    mul.f32             %r11, %r11, -0.001
    add.u32             %r9, %r4, 2
    cvt.rn.f32.u32      %r12, %r9
    mul.f32             %r12, %r12, -0.001
    add.u32             %r9, %r4, 3
    cvt.rn.f32.u32      %r13, %r9
    mul.f32             %r13, %r13, -0.001
    mov.u32             %r5, 0
loop:
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l2_e4
.regs 23
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    add.u32             %r9, %r4, 0
    cvt.rn.f32.u32      %r10, %r9
    mul.f32             %r10, %r10, -0.001
    add.u32             %r9, %r4, 1
    cvt.rn.f32.u32      %r11, %r9
    mul.f32             %r11, %r11, -0.001
    add.u32             %r9, %r4, 2
    cvt.rn.f32.u32      %r12, %r9
    mul.f32             %r12, %r12, -0.001
    add.u32             %r9, %r4, 3
    cvt.rn.f32.u32      %r13, %r9
    mul.f32             %r13, %r13, -0.001
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l4_e4
.regs 27
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    add.u32             %r9, %r4, 0
    cvt.rn.f32.u32      %r10, %r9
    mul.f32             %r10, %r10, -0.001
    add.u32             %r9, %r4, 1
    cvt.rn.f32.u32      %r11, %r9
    mul.f32             %r11, %r11, -0.001
    add.u32             %r9, %r4, 2
    cvt.rn.f32.u32      %r12, %r9
    mul.f32             %r12, %r12, -0.001
    add.u32             %r9, %r4, 3
    cvt.rn.f32.u32      %r13, %r9
    mul.f32             %r13, %r13, -0.001
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit

.kernel ib_l8_e4
.regs 32
.param .ptr out
.param .s32 trips
    ld.param.s32        %r1, [trips]
    mov.u32             %r4, %tid.x
    mov.u64             %rd1, 0x5deece66d
    cvt.u64.u32         %rd4, %r4
    cvt.rn.f32.u32      %r9, %r4
    mul.lo.u64          %rd10, %rd4, 7
    add.u64             %rd10, %rd10, %rd1
    mul.lo.u64          %rd11, %rd4, 8
    add.u64             %rd11, %rd11, %rd1
    mul.lo.u64          %rd12, %rd4, 9
    add.u64             %rd12, %rd12, %rd1
    mul.lo.u64          %rd13, %rd4, 10
    add.u64             %rd13, %rd13, %rd1
    mul.lo.u64          %rd14, %rd4, 11
    add.u64             %rd14, %rd14, %rd1
    mul.lo.u64          %rd15, %rd4, 12
    add.u64             %rd15, %rd15, %rd1
    mul.lo.u64          %rd16, %rd4, 13
    add.u64             %rd16, %rd16, %rd1
    mul.lo.u64          %rd17, %rd4, 14
    add.u64             %rd17, %rd17, %rd1
    add.u32             %r9, %r4, 0
    cvt.rn.f32.u32      %r10, %r9
    mul.f32             %r10, %r10, -0.001
    add.u32             %r9, %r4, 1
    cvt.rn.f32.u32      %r11, %r9
    mul.f32             %r11, %r11, -0.001
    add.u32             %r9, %r4, 2
    cvt.rn.f32.u32      %r12, %r9
    mul.f32             %r12, %r12, -0.001
    add.u32             %r9, %r4, 3
    cvt.rn.f32.u32      %r13, %r9
    mul.f32             %r13, %r13, -0.001
    mov.u32             %r5, 0
loop:
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u64             %rd10, %rd10, %rd11
    add.u64             %rd11, %rd11, %rd10
    add.u64             %rd12, %rd12, %rd13
    add.u64             %rd13, %rd13, %rd12
    add.u64             %rd14, %rd14, %rd15
    add.u64             %rd15, %rd15, %rd14
    add.u64             %rd16, %rd16, %rd17
    add.u64             %rd17, %rd17, %rd16
    ex2.approx.f32      %r10, %r10
    ex2.approx.f32      %r11, %r11
    ex2.approx.f32      %r12, %r12
    ex2.approx.f32      %r13, %r13
    add.u32             %r5, %r5, 1
    setp.lt.s32         %p1, %r5, %r1
    @%p1 bra            loop
    mov.u64             %rd6, 0
    xor.b64             %rd6, %rd6, %rd10
    xor.b64             %rd6, %rd6, %rd11
    xor.b64             %rd6, %rd6, %rd12
    xor.b64             %rd6, %rd6, %rd13
    xor.b64             %rd6, %rd6, %rd14
    xor.b64             %rd6, %rd6, %rd15
    xor.b64             %rd6, %rd6, %rd16
    xor.b64             %rd6, %rd6, %rd17
    mov.u32             %r6, 0
    xor.b32             %r6, %r6, %r10
    xor.b32             %r6, %r6, %r11
    xor.b32             %r6, %r6, %r12
    xor.b32             %r6, %r6, %r13
    cvt.u64.u32         %rd7, %r6
    xor.b64             %rd6, %rd6, %rd7
    mov.u32             %r9, %ctaid.x
    mov.u32             %r6, %ntid.x
    mad.lo.u32          %r9, %r9, %r6, %r4
    ld.param.u64        %rd7, [out]
    mul.wide.u32        %rd8, %r9, 8
    add.u64             %rd7, %rd7, %rd8
    st.global.u64       [%rd7], %rd6
    exit
