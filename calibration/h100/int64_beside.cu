// What a 64-bit integer add costs beside work on other pipes, on the H100/H200
// (run_int64_beside.sh). A 64-bit add is two SASS instructions (IADD3 and IADD3.X, or
// IMAD.X); alone it is bound by the integer pipes, but does it hold the scheduler longer than
// its two issue cycles when another pipe (the fp64 pipe, a warp instruction every 2 cycles;
// the FMA pipe) is the bound?
// Each kernel's loop body mixes independent instructions of three kinds, one chain each a
// thread:
//   NL  l0 = l0 + l1, l1 = l1 + l0, ... (64-bit pairs, so no closed form)
//   ND  g = g * p + q          (DFMA)
//   NF  f = f * p + q          (FFMA)
// 64 warps per SM (132 x 4 blocks of 512 threads, all resident), 16 per scheduler; each block
// times TRIPS x 32 steps with clock64; per SM the span from the first start to the last end.
// Printed: cycles per step per warp per scheduler (`./int64_beside units`: beside shared loads
// and special functions instead, mix2).
#include <cstdio>
#include <cuda_runtime.h>

#include "clock_span.cuh"

constexpr int TRIPS = 32, BLOCKS_PER_SM = 4, THREADS = 512;

template <int NL, int ND, int NF>
__global__ void mix(unsigned long long m, double p, double q, float pf, float qf, unsigned *out, long long *t,
                    unsigned *sm) {
    unsigned long long l[NL > 0 ? NL : 2];
    double g[ND > 0 ? ND : 1];
    float f[NF > 0 ? NF : 1];
#pragma unroll
    for (int i = 0; i < NL; ++i) l[i] = threadIdx.x * (i + 7) + m;
#pragma unroll
    for (int i = 0; i < ND; ++i) g[i] = threadIdx.x * 1e-3 * (i + 1);
#pragma unroll
    for (int i = 0; i < NF; ++i) f[i] = threadIdx.x * 1e-3f * (i + 1);
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < TRIPS; ++k) {
#pragma unroll
        for (int j = 0; j < 32; ++j) {
#pragma unroll
            for (int i = 0; i + 1 < NL; i += 2) {
                l[i] = l[i] + l[i + 1];
                l[i + 1] = l[i + 1] + l[i];
            }
#pragma unroll
            for (int i = 0; i < ND; ++i) g[i] = fma(g[i], p, q);
#pragma unroll
            for (int i = 0; i < NF; ++i) f[i] = fmaf(f[i], pf, qf);
        }
    }
    __syncthreads();
    long long t1 = clock64();
    unsigned r = 0;
#pragma unroll
    for (int i = 0; i < NL; ++i) r ^= (unsigned)l[i] ^ (unsigned)(l[i] >> 32);
#pragma unroll
    for (int i = 0; i < ND; ++i) {
        unsigned long long b = __double_as_longlong(g[i]);
        r ^= (unsigned)b ^ (unsigned)(b >> 32);
    }
#pragma unroll
    for (int i = 0; i < NF; ++i) r ^= __float_as_uint(f[i]);
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    stamp(t, sm, t0, t1);
}

// The same beside shared-memory loads (NS a step, lane-consecutive words: no conflicts, the
// SM's load/store pipe the bound) and special functions (NM chains of MUFU.EX2, the SFUs the
// bound); the loads are volatile, so that ptxas keeps each in the loop.
template <int NL, int NS, int NM>
__global__ void mix2(unsigned long long m, unsigned *out, long long *t, unsigned *sm) {
    __shared__ unsigned sh[32 * 8];
    unsigned long long l[NL > 0 ? NL : 2];
    float e[NM > 0 ? NM : 1];
    unsigned v[NS > 0 ? NS : 1];
    unsigned lane = threadIdx.x & 31;
    if (threadIdx.x < 32 * 8) sh[threadIdx.x] = threadIdx.x * 7;
#pragma unroll
    for (int i = 0; i < NL; ++i) l[i] = threadIdx.x * (i + 7) + m;
#pragma unroll
    for (int i = 0; i < NM; ++i) e[i] = -1e-3f * (threadIdx.x + i);
#pragma unroll
    for (int i = 0; i < NS; ++i) v[i] = 0;
    unsigned base = (unsigned)__cvta_generic_to_shared(&sh[lane]);
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < TRIPS; ++k) {
#pragma unroll
        for (int j = 0; j < 32; ++j) {
#pragma unroll
            for (int i = 0; i + 1 < NL; i += 2) {
                l[i] = l[i] + l[i + 1];
                l[i + 1] = l[i + 1] + l[i];
            }
#pragma unroll
            for (int i = 0; i < NS; ++i) asm volatile("ld.volatile.shared.u32 %0, [%1];" : "=r"(v[i]) : "r"(base + 128 * i));
#pragma unroll
            for (int i = 0; i < NM; ++i) asm volatile("ex2.approx.ftz.f32 %0, %0;" : "+f"(e[i]));
        }
    }
    __syncthreads();
    long long t1 = clock64();
    unsigned r = 0;
