// How a launch's write tail (launch_start.cu: a launch that stores ends 400-800 cycles later
// than one that does not) grows with the blocks that stored. One grid of `grid` blocks of 256
// threads; the first `storing` blocks store a word a thread, the others none; with `chain`,
// every thread first runs 512 dependent FFMAs (about 2,100 cycles), so that the blocks end
// together. Each launch 7 times under Nsight Compute (caches flushed, as run_seeds.sh), medians
// of sm__cycles_elapsed.avg taken by write_tail_summary in run_write_tail.sh.
// Build: run_write_tail.sh (nvcc -O3 -arch=sm_90). Never built by the tests.
#include <cstdio>

__global__ void tail(float *out, int storing, int chain) {
    float x = threadIdx.x * 0.001f;
    if (chain) {
#pragma unroll 1
        for (int i = 0; i < 512; i += 8) {
#pragma unroll
            for (int j = 0; j < 8; j++) x = fmaf(x, 1.001f, 0.25f);
        }
    }
    if (blockIdx.x < (unsigned)storing) out[blockIdx.x * blockDim.x + threadIdx.x] = x;
    else if (x == 12345.0f) out[0] = x;
}

int main() {
    float *out;
    cudaMalloc(&out, 1056 * 256 * sizeof(float));
    printf("launch,grid,storing,chain\n");
    int launch = 0;
    for (int chain : {0, 1}) {
        for (int grid : {132, 1056}) {
            for (int storing : {0, 1, 2, 4, 8, 16, 33, 66, 132, 264, 528, 1056}) {
                if (storing > grid) continue;
                for (int rep = 0; rep < 7; rep++) {
                    tail<<<grid, 256>>>(out, storing, chain);
                    printf("%d,%d,%d,%d\n", launch++, grid, storing, chain);
                }
            }
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
