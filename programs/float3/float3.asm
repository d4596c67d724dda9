// float3 access from the slides "The Art of performance optimization" ("Avoiding un-coalesced
// float3 access"): add 2 to every component of an array of float3 (12-byte structs).

// calc_float3: each thread reads its float3 directly. sizeof(float3) = 12 is not 4, 8 or 16, so
// the compiler emits three 4-byte loads per thread at a 12-byte stride: a half-warp touches three
// non-contiguous 64-byte regions per load, which cc 1.0/1.1 cannot coalesce.
//
//   float3 v = in[i];  v.x += 2; v.y += 2; v.z += 2;  out[i] = v;
.kernel calc_float3
// A real compiler allocates 14 registers to this kernel (calibration/regs (ptxas for sm_90, CUDA 13)); the seeds' cc 1.x compiler,
// with 32-bit addresses, needed no more.
.regs 14
.param .ptr in
.param .ptr out
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit                               // bound added by the port
    ld.param.u64        %rd1, [in]
    ld.param.u64        %rd2, [out]
    mul.wide.s32        %rd3, %r4, 12           // &in[i] is 12 bytes per element
    add.s64             %rd4, %rd1, %rd3
    ld.global.f32       %r6, [%rd4]
    ld.global.f32       %r7, [%rd4+4]
    ld.global.f32       %r8, [%rd4+8]
    add.f32             %r6, %r6, 2.0
    add.f32             %r7, %r7, 2.0
    add.f32             %r8, %r8, 2.0
    add.s64             %rd5, %rd2, %rd3
    st.global.f32       [%rd5], %r6
    st.global.f32       [%rd5+4], %r7
    st.global.f32       [%rd5+8], %r8
    exit

// calc_float3_smem: the block stages its 256 float3s (768 floats) through shared memory with
// three coalesced, float-wide loads, then each thread works on its own float3 there.
// Blocks of 256 threads. The seed indexes global memory with `i = blockIdx.x*blockDim.x +
// threadIdx.x`, which overlaps neighbouring blocks; the port uses the block's real base,
// blockIdx.x * 768 floats, so the result is the same as calc_float3's.
//
//   __shared__ float smem[256*3];
//   smem[threadIdx.x] = in[base+threadIdx.x]; ... +256, +512;  __syncthreads();
//   float3 v = ((float3*)smem)[threadIdx.x];  v += 2;  ((float3*)smem)[threadIdx.x] = v;
//   __syncthreads();  out[base+threadIdx.x] = smem[threadIdx.x]; ... +256, +512;
.kernel calc_float3_smem
// A real compiler allocates 24 registers to this kernel (calibration/regs (ptxas for sm_90, CUDA 13)); the seeds' cc 1.x compiler,
// with 32-bit addresses, needed no more.
.regs 24
.param .ptr in
.param .ptr out
.shared smem 256*3*4
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mul.lo.s32          %r3, %r2, 768
    add.s32             %r3, %r3, %r1           // base + threadIdx.x
    ld.param.u64        %rd1, [in]
    ld.param.u64        %rd2, [out]
    mul.wide.s32        %rd3, %r3, 4
    add.s64             %rd4, %rd1, %rd3
    ld.global.f32       %r6, [%rd4]
    ld.global.f32       %r7, [%rd4+1024]        // in[base + threadIdx.x + 256]
    ld.global.f32       %r8, [%rd4+2048]        // in[base + threadIdx.x + 512]
    shl.b32             %r9, %r1, 2
    st.shared.f32       [smem+%r9], %r6
    st.shared.f32       [smem+%r9+1024], %r7
    st.shared.f32       [smem+%r9+2048], %r8
    bar.sync            0
    mul.lo.s32          %r10, %r1, 12           // this thread's float3 in smem
    ld.shared.f32       %r6, [smem+%r10]
    ld.shared.f32       %r7, [smem+%r10+4]
    ld.shared.f32       %r8, [smem+%r10+8]
    add.f32             %r6, %r6, 2.0
    add.f32             %r7, %r7, 2.0
    add.f32             %r8, %r8, 2.0
    st.shared.f32       [smem+%r10], %r6
    st.shared.f32       [smem+%r10+4], %r7
    st.shared.f32       [smem+%r10+8], %r8
    bar.sync            0
    ld.shared.f32       %r6, [smem+%r9]
    ld.shared.f32       %r7, [smem+%r9+1024]
    ld.shared.f32       %r8, [smem+%r9+2048]
    add.s64             %rd5, %rd2, %rd3
    st.global.f32       [%rd5], %r6
    st.global.f32       [%rd5+1024], %r7
    st.global.f32       [%rd5+2048], %r8
    exit
