// The slides' coalescing experiment (001, "Avoiding un-coalesced float3 access"): read a float,
// increment it, write it back, for 3M floats in 12K blocks of 256 threads. On cc 1.0 the
// coalesced kernel takes 356 us, with some threads not participating 357 us, and with a permuted
// or misaligned thread-to-word mapping 3,494 us (16 transactions per half-warp).

// incCoalesced: thread k of a half-warp touches word k
.kernel incCoalesced
.param .ptr a
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i = blockIdx.x * blockDim.x + threadIdx.x
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u64        %rd1, [a]
    mul.wide.s32        %rd2, %r4, 4
    add.s64             %rd2, %rd1, %rd2
    ld.global.f32       %r6, [%rd2]
    add.f32             %r6, %r6, 1.0
    st.global.f32       [%rd2], %r6
    exit

// incSomeThreads: as incCoalesced, but every fourth thread does not participate
.kernel incSomeThreads
.param .ptr a
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i = blockIdx.x * blockDim.x + threadIdx.x
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    and.b32             %r7, %r1, 3
    setp.eq.s32         %p2, %r7, 3
    @%p2 exit
    ld.param.u64        %rd1, [a]
    mul.wide.s32        %rd2, %r4, 4
    add.s64             %rd2, %rd1, %rd2
    ld.global.f32       %r6, [%rd2]
    add.f32             %r6, %r6, 1.0
    st.global.f32       [%rd2], %r6
    exit

// incPermuted: thread k touches word k xor 1 of its half-warp (a permutation within the segment)
.kernel incPermuted
.param .ptr a
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i = blockIdx.x * blockDim.x + threadIdx.x
    xor.b32             %r4, %r4, 1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u64        %rd1, [a]
    mul.wide.s32        %rd2, %r4, 4
    add.s64             %rd2, %rd1, %rd2
    ld.global.f32       %r6, [%rd2]
    add.f32             %r6, %r6, 1.0
    st.global.f32       [%rd2], %r6
    exit

// incMisaligned: thread k touches word k + 1 (the segment is shifted by one word)
.kernel incMisaligned
.param .ptr a
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i = blockIdx.x * blockDim.x + threadIdx.x
    add.s32             %r4, %r4, 1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u64        %rd1, [a]
    mul.wide.s32        %rd2, %r4, 4
    add.s64             %rd2, %rd1, %rd2
    ld.global.f32       %r6, [%rd2]
    add.f32             %r6, %r6, 1.0
    st.global.f32       [%rd2], %r6
    exit
