// 3x3 image smoothing from the course notes on CUDA performance (seed 000): every output pixel
// is the average of the 3x3 neighbourhood around it, per channel, with the image's edge pixels
// repeated outside it (clamp-to-edge). The notes time a 664x1024 RGB image on a GeForce 9600M
// GT (cc 1.1): naive 57 ms, shared 19 ms, padded ushort4 16 ms, padded + shared 13 ms, pitched
// + shared 12 ms. Their sources are not in the notes; these are ports of what they describe.
//
// Thread (x, y) computes pixel (x, y); blocks are 16 x 16 threads. Channel sums are integers
// and the average truncates: out = (sum of 9 values) / 9.

// smooth_rgb: ushort3 pixels (6 bytes, rows of width*6 bytes), read straight from global
// memory. Each pixel read is three 2-byte loads at a 6-byte stride: nothing coalesces on cc 1.x.
.kernel smooth_rgb
// nvcc's sm_90 code for the unrolled loops below uses R0-R29 (warpsim's count, the highest
// register index, is higher).
.regs 30
.param .ptr out
.param .ptr in
.param .s32 width
.param .s32 height
    ld.param.u64        %rd1, [out]
    ld.param.u64        %rd2, [in]
    ld.param.s32        %r1, [width]
    ld.param.s32        %r2, [height]
    mov.u32             %r3, %tid.x
    mov.u32             %r4, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.s32          %r6, %r4, %r5, %r3      // x
    mov.u32             %r3, %tid.y
    mov.u32             %r4, %ctaid.y
    mov.u32             %r5, %ntid.y
    mad.lo.s32          %r7, %r4, %r5, %r3      // y
    setp.ge.s32         %p1, %r6, %r1
    @%p1 exit
    setp.ge.s32         %p1, %r7, %r2
    @%p1 exit
    sub.s32             %r8, %r1, 1             // width - 1
    sub.s32             %r9, %r2, 1             // height - 1
    // The 3 x 3 loops unrolled and their 27 loads issued first, as nvcc compiles them
    // (calibration/h100/stencil-transpose-sm_90.sass: 27 LDG.E.U16, then the sums).
    add.s32             %r14, %r7, -1
    max.s32             %r14, %r14, 0
    min.s32             %r14, %r14, %r9         // clamp(y - 1)
    min.s32             %r15, %r7, %r9          // clamp(y)
    add.s32             %r16, %r7, 1
    min.s32             %r16, %r16, %r9         // clamp(y + 1)
    add.s32             %r17, %r6, -1
    max.s32             %r17, %r17, 0           // clamp(x - 1)
    add.s32             %r18, %r6, 1
    min.s32             %r18, %r18, %r8         // clamp(x + 1)
    mad.lo.s32          %r19, %r14, %r1, %r17
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r40, [%rd3]
    ld.global.u16       %r41, [%rd3+2]
    ld.global.u16       %r42, [%rd3+4]
    mad.lo.s32          %r19, %r14, %r1, %r6
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r43, [%rd3]
    ld.global.u16       %r44, [%rd3+2]
    ld.global.u16       %r45, [%rd3+4]
    mad.lo.s32          %r19, %r14, %r1, %r18
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r46, [%rd3]
    ld.global.u16       %r47, [%rd3+2]
    ld.global.u16       %r48, [%rd3+4]
    mad.lo.s32          %r19, %r15, %r1, %r17
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r49, [%rd3]
    ld.global.u16       %r50, [%rd3+2]
    ld.global.u16       %r51, [%rd3+4]
    mad.lo.s32          %r19, %r15, %r1, %r6
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r52, [%rd3]
    ld.global.u16       %r53, [%rd3+2]
    ld.global.u16       %r54, [%rd3+4]
    mad.lo.s32          %r19, %r15, %r1, %r18
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r55, [%rd3]
    ld.global.u16       %r56, [%rd3+2]
    ld.global.u16       %r57, [%rd3+4]
    mad.lo.s32          %r19, %r16, %r1, %r17
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r58, [%rd3]
    ld.global.u16       %r59, [%rd3+2]
    ld.global.u16       %r60, [%rd3+4]
    mad.lo.s32          %r19, %r16, %r1, %r6
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r61, [%rd3]
    ld.global.u16       %r62, [%rd3+2]
    ld.global.u16       %r63, [%rd3+4]
    mad.lo.s32          %r19, %r16, %r1, %r18
    mul.wide.s32        %rd3, %r19, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r64, [%rd3]
    ld.global.u16       %r65, [%rd3+2]
    ld.global.u16       %r66, [%rd3+4]
    add.s32             %r10, %r40, %r43
    add.s32             %r11, %r41, %r44
    add.s32             %r12, %r42, %r45
    add.s32             %r10, %r10, %r46
    add.s32             %r11, %r11, %r47
    add.s32             %r12, %r12, %r48
    add.s32             %r10, %r10, %r49
    add.s32             %r11, %r11, %r50
    add.s32             %r12, %r12, %r51
    add.s32             %r10, %r10, %r52
    add.s32             %r11, %r11, %r53
    add.s32             %r12, %r12, %r54
    add.s32             %r10, %r10, %r55
    add.s32             %r11, %r11, %r56
    add.s32             %r12, %r12, %r57
    add.s32             %r10, %r10, %r58
    add.s32             %r11, %r11, %r59
    add.s32             %r12, %r12, %r60
    add.s32             %r10, %r10, %r61
    add.s32             %r11, %r11, %r62
    add.s32             %r12, %r12, %r63
    add.s32             %r10, %r10, %r64
    add.s32             %r11, %r11, %r65
    add.s32             %r12, %r12, %r66
    div.u32             %r10, %r10, 9
    div.u32             %r11, %r11, 9
    div.u32             %r12, %r12, 9
    mad.lo.s32          %r17, %r7, %r1, %r6
    mul.wide.s32        %rd4, %r17, 6
    add.s64             %rd4, %rd1, %rd4
    st.global.u16       [%rd4], %r10
    st.global.u16       [%rd4+2], %r11
    st.global.u16       [%rd4+4], %r12
    exit

