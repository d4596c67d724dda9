// What integer multiply, divide and remainder cost on the H100, for the `[sequences]` table of
// the presets. Each kernel runs chains of one operation: every thread keeps 4 independent
// accumulators and, per step, applies the operation to each with an operand that changes every
// step (so nvcc cannot hoist the divisor's reciprocal out of the loop). A baseline kernel does
// the same with an add; the difference is the operation's cost.
//
// - throughput: 64 warps per SM (132 x 4 blocks of 512 threads, all resident at once); each
//   block times its loop with clock64 and records its SM; per SM the span from the first start
//   to the last end, in cycles per warp operation per scheduler (4 per SM, 16 warps each).
// - latency: one warp, one chain (each operation needs the last one's result), cycles per step.
//
// run_int_ops.sh also counts each operation's SASS instructions (cuobjdump) for sm_75 and
// sm_90. (An unsigned division by a power of two is one shift; a signed one adds the sign's
// rounding.)
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

constexpr int STEPS = 2048, CHAINS = 4, BLOCKS_PER_SM = 4, THREADS = 512;

#include "chain_report.cuh"

struct Add { __device__ unsigned operator()(unsigned x, unsigned y) const { return x + y; } };
struct Mul32 { __device__ unsigned operator()(unsigned x, unsigned y) const { return x * y; } };
struct Mul24 { __device__ unsigned operator()(unsigned x, unsigned y) const { return __umul24(x, y); } };
struct MulHi { __device__ unsigned operator()(unsigned x, unsigned y) const { return __umulhi(x, y); } };
struct UDiv { __device__ unsigned operator()(unsigned x, unsigned y) const { return x / y; } };
struct URem { __device__ unsigned operator()(unsigned x, unsigned y) const { return x % y; } };
struct SDiv { __device__ unsigned operator()(unsigned x, unsigned y) const { return (unsigned)((int)x / (int)y); } };
struct SRem { __device__ unsigned operator()(unsigned x, unsigned y) const { return (unsigned)((int)x % (int)y); } };
struct SDiv9 { __device__ unsigned operator()(unsigned x, unsigned) const { return (unsigned)((int)x / 9); } };
struct SRem18 { __device__ unsigned operator()(unsigned x, unsigned) const { return (unsigned)((int)x % 18); } };
// Signed division and remainder by a power of two: a shift once the sign's rounding towards 0
// is added (SHF and LEA.HI on sm_90). (The unsigned division by 8 has no row: nvcc folds its
// chain, x / 8 ^ c, out of the loop and the kernel times nothing.)
struct SDiv2 { __device__ unsigned operator()(unsigned x, unsigned) const { return (unsigned)((int)x / 2); } };
struct SDiv8 { __device__ unsigned operator()(unsigned x, unsigned) const { return (unsigned)((int)x / 8); } };
struct SRem8 { __device__ unsigned operator()(unsigned x, unsigned) const { return (unsigned)((int)x % 8); } };
struct UDiv9 { __device__ unsigned operator()(unsigned x, unsigned) const { return x / 9u; } };
struct URem18 { __device__ unsigned operator()(unsigned x, unsigned) const { return x % 18u; } };

// 64-bit division and remainder: nvcc runs the 32-bit sequence when neither operand has a bit
// above the low 32 (a check and a branch first), else calls a subroutine of about 60 (unsigned)
// or 80 (signed) instructions. `Wide` chains keep both operands beyond 32 bits (the xor
// constant sets high bits again every step); narrow ones keep them below 2^32 (the operand
// masked to 32 bits).
struct UDiv64 { __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const { return x / y; } };
struct URem64 { __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const { return x % y; } };
struct SDiv64 { __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const { return (unsigned long long)((long long)x / (long long)y); } };
struct Add64 { __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const { return x + y; } };
// Other 64-bit integer operations (added 2026-11-28, `./int_ops int64`): a shift by a
// variable amount (the same for the four chains of a step) and an unsigned minimum.
struct Shl64 { __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const { return x << ((unsigned)y & 31u); } };
struct Min64 { __device__ unsigned long long operator()(unsigned long long x, unsigned long long y) const { return x < y ? x : y; } };
// 32-bit operations only the ALU pipe runs (added 2026-11-28, `./int_ops alu32`): a bitwise
// and (ptxas fuses it and the chain's xor into one LOP3), an unsigned minimum (IMNMX), a shift
// by a register (SHF) and a compare-and-select (ISETP and SEL; `y + 7` is the same for the four
// chains of a step).
struct And32 { __device__ unsigned operator()(unsigned x, unsigned y) const { return x & y; } };
struct Min32 { __device__ unsigned operator()(unsigned x, unsigned y) const { return x < y ? x : y; } };
struct Shl32 { __device__ unsigned operator()(unsigned x, unsigned y) const { return x << (y & 31u); } };
struct Sel32 { __device__ unsigned operator()(unsigned x, unsigned y) const { return (int)x < (int)y ? x : y + 7u; } };
// Where the compare's predicate is on the chain's path and where it is not (`./int_ops pred`):
// a select whose predicate comes from the operand (ISETP off the chain, SEL on it); an add under
// a predicate the chain's compare sets (ISETP, then the add guarded by it); and a compare whose
// predicate becomes a value (ISETP and SEL of 1 or 0, added).
struct SelOff { __device__ unsigned operator()(unsigned x, unsigned y) const { return (y & 2u) ? x : y + 7u; } };
struct PredAdd { __device__ unsigned operator()(unsigned x, unsigned y) const { return (int)x < (int)y ? x + 5u : x; } };
struct CmpVal { __device__ unsigned operator()(unsigned x, unsigned y) const { return x + ((int)x < (int)y ? 1u : 0u); } };

