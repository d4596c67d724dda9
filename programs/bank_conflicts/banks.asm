// Shared-memory bank conflicts: each thread reads word (threadIdx.x * stride) mod 1024 of a
// 4 KiB shared array `reps` times. Stride 1 is conflict-free, even strides pile lanes onto fewer
// banks (stride 2: 2-way on 32 banks, stride 16: 16-way; on 16 banks stride 16 is 16-way within
// each half-warp), an odd stride such as 33 is conflict-free again, and stride 0 is a broadcast.
.kernel sharedStride
.param .ptr out
.param .s32 stride
.param .s32 reps
.shared s 4096
    mov.u32             %r1, %tid.x
    shl.b32             %r2, %r1, 2
    st.shared.u32       [s+%r2], %r1            // s[tid] = tid (256 threads fill the array 4 times over)
    add.s32             %r3, %r2, 1024
    st.shared.u32       [s+%r3], %r1
    add.s32             %r3, %r2, 2048
    st.shared.u32       [s+%r3], %r1
    add.s32             %r3, %r2, 3072
    st.shared.u32       [s+%r3], %r1
    bar.sync            0
    ld.param.s32        %r4, [stride]
    mul.lo.s32          %r5, %r1, %r4
    and.b32             %r5, %r5, 1023          // word index mod 1024
    shl.b32             %r5, %r5, 2
    ld.param.s32        %r6, [reps]
    mov.u32             %r7, 0
    mov.u32             %r8, 0
loop:
    ld.shared.u32       %r9, [s+%r5]
    add.s32             %r8, %r8, %r9
    add.s32             %r7, %r7, 1
    setp.lt.s32         %p1, %r7, %r6
    @%p1 bra.uni        loop
    mov.u32             %r10, %ctaid.x
    mov.u32             %r11, %ntid.x
    mad.lo.s32          %r12, %r10, %r11, %r1
    ld.param.u64        %rd1, [out]
    mul.wide.s32        %rd2, %r12, 4
    add.s64             %rd2, %rd1, %rd2
    st.global.u32       [%rd2], %r8
    exit
