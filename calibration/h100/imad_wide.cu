// What a 32 x 32 -> 64-bit multiply-add (IMAD.WIDE, nvcc's pointer step `p + n` for an int n)
// costs the H100 against a 64-bit add (IADD3 and IADD3.X), for the matrix multiplies' address
// chains (calibration/README.md, "simpleMultiply's parts"). The chains of int_ops.cu's
// throughput64 / latency64 (4 independent 64-bit accumulators a thread, the operand changing
// every step, an xor with a constant after each step), 64 warps per SM for the throughput and
// one warp for the latency; run_imad_wide.sh also counts the loops' SASS and their pipes.
// Build: nvcc -O3 -arch=sm_90 imad_wide.cu -o imad_wide. Never built by the tests.
#include <cstdio>
#include <cuda_runtime.h>

constexpr int STEPS = 2048, CHAINS = 4, BLOCKS_PER_SM = 4, THREADS = 512;

#include "chain_report.cuh"

struct Add64 { __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const { return x + y; } };
// IMAD.WIDE x, y, 0x4, x (a pointer stepped by an int count of 4-byte elements), written in
// PTX: from C++ nvcc turns a step whose count changes into a shift and a 64-bit add (IADD3 and
// IMAD.X), and keeps IMAD.WIDE for a loop-invariant count as in simpleMultiply.
struct MadWide {
    __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const {
        unsigned long long r;
        asm("mad.wide.s32 %0, %1, 4, %2;" : "=l"(r) : "r"((int)(unsigned)y), "l"(x));
        return r;
    }
};
// IMAD.WIDE.U32 x, y, 0x4, x.
struct MadWideU {
    __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const {
        unsigned long long r;
        asm("mad.wide.u32 %0, %1, 4, %2;" : "=l"(r) : "r"((unsigned)y), "l"(x));
        return r;
    }
};
// IMAD.WIDE x, y, y', x: a register multiplier.
struct MadWideReg {
    __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const {
        unsigned long long r;
        asm("mad.wide.s32 %0, %1, %2, %3;" : "=l"(r) : "r"((int)(unsigned)y), "r"((int)(unsigned)(y >> 7)), "l"(x));
        return r;
    }
};

template <class Op>
__global__ void throughput64(unsigned long long seed, unsigned long long mix, unsigned long long *out, long long *t,
                             unsigned *sm) {
    Op op;
    unsigned long long x[CHAINS], y = seed + threadIdx.x;
    for (int k = 0; k < CHAINS; ++k) x[k] = seed * (k + 3) + threadIdx.x;
    __syncthreads();
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
#pragma unroll
        for (int k = 0; k < CHAINS; ++k) x[k] = op(x[k], y | 1) ^ (mix * (k + 1));
        y += 0x6F4F2A35u;
    }
    __syncthreads();
    long long t1 = clock64();
    unsigned long long r = 0;
    for (int k = 0; k < CHAINS; ++k) r ^= x[k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    stamp(t, sm, t0, t1);
}

template <class Op>
__global__ void latency64(unsigned long long seed, unsigned long long mix, unsigned long long *out, long long *t) {
    Op op;
    unsigned long long x = seed + threadIdx.x, y = seed * 7 + threadIdx.x;
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
        x = op(x, y | 1) ^ mix;
        y += 0x6F4F2A35u;
    }
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) t[0] = t1 - t0;
}

// The pointer step of simpleMultiply's b chain: x + n * 4 for a loop-invariant int n (the kernel
// parameter N there), which nvcc compiles to IMAD.WIDE x, n, 0x4, x; `Xor` alone is its baseline.
template <bool Step>
__global__ void steps_throughput(unsigned long long seed, unsigned long long mix, unsigned long long *out, long long *t,
                                 unsigned *sm) {
    int n = (int)(seed >> 3) | 1;
    unsigned long long x[CHAINS];
    for (int k = 0; k < CHAINS; ++k) x[k] = seed * (k + 3) + threadIdx.x;
    __syncthreads();
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
#pragma unroll
        for (int k = 0; k < CHAINS; ++k)
            x[k] = (Step ? x[k] + (unsigned long long)((long long)n * 4) : x[k] * 3) ^ (mix * (k + 1));
    }
    __syncthreads();
    long long t1 = clock64();
    unsigned long long r = 0;
    for (int k = 0; k < CHAINS; ++k) r ^= x[k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    stamp(t, sm, t0, t1);
}

template <bool Step>
__global__ void steps_latency(unsigned long long seed, unsigned long long mix, unsigned long long *out, long long *t) {
    int n = (int)(seed >> 3) | 1;
    unsigned long long x = seed + threadIdx.x;
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) x = (Step ? x + (unsigned long long)((long long)n * 4) : x * 3) ^ mix;
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) t[0] = t1 - t0;
}

template <bool Step>
void measure_steps(const char *name, int sms) {
    report<unsigned long long>(
        name, sms,
        [](int rep, int blocks, unsigned long long *out, long long *t, unsigned *sm) {
            steps_throughput<Step><<<blocks, THREADS>>>(12345u + rep, 0x9E3779B9ull, out, t, sm);
        },
        [](int rep, unsigned long long *out, long long *t) { steps_latency<Step><<<1, 32>>>(777u + rep, 0x9E3779B9ull, out, t); });
}

template <class Op>
void measure64(const char *name, int sms) {
    report<unsigned long long>(
        name, sms,
        [](int rep, int blocks, unsigned long long *out, long long *t, unsigned *sm) {
            throughput64<Op><<<blocks, THREADS>>>(12345u + rep, 0x9E3779B9ull, out, t, sm);
        },
        [](int rep, unsigned long long *out, long long *t) { latency64<Op><<<1, 32>>>(777u + rep, 0x9E3779B9ull, out, t); });
}

int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    int sms = p.multiProcessorCount;
    printf("# %s, %d SMs; throughput: cycles per warp operation per scheduler (16 warps each); "
           "latency: cycles per dependent step of one warp (includes the step's xor and add)\n",
           p.name, sms);
    printf("op,cycles_per_warp_op_per_scheduler,latency_cycles_per_step\n");
    measure64<Add64>("add.u64 (baseline)", sms);
    measure64<MadWide>("mad.wide.s32 by 4", sms);
    measure64<MadWideU>("mad.wide.u32 by 4", sms);
    measure64<MadWideReg>("mad.wide.s32 by a register", sms);
    measure_steps<true>("x + n * 4, n loop-invariant (pointer step)", sms);
    measure_steps<false>("x * 3 (64-bit multiply by 3, the step's alternative)", sms);
    return 0;
}
