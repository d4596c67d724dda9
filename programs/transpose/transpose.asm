// Matrix transpose (the CUDA SDK's transpose example): out = in^T for a `rows` x `cols` f32
// matrix, with 32 x 8 thread blocks each moving a 32 x 32 tile (every thread moves 4 elements).

// transposeNaive: reads rows coalesced, writes columns with a stride of `rows` elements.
.kernel transposeNaive
.param .ptr out
.param .ptr in
.param .s32 rows
.param .s32 cols
    ld.param.u64        %rd1, [out]
    ld.param.u64        %rd2, [in]
    ld.param.s32        %r1, [rows]
    ld.param.s32        %r2, [cols]
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %tid.x
    shl.b32             %r5, %r3, 5
    add.s32             %r5, %r5, %r4           // x = blockIdx.x * 32 + threadIdx.x (a column)
    mov.u32             %r6, %ctaid.y
    mov.u32             %r7, %tid.y
    shl.b32             %r8, %r6, 5
    add.s32             %r8, %r8, %r7           // y = blockIdx.y * 32 + threadIdx.y (a row)
    setp.lt.s32         %p1, %r5, %r2           // x < cols
    mov.u32             %r9, 0                  // j: 0, 8, 16, 24
rows_loop:
    add.s32             %r10, %r8, %r9          // row y + j
    setp.lt.s32         %p2, %r10, %r1
    and.pred            %p2, %p2, %p1
    @!%p2 bra           next
    mad.lo.s32          %r11, %r10, %r2, %r5    // in[(y+j)*cols + x]
    mul.wide.s32        %rd3, %r11, 4
    add.s64             %rd3, %rd2, %rd3
    ld.global.f32       %r12, [%rd3]
    mad.lo.s32          %r13, %r5, %r1, %r10    // out[x*rows + y+j]
    mul.wide.s32        %rd4, %r13, 4
    add.s64             %rd4, %rd1, %rd4
    st.global.f32       [%rd4], %r12
next:
    add.s32             %r9, %r9, 8
    setp.lt.s32         %p3, %r9, 32
    @%p3 bra.uni        rows_loop
    exit

// transposeShared: the tile goes through shared memory, so both the read and the write are
// coalesced; each tile row is padded to 33 floats so the column reads hit 32 different banks.
.kernel transposeShared
// nvcc's sm_90 code for it uses R0-R23 (calibration/h100/stencil-transpose-sm_90.sass); warpsim's
// count, the highest register index of this unrolled port, is higher.
.regs 24
.param .ptr out
.param .ptr in
.param .s32 rows
.param .s32 cols
.shared tile 32*33*4
    ld.param.u64        %rd1, [out]
    ld.param.u64        %rd2, [in]
    ld.param.s32        %r1, [rows]
    ld.param.s32        %r2, [cols]
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %tid.x
    mov.u32             %r6, %ctaid.y
    mov.u32             %r7, %tid.y
    shl.b32             %r5, %r3, 5
    add.s32             %r5, %r5, %r4           // x = blockIdx.x * 32 + tx
    shl.b32             %r8, %r6, 5
    add.s32             %r8, %r8, %r7           // y = blockIdx.y * 32 + ty
    setp.lt.s32         %p1, %r5, %r2           // x < cols
    // Unrolled as nvcc compiles the SDK's loops (calibration/h100/stencil-transpose-sm_90.sass):
    // the four loads first, so their DRAM round trips overlap, then the four shared stores.
    mad.lo.s32          %r11, %r8, %r2, %r5     // in[y*cols + x]
    mul.wide.s32        %rd3, %r11, 4
    add.s64             %rd3, %rd2, %rd3
    mul.wide.s32        %rd5, %r2, 32           // 8 rows further on
    setp.lt.s32         %p2, %r8, %r1
    and.pred            %p2, %p2, %p1
    add.s32             %r10, %r8, 8
    setp.lt.s32         %p3, %r10, %r1
    and.pred            %p3, %p3, %p1
    add.s32             %r10, %r8, 16
    setp.lt.s32         %p4, %r10, %r1
    and.pred            %p4, %p4, %p1
    add.s32             %r10, %r8, 24
    setp.lt.s32         %p5, %r10, %r1
    and.pred            %p5, %p5, %p1
    @%p2 ld.global.f32  %r12, [%rd3]
    add.s64             %rd6, %rd3, %rd5
    @%p3 ld.global.f32  %r13, [%rd6]
    add.s64             %rd6, %rd6, %rd5
    @%p4 ld.global.f32  %r14, [%rd6]
    add.s64             %rd6, %rd6, %rd5
    @%p5 ld.global.f32  %r15, [%rd6]
    mad.lo.s32          %r16, %r7, 33, %r4      // tile[ty + j][tx], 8 rows (1,056 bytes) apart
    shl.b32             %r16, %r16, 2
    @%p2 st.shared.f32  [tile+%r16], %r12
    @%p3 st.shared.f32  [tile+%r16+1056], %r13
    @%p4 st.shared.f32  [tile+%r16+2112], %r14
    @%p5 st.shared.f32  [tile+%r16+3168], %r15
    bar.sync            0
    shl.b32             %r5, %r6, 5
    add.s32             %r5, %r5, %r4           // output column: blockIdx.y * 32 + tx
    shl.b32             %r8, %r3, 5
    add.s32             %r8, %r8, %r7           // output row: blockIdx.x * 32 + ty
    setp.lt.s32         %p1, %r5, %r1           // the output has `rows` columns
    setp.lt.s32         %p2, %r8, %r2           // and `cols` rows
    and.pred            %p2, %p2, %p1
    add.s32             %r10, %r8, 8
    setp.lt.s32         %p3, %r10, %r2
    and.pred            %p3, %p3, %p1
    add.s32             %r10, %r8, 16
    setp.lt.s32         %p4, %r10, %r2
    and.pred            %p4, %p4, %p1
    add.s32             %r10, %r8, 24
    setp.lt.s32         %p5, %r10, %r2
    and.pred            %p5, %p5, %p1
    mad.lo.s32          %r17, %r4, 33, %r7      // tile[tx][ty + j], 8 words (32 bytes) apart
    shl.b32             %r17, %r17, 2
    @%p2 ld.shared.f32  %r12, [tile+%r17]
    @%p3 ld.shared.f32  %r13, [tile+%r17+32]
    @%p4 ld.shared.f32  %r14, [tile+%r17+64]
    mad.lo.s32          %r11, %r8, %r1, %r5     // out[row*rows + col]
    mul.wide.s32        %rd4, %r11, 4
    add.s64             %rd4, %rd1, %rd4
    mul.wide.s32        %rd9, %r1, 32           // 8 rows further on
    @%p2 st.global.f32  [%rd4], %r12
    add.s64             %rd4, %rd4, %rd9
    @%p3 st.global.f32  [%rd4], %r13
    add.s64             %rd4, %rd4, %rd9
    @%p4 st.global.f32  [%rd4], %r14
    @!%p5 exit
    ld.shared.f32       %r15, [tile+%r17+96]
    add.s64             %rd4, %rd4, %rd9
    st.global.f32       [%rd4], %r15
    exit
