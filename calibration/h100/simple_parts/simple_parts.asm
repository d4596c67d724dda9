// The parts of simpleMultiply (programs/matmul/matmul.asm, which the scenario also loads), as
// l1_inflight.cu runs them on the H100 (calibration/README.md, "simpleMultiply's parts"): its
// loads of a alone (b's factor 1.5), of b alone, both without the store (kept on a never-true
// compare), the store alone, nothing but the index arithmetic, and a's and b's loads without
// the store. Each is simpleMultiply's code with the rest taken out.

// simpleA: the 16 loads of a row of A, each times 1.5, and the store.
.kernel simpleA
.regs 32
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r2, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r2      // row
    shl.b32             %r7, %r6, 4             // row * TILE_DIM
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4        // &a[row*TILE_DIM]
    mul.wide.s32        %rd5, %r5, 4
    add.s64             %rd5, %rd2, %rd5        // &b[col]
    mul.wide.s32        %rd6, %r1, 4            // N * sizeof(float): one row of B
    mov.f32             %r8, 0.0                // sum
    mov.f32             %r9, 1.5
    // The loop over i, unrolled: the 16 loads of a row of A, then the 16 of a column of B,
    // then the multiply-adds.
    ld.global.f32       %r20, [%rd4+0]          // a[row*TILE_DIM+i]
    ld.global.f32       %r21, [%rd4+4]
    ld.global.f32       %r22, [%rd4+8]
    ld.global.f32       %r23, [%rd4+12]
    ld.global.f32       %r24, [%rd4+16]
    ld.global.f32       %r25, [%rd4+20]
    ld.global.f32       %r26, [%rd4+24]
    ld.global.f32       %r27, [%rd4+28]
    ld.global.f32       %r28, [%rd4+32]
    ld.global.f32       %r29, [%rd4+36]
    ld.global.f32       %r30, [%rd4+40]
    ld.global.f32       %r31, [%rd4+44]
    ld.global.f32       %r32, [%rd4+48]
    ld.global.f32       %r33, [%rd4+52]
    ld.global.f32       %r34, [%rd4+56]
    ld.global.f32       %r35, [%rd4+60]
    fma.f32             %r8, %r20, %r9, %r8
    fma.f32             %r8, %r21, %r9, %r8
    fma.f32             %r8, %r22, %r9, %r8
    fma.f32             %r8, %r23, %r9, %r8
    fma.f32             %r8, %r24, %r9, %r8
    fma.f32             %r8, %r25, %r9, %r8
    fma.f32             %r8, %r26, %r9, %r8
    fma.f32             %r8, %r27, %r9, %r8
    fma.f32             %r8, %r28, %r9, %r8
    fma.f32             %r8, %r29, %r9, %r8
    fma.f32             %r8, %r30, %r9, %r8
    fma.f32             %r8, %r31, %r9, %r8
    fma.f32             %r8, %r32, %r9, %r8
    fma.f32             %r8, %r33, %r9, %r8
    fma.f32             %r8, %r34, %r9, %r8
    fma.f32             %r8, %r35, %r9, %r8
    mad.lo.s32          %r12, %r6, %r1, %r5     // row*N + col
    mul.wide.s32        %rd7, %r12, 4
    add.s64             %rd7, %rd3, %rd7
    st.global.f32       [%rd7], %r8
    exit

// simpleB: the 16 loads of a column of B, each times 1.5, and the store.
.kernel simpleB
.regs 32
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r2, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r2      // row
    shl.b32             %r7, %r6, 4             // row * TILE_DIM
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4        // &a[row*TILE_DIM]
    mul.wide.s32        %rd5, %r5, 4
    add.s64             %rd5, %rd2, %rd5        // &b[col]
    mul.wide.s32        %rd6, %r1, 4            // N * sizeof(float): one row of B
    mov.f32             %r8, 0.0                // sum
    mov.f32             %r9, 1.5
    // The loop over i, unrolled: the 16 loads of a row of A, then the 16 of a column of B,
    // then the multiply-adds.
    ld.global.f32       %r40, [%rd5]            // b[i*N+col]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r41, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r42, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r43, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r44, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r45, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r46, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r47, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r48, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r49, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r50, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r51, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r52, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r53, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r54, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r55, [%rd5]
    fma.f32             %r8, %r9, %r40, %r8
    fma.f32             %r8, %r9, %r41, %r8
    fma.f32             %r8, %r9, %r42, %r8
    fma.f32             %r8, %r9, %r43, %r8
    fma.f32             %r8, %r9, %r44, %r8
    fma.f32             %r8, %r9, %r45, %r8
    fma.f32             %r8, %r9, %r46, %r8
    fma.f32             %r8, %r9, %r47, %r8
    fma.f32             %r8, %r9, %r48, %r8
    fma.f32             %r8, %r9, %r49, %r8
    fma.f32             %r8, %r9, %r50, %r8
    fma.f32             %r8, %r9, %r51, %r8
    fma.f32             %r8, %r9, %r52, %r8
    fma.f32             %r8, %r9, %r53, %r8
    fma.f32             %r8, %r9, %r54, %r8
    fma.f32             %r8, %r9, %r55, %r8
    mad.lo.s32          %r12, %r6, %r1, %r5     // row*N + col
    mul.wide.s32        %rd7, %r12, 4
    add.s64             %rd7, %rd3, %rd7
    st.global.f32       [%rd7], %r8
    exit

