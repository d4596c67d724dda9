// The three matrix multiplies of the Best Practices Guide 9.2.2 (and the slides' "Caching -
// MatMult example"): C = A x B with A of M x TILE_DIM, B of TILE_DIM x N, C of M x N, all
// row-major f32, TILE_DIM = 16 and 16 x 16 thread blocks, grid (N/16, M/16), as on the GTX 280
// and Quadro FX 5600 measurements. The inner loops are kept as loops (nvcc would unroll them).

// simpleMultiply: every thread reads a row of A and a column of B straight from global memory.
//
//   int row = blockIdx.y*blockDim.y + threadIdx.y, col = blockIdx.x*blockDim.x + threadIdx.x;
//   float sum = 0.0f;
//   for (int i = 0; i < TILE_DIM; i++) sum += a[row*TILE_DIM+i] * b[i*N+col];
//   c[row*N+col] = sum;
.kernel simpleMultiply
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
    mov.u32             %r9, 0                  // i
loop:
    ld.global.f32       %r10, [%rd4]            // a[row*TILE_DIM+i]
    ld.global.f32       %r11, [%rd5]            // b[i*N+col]
    fma.f32             %r8, %r10, %r11, %r8
    add.s64             %rd4, %rd4, 4
    add.s64             %rd5, %rd5, %rd6
    add.s32             %r9, %r9, 1
    setp.lt.s32         %p1, %r9, 16
    @%p1 bra.uni        loop
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
    mov.u32             %r9, 0
loop:
    ld.shared.f32       %r10, [aTile+%r14]      // aTile[y][i]: one word for the whole half-warp
    ld.global.f32       %r11, [%rd5]            // b[i*N+col]
    fma.f32             %r8, %r10, %r11, %r8
    add.s32             %r14, %r14, 4
    add.s64             %rd5, %rd5, %rd6
    add.s32             %r9, %r9, 1
    setp.lt.s32         %p1, %r9, 16
    @%p1 bra.uni        loop
    mad.lo.s32          %r12, %r6, %r1, %r5
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
// The seeds ran this kernel with 256-thread blocks on an 8,192-register cc 1.x SM, so the compiler allocated at most 32 registers (warpsim's count, the highest register index, is higher).
.regs 32
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
    mov.u32             %r9, 0
loop:
    ld.shared.f32       %r10, [aTile+%r14]      // aTile[ty][i]
    ld.shared.f32       %r11, [bTile+%r15]      // bTile[i][tx]
    fma.f32             %r8, %r10, %r11, %r8
    add.s32             %r14, %r14, 4
    add.s32             %r15, %r15, 64
    add.s32             %r9, %r9, 1
    setp.lt.s32         %p1, %r9, 16
    @%p1 bra.uni        loop
    mad.lo.s32          %r12, %r6, %r1, %r5
    mul.wide.s32        %rd7, %r12, 4
    add.s64             %rd7, %rd3, %rd7
    st.global.f32       [%rd7], %r8
    exit