// The divisor y | 1 is never 0; `^ c` keeps the chains from collapsing into a closed form.
template <class Op>
__global__ void throughput(unsigned seed, unsigned *out, long long *t, unsigned *sm) {
    Op op;
    unsigned x[CHAINS], y = seed + threadIdx.x;
    for (int k = 0; k < CHAINS; ++k) x[k] = seed * (k + 3) + threadIdx.x;
    __syncthreads();
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
#pragma unroll
        for (int k = 0; k < CHAINS; ++k) x[k] = op(x[k], y | 1) ^ (0x9E3779B9u * (k + 1));
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
__global__ void latency(unsigned seed, unsigned *out, long long *t) {
    Op op;
    unsigned x = seed + threadIdx.x, y = seed * 7 + threadIdx.x;
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
        x = op(x, y | 1) ^ 0x9E3779B9u;
        y += 0x6F4F2A35u;
    }
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) t[0] = t1 - t0;
}

// The chains of `throughput` and `latency` on 64-bit values: `base` is added to the starting
// values and the operand, `mix` is the xor constant's multiplier (wide: with high bits set).
template <class Op>
__global__ void throughput64(unsigned long long seed, unsigned long long base, unsigned long long mix,
                             unsigned long long *out, long long *t, unsigned *sm) {
    Op op;
    unsigned long long x[CHAINS], y = seed + threadIdx.x + base, ymask = base ? ~0ull : 0xffffffffull;
    for (int k = 0; k < CHAINS; ++k) x[k] = (seed * (k + 3) + threadIdx.x) ^ base;
    __syncthreads();
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
#pragma unroll
        for (int k = 0; k < CHAINS; ++k) x[k] = op(x[k], (y & ymask) | 1) ^ ((mix * (k + 1)) & ymask);
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
__global__ void latency64(unsigned long long seed, unsigned long long base, unsigned long long mix,
                          unsigned long long *out, long long *t) {
    Op op;
    unsigned long long x = (seed + threadIdx.x) ^ base, y = seed * 7 + threadIdx.x + base;
    unsigned long long ymask = base ? ~0ull : 0xffffffffull;
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
        x = op(x, (y & ymask) | 1) ^ mix;
        y += 0x6F4F2A35u;
    }
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) t[0] = t1 - t0;
}

// Float and double division (IEEE round-to-nearest, nvcc's default for `/`) and, for their
// baselines, a multiply-add: the same chains on floats, the divisor changing every step and never 0, and
// x / d + 1 staying near 1 (a value drifting towards 0 would take the division's slow path for
// denormals).
template <class T, bool Div>
__global__ void fthroughput(T seed, T *out, long long *t, unsigned *sm) {
    T x[CHAINS], y = seed + threadIdx.x;
    for (int k = 0; k < CHAINS; ++k) x[k] = seed * (k + 3) + threadIdx.x;
    __syncthreads();
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
#pragma unroll
        for (int k = 0; k < CHAINS; ++k) x[k] = (Div ? x[k] / (y + T(1.5)) : x[k] * (y + T(1.5))) + T(1);
        y += T(0.25);
    }
    __syncthreads();
    long long t1 = clock64();
    T r = 0;
    for (int k = 0; k < CHAINS; ++k) r += x[k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    stamp(t, sm, t0, t1);
}

template <class T, bool Div>
__global__ void flatency(T seed, T *out, long long *t) {
    T x = seed + threadIdx.x, y = seed * 7 + threadIdx.x;
    long long t0 = clock64();
    for (int s = 0; s < STEPS; ++s) {
        x = (Div ? x / (y + T(1.5)) : x * (y + T(1.5))) + T(1);
        y += T(0.25);
    }
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) t[0] = t1 - t0;
}

template <class Op>
void measure(const char *name, int sms) {
    report<unsigned>(
        name, sms,
        [](int rep, int blocks, unsigned *out, long long *t, unsigned *sm) {
            throughput<Op><<<blocks, THREADS>>>(12345u + rep, out, t, sm);
        },
        [](int rep, unsigned *out, long long *t) { latency<Op><<<1, 32>>>(777u + rep, out, t); });
}