// simpleNoStore: simpleMultiply with its store under a compare that is never true.
.kernel simpleNoStore
.regs 32
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r2, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r2      // row
    shl.b32             %r7, %r6, 4             // row * TILE_DIM
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4        // &a[row*TILE_DIM]
    mul.wide.s32        %rd5, %r5, 4
    add.s64             %rd5, %rd2, %rd5        // &b[col]
    mul.wide.s32        %rd6, %r1, 4            // N * sizeof(float): one row of B
    mov.f32             %r8, 0.0                // sum
    // The loop over i, unrolled: the 16 loads of a row of A, then the 16 of a column of B,
    // then the multiply-adds.
    ld.global.f32       %r20, [%rd4+0]          // a[row*TILE_DIM+i]
    ld.global.f32       %r21, [%rd4+4]
    ld.global.f32       %r22, [%rd4+8]
    ld.global.f32       %r23, [%rd4+12]
    ld.global.f32       %r24, [%rd4+16]
    ld.global.f32       %r25, [%rd4+20]
    ld.global.f32       %r26, [%rd4+24]
    ld.global.f32       %r27, [%rd4+28]
    ld.global.f32       %r28, [%rd4+32]
    ld.global.f32       %r29, [%rd4+36]
    ld.global.f32       %r30, [%rd4+40]
    ld.global.f32       %r31, [%rd4+44]
    ld.global.f32       %r32, [%rd4+48]
    ld.global.f32       %r33, [%rd4+52]
    ld.global.f32       %r34, [%rd4+56]
    ld.global.f32       %r35, [%rd4+60]
    ld.global.f32       %r40, [%rd5]            // b[i*N+col]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r41, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r42, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r43, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r44, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r45, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r46, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r47, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r48, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r49, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r50, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r51, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r52, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r53, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r54, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r55, [%rd5]
    fma.f32             %r8, %r20, %r40, %r8
    fma.f32             %r8, %r21, %r41, %r8
    fma.f32             %r8, %r22, %r42, %r8
    fma.f32             %r8, %r23, %r43, %r8
    fma.f32             %r8, %r24, %r44, %r8
    fma.f32             %r8, %r25, %r45, %r8
    fma.f32             %r8, %r26, %r46, %r8
    fma.f32             %r8, %r27, %r47, %r8
    fma.f32             %r8, %r28, %r48, %r8
    fma.f32             %r8, %r29, %r49, %r8
    fma.f32             %r8, %r30, %r50, %r8
    fma.f32             %r8, %r31, %r51, %r8
    fma.f32             %r8, %r32, %r52, %r8
    fma.f32             %r8, %r33, %r53, %r8
    fma.f32             %r8, %r34, %r54, %r8
    fma.f32             %r8, %r35, %r55, %r8
    mad.lo.s32          %r12, %r6, %r1, %r5     // row*N + col
    mul.wide.s32        %rd7, %r12, 4
    add.s64             %rd7, %rd3, %rd7
    setp.eq.f32         %p1, %r8, 12345.0
    @%p1 st.global.f32  [%rd7], %r8
    exit


// simpleANoStore: simpleA with its store under a compare that is never true.
.kernel simpleANoStore
.regs 32
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r2, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r2      // row
    shl.b32             %r7, %r6, 4             // row * TILE_DIM
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4        // &a[row*TILE_DIM]
    mul.wide.s32        %rd5, %r5, 4
    add.s64             %rd5, %rd2, %rd5        // &b[col]
    mul.wide.s32        %rd6, %r1, 4            // N * sizeof(float): one row of B
    mov.f32             %r8, 0.0                // sum
    mov.f32             %r9, 1.5
    // The loop over i, unrolled: the 16 loads of a row of A, then the 16 of a column of B,
    // then the multiply-adds.
    ld.global.f32       %r20, [%rd4+0]          // a[row*TILE_DIM+i]
    ld.global.f32       %r21, [%rd4+4]
    ld.global.f32       %r22, [%rd4+8]
    ld.global.f32       %r23, [%rd4+12]
    ld.global.f32       %r24, [%rd4+16]
    ld.global.f32       %r25, [%rd4+20]
    ld.global.f32       %r26, [%rd4+24]
    ld.global.f32       %r27, [%rd4+28]
    ld.global.f32       %r28, [%rd4+32]
    ld.global.f32       %r29, [%rd4+36]
    ld.global.f32       %r30, [%rd4+40]
    ld.global.f32       %r31, [%rd4+44]
    ld.global.f32       %r32, [%rd4+48]
    ld.global.f32       %r33, [%rd4+52]
    ld.global.f32       %r34, [%rd4+56]
    ld.global.f32       %r35, [%rd4+60]
    fma.f32             %r8, %r20, %r9, %r8
    fma.f32             %r8, %r21, %r9, %r8
    fma.f32             %r8, %r22, %r9, %r8
    fma.f32             %r8, %r23, %r9, %r8
    fma.f32             %r8, %r24, %r9, %r8
    fma.f32             %r8, %r25, %r9, %r8
    fma.f32             %r8, %r26, %r9, %r8
    fma.f32             %r8, %r27, %r9, %r8
    fma.f32             %r8, %r28, %r9, %r8
    fma.f32             %r8, %r29, %r9, %r8
    fma.f32             %r8, %r30, %r9, %r8
    fma.f32             %r8, %r31, %r9, %r8
    fma.f32             %r8, %r32, %r9, %r8
    fma.f32             %r8, %r33, %r9, %r8
    fma.f32             %r8, %r34, %r9, %r8
    fma.f32             %r8, %r35, %r9, %r8
    mad.lo.s32          %r12, %r6, %r1, %r5     // row*N + col
    mul.wide.s32        %rd7, %r12, 4
    add.s64             %rd7, %rd3, %rd7
    setp.eq.f32         %p1, %r8, 12345.0
    @%p1 st.global.f32  [%rd7], %r8
    exit

