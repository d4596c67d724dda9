// What the special-function, conversion, bit-count and shuffle instructions cost on the H100,
// for the hopper preset's `sfu`, `int`, `shuffle` figures (the same harness as int_ops.cu:
// throughput with 64 warps per SM, 4 independent chains per thread, cycles per warp operation
// per scheduler; latency: one warp's dependent chain, cycles per step). Each step applies the
// operation and an FFMA or an xor with the step's operand, so the chain depends on it; the
// baselines are those alone. The transcendentals are PTX's `.approx` instructions, one MUFU
// each.
#include <cstdio>
#include <cuda_runtime.h>

constexpr int STEPS = 2048, CHAINS = 4, BLOCKS_PER_SM = 4, THREADS = 512;

#include "chain_report.cuh"

#define PTX_UNARY(NAME, INSTR)                                                  \
    __device__ __forceinline__ float NAME(float a) {                            \
        float d;                                                                \
        asm volatile(INSTR " %0, %1;" : "=f"(d) : "f"(a));                      \
        return d;                                                               \
    }
PTX_UNARY(p_sin, "sin.approx.f32")
PTX_UNARY(p_ex2, "ex2.approx.f32")
PTX_UNARY(p_lg2, "lg2.approx.f32")
PTX_UNARY(p_rsqrt, "rsqrt.approx.f32")
PTX_UNARY(p_rcp, "rcp.approx.f32")
PTX_UNARY(p_sqrt, "sqrt.approx.f32")

// Float steps: x = f(x) * 0.5 + y (y near 1, so every value stays in range for every f).
struct FBase { __device__ float operator()(float x) const { return x; } };
struct FSin { __device__ float operator()(float x) const { return p_sin(x); } };
struct FEx2 { __device__ float operator()(float x) const { return p_ex2(x); } };
struct FLg2 { __device__ float operator()(float x) const { return p_lg2(x); } };
struct FRsqrt { __device__ float operator()(float x) const { return p_rsqrt(x); } };
struct FRcp { __device__ float operator()(float x) const { return p_rcp(x); } };
struct FSqrt { __device__ float operator()(float x) const { return p_sqrt(x); } };

// Integer steps: x = f(x) ^ y.
struct IBase { __device__ unsigned operator()(unsigned x) const { return x; } };
struct IPopc { __device__ unsigned operator()(unsigned x) const { return __popc(x); } };
struct IClz { __device__ unsigned operator()(unsigned x) const { return __clz(x); } };
struct IShfl { __device__ unsigned operator()(unsigned x) const { return __shfl_xor_sync(0xffffffffu, x, 1); } };
// int -> float -> int: I2F, an FMUL, F2I.
struct ICvt { __device__ unsigned operator()(unsigned x) const { return (unsigned)__float2int_rz(__int2float_rn((int)(x & 0xffffff)) * 1.5f); } };

template <class Op>
__global__ void fthroughput(float seed, float *out, long long *t, unsigned *sm) {
    Op op;
    float x[CHAINS], y = 1.0f + seed * 1e-3f + threadIdx.x * 1e-5f;
    for (int k = 0; k < CHAINS; ++k) x[k] = 1.0f + 0.1f * k + threadIdx.x * 1e-4f;
    __syncthreads();
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
#pragma unroll
        for (int k = 0; k < CHAINS; ++k) x[k] = op(x[k]) * 0.5f + y;
        y = y * 0.999f + 0.001f;
    }
    __syncthreads();
    long long t1 = clock64();
    float r = 0;
    for (int k = 0; k < CHAINS; ++k) r += x[k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    stamp(t, sm, t0, t1);
}

template <class Op>
__global__ void flatency(float seed, float *out, long long *t) {
    Op op;
    float x = 1.0f + threadIdx.x * 1e-4f, y = 1.0f + seed * 1e-3f;
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
        x = op(x) * 0.5f + y;
        y = y * 0.999f + 0.001f;
    }
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) t[0] = t1 - t0;
}

template <class Op>
__global__ void ithroughput(unsigned seed, unsigned *out, long long *t, unsigned *sm) {
    Op op;
    unsigned x[CHAINS], y = seed + threadIdx.x;
    for (int k = 0; k < CHAINS; ++k) x[k] = seed * (k + 3) + threadIdx.x;
    __syncthreads();
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
#pragma unroll
        for (int k = 0; k < CHAINS; ++k) x[k] = op(x[k]) ^ (y + k);
        y += 0x6F4F2A35u;
    }
    __syncthreads();
    long long t1 = clock64();
    unsigned r = 0;
    for (int k = 0; k < CHAINS; ++k) r ^= x[k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    stamp(t, sm, t0, t1);
}

template <class Op>
__global__ void ilatency(unsigned seed, unsigned *out, long long *t) {
    Op op;
    unsigned x = seed + threadIdx.x, y = seed * 7 + threadIdx.x;
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
        x = op(x) ^ y;
        y += 0x6F4F2A35u;
    }
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) t[0] = t1 - t0;
}

template <class Op>
void fmeasure(const char *name, int sms) {
    report<float>(
        name, sms,
        [](int rep, int blocks, float *out, long long *t, unsigned *sm) { fthroughput<Op><<<blocks, THREADS>>>(rep, out, t, sm); },
        [](int rep, float *out, long long *t) { flatency<Op><<<1, 32>>>(rep, out, t); });
}

template <class Op>
void imeasure(const char *name, int sms) {
    report<unsigned>(
        name, sms,
        [](int rep, int blocks, unsigned *out, long long *t, unsigned *sm) { ithroughput<Op><<<blocks, THREADS>>>(12345u + rep, out, t, sm); },
        [](int rep, unsigned *out, long long *t) { ilatency<Op><<<1, 32>>>(777u + rep, out, t); });
}

int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    int sms = p.multiProcessorCount;
    printf("# %s, %d SMs; throughput: cycles per warp operation per scheduler (16 warps each); "
           "latency: cycles per dependent step of one warp (with the step's FFMA or xor)\n",
           p.name, sms);
    printf("op,cycles_per_warp_op_per_scheduler,latency_cycles_per_step\n");
    fmeasure<FBase>("ffma (float baseline)", sms);
    fmeasure<FSin>("sin.approx.f32", sms);
    fmeasure<FEx2>("ex2.approx.f32", sms);
    fmeasure<FLg2>("lg2.approx.f32", sms);
    fmeasure<FRsqrt>("rsqrt.approx.f32", sms);
    fmeasure<FRcp>("rcp.approx.f32", sms);
    fmeasure<FSqrt>("sqrt.approx.f32", sms);
    imeasure<IBase>("xor (integer baseline)", sms);
    imeasure<IPopc>("popc.b32", sms);
    imeasure<IClz>("clz.b32", sms);
    imeasure<ICvt>("cvt.rn.f32.s32, mul.f32, cvt.rzi.s32.f32", sms);
    imeasure<IShfl>("shfl.sync.bfly.b32", sms);
    return 0;
}
