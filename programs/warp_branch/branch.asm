// Best Practices Guide 12.1: a branch whose condition is the same for a whole warp
// (threadIdx.x / warpSize) costs nothing extra; one that differs between lanes (threadIdx.x odd)
// makes each warp run both paths one after the other. Both kernels do the same work per thread.

// branchPerWarp: if ((threadIdx.x / 32) % 2) path B else path A
.kernel branchPerWarp
.param .ptr out
.param .s32 reps
    mov.u32             %r1, %tid.x
    cvt.rn.f32.u32      %r10, %r1
    mul.f32             %r10, %r10, 0.001
    shr.u32             %r2, %r1, 5
    and.b32             %r2, %r2, 1
    setp.ne.u32         %p1, %r2, 0
    ld.param.s32        %r6, [reps]
    mov.u32             %r7, 0
loop:
    @%p1 bra            path_b
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    bra                 joined
path_b:
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
joined:
    add.s32             %r7, %r7, 1
    setp.lt.s32         %p2, %r7, %r6
    @%p2 bra.uni        loop
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r1
    ld.param.u64        %rd1, [out]
    mul.wide.s32        %rd2, %r5, 4
    add.s64             %rd2, %rd1, %rd2
    st.global.f32       [%rd2], %r10
    exit

// branchPerThread: if (threadIdx.x % 2) path B else path A
.kernel branchPerThread
.param .ptr out
.param .s32 reps
    mov.u32             %r1, %tid.x
    cvt.rn.f32.u32      %r10, %r1
    mul.f32             %r10, %r10, 0.001
    and.b32             %r2, %r1, 1
    setp.ne.u32         %p1, %r2, 0
    ld.param.s32        %r6, [reps]
    mov.u32             %r7, 0
loop:
    @%p1 bra            path_b
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    fma.rn.f32          %r10, %r10, %r10, 0.5
    bra                 joined
path_b:
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
    fma.rn.f32          %r10, %r10, 0.25, %r10
joined:
    add.s32             %r7, %r7, 1
    setp.lt.s32         %p2, %r7, %r6
    @%p2 bra.uni        loop
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r1
    ld.param.u64        %rd1, [out]
    mul.wide.s32        %rd2, %r5, 4
    add.s64             %rd2, %rd1, %rd2
    st.global.f32       [%rd2], %r10
    exit