// simpleBNoStore: simpleB with its store under a compare that is never true.
.kernel simpleBNoStore
.regs 32
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r2, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r2      // row
    shl.b32             %r7, %r6, 4             // row * TILE_DIM
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4        // &a[row*TILE_DIM]
    mul.wide.s32        %rd5, %r5, 4
    add.s64             %rd5, %rd2, %rd5        // &b[col]
    mul.wide.s32        %rd6, %r1, 4            // N * sizeof(float): one row of B
    mov.f32             %r8, 0.0                // sum
    mov.f32             %r9, 1.5
    // The loop over i, unrolled: the 16 loads of a row of A, then the 16 of a column of B,
    // then the multiply-adds.
    ld.global.f32       %r40, [%rd5]            // b[i*N+col]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r41, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r42, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r43, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r44, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r45, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r46, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r47, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r48, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r49, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r50, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r51, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r52, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r53, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r54, [%rd5]
    add.s64             %rd5, %rd5, %rd6
    ld.global.f32       %r55, [%rd5]
    fma.f32             %r8, %r9, %r40, %r8
    fma.f32             %r8, %r9, %r41, %r8
    fma.f32             %r8, %r9, %r42, %r8
    fma.f32             %r8, %r9, %r43, %r8
    fma.f32             %r8, %r9, %r44, %r8
    fma.f32             %r8, %r9, %r45, %r8
    fma.f32             %r8, %r9, %r46, %r8
    fma.f32             %r8, %r9, %r47, %r8
    fma.f32             %r8, %r9, %r48, %r8
    fma.f32             %r8, %r9, %r49, %r8
    fma.f32             %r8, %r9, %r50, %r8
    fma.f32             %r8, %r9, %r51, %r8
    fma.f32             %r8, %r9, %r52, %r8
    fma.f32             %r8, %r9, %r53, %r8
    fma.f32             %r8, %r9, %r54, %r8
    fma.f32             %r8, %r9, %r55, %r8
    mad.lo.s32          %r12, %r6, %r1, %r5     // row*N + col
    mul.wide.s32        %rd7, %r12, 4
    add.s64             %rd7, %rd3, %rd7
    setp.eq.f32         %p1, %r8, 12345.0
    @%p1 st.global.f32  [%rd7], %r8
    exit

// simpleStore: the index arithmetic and the store of 1.5.
.kernel simpleStore
.regs 32
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r2, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r2      // row
    shl.b32             %r7, %r6, 4             // row * TILE_DIM
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4        // &a[row*TILE_DIM]
    mul.wide.s32        %rd5, %r5, 4
    add.s64             %rd5, %rd2, %rd5        // &b[col]
    mul.wide.s32        %rd6, %r1, 4            // N * sizeof(float): one row of B
    mov.f32             %r8, 1.5                // sum
    mad.lo.s32          %r12, %r6, %r1, %r5     // row*N + col
    mul.wide.s32        %rd7, %r12, 4
    add.s64             %rd7, %rd3, %rd7
    st.global.f32       [%rd7], %r8
    exit

// simpleNothing: the index arithmetic and a store under a compare that is never true.
.kernel simpleNothing
.regs 32
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r2, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r2      // row
    shl.b32             %r7, %r6, 4             // row * TILE_DIM
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4        // &a[row*TILE_DIM]
    mul.wide.s32        %rd5, %r5, 4
    add.s64             %rd5, %rd2, %rd5        // &b[col]
    mul.wide.s32        %rd6, %r1, 4            // N * sizeof(float): one row of B
    mov.f32             %r8, 0.0                // sum
    setp.eq.s32         %p1, %r6, %r1
    @%p1 st.global.f32  [%rd3], %r8
    exit
