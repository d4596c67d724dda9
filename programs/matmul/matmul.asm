// The three matrix multiplies of the Best Practices Guide 9.2.2 (and the slides' "Caching -
// MatMult example"): C = A x B with A of M x TILE_DIM, B of TILE_DIM x N, C of M x N, all
// row-major f32, TILE_DIM = 16 and 16 x 16 thread blocks, grid (N/16, M/16), as on the GTX 280
// and Quadro FX 5600 measurements. The 16-trip inner loops are unrolled and their loads issued
// ahead of the multiply-adds, as nvcc compiles them (its sm_90 code, in program order:
// calibration/regs/matmul-order-sm_90.txt), so a warp has its loads in flight together rather
// than one round trip to memory per trip; a row of a shared tile is read 16 bytes at a time, as
// nvcc's LDS.128 does. Each kernel declares the registers ptxas allocates to
// it (calibration/regs/ptxas-regs-cuda13.txt); warpsim's own count, the highest register index,
// is higher, as a real allocator reuses registers.

// simpleMultiply: every thread reads a row of A and a column of B straight from global memory.
//
//   int row = blockIdx.y*blockDim.y + threadIdx.y, col = blockIdx.x*blockDim.x + threadIdx.x;
//   float sum = 0.0f;
//   for (int i = 0; i < TILE_DIM; i++) sum += a[row*TILE_DIM+i] * b[i*N+col];
//   c[row*N+col] = sum;
.kernel simpleMultiply
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
    st.global.f32       [%rd7], %r8
    exit

// coalescedMultiply: a tile of A is read once, coalesced, into shared memory. Each warp reads
// only the rows of aTile it wrote itself, so no barrier is needed (as the seed notes).
//
//   aTile[threadIdx.y][threadIdx.x] = a[row*TILE_DIM+threadIdx.x];
//   for (int i = 0; i < TILE_DIM; i++) sum += aTile[threadIdx.y][i] * b[i*N+col];
.kernel coalescedMultiply
.regs 32
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
.shared aTile 16*16*4
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r13, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r13     // row
    shl.b32             %r7, %r6, 4
    add.s32             %r7, %r7, %r2           // row*TILE_DIM + threadIdx.x
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4
    ld.global.f32       %r10, [%rd4]
    shl.b32             %r14, %r13, 6           // threadIdx.y * TILE_DIM * 4: byte offset of row y
    shl.b32             %r15, %r2, 2
    add.s32             %r15, %r14, %r15
    st.shared.f32       [aTile+%r15], %r10      // aTile[y][x]
    mul.wide.s32        %rd5, %r5, 4
    add.s64             %rd5, %rd2, %rd5        // &b[col]
    mul.wide.s32        %rd6, %r1, 4
    mov.f32             %r8, 0.0
    // The loop over i, unrolled: the 16 loads of a column of B, then the row of aTile in four
    // 16-byte loads (nvcc's LDS.128), then the multiply-adds.
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
    ld.shared.v4.f32    {%r20, %r21, %r22, %r23}, [aTile+%r14+0]  // aTile[y][i..i+3]: one 16-byte word for each half-warp
    ld.shared.v4.f32    {%r24, %r25, %r26, %r27}, [aTile+%r14+16]
    ld.shared.v4.f32    {%r28, %r29, %r30, %r31}, [aTile+%r14+32]
    ld.shared.v4.f32    {%r32, %r33, %r34, %r35}, [aTile+%r14+48]
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
    st.global.f32       [%rd7], %r8
    exit

// sharedABMultiply: tiles of both A and B go through shared memory; B's tile is read by
// columns, so the block must synchronise before using it.
//
//   aTile[ty][tx] = a[row*TILE_DIM+tx];  bTile[ty][tx] = b[ty*N+col];  __syncthreads();
//   for (int i = 0; i < TILE_DIM; i++) sum += aTile[ty][i] * bTile[i][tx];
.kernel sharedABMultiply
.regs 30
.param .ptr a
.param .ptr b
.param .ptr c
.param .s32 N
.shared aTile 16*16*4
.shared bTile 16*16*4
    ld.param.u64        %rd1, [a]
    ld.param.u64        %rd2, [b]
    ld.param.u64        %rd3, [c]
    ld.param.s32        %r1, [N]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ctaid.x
    mov.u32             %r4, %ntid.x
    mad.lo.s32          %r5, %r3, %r4, %r2      // col
    mov.u32             %r13, %tid.y
    mov.u32             %r3, %ctaid.y
    mov.u32             %r4, %ntid.y
    mad.lo.s32          %r6, %r3, %r4, %r13     // row
    shl.b32             %r7, %r6, 4
    add.s32             %r7, %r7, %r2
    mul.wide.s32        %rd4, %r7, 4
    add.s64             %rd4, %rd1, %rd4
    ld.global.f32       %r10, [%rd4]            // a[row*TILE_DIM+tx]
    mad.lo.s32          %r7, %r13, %r1, %r5     // ty*N + col
    mul.wide.s32        %rd5, %r7, 4
    add.s64             %rd5, %rd2, %rd5
    ld.global.f32       %r11, [%rd5]            // b[ty*N+col]
    shl.b32             %r14, %r13, 6           // byte offset of row ty in a tile
    shl.b32             %r15, %r2, 2            // byte offset of column tx
    add.s32             %r16, %r14, %r15
    st.shared.f32       [aTile+%r16], %r10
    st.shared.f32       [bTile+%r16], %r11
    bar.sync            0
    mov.f32             %r8, 0.0
    // The loop over i, unrolled: the row of aTile in four 16-byte loads (nvcc's LDS.128), the
    // column of bTile in 16 loads, then the multiply-adds.
    ld.shared.v4.f32    {%r20, %r21, %r22, %r23}, [aTile+%r14+0]  // aTile[ty][i..i+3]
    ld.shared.v4.f32    {%r24, %r25, %r26, %r27}, [aTile+%r14+16]
    ld.shared.v4.f32    {%r28, %r29, %r30, %r31}, [aTile+%r14+32]
    ld.shared.v4.f32    {%r32, %r33, %r34, %r35}, [aTile+%r14+48]
    ld.shared.f32       %r40, [bTile+%r15+0] // bTile[i][tx]
    ld.shared.f32       %r41, [bTile+%r15+64]
    ld.shared.f32       %r42, [bTile+%r15+128]
    ld.shared.f32       %r43, [bTile+%r15+192]
    ld.shared.f32       %r44, [bTile+%r15+256]
    ld.shared.f32       %r45, [bTile+%r15+320]
    ld.shared.f32       %r46, [bTile+%r15+384]
    ld.shared.f32       %r47, [bTile+%r15+448]
    ld.shared.f32       %r48, [bTile+%r15+512]
    ld.shared.f32       %r49, [bTile+%r15+576]
    ld.shared.f32       %r50, [bTile+%r15+640]
    ld.shared.f32       %r51, [bTile+%r15+704]
    ld.shared.f32       %r52, [bTile+%r15+768]
    ld.shared.f32       %r53, [bTile+%r15+832]
    ld.shared.f32       %r54, [bTile+%r15+896]
    ld.shared.f32       %r55, [bTile+%r15+960]
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
    st.global.f32       [%rd7], %r8
    exit
