// Latency hiding (the seeds' headline arithmetic): a grid-stride loop with one global load and
// k FMAs per element, spread round-robin over min(k, 6) accumulators, so consecutive FMAs are
// independent (six at 4 cycles each cover cc 1.x's 24-cycle dependency). With few resident warps
// the load latency shows; with enough warps, or enough arithmetic per load, it hides:
// 400-cycle latency / (8 instructions x 4 cycles) ~ 13 warps on cc 1.x. One kernel per k:
// lh_k0 (the load and one add), lh_k4 ... lh_k32. Registers are kept to 16 so that 32 warps fit
// on a cc 1.3 SM.
//
// The loop is laid out as nvcc lays it out (calibration/h100/seeds.cu and its SASS,
// seeds-sm_90.sass.txt): the first element is checked once before the loop; each trip loads,
// then works out the next element's address and whether there is one while the load is in
// flight, then does the arithmetic and branches back. A warp that gets its element's value
// therefore reaches its next load without waiting on anything: the arithmetic, the branch
// and the load issue back to back. (Written with the index arithmetic after the FMAs, each
// trip ended in a chain of dependent instructions before the next load, which a greedy
// scheduler leaves for other warps: on hopper 33% slower than an H100 at 64 warps an SM and
// k = 32; calibration/README.md, "The other seed programs on an H100".)

.kernel lh_k0
.param .ptr a
.param .ptr out
.param .s32 n
    ld.param.s32        %r1, [n]
    mov.u32             %r6, %tid.x
    mov.u32             %r7, %ntid.x
    mov.u32             %r8, %ctaid.x
    mov.u32             %r9, %nctaid.x
    mad.lo.s32          %r2, %r7, %r8, %r6      // i = global thread index
    mov.u32             %r4, %r2                // (kept for the final store)
    mul.lo.s32          %r3, %r7, %r9           // grid stride
    ld.param.u64        %rd0, [a]
    mov.f32             %r6, 0.0
    setp.ge.s32         %p1, %r2, %r1
    @%p1 bra            done                    // no element for this thread
    mul.wide.s32        %rd1, %r2, 4
    add.s64             %rd0, %rd0, %rd1        // &a[i]
    mul.wide.s32        %rd1, %r3, 4            // the stride in bytes
loop:
    ld.global.f32       %r5, [%rd0]
    add.s32             %r2, %r2, %r3           // the next element, while the load is in flight
    setp.lt.s32         %p1, %r2, %r1
    add.s64             %rd0, %rd0, %rd1
    add.f32             %r6, %r6, %r5
    @%p1 bra            loop
done:
    ld.param.u64        %rd0, [out]
    mul.wide.s32        %rd1, %r4, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.f32       [%rd1], %r6
    exit

.kernel lh_k4
.param .ptr a
.param .ptr out
.param .s32 n
    ld.param.s32        %r1, [n]
    mov.u32             %r6, %tid.x
    mov.u32             %r7, %ntid.x
    mov.u32             %r8, %ctaid.x
    mov.u32             %r9, %nctaid.x
    mad.lo.s32          %r2, %r7, %r8, %r6      // i = global thread index
    mov.u32             %r4, %r2                // (kept for the final store)
    mul.lo.s32          %r3, %r7, %r9           // grid stride
    ld.param.u64        %rd0, [a]
    mov.f32             %r6, 0.0
    mov.f32             %r7, 0.0
    mov.f32             %r8, 0.0
    mov.f32             %r9, 0.0
    setp.ge.s32         %p1, %r2, %r1
    @%p1 bra            done                    // no element for this thread
    mul.wide.s32        %rd1, %r2, 4
    add.s64             %rd0, %rd0, %rd1        // &a[i]
    mul.wide.s32        %rd1, %r3, 4            // the stride in bytes
loop:
    ld.global.f32       %r5, [%rd0]
    add.s32             %r2, %r2, %r3           // the next element, while the load is in flight
    setp.lt.s32         %p1, %r2, %r1
    add.s64             %rd0, %rd0, %rd1
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    @%p1 bra            loop
done:
    add.f32             %r6, %r6, %r7
    add.f32             %r6, %r6, %r8
    add.f32             %r6, %r6, %r9
    ld.param.u64        %rd0, [out]
    mul.wide.s32        %rd1, %r4, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.f32       [%rd1], %r6
    exit

.kernel lh_k8
.param .ptr a
.param .ptr out
.param .s32 n
    ld.param.s32        %r1, [n]
    mov.u32             %r6, %tid.x
    mov.u32             %r7, %ntid.x
    mov.u32             %r8, %ctaid.x
    mov.u32             %r9, %nctaid.x
    mad.lo.s32          %r2, %r7, %r8, %r6      // i = global thread index
    mov.u32             %r4, %r2                // (kept for the final store)
    mul.lo.s32          %r3, %r7, %r9           // grid stride
    ld.param.u64        %rd0, [a]
    mov.f32             %r6, 0.0
    mov.f32             %r7, 0.0
    mov.f32             %r8, 0.0
    mov.f32             %r9, 0.0
    mov.f32             %r10, 0.0
    mov.f32             %r11, 0.0
    setp.ge.s32         %p1, %r2, %r1
    @%p1 bra            done                    // no element for this thread
    mul.wide.s32        %rd1, %r2, 4
    add.s64             %rd0, %rd0, %rd1        // &a[i]
    mul.wide.s32        %rd1, %r3, 4            // the stride in bytes