template <class T, bool Div>
void fmeasure(const char *name, int sms) {
    report<T>(
        name, sms,
        [](int rep, int blocks, T *out, long long *t, unsigned *sm) {
            fthroughput<T, Div><<<blocks, THREADS>>>(T(1.25) + rep, out, t, sm);
        },
        [](int rep, T *out, long long *t) { flatency<T, Div><<<1, 32>>>(T(2.5) + rep, out, t); });
}

// Narrow: operands below 2^32 (the 32-bit sequence); wide: beyond it (the subroutine).
template <class Op>
void measure64(const char *name, int sms, bool wide) {
    static unsigned long long base, mix;
    base = wide ? 0x5DEECE6600000000ull : 0;
    mix = wide ? 0x9E3779B97F4A7C15ull : 0x9E3779B9ull;
    report<unsigned long long>(
        name, sms,
        [](int rep, int blocks, unsigned long long *out, long long *t, unsigned *sm) {
            throughput64<Op><<<blocks, THREADS>>>(12345u + rep, base, mix, out, t, sm);
        },
        [](int rep, unsigned long long *out, long long *t) { latency64<Op><<<1, 32>>>(777u + rep, base, mix, out, t); });
}

int main(int argc, char **argv) {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    int sms = p.multiProcessorCount;
    printf("# %s, %d SMs; throughput: cycles per warp operation per scheduler (16 warps each); "
           "latency: cycles per dependent step of one warp (includes the step's xor and add)\n",
           p.name, sms);
    printf("op,cycles_per_warp_op_per_scheduler,latency_cycles_per_step\n");
    if (argc > 1 && strcmp(argv[1], "alu32") == 0) {
        // The 32-bit ALU-pipe operations of run_alu32_ops.sh against the add.
        measure<Add>("add (baseline)", sms);
        measure<And32>("and.b32 (one LOP3 with the xor)", sms);
        measure<Min32>("min.u32", sms);
        measure<Shl32>("shl.b32 by register", sms);
        measure<Sel32>("setp.lt.s32 and selp", sms);
        measure<Mul32>("mul.lo.u32", sms);
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "pred") == 0) {
        // Compares and selects with and without the predicate on the chain's path.
        measure<Add>("add (baseline)", sms);
        measure<Sel32>("setp.lt.s32 and selp", sms);
        measure<SelOff>("selp on the operand's bit", sms);
        measure<PredAdd>("setp.lt.s32 and a predicated add", sms);
        measure<CmpVal>("setp.lt.s32 as 1 or 0, added", sms);
        return 0;
    }
    if (argc > 1 && strcmp(argv[1], "int64") == 0) {
        // The 64-bit operations of run_int64_ops.sh against both baselines.
        measure<Add>("add (baseline)", sms);
        measure64<Add64>("add.u64 wide (64-bit baseline)", sms, true);
        measure64<Shl64>("shl.b64 wide", sms, true);
        measure64<Min64>("min.u64 wide", sms, true);
        return 0;
    }
    measure<Add>("add (baseline)", sms);
    measure<Mul32>("mul.lo.u32", sms);
    measure<Mul24>("mul24.lo.u32", sms);
    measure<MulHi>("mul.hi.u32", sms);
    measure<UDiv>("div.u32 by register", sms);
    measure<URem>("rem.u32 by register", sms);
    measure<SDiv>("div.s32 by register", sms);
    measure<UDiv9>("div.u32 by 9", sms);
    measure<URem18>("rem.u32 by 18", sms);
    fmeasure<float, false>("fma.f32 (float baseline)", sms);
    fmeasure<float, true>("div.rn.f32", sms);
    fmeasure<double, false>("fma.f64 (double baseline)", sms);
    fmeasure<double, true>("div.rn.f64", sms);
    // Added 2026-11-24 (after the float rows, so the ncu launch indexes above stay).
    measure<SRem>("rem.s32 by register", sms);
    measure<SDiv9>("div.s32 by 9", sms);
    measure<SRem18>("rem.s32 by 18", sms);
    measure64<Add64>("add.u64 (64-bit baseline)", sms, false);
    measure64<UDiv64>("div.u64 narrow", sms, false);
    measure64<UDiv64>("div.u64 wide", sms, true);
    measure64<URem64>("rem.u64 wide", sms, true);
    measure64<SDiv64>("div.s64 wide", sms, true);
    measure64<Add64>("add.u64 wide (64-bit baseline)", sms, true);
    // Added 2026-11-24, later.
    measure<SDiv2>("div.s32 by 2", sms);
    measure<SDiv8>("div.s32 by 8", sms);
    measure<SRem8>("rem.s32 by 8", sms);
    return 0;
}
