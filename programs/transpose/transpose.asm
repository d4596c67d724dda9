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
    setp.lt.s32         %p1, %r5, %r2
    mov.u32             %r9, 0
load:
    add.s32             %r10, %r8, %r9
    setp.lt.s32         %p2, %r10, %r1
    and.pred            %p2, %p2, %p1
    @!%p2 bra           load_next
    mad.lo.s32          %r11, %r10, %r2, %r5
    mul.wide.s32        %rd3, %r11, 4
    add.s64             %rd3, %rd2, %rd3
    ld.global.f32       %r12, [%rd3]
    add.s32             %r13, %r7, %r9          // tile[ty + j][tx]
    mad.lo.s32          %r13, %r13, 33, %r4
    shl.b32             %r13, %r13, 2
    st.shared.f32       [tile+%r13], %r12
load_next:
    add.s32             %r9, %r9, 8
    setp.lt.s32         %p3, %r9, 32
    @%p3 bra.uni        load
    bar.sync            0
    shl.b32             %r5, %r6, 5
    add.s32             %r5, %r5, %r4           // output column: blockIdx.y * 32 + tx
    shl.b32             %r8, %r3, 5
    add.s32             %r8, %r8, %r7           // output row: blockIdx.x * 32 + ty
    setp.lt.s32         %p1, %r5, %r1           // the output has `rows` columns
    mov.u32             %r9, 0
store:
    add.s32             %r10, %r8, %r9
    setp.lt.s32         %p2, %r10, %r2          // and `cols` rows
    and.pred            %p2, %p2, %p1
    @!%p2 bra           store_next
    mad.lo.s32          %r13, %r4, 33, %r7      // tile[tx][ty + j]
    add.s32             %r13, %r13, %r9
    shl.b32             %r13, %r13, 2
    ld.shared.f32       %r12, [tile+%r13]
    mad.lo.s32          %r11, %r10, %r1, %r5    // out[(row)*rows + col]
    mul.wide.s32        %rd4, %r11, 4
    add.s64             %rd4, %rd1, %rd4
    st.global.f32       [%rd4], %r12
store_next:
    add.s32             %r9, %r9, 8
    setp.lt.s32         %p3, %r9, 32
    @%p3 bra.uni        store
    exit