#pragma unroll
    for (int i = 0; i < NL; ++i) r ^= (unsigned)l[i] ^ (unsigned)(l[i] >> 32);
#pragma unroll
    for (int i = 0; i < NS; ++i) r ^= v[i];
#pragma unroll
    for (int i = 0; i < NM; ++i) r ^= __float_as_uint(e[i]);
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    stamp(t, sm, t0, t1);
}

template <int NL, int NS, int NM>
void measure2(int sms) {
    double best = best_median_span<unsigned>(
        sms, sms * BLOCKS_PER_SM, THREADS, [](int rep, int blocks, unsigned *out, long long *t, unsigned *sm) {
            mix2<NL, NS, NM><<<blocks, THREADS>>>(0x5DEECE66Dull + rep, out, t, sm);
        });
    double per_sched_warps = BLOCKS_PER_SM * THREADS / 32.0 / 4.0;
    double per_step = best / (per_sched_warps * TRIPS * 32);
    printf("%d,%d,%d,%.3f\n", NL, NS, NM, per_step);
}

template <int NL, int ND, int NF>
void measure(int sms) {
    double best = best_median_span<unsigned>(
        sms, sms * BLOCKS_PER_SM, THREADS, [](int rep, int blocks, unsigned *out, long long *t, unsigned *sm) {
            mix<NL, ND, NF><<<blocks, THREADS>>>(0x5DEECE66Dull + rep, 0.999999, 1e-7, 0.999f, 1e-4f, out, t, sm);
        });
    double per_sched_warps = BLOCKS_PER_SM * THREADS / 32.0 / 4.0;
    double per_step = best / (per_sched_warps * TRIPS * 32);
    printf("%d,%d,%d,%.3f\n", NL, ND, NF, per_step);
}

int main(int argc, char **argv) {
    bool units = argc > 1;  // `./int64_beside units`: the second table (mix2)
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    int sms = p.multiProcessorCount;
    printf("# %s, %d SMs; 16 warps a scheduler; cycles per step per warp per scheduler "
           "(NL 64-bit adds, ND DFMA, NF FFMA)\n",
           p.name, sms);
    if (units) {
        printf("# %s, %d SMs; 16 warps a scheduler; cycles per step per warp per scheduler "
               "(NL 64-bit adds, NS shared loads, NM MUFU.EX2)\n",
               p.name, sms);
        printf("add64,lds,ex2,cycles_per_step\n");
        measure2<0, 8, 0>(sms);
        measure2<2, 8, 0>(sms);
        measure2<4, 8, 0>(sms);
        measure2<8, 8, 0>(sms);
        measure2<0, 0, 4>(sms);
        measure2<2, 0, 4>(sms);
        measure2<4, 0, 4>(sms);
        measure2<8, 0, 4>(sms);
        return 0;
    }
    printf("add64,dfma,ffma,cycles_per_step\n");
    measure<2, 0, 0>(sms);
    measure<4, 0, 0>(sms);
    measure<8, 0, 0>(sms);
    measure<0, 8, 0>(sms);
    measure<2, 8, 0>(sms);
    measure<4, 8, 0>(sms);
    measure<8, 8, 0>(sms);
    measure<0, 4, 0>(sms);
    measure<2, 4, 0>(sms);
    measure<4, 4, 0>(sms);
    measure<0, 0, 8>(sms);
    measure<2, 0, 8>(sms);
    measure<4, 0, 8>(sms);
    measure<0, 0, 16>(sms);
    measure<4, 0, 16>(sms);
    return 0;
}
