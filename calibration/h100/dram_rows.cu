// Whether what sparse accesses cost the H100 beyond their bytes ("Sparse loads and stores over
// time" in calibration/README.md: loads of one word every 64 to 512 bytes read the same DRAM
// bytes and take 1.10-1.43 times as long as every 64 bytes) follows how densely each DRAM page
// is read or how far the reads spread. Each thread loads (or stores) one word at the start of
// a 64-byte chunk; the chunks come in clusters of C consecutive ones, one cluster every G
// clusters' worth of chunks (density 1/G), so the same 1M chunks (64 MB read, with the L2's
// 64-byte fetch) lie over 64 MB x G whatever C is. C = 1 is the strided pattern (a stride of
// 16 G words); a C of a DRAM page or more reads whole pages at the same density and span.
// 256-thread blocks; an empty kernel for the grid's fixed part. Nsight Compute flushes the
// caches before each launch. Build: nvcc -O3 -arch=sm_90 dram_rows.cu -o dram_rows. Never built
// by the tests.
#include <cstdio>

__device__ __forceinline__ size_t chunk_of(int i, int c, int g) {
    size_t cluster = (size_t)(i / c);
    return cluster * (size_t)c * g + (size_t)(i % c);
}

__global__ void loads(const float *in, float *sink, int c, int g, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = in[chunk_of(i, c, g) * 16];
    if (v == 12345.0f) sink[i] = v;  // never true: the inputs are 0
}

__global__ void stores(float *out, int c, int g, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[chunk_of(i, c, g) * 16] = (float)i;
}

__global__ void empty() {}

int main() {
    const int n = 1 << 20;
    const int blocks = n / 256;
    const size_t bytes = (size_t)n * 64 * 8;
    float *a, *sink;
    if (cudaMalloc(&a, bytes) != cudaSuccess || cudaMalloc(&sink, n * 4) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(a, 0, bytes);
    printf("launch,kernel,threads,cluster_chunks,gap\n");
    int launch = 0;
    empty<<<blocks, 256>>>(); printf("%d,empty,%d,0,0\n", launch++, n);
    for (int store = 0; store < 2; store++) {
        const char *k = store ? "stores" : "loads";
        for (int g : {1, 2, 4, 8}) {
            for (int c : {1, 2, 4, 8, 16, 32, 64, 128, 1024, 32768}) {
                if (g == 1 && c > 1) continue;  // dense whatever the cluster
                if (store) stores<<<blocks, 256>>>(a, c, g, n);
                else loads<<<blocks, 256>>>(a, sink, c, g, n);
                printf("%d,%s,%d,%d,%d\n", launch++, k, n, c, g);
            }
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
