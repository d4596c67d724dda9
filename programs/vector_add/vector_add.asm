// Vector addition, the "hello world" of CUDA: c[i] = a[i] + b[i] for i < n.
.kernel vecAdd
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i = blockIdx.x * blockDim.x + threadIdx.x
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    mul.wide.s32        %rd4, %r4, 4
    add.s64             %rd5, %rd1, %rd4
    add.s64             %rd6, %rd2, %rd4
    add.s64             %rd7, %rd3, %rd4
    ld.global.f32       %r6, [%rd5]
    ld.global.f32       %r7, [%rd6]
    add.f32             %r8, %r6, %r7
    st.global.f32       [%rd7], %r8
    exit
