// branchPerWarp and branchPerThread (seeds.cu, byte for byte) at 0 to 128 trips, 64 blocks of
// 256 threads, under Nsight Compute as run_seeds.sh measures the seeds (caches flushed before
// each launch): the slope is a trip's cycles, the intercept what a launch of the kernel costs
// beyond its trips (the seed table compares warpsim with the H100 at 16 trips only).
// Build: run_branch_reps.sh. Never built by the tests.
#include <cstdio>

#define FMA16_A(x) _Pragma("unroll") for (int j = 0; j < 16; j++) x = fmaf(x, x, 0.5f);
#define FMA16_B(x) _Pragma("unroll") for (int j = 0; j < 16; j++) x = fmaf(x, 0.25f, x);

__global__ void branchPerWarp(float *out, int reps) {
    unsigned tid = threadIdx.x;
    float x = (float)tid * 0.001f;
    bool b = (tid >> 5) & 1;
#pragma unroll 1
    for (int r = 0; r < reps; r++) {
        if (b) { FMA16_B(x) } else { FMA16_A(x) }
    }
    out[blockIdx.x * blockDim.x + tid] = x;
}

__global__ void branchPerThread(float *out, int reps) {
    unsigned tid = threadIdx.x;
    float x = (float)tid * 0.001f;
    bool b = tid & 1;
#pragma unroll 1
    for (int r = 0; r < reps; r++) {
        if (b) { FMA16_B(x) } else { FMA16_A(x) }
    }
    out[blockIdx.x * blockDim.x + tid] = x;
}

__global__ void empty(int) {}

int main() {
    float *out;
    cudaMalloc(&out, 64 * 256 * sizeof(float));
    printf("launch,kernel,reps\n");
    int launch = 0;
    for (int reps : {0, 1, 2, 4, 8, 16, 32, 64, 128}) {
        branchPerWarp<<<64, 256>>>(out, reps);
        printf("%d,branchPerWarp,%d\n", launch++, reps);
        branchPerThread<<<64, 256>>>(out, reps);
        printf("%d,branchPerThread,%d\n", launch++, reps);
    }
    empty<<<64, 256>>>(0);
    printf("%d,empty,0\n", launch++);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
