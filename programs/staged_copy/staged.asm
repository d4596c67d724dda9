// Staged concurrent copy and execute (CUDA C++ Best Practices Guide 9.1.2): each stream copies
// its chunk of `a` to the device and runs this kernel on it. The kernel does `iters` rounds of
// transcendental work per element so that the kernel time tE is comparable to the copy time tT.
.kernel work
.param .ptr a
.param .s32 offset
.param .s32 iters
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i = blockIdx.x * blockDim.x + threadIdx.x
    ld.param.s32        %r5, [offset]
    add.s32             %r4, %r4, %r5           // i += offset
    ld.param.u64        %rd1, [a]
    mul.wide.s32        %rd2, %r4, 4
    add.s64             %rd3, %rd1, %rd2
    ld.global.f32       %r6, [%rd3]             // x = a[i]
    ld.param.s32        %r7, [iters]
    mov.u32             %r8, 0
    setp.ge.s32         %p1, %r8, %r7
    @%p1 bra.uni        store
loop:
    sin.f32             %r9, %r6
    cos.f32             %r10, %r6
    mul.f32             %r9, %r9, 0.5
    fma.rn.f32          %r6, %r10, 0.5, %r9     // x = sin(x) * 0.5 + cos(x) * 0.5
    add.s32             %r8, %r8, 1
    setp.lt.s32         %p1, %r8, %r7
    @%p1 bra.uni        loop
store:
    st.global.f32       [%rd3], %r6
    exit
