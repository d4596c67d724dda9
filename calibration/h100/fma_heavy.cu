// What the FMA pipe's heavy half costs integer multiplies on the H100/H200 (run_fma_heavy.sh).
// An sm_90 scheduler's FMA pipe is two halves of 16 lanes: FFMA runs on either, IMAD and its
// forms (IMAD.WIDE, IMAD.IADD, IMAD.MOV, IMAD.SHL) on the heavy half alone
// (alu32-ops-pipes-ncu-h200.csv: every FMA-pipe instruction of the integer kernels ran there).
// Each kernel's loop body mixes independent instructions of four kinds, one chain each a thread:
//   NI  x = x * m + c          (IMAD; m and c are kernel arguments)
//   NW  w = (u64)(u32)w * m + d (IMAD.WIDE.U32; d a 64-bit argument)
//   NA  a0 = a0 + a1, a1 = a1 + a0, ... (pairs, so no closed form: IADD3 or IMAD.IADD)
//   NF  f = f * p + q          (FFMA)
// 64 warps per SM (132 x 4 blocks of 512 threads, all resident), 16 per scheduler; each block
// times TRIPS x 32 steps with clock64; per SM the span from the first start to the last end.
// Printed: cycles per step per warp per scheduler, and per instruction of the step's body.
#include <cstdio>
#include <cuda_runtime.h>

#include "clock_span.cuh"

constexpr int TRIPS = 64, BLOCKS_PER_SM = 4, THREADS = 512;

template <int NI, int NW, int NA, int NF>
__global__ void mix(unsigned m, unsigned c, unsigned long long d, float p, float q, unsigned *out, long long *t,
                    unsigned *sm) {
    unsigned x[NI > 0 ? NI : 1], a[NA > 0 ? NA : 1];
    unsigned long long w[NW > 0 ? NW : 1];
    float f[NF > 0 ? NF : 1];
#pragma unroll
    for (int i = 0; i < NI; ++i) x[i] = threadIdx.x * (i + 3) + c;
#pragma unroll
    for (int i = 0; i < NW; ++i) w[i] = threadIdx.x * (i + 5) + d;
#pragma unroll
    for (int i = 0; i < NA; ++i) a[i] = threadIdx.x * (i + 7) + m;
#pragma unroll
    for (int i = 0; i < NF; ++i) f[i] = threadIdx.x * 1e-3f * (i + 1);
    __syncthreads();
    long long t0 = clock64();
    for (int k = 0; k < TRIPS; ++k) {
#pragma unroll
        for (int j = 0; j < 32; ++j) {
#pragma unroll
            for (int i = 0; i < NI; ++i) x[i] = x[i] * m + c;
#pragma unroll
            for (int i = 0; i < NW; ++i) w[i] = (unsigned long long)(unsigned)w[i] * m + d;
#pragma unroll
            for (int i = 0; i + 1 < NA; i += 2) {
                a[i] = a[i] + a[i + 1];
                a[i + 1] = a[i + 1] + a[i];
            }
#pragma unroll
            for (int i = 0; i < NF; ++i) f[i] = fmaf(f[i], p, q);
        }
    }
    __syncthreads();
    long long t1 = clock64();
    unsigned r = 0;
#pragma unroll
    for (int i = 0; i < NI; ++i) r ^= x[i];
#pragma unroll
    for (int i = 0; i < NW; ++i) r ^= (unsigned)w[i] ^ (unsigned)(w[i] >> 32);
#pragma unroll
    for (int i = 0; i < NA; ++i) r ^= a[i];
#pragma unroll
    for (int i = 0; i < NF; ++i) r ^= __float_as_uint(f[i]);
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    stamp(t, sm, t0, t1);
}

template <int NI, int NW, int NA, int NF>
void measure(int sms) {
    double best = best_median_span<unsigned>(
        sms, sms * BLOCKS_PER_SM, THREADS, [](int rep, int blocks, unsigned *out, long long *t, unsigned *sm) {
            mix<NI, NW, NA, NF><<<blocks, THREADS>>>(0x9E3779B1u + 2 * rep, 12345u + rep, 0x5DEECE66Dull + rep, 0.999f,
                                                     1e-4f, out, t, sm);
        });
    double per_sched_warps = BLOCKS_PER_SM * THREADS / 32.0 / 4.0;
    double per_step = best / (per_sched_warps * TRIPS * 32);
    printf("%d,%d,%d,%d,%.3f,%.3f\n", NI, NW, NA, NF, per_step, per_step / (NI + NW + NA + NF));
}

int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    int sms = p.multiProcessorCount;
    printf("# %s, %d SMs; 16 warps a scheduler; cycles per step per warp per scheduler, and per "
           "instruction of the step's body (NI IMAD, NW IMAD.WIDE, NA adds, NF FFMA)\n",
           p.name, sms);
    printf("imad,imad_wide,add,ffma,cycles_per_step,cycles_per_body_instruction\n");
    measure<0, 0, 0, 8>(sms);
    measure<8, 0, 0, 0>(sms);
    measure<4, 0, 0, 4>(sms);
    measure<2, 0, 0, 6>(sms);
    measure<6, 0, 0, 2>(sms);
    measure<0, 8, 0, 0>(sms);
    measure<0, 4, 0, 4>(sms);
    measure<0, 0, 8, 0>(sms);
    measure<4, 0, 4, 0>(sms);
    measure<0, 0, 4, 4>(sms);
    measure<4, 0, 4, 4>(sms);
    return 0;
}
