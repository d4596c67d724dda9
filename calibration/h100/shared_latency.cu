// A shared load's latency to what uses it, straight and in a loop. One warp; cycles a step
// (256 steps) or a trip (1,024 trips), timed with clock64, best of 5 launches. The table holds
// zeros (unknown to the compiler), so every address is the warp's own word.
//   chase          p = v[p], unrolled: load to load (the address is the loaded value)
//   chase_add      p = v[p + w], unrolled: load, integer add, load
//   chase_fadd     p = v[as_uint(as_float(v[p]) + fz)], unrolled: load, float add, load
//   loop_chase     chase in a loop (counter, compare, branch back: 1,024 trips)
//   loop_chase_add chase_add in a loop
//   loop_add       sum += v[w] in a loop (sharedStride's trip: the add waits for the load, the
//                  branch follows the add)
// Build: run_clock.sh shared_latency (nvcc -O3 -arch=sm_90). Never built by the tests.
#include <cstdio>

#include "clock_span.cuh"

__global__ void lat(unsigned *out, long long *span, int which, int reps, float fz) {
    __shared__ unsigned s[1024];
    for (int k = threadIdx.x; k < 1024; k += blockDim.x) s[k] = 0;
    __syncthreads();
    volatile unsigned *v = s;
    const unsigned w = threadIdx.x & 31;
    unsigned p = w, sum = 0;
    long long t0 = clock64();
    switch (which) {
    case 0:
#pragma unroll
        for (int k = 0; k < 256; k++) p = v[p];
        break;
    case 1:
#pragma unroll
        for (int k = 0; k < 256; k++) p = v[p + w];
        break;
    case 2:
#pragma unroll
        for (int k = 0; k < 256; k++) p = __float_as_uint(__uint_as_float(v[p]) + fz);
        break;
    case 3:
#pragma unroll 1
        for (int r = 0; r < reps; r++) p = v[p];
        break;
    case 4:
#pragma unroll 1
        for (int r = 0; r < reps; r++) p = v[p + w];
        break;
    case 5:
#pragma unroll 1
        for (int r = 0; r < reps; r++) sum += v[w];
        break;
    }
    long long t1 = clock64();
    out[threadIdx.x] = sum + p;
    if (threadIdx.x == 0) {
        span[0] = t0;
        span[1] = t1;
    }
}

int main() {
    unsigned *out;
    long long *span;
    cudaMalloc(&out, 1024 * sizeof(unsigned));
    cudaMalloc(&span, 2 * sizeof(long long));
    const char *names[] = {"chase", "chase_add", "chase_fadd", "loop_chase", "loop_chase_add", "loop_add"};
    const int reps = 1024;
    printf("case,cycles_per_step\n");
    for (int which = 0; which < 6; which++) {
        long long best = best_span(span, 5, [&] { lat<<<1, 32>>>(out, span, which, reps, 0.0f); });
        printf("%s,%.2f\n", names[which], (double)best / (which < 3 ? 256 : reps));
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