// smooth_rgb_shared: the block first stages its 18 x 18 pixel tile (16 x 16 plus a one-pixel
// border) in shared memory, each pixel read from global memory once, then averages from there.
// The 324 tile pixels are loaded by the 256 threads in two passes (the second pass is the
// divergent one). Threads outside the image still load and reach the barrier; only their
// store is predicated off. Needs 16 x 16 blocks.
.kernel smooth_rgb_shared
// The seeds ran this kernel with 256-thread blocks on an 8,192-register cc 1.x SM, so the compiler allocated at most 32 registers (warpsim's count, the highest register index, is higher).
.regs 32
.param .ptr out
.param .ptr in
.param .s32 width
.param .s32 height
.shared tile 18*18*6
    ld.param.u64        %rd1, [out]
    ld.param.u64        %rd2, [in]
    ld.param.s32        %r1, [width]
    ld.param.s32        %r2, [height]
    sub.s32             %r8, %r1, 1
    sub.s32             %r9, %r2, 1
    mov.u32             %r3, %tid.x
    mov.u32             %r4, %tid.y
    mov.u32             %r5, %ctaid.x
    mov.u32             %r6, %ctaid.y
    shl.b32             %r21, %r5, 4
    sub.s32             %r21, %r21, 1           // tile origin x = blockIdx.x * 16 - 1
    shl.b32             %r22, %r6, 4
    sub.s32             %r22, %r22, 1           // tile origin y
    shl.b32             %r10, %r4, 4
    add.s32             %r10, %r10, %r3         // k = threadIdx.y * 16 + threadIdx.x
