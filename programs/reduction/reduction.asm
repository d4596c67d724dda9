// Tree reductions in shared memory (Mark Harris, "Optimizing Parallel Reduction in CUDA"):
// each block sums blockDim.x elements of `in` into out[blockIdx.x]. Blocks are a power of two
// threads; the dynamic shared array holds blockDim.x floats. Elements past n count as 0.

// reduceInterleaved: stride doubles each step and thread tid works when tid % (2*s) == 0, so
// the working threads are scattered across warps: every warp runs every step with most of its
// lanes idle, long after one warp's worth of threads would do.
//
//   for (s = 1; s < blockDim.x; s *= 2) { if (tid % (2*s) == 0) sdata[tid] += sdata[tid + s]; __syncthreads(); }
//
// Written as nvcc compiles it for sm_90 (calibration/h100/seeds-sm_90.sass.txt): the loop
// tested at its bottom, and the if's body predicated rather than branched around (so no
// branch diverges: the idle lanes are predicated off), every warp running all of a step's
// instructions whether or not any of its lanes works (13 a step there: the mask, its test,
// the body's six, the barrier, the stride's move and the loop test; 13 here, the mask's
// LOP3 an `and` and a `setp`, the LEA a `mad`). The port that branched around the body ran
// 12% more warp instructions than the H100 (4,424,760 against 3,933,120; 4,056,030 now).
.kernel reduceInterleaved
.param .ptr in
.param .ptr out
.param .s32 n
.extern .shared sdata 4
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i
    ld.param.s32        %r5, [n]
    mov.f32             %r6, 0.0
    setp.lt.s32         %p1, %r4, %r5
    ld.param.u64        %rd1, [in]
    mul.wide.s32        %rd2, %r4, 4
    add.s64             %rd2, %rd1, %rd2
    @%p1 ld.global.f32  %r6, [%rd2]             // in[i], or 0 past the end
    setp.lt.u32         %p2, %r3, 2
    shl.b32             %r7, %r1, 2
    st.shared.f32       [sdata+%r7], %r6
    bar.sync            0
    @%p2 bra.uni        done
    mov.u32             %r8, 1                  // s
step:
    shl.b32             %r9, %r8, 1
    sub.s32             %r10, %r9, 1
    and.b32             %r10, %r1, %r10         // tid % (2*s)
    setp.eq.u32         %p3, %r10, 0
    @%p3 mad.lo.u32     %r11, %r8, 4, %r7       // (tid + s) * 4
    @%p3 ld.shared.f32  %r13, [sdata+%r7]
    @%p3 ld.shared.f32  %r12, [sdata+%r11]
    @%p3 add.f32        %r13, %r13, %r12
    mov.u32             %r8, %r9
    @%p3 st.shared.f32  [sdata+%r7], %r13
    bar.sync            0
    setp.lt.u32         %p2, %r9, %r3
    @%p2 bra.uni        step
done:
    setp.ne.u32         %p4, %r1, 0
    @%p4 exit
    ld.shared.f32       %r14, [sdata]
    ld.param.u64        %rd3, [out]
    mul.wide.u32        %rd4, %r2, 4
    add.s64             %rd3, %rd3, %rd4
    st.global.f32       [%rd3], %r14
    exit

// reduceSequential: stride halves each step and the first s threads work, so whole warps
// retire together and shared accesses are conflict-free.
//
//   for (s = blockDim.x / 2; s > 0; s >>= 1) { if (tid < s) sdata[tid] += sdata[tid + s]; __syncthreads(); }
.kernel reduceSequential
.param .ptr in
.param .ptr out
.param .s32 n
.extern .shared sdata 4
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    mov.f32             %r6, 0.0
    setp.lt.s32         %p1, %r4, %r5
    ld.param.u64        %rd1, [in]
    mul.wide.s32        %rd2, %r4, 4
    add.s64             %rd2, %rd1, %rd2
    @%p1 ld.global.f32  %r6, [%rd2]
    shl.b32             %r7, %r1, 2
    st.shared.f32       [sdata+%r7], %r6
    bar.sync            0
    shr.u32             %r8, %r3, 1             // s = blockDim.x / 2
step:
    setp.eq.u32         %p2, %r8, 0
    @%p2 bra.uni        done
    setp.ge.u32         %p3, %r1, %r8
    @%p3 bra            skip
    add.s32             %r11, %r1, %r8
    shl.b32             %r11, %r11, 2
    ld.shared.f32       %r12, [sdata+%r11]
    ld.shared.f32       %r13, [sdata+%r7]
    add.f32             %r13, %r13, %r12
    st.shared.f32       [sdata+%r7], %r13
skip:
    bar.sync            0
    shr.u32             %r8, %r8, 1
    bra.uni             step
done:
    setp.ne.u32         %p4, %r1, 0
    @%p4 exit
    ld.shared.f32       %r14, [sdata]
    ld.param.u64        %rd3, [out]
    mul.wide.u32        %rd4, %r2, 4
    add.s64             %rd3, %rd3, %rd4
    st.global.f32       [%rd3], %r14
    exit
