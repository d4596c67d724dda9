// What a bank conflict adds to a shared load's latency: one warp chases through shared memory,
// each load's address depending on the value the one before loaded (the table holds zeros, which
// the compiler cannot know), lane l reading word (l * stride) mod 1024, so that each load takes
// as many passes as its conflict degree (stride 1 or 33: 1; 2: 2; 4: 4; 8: 8; 16: 16; 32: 32;
// 0: one word broadcast). 256 dependent loads timed with clock64, best of 5 launches; the row's
// figure is cycles a step, and the step's extra over stride 1's.
// Build: run_clock.sh shared_conflict (nvcc -O3 -arch=sm_90). Never built by the tests.
#include <cstdio>

__global__ void chase(unsigned *out, long long *cycles, int stride) {
    __shared__ unsigned s[1024];
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) s[i] = 0;
    __syncthreads();
    const unsigned a = ((threadIdx.x & 31) * stride) & 1023;
    volatile unsigned *v = s;
    unsigned x = 0;
    long long t0 = clock64();
#pragma unroll
    for (int k = 0; k < 256; k++) x = v[a + x];
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) *cycles = t1 - t0;
}

int main() {
    unsigned *out;
    long long *cycles;
    cudaMalloc(&out, 1024 * sizeof(unsigned));
    cudaMalloc(&cycles, sizeof(long long));
    printf("stride,degree,cycles_per_step,extra_over_stride_1\n");
    double base = 0;
    for (int stride : {1, 0, 2, 4, 8, 16, 32, 33}) {
        long long best = -1;
        for (int rep = 0; rep < 5; rep++) {
            chase<<<1, 32>>>(out, cycles, stride);
            long long c;
            cudaMemcpy(&c, cycles, sizeof c, cudaMemcpyDeviceToHost);
            if (best < 0 || c < best) best = c;
        }
        int degree = stride == 0 ? 1 : (stride % 32 == 0 ? 32 : (stride & -stride) > 32 ? 32 : (stride & -stride));
        double step = best / 256.0;
        if (stride == 1) base = step;
        printf("%d,%d,%.2f,%.2f\n", stride, degree, step, step - base);
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