load:
    setp.ge.s32         %p1, %r10, 324
    @%p1 bra            loaded
    div.u32             %r11, %r10, 18          // ky
    rem.u32             %r12, %r10, 18          // kx
    add.s32             %r13, %r22, %r11
    max.s32             %r13, %r13, 0
    min.s32             %r13, %r13, %r9         // gy
    add.s32             %r14, %r21, %r12
    max.s32             %r14, %r14, 0
    min.s32             %r14, %r14, %r8         // gx
    mad.lo.s32          %r15, %r13, %r1, %r14
    mul.wide.s32        %rd3, %r15, 6
    add.s64             %rd3, %rd2, %rd3
    ld.global.u16       %r16, [%rd3]
    ld.global.u16       %r17, [%rd3+2]
    ld.global.u16       %r18, [%rd3+4]
    mul.lo.s32          %r19, %r10, 6
    st.shared.u16       [tile+%r19], %r16
    st.shared.u16       [tile+%r19+2], %r17
    st.shared.u16       [tile+%r19+4], %r18
    add.s32             %r10, %r10, 256
    bra                 load
loaded:
    bar.sync            0
    mov.u32             %r10, 0
    mov.u32             %r11, 0
    mov.u32             %r12, 0
    mad.lo.s32          %r23, %r4, 18, %r3      // tile index of the top-left neighbour
    mov.u32             %r24, 0                 // dy
trows:
    mov.u32             %r25, 0                 // dx
tcols:
    add.s32             %r26, %r23, %r25
    mul.lo.s32          %r26, %r26, 6
    ld.shared.u16       %r16, [tile+%r26]
    ld.shared.u16       %r17, [tile+%r26+2]
    ld.shared.u16       %r18, [tile+%r26+4]
    add.s32             %r10, %r10, %r16
    add.s32             %r11, %r11, %r17
    add.s32             %r12, %r12, %r18
    add.s32             %r25, %r25, 1
    setp.lt.s32         %p2, %r25, 3
    @%p2 bra.uni        tcols
    add.s32             %r23, %r23, 18
    add.s32             %r24, %r24, 1
    setp.lt.s32         %p2, %r24, 3
    @%p2 bra.uni        trows
    div.u32             %r10, %r10, 9
    div.u32             %r11, %r11, 9
    div.u32             %r12, %r12, 9
    add.s32             %r13, %r22, 1
    add.s32             %r13, %r13, %r4         // y
    add.s32             %r14, %r21, 1
    add.s32             %r14, %r14, %r3         // x
    setp.lt.s32         %p3, %r14, %r1
    setp.lt.s32         %p4, %r13, %r2
    and.pred            %p3, %p3, %p4           // inside the image
    mad.lo.s32          %r15, %r13, %r1, %r14
    mul.wide.s32        %rd4, %r15, 6
    add.s64             %rd4, %rd1, %rd4
    @%p3 st.global.u16  [%rd4], %r10
    @%p3 st.global.u16  [%rd4+2], %r11
    @%p3 st.global.u16  [%rd4+4], %r12
    exit

