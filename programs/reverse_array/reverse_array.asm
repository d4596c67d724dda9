// reverseArray from the article on global memory and the CUDA profiler (seed 003): reverse an
// array of ints, one element per thread, with blocks of blockDim.x threads and the grid
// covering the array exactly (n = gridDim.x * blockDim.x).

// reverseArrayBlock (naive): each thread reads d_in coalesced but writes d_out in descending
// order within the block, which cc 1.0/1.1 cannot coalesce.
//
//   int inOffset  = blockDim.x * blockIdx.x;
//   int outOffset = blockDim.x * (gridDim.x - 1 - blockIdx.x);
//   d_out[outOffset + (blockDim.x - 1 - threadIdx.x)] = d_in[inOffset + threadIdx.x];
.kernel reverseArrayBlock
// The seed's profiler reports occupancy 1.000 for this kernel on the G80 with 256-thread
// blocks: three blocks on 8,192 registers, so at most 10 per thread (ptxas allocates 10 for
// sm_90: calibration/regs).
.regs 10
.param .ptr d_out
.param .ptr d_in
    ld.param.u64        %rd1, [d_out]
    ld.param.u64        %rd2, [d_in]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mov.u32             %r4, %nctaid.x
    mad.lo.s32          %r5, %r3, %r2, %r1      // in = blockDim.x * blockIdx.x + threadIdx.x
    sub.s32             %r6, %r4, 1
    sub.s32             %r6, %r6, %r2           // gridDim.x - 1 - blockIdx.x
    mul.lo.s32          %r6, %r6, %r3           // outOffset
    add.s32             %r6, %r6, %r3
    sub.s32             %r6, %r6, 1
    sub.s32             %r6, %r6, %r1           // out = outOffset + blockDim.x - 1 - threadIdx.x
    mul.wide.s32        %rd3, %r5, 4
    add.s64             %rd3, %rd2, %rd3
    ld.global.s32       %r7, [%rd3]
    mul.wide.s32        %rd4, %r6, 4
    add.s64             %rd4, %rd1, %rd4
    st.global.s32       [%rd4], %r7
    exit

// reverseArrayBlock (fast): reverse within the block through dynamic shared memory, so both
// the global read and the global write are in ascending order. Launch with
// blockDim.x * 4 bytes of dynamic shared memory.
//
//   extern __shared__ int s_data[];
//   s_data[blockDim.x - 1 - threadIdx.x] = d_in[blockDim.x * blockIdx.x + threadIdx.x];
//   __syncthreads();
//   d_out[blockDim.x * (gridDim.x - 1 - blockIdx.x) + threadIdx.x] = s_data[threadIdx.x];
.kernel reverseArrayBlockShared
// The seed's profiler reports occupancy 1.000 for this kernel on the G80 with 256-thread
// blocks: three blocks on 8,192 registers, so at most 10 per thread (ptxas allocates 12 for
// sm_90, with 64-bit addresses: calibration/regs).
.regs 10
.param .ptr d_out
.param .ptr d_in
.extern .shared s_data 4
    ld.param.u64        %rd1, [d_out]
    ld.param.u64        %rd2, [d_in]
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mov.u32             %r4, %nctaid.x
    mad.lo.s32          %r5, %r3, %r2, %r1      // in
    mul.wide.s32        %rd3, %r5, 4
    add.s64             %rd3, %rd2, %rd3
    ld.global.s32       %r7, [%rd3]
    sub.s32             %r8, %r3, 1
    sub.s32             %r8, %r8, %r1           // blockDim.x - 1 - threadIdx.x
    shl.b32             %r8, %r8, 2
    st.shared.s32       [s_data+%r8], %r7
    bar.sync            0
    shl.b32             %r9, %r1, 2
    ld.shared.s32       %r7, [s_data+%r9]       // s_data[threadIdx.x]
    sub.s32             %r6, %r4, 1
    sub.s32             %r6, %r6, %r2
    mad.lo.s32          %r6, %r6, %r3, %r1      // out = outOffset + threadIdx.x
    mul.wide.s32        %rd4, %r6, 4
    add.s64             %rd4, %rd1, %rd4
    st.global.s32       [%rd4], %r7
    exit
