// dram_rows.cu's loads at another L2 fetch granularity (cudaLimitMaxL2FetchGranularity, the
// first argument: 32 or 128 bytes), each thread one word at the start of a piece of that size,
// the pieces in clusters of C, one cluster every G clusters' worth: whether a 32-byte DRAM read
// takes as long as a 64-byte one (`hopper`'s cache.dram_burst_bytes = 64, fitted to stores)
// when its neighbours are read too, and how 128-byte pieces price the blocks they open
// (calibration/README.md, "What DRAM's blocks cost"). 1M threads, 256-thread blocks; an empty
// kernel for the grid's fixed part; Nsight Compute flushes the caches before each launch.
// Build: nvcc -O3 -arch=sm_90 dram_fetch.cu -o dram_fetch. Never built by the tests.
#include <cstdio>
#include <cstdlib>

__global__ void loads(const float *in, float *sink, int c, int g, int piece_words, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    size_t chunk = (size_t)(i / c) * (size_t)c * g + (size_t)(i % c);
    float v = in[chunk * piece_words];
    if (v == 12345.0f) sink[i] = v;  // never true: the inputs are 0
}

__global__ void empty() {}

int main(int argc, char **argv) {
    const int fetch = argc > 1 ? atoi(argv[1]) : 64;
    if (cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, fetch) != cudaSuccess) {
        printf("error: cudaDeviceSetLimit\n");
        return 1;
    }
    size_t got = 0;
    cudaDeviceGetLimit(&got, cudaLimitMaxL2FetchGranularity);
    const int n = 1 << 20;
    const int blocks = n / 256;
    const size_t bytes = (size_t)n * fetch * 8;
    float *a, *sink;
    if (cudaMalloc(&a, bytes) != cudaSuccess || cudaMalloc(&sink, n * 4) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(a, 0, bytes);
    printf("launch,kernel,threads,fetch,cluster_chunks,gap\n");
    int launch = 0;
    empty<<<blocks, 256>>>(); printf("%d,empty,%d,%zu,0,0\n", launch++, n, got);
    for (int g : {1, 2, 4, 8}) {
        for (int c : {1, 2, 4, 8, 32768}) {
            if (g == 1 && c > 1) continue;
            loads<<<blocks, 256>>>(a, sink, c, g, fetch / 4, n);
            printf("%d,loads,%d,%zu,%d,%d\n", launch++, n, got, c, g);
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