// smooth_rgba: pixels padded to ushort4 (8 bytes, the fourth channel unused) so each pixel is
// one aligned 8-byte load; rows are `pitch` bytes apart (width * 8 unpitched, or the pitch of a
// cudaMallocPitch-style allocation). The output has the same layout; its fourth channel is 0.
.kernel smooth_rgba
// nvcc's sm_90 code for the unrolled loops below uses R0-R26 (warpsim's count, the highest
// register index, is higher).
.regs 27
.param .ptr out
.param .ptr in
.param .s32 width
.param .s32 height
.param .s32 pitch
    ld.param.u64        %rd1, [out]
    ld.param.u64        %rd2, [in]
    ld.param.s32        %r1, [width]
    ld.param.s32        %r2, [height]
    ld.param.s32        %r30, [pitch]
    mov.u32             %r3, %tid.x
    mov.u32             %r4, %ctaid.x
    mov.u32             %r5, %ntid.x
    mad.lo.s32          %r6, %r4, %r5, %r3      // x
    mov.u32             %r3, %tid.y
    mov.u32             %r4, %ctaid.y
    mov.u32             %r5, %ntid.y
    mad.lo.s32          %r7, %r4, %r5, %r3      // y
    setp.ge.s32         %p1, %r6, %r1
    @%p1 exit
    setp.ge.s32         %p1, %r7, %r2
    @%p1 exit
    sub.s32             %r8, %r1, 1
    sub.s32             %r9, %r2, 1
    // The 3 x 3 loops unrolled and their nine loads issued first, as nvcc compiles them
    // (calibration/h100/stencil-transpose-sm_90.sass: nine LDG.E.64, then the sums).
    add.s32             %r14, %r7, -1
    max.s32             %r14, %r14, 0
    min.s32             %r14, %r14, %r9         // clamp(y - 1)
    min.s32             %r15, %r7, %r9          // clamp(y)
    add.s32             %r16, %r7, 1
    min.s32             %r16, %r16, %r9         // clamp(y + 1)
    add.s32             %r17, %r6, -1
    max.s32             %r17, %r17, 0           // clamp(x - 1)
    add.s32             %r18, %r6, 1
    min.s32             %r18, %r18, %r8         // clamp(x + 1)
    mul.wide.s32        %rd5, %r14, %r30
    add.s64             %rd5, %rd2, %rd5        // row y - 1
    mul.wide.s32        %rd6, %r15, %r30
    add.s64             %rd6, %rd2, %rd6        // row y
    mul.wide.s32        %rd7, %r16, %r30
    add.s64             %rd7, %rd2, %rd7        // row y + 1
    mul.wide.s32        %rd8, %r17, 8
    mul.wide.s32        %rd9, %r6, 8
    mul.wide.s32        %rd10, %r18, 8
    add.s64             %rd11, %rd5, %rd8
    ld.global.v4.u16    {%r40, %r41, %r42, %r43}, [%rd11]
    add.s64             %rd12, %rd5, %rd9
    ld.global.v4.u16    {%r44, %r45, %r46, %r47}, [%rd12]
    add.s64             %rd13, %rd5, %rd10
    ld.global.v4.u16    {%r48, %r49, %r50, %r51}, [%rd13]
    add.s64             %rd11, %rd6, %rd8
    ld.global.v4.u16    {%r52, %r53, %r54, %r55}, [%rd11]
    add.s64             %rd12, %rd6, %rd9
    ld.global.v4.u16    {%r56, %r57, %r58, %r59}, [%rd12]
    add.s64             %rd13, %rd6, %rd10
    ld.global.v4.u16    {%r60, %r61, %r62, %r63}, [%rd13]
    add.s64             %rd11, %rd7, %rd8
    ld.global.v4.u16    {%r64, %r65, %r66, %r67}, [%rd11]
    add.s64             %rd12, %rd7, %rd9
    ld.global.v4.u16    {%r68, %r69, %r70, %r71}, [%rd12]
    add.s64             %rd13, %rd7, %rd10
    ld.global.v4.u16    {%r72, %r73, %r74, %r75}, [%rd13]
    add.s32             %r10, %r40, %r44
    add.s32             %r11, %r41, %r45
    add.s32             %r12, %r42, %r46
    add.s32             %r10, %r10, %r48
    add.s32             %r11, %r11, %r49
    add.s32             %r12, %r12, %r50
    add.s32             %r10, %r10, %r52
    add.s32             %r11, %r11, %r53
    add.s32             %r12, %r12, %r54
    add.s32             %r10, %r10, %r56
    add.s32             %r11, %r11, %r57
    add.s32             %r12, %r12, %r58
    add.s32             %r10, %r10, %r60
    add.s32             %r11, %r11, %r61
    add.s32             %r12, %r12, %r62
    add.s32             %r10, %r10, %r64
    add.s32             %r11, %r11, %r65
    add.s32             %r12, %r12, %r66
    add.s32             %r10, %r10, %r68
    add.s32             %r11, %r11, %r69
    add.s32             %r12, %r12, %r70
    add.s32             %r10, %r10, %r72
    add.s32             %r11, %r11, %r73
    add.s32             %r12, %r12, %r74
    div.u32             %r10, %r10, 9
    div.u32             %r11, %r11, 9
    div.u32             %r12, %r12, 9
    mul.wide.s32        %rd4, %r7, %r30
    add.s64             %rd4, %rd1, %rd4
    mul.wide.s32        %rd6, %r6, 8
    add.s64             %rd4, %rd4, %rd6
    st.global.v4.u16    [%rd4], {%r10, %r11, %r12, 0}
    exit

