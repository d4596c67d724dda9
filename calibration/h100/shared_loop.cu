// What a trip of sharedStride's loop (seeds.cu: a shared load, the counter, the add of the load,
// the branch back; 45.2 cycles on an H200, shared_stride_warps.cu) is made of. One warp, 1,024
// trips timed with clock64, best of 5 launches; cycles a trip:
//   add_load  sharedStride's loop: sum += v[w] (the add waits for the load)
//   no_load   sum += w ^ r, no load: the loop's own cycles (its branch)
//   fadd      the loaded word read as a float and added to a float sum (FADD)
//   two       two loads of different words a trip, both added (their latencies overlap)
//   chase     p = v[p], the next address the loaded value (the pure load-to-load latency)
//   chase_add p = v[p + w], an add between (load-to-add-to-load)
// Build: run_clock.sh shared_loop (nvcc -O3 -arch=sm_90). Never built by the tests.
#include <cstdio>

#include "clock_span.cuh"

__global__ void loops(unsigned *out, long long *span, int which, int reps) {
    __shared__ unsigned s[1024];
    unsigned tid = threadIdx.x;
    for (int k = tid; k < 1024; k += blockDim.x) s[k] = which >= 4 ? 0 : k;
    __syncthreads();
    volatile unsigned *v = s;
    volatile float *vf = (volatile float *)s;
    unsigned w = tid & 1023, sum = 0, p = 0;
    float fsum = 0;
    long long t0 = clock64();
    switch (which) {
    case 0:
#pragma unroll 1
        for (int r = 0; r < reps; r++) sum += v[w];
        break;
    case 1:
#pragma unroll 1
        for (int r = 0; r < reps; r++) sum += w ^ r;
        break;
    case 2:
#pragma unroll 1
        for (int r = 0; r < reps; r++) fsum += vf[w];
        break;
    case 3:
#pragma unroll 1
        for (int r = 0; r < reps; r++) sum += v[w] + v[w ^ 1];
        break;
    case 4:
#pragma unroll 1
        for (int r = 0; r < reps; r++) p = v[p];
        break;
    case 5:
#pragma unroll 1
        for (int r = 0; r < reps; r++) p = v[p + w];
        break;
    }
    long long t1 = clock64();
    out[tid] = sum + p + (unsigned)fsum;
    if (tid == 0) {
        span[0] = t0;
        span[1] = t1;
    }
}

int main() {
    unsigned *out;
    long long *span;
    cudaMalloc(&out, 1024 * sizeof(unsigned));
    cudaMalloc(&span, 2 * sizeof(long long));
    const char *names[] = {"add_load", "no_load", "fadd", "two", "chase", "chase_add"};
    const int reps = 1024;
    printf("loop,cycles_per_trip\n");
    for (int which = 0; which < 6; which++) {
        long long best = best_span(span, 5, [&] { loops<<<1, 32>>>(out, span, which, reps); });
        printf("%s,%.2f\n", names[which], (double)best / reps);
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
