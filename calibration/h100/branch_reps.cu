// branchPerWarp and branchPerThread (seeds.cu's, in warp_branch.cuh) at 0 to 128 trips, 64
// blocks of 256 threads, under Nsight Compute as run_seeds.sh measures the seeds (caches
// flushed before each launch): the slope is a trip's cycles, the intercept what a launch of the
// kernel costs beyond its trips (the seed table compares warpsim with the H100 at 16 trips only).
// Build: run_branch_reps.sh. Never built by the tests.
#include <cstdio>

#include "warp_branch.cuh"

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
