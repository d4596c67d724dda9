// Where vecAdd's warps wait on the H100, to set beside `warpsim run`'s stall line on `hopper`:
// the seed's c[i] = a[i] + b[i] over n floats in 256-thread blocks, for n = 1M (the
// program's size: a few waves) and 16M (steady state). Without arguments: CUDA events, median
// of 20 launches after 3; with one (under Nsight Compute, run_vecadd_stalls.sh): one launch of
// each size. Each size's grid also runs an empty kernel, the launch's cost by itself.
// Build: nvcc -O3 -arch=sm_90 vecadd_stalls.cu -o vecadd_stalls. Never built by the tests.
#include <cstdio>
#include "event_timing.cuh"

__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

// The same grid doing nothing: what a launch of that many blocks costs by itself.
__global__ void empty(int) {}

int main(int argc, char **) {
    const bool profiled = argc > 1;
    const int sizes[] = {1 << 20, 1 << 24};
    float *a, *b, *c;
    const size_t most = (size_t)sizes[1] * sizeof(float);
    if (cudaMalloc(&a, most) != cudaSuccess || cudaMalloc(&b, most) != cudaSuccess || cudaMalloc(&c, most) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(a, 0, most);
    cudaMemset(b, 0, most);
    printf("n,median_us,GB_per_s (12 bytes an element),empty grid median_us\n");
    for (int n : sizes) {
        const int blocks = (n + 255) / 256;
        double us = median_us([&] { vecAdd<<<blocks, 256>>>(a, b, c, n); }, profiled ? 1 : 20, profiled ? 0 : 3);
        double empty_us = median_us([&] { empty<<<blocks, 256>>>(n); }, profiled ? 1 : 20, profiled ? 0 : 3);
        printf("%d,%.2f,%.1f,%.2f\n", n, us, 12.0 * n / us / 1e3, empty_us);
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