// smooth_rgba_shared: the padded layout staged through an 18 x 18 shared tile of 8-byte
// pixels; with a pitched allocation every row starts aligned. Needs 16 x 16 blocks.
.kernel smooth_rgba_shared
// The seeds ran this kernel with 256-thread blocks on an 8,192-register cc 1.x SM, so the compiler allocated at most 32 registers (warpsim's count, the highest register index, is higher).
.regs 32
.param .ptr out
.param .ptr in
.param .s32 width
.param .s32 height
.param .s32 pitch
.shared tile 18*18*8 8
    ld.param.u64        %rd1, [out]
    ld.param.u64        %rd2, [in]
    ld.param.s32        %r1, [width]
    ld.param.s32        %r2, [height]
    ld.param.s32        %r30, [pitch]
    sub.s32             %r8, %r1, 1
    sub.s32             %r9, %r2, 1
    mov.u32             %r3, %tid.x
    mov.u32             %r4, %tid.y
    mov.u32             %r5, %ctaid.x
    mov.u32             %r6, %ctaid.y
    shl.b32             %r21, %r5, 4
    sub.s32             %r21, %r21, 1
    shl.b32             %r22, %r6, 4
    sub.s32             %r22, %r22, 1
    shl.b32             %r10, %r4, 4
    add.s32             %r10, %r10, %r3
load:
    setp.ge.s32         %p1, %r10, 324
    @%p1 bra            loaded
    div.u32             %r11, %r10, 18
    rem.u32             %r12, %r10, 18
    add.s32             %r13, %r22, %r11
    max.s32             %r13, %r13, 0
    min.s32             %r13, %r13, %r9         // gy
    add.s32             %r14, %r21, %r12
    max.s32             %r14, %r14, 0
    min.s32             %r14, %r14, %r8         // gx
    mul.wide.s32        %rd3, %r13, %r30
    mul.wide.s32        %rd5, %r14, 8
    add.s64             %rd3, %rd3, %rd5
    add.s64             %rd3, %rd2, %rd3
    ld.global.v4.u16    {%r16, %r17, %r18, %r19}, [%rd3]
    shl.b32             %r20, %r10, 3
    st.shared.v4.u16    [tile+%r20], {%r16, %r17, %r18, %r19}
    add.s32             %r10, %r10, 256
    bra                 load
loaded:
    bar.sync            0
    mov.u32             %r10, 0
    mov.u32             %r11, 0
    mov.u32             %r12, 0
    mad.lo.s32          %r23, %r4, 18, %r3
    mov.u32             %r24, 0
trows:
    mov.u32             %r25, 0
tcols:
    add.s32             %r26, %r23, %r25
    shl.b32             %r26, %r26, 3
    ld.shared.v4.u16    {%r16, %r17, %r18, %r19}, [tile+%r26]
    add.s32             %r10, %r10, %r16
    add.s32             %r11, %r11, %r17
    add.s32             %r12, %r12, %r18
    add.s32             %r25, %r25, 1
    setp.lt.s32         %p2, %r25, 3
    @%p2 bra.uni        tcols
    add.s32             %r23, %r23, 18
    add.s32             %r24, %r24, 1
    setp.lt.s32         %p2, %r24, 3
    @%p2 bra.uni        trows
    div.u32             %r10, %r10, 9
    div.u32             %r11, %r11, 9
    div.u32             %r12, %r12, 9
    add.s32             %r13, %r22, 1
    add.s32             %r13, %r13, %r4         // y
    add.s32             %r14, %r21, 1
    add.s32             %r14, %r14, %r3         // x
    setp.lt.s32         %p3, %r14, %r1
    setp.lt.s32         %p4, %r13, %r2
    and.pred            %p3, %p3, %p4
    mul.wide.s32        %rd4, %r13, %r30
    mul.wide.s32        %rd6, %r14, 8
    add.s64             %rd4, %rd4, %rd6
    add.s64             %rd4, %rd1, %rd4
    @%p3 st.global.v4.u16 [%rd4], {%r10, %r11, %r12, 0}
    exit
