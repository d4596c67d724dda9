// The kernels of calibration/h100/sparse_fetch.cu (loads alone and stores alone at a stride of
// words), for comparing warpsim on `hopper` with the H100 (calibration/README.md, "Sparse loads
// and stores over time"); the copy is programs/stride_copy's strideCopy.
//
//   loads:  float v = in[(size_t)i * stride]; if (v == 12345.0f) sink[i] = v;  // never taken
//   stores: out[(size_t)i * stride] = (float)i;

.kernel loads
.regs 10
.param .ptr sink
.param .ptr idata
.param .s32 stride
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.s32        %r6, [stride]
    mul.lo.s32          %r8, %r4, %r6
    ld.param.u64        %rd2, [idata]
    mul.wide.s32        %rd3, %r8, 4
    add.s64             %rd4, %rd2, %rd3
    ld.global.f32       %r7, [%rd4]
    setp.eq.f32         %p2, %r7, 12345.0
    @!%p2 exit
    ld.param.u64        %rd1, [sink]
    mul.wide.s32        %rd5, %r4, 4
    add.s64             %rd5, %rd1, %rd5
    st.global.f32       [%rd5], %r7
    exit

.kernel stores
.regs 10
.param .ptr odata
.param .s32 stride
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.s32        %r6, [stride]
    mul.lo.s32          %r8, %r4, %r6
    ld.param.u64        %rd1, [odata]
    mul.wide.s32        %rd3, %r8, 4
    add.s64             %rd4, %rd1, %rd3
    cvt.rn.f32.s32      %r7, %r4
    st.global.f32       [%rd4], %r7
    exit

// The kernels of calibration/h100/dram_rows.cu and dram_fetch.cu: one word at the start of each
// chunk of 2^lp bytes (64 in dram_rows.cu), the chunks in clusters of 2^lc consecutive ones, one
// cluster every 2^lg clusters' worth of chunks (the H100 binaries take the counts; their powers
// of two here, as shifts).
//
//   chunk = (i >> lc << (lc + lg)) | (i & (2^lc - 1))
//   cluster_loads:  float v = in[chunk * 2^lp / 4]; if (v == 12345.0f) sink[i] = v;  // never taken
//   cluster_stores: out[chunk * 2^lp / 4] = (float)i;

.kernel cluster_loads
.regs 12
.param .ptr sink
.param .ptr idata
.param .u32 lc
.param .u32 lg
.param .u32 lp
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u32        %r6, [lc]
    ld.param.u32        %r9, [lg]
    shr.u32             %r8, %r4, %r6
    add.u32             %r9, %r9, %r6
    cvt.u64.u32         %rd6, %r8
    shl.b64             %rd6, %rd6, %r9
    shl.b32             %r10, 1, %r6
    sub.u32             %r10, %r10, 1
    and.b32             %r10, %r4, %r10
    cvt.u64.u32         %rd7, %r10
    or.b64              %rd6, %rd6, %rd7
    ld.param.u64        %rd2, [idata]
    ld.param.u32        %r11, [lp]
    shl.b64             %rd3, %rd6, %r11
    add.s64             %rd4, %rd2, %rd3
    ld.global.f32       %r7, [%rd4]
    setp.eq.f32         %p2, %r7, 12345.0
    @!%p2 exit
    ld.param.u64        %rd1, [sink]
    mul.wide.s32        %rd5, %r4, 4
    add.s64             %rd5, %rd1, %rd5
    st.global.f32       [%rd5], %r7
    exit

.kernel cluster_stores
.regs 12
.param .ptr odata
.param .u32 lc
.param .u32 lg
.param .u32 lp
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.u32        %r6, [lc]
    ld.param.u32        %r9, [lg]
    shr.u32             %r8, %r4, %r6
    add.u32             %r9, %r9, %r6
    cvt.u64.u32         %rd6, %r8
    shl.b64             %rd6, %rd6, %r9
    shl.b32             %r10, 1, %r6
    sub.u32             %r10, %r10, 1
    and.b32             %r10, %r4, %r10
    cvt.u64.u32         %rd7, %r10
    or.b64              %rd6, %rd6, %rd7
    ld.param.u64        %rd1, [odata]
    ld.param.u32        %r11, [lp]
    shl.b64             %rd3, %rd6, %r11
    add.s64             %rd4, %rd1, %rd3
    cvt.rn.f32.s32      %r7, %r4
    st.global.f32       [%rd4], %r7
    exit
