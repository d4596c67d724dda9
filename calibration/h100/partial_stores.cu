// What an H100 reads from DRAM for stores that write part of a sector (calibration/README.md,
// "What an L2 miss reads": sparse_fetch.cu's stores alone read up to 26.6 bytes a store). One
// 4-byte store a thread, thread i at word i * stride of a cold region (Nsight Compute flushes
// the caches before each launch), 256-thread blocks, for strides of 8, 16 and 32 words and
// 16K to 1M threads (footprints of 0.5 to 128 MB), so that whether the reads follow the number
// of partly written sectors, the lines they are in or the footprint shows.
// With an argument G, the run first sets cudaLimitMaxL2FetchGranularity to G bytes.
// Build: nvcc -O3 -arch=sm_90 partial_stores.cu -o partial_stores. Never built by the tests.
#include <cstdio>
#include <cstdlib>

__global__ void stores(float *out, int stride, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[(size_t)i * stride] = (float)i;
}

int main(int argc, char **argv) {
    if (argc > 1) cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, (size_t)atoi(argv[1]));
    size_t g = 0;
    cudaDeviceGetLimit(&g, cudaLimitMaxL2FetchGranularity);
    const size_t bytes = (size_t)(1 << 20) * 32 * 4;
    float *b;
    if (cudaMalloc(&b, bytes) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(b, 0, bytes);
    printf("launch,stride,n,limit\n");
    int launch = 0;
    for (int stride : {8, 16, 32}) {
        for (int n : {1 << 14, 1 << 16, 1 << 18, 1 << 20}) {
            stores<<<n / 256, 256>>>(b, stride, n);
            printf("%d,%d,%d,%zu\n", launch++, stride, n, g);
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