loop:
    ld.global.f32       %r5, [%rd0]
    add.s32             %r2, %r2, %r3           // the next element, while the load is in flight
    setp.lt.s32         %p1, %r2, %r1
    add.s64             %rd0, %rd0, %rd1
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    fma.rn.f32          %r10, %r10, %r5, 1.0
    fma.rn.f32          %r11, %r11, %r5, 1.0
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    @%p1 bra            loop
done:
    add.f32             %r6, %r6, %r7
    add.f32             %r6, %r6, %r8
    add.f32             %r6, %r6, %r9
    add.f32             %r6, %r6, %r10
    add.f32             %r6, %r6, %r11
    ld.param.u64        %rd0, [out]
    mul.wide.s32        %rd1, %r4, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.f32       [%rd1], %r6
    exit

.kernel lh_k16
.param .ptr a
.param .ptr out
.param .s32 n
    ld.param.s32        %r1, [n]
    mov.u32             %r6, %tid.x
    mov.u32             %r7, %ntid.x
    mov.u32             %r8, %ctaid.x
    mov.u32             %r9, %nctaid.x
    mad.lo.s32          %r2, %r7, %r8, %r6      // i = global thread index
    mov.u32             %r4, %r2                // (kept for the final store)
    mul.lo.s32          %r3, %r7, %r9           // grid stride
    ld.param.u64        %rd0, [a]
    mov.f32             %r6, 0.0
    mov.f32             %r7, 0.0
    mov.f32             %r8, 0.0
    mov.f32             %r9, 0.0
    mov.f32             %r10, 0.0
    mov.f32             %r11, 0.0
    setp.ge.s32         %p1, %r2, %r1
    @%p1 bra            done                    // no element for this thread
    mul.wide.s32        %rd1, %r2, 4
    add.s64             %rd0, %rd0, %rd1        // &a[i]
    mul.wide.s32        %rd1, %r3, 4            // the stride in bytes
loop:
    ld.global.f32       %r5, [%rd0]
    add.s32             %r2, %r2, %r3           // the next element, while the load is in flight
    setp.lt.s32         %p1, %r2, %r1
    add.s64             %rd0, %rd0, %rd1
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    fma.rn.f32          %r10, %r10, %r5, 1.0
    fma.rn.f32          %r11, %r11, %r5, 1.0
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    fma.rn.f32          %r10, %r10, %r5, 1.0
    fma.rn.f32          %r11, %r11, %r5, 1.0
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    @%p1 bra            loop
done:
    add.f32             %r6, %r6, %r7
    add.f32             %r6, %r6, %r8
    add.f32             %r6, %r6, %r9
    add.f32             %r6, %r6, %r10
    add.f32             %r6, %r6, %r11
    ld.param.u64        %rd0, [out]
    mul.wide.s32        %rd1, %r4, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.f32       [%rd1], %r6
    exit

.kernel lh_k32
.param .ptr a
.param .ptr out
.param .s32 n
    ld.param.s32        %r1, [n]
    mov.u32             %r6, %tid.x
    mov.u32             %r7, %ntid.x
    mov.u32             %r8, %ctaid.x
    mov.u32             %r9, %nctaid.x
    mad.lo.s32          %r2, %r7, %r8, %r6      // i = global thread index
    mov.u32             %r4, %r2                // (kept for the final store)
    mul.lo.s32          %r3, %r7, %r9           // grid stride
    ld.param.u64        %rd0, [a]
    mov.f32             %r6, 0.0
    mov.f32             %r7, 0.0
    mov.f32             %r8, 0.0
    mov.f32             %r9, 0.0
    mov.f32             %r10, 0.0
    mov.f32             %r11, 0.0
    setp.ge.s32         %p1, %r2, %r1
    @%p1 bra            done                    // no element for this thread
    mul.wide.s32        %rd1, %r2, 4
    add.s64             %rd0, %rd0, %rd1        // &a[i]
    mul.wide.s32        %rd1, %r3, 4            // the stride in bytes
loop:
    ld.global.f32       %r5, [%rd0]
    add.s32             %r2, %r2, %r3           // the next element, while the load is in flight
    setp.lt.s32         %p1, %r2, %r1
    add.s64             %rd0, %rd0, %rd1
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    fma.rn.f32          %r10, %r10, %r5, 1.0
    fma.rn.f32          %r11, %r11, %r5, 1.0
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    fma.rn.f32          %r10, %r10, %r5, 1.0
    fma.rn.f32          %r11, %r11, %r5, 1.0
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    fma.rn.f32          %r10, %r10, %r5, 1.0
    fma.rn.f32          %r11, %r11, %r5, 1.0
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    fma.rn.f32          %r10, %r10, %r5, 1.0
    fma.rn.f32          %r11, %r11, %r5, 1.0
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    fma.rn.f32          %r8, %r8, %r5, 1.0
    fma.rn.f32          %r9, %r9, %r5, 1.0
    fma.rn.f32          %r10, %r10, %r5, 1.0
    fma.rn.f32          %r11, %r11, %r5, 1.0
    fma.rn.f32          %r6, %r6, %r5, 1.0
    fma.rn.f32          %r7, %r7, %r5, 1.0
    @%p1 bra            loop
done:
    add.f32             %r6, %r6, %r7
    add.f32             %r6, %r6, %r8
    add.f32             %r6, %r6, %r9
    add.f32             %r6, %r6, %r10
    add.f32             %r6, %r6, %r11
    ld.param.u64        %rd0, [out]
    mul.wide.s32        %rd1, %r4, 4
    add.s64             %rd1, %rd0, %rd1
    st.global.f32       [%rd1], %r6
    exit
