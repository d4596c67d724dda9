// The kernels of dram_mix.cu in warpsim assembly (scenario.toml runs them as the H100 did;
// vecAdd is programs/vector_add's).
.kernel readOnly
.param .ptr a
.param .ptr flag
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u64        %rd1, [a]
    mul.wide.s32        %rd4, %r4, 4
    add.s64             %rd5, %rd1, %rd4
    ld.global.f32       %r6, [%rd5]
    setp.eq.f32         %p2, %r6, 12345.0
    @!%p2 exit
    ld.param.u64        %rd2, [flag]
    st.global.f32       [%rd2], 1.0
    exit

.kernel copy
.param .ptr a
.param .ptr c
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd3, [c]
    mul.wide.s32        %rd4, %r4, 4
    add.s64             %rd5, %rd1, %rd4
    add.s64             %rd7, %rd3, %rd4
    ld.global.f32       %r6, [%rd5]
    st.global.f32       [%rd7], %r6
    exit

.kernel triad
.param .ptr a
.param .ptr b
.param .ptr d
.param .ptr c
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd8, [d]
    ld.param.u64        %rd3, [c]
    mul.wide.s32        %rd4, %r4, 4
    add.s64             %rd5, %rd1, %rd4
    add.s64             %rd6, %rd2, %rd4
    add.s64             %rd9, %rd8, %rd4
    add.s64             %rd7, %rd3, %rd4
    ld.global.f32       %r6, [%rd5]
    ld.global.f32       %r7, [%rd6]
    ld.global.f32       %r9, [%rd9]
    add.f32             %r8, %r6, %r7
    add.f32             %r8, %r8, %r9
    st.global.f32       [%rd7], %r8
    exit

.kernel fill
.param .ptr c
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u64        %rd3, [c]
    mul.wide.s32        %rd4, %r4, 4
    add.s64             %rd7, %rd3, %rd4
    st.global.f32       [%rd7], 1.0
    exit
