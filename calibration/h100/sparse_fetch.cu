// What an H100 reads from DRAM for sparse sector misses (strideCopy at 64- and 128-byte strides
// read 2.6-2.8 times the sectors they ask for: calibration/README.md, "The other seed programs
// on an H100"). 256K threads, 256-thread blocks; thread i touches the 4-byte word i * stride of a
// region that starts cold (Nsight Compute flushes the caches before each launch):
//   loads:  one load a thread (its value kept by a conditional store nobody takes);
//   stores: one store a thread;
//   copy:   strideCopy's load and store of the same word of two regions.
// Strides 1, 2, 4, 8, 16, 32, 64 and 128 words.
// Build: nvcc -O3 -arch=sm_90 sparse_fetch.cu -o sparse_fetch. Never built by the tests.
#include <cstdio>

__global__ void loads(const float *in, float *sink, int stride, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float v = in[(size_t)i * stride];
    if (v == 12345.0f) sink[i] = v;  // never true: the inputs are 0
}

__global__ void stores(float *out, int stride, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[(size_t)i * stride] = (float)i;
}

__global__ void copy(float *out, const float *in, int stride, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    size_t x = (size_t)i * stride;
    out[x] = in[x];
}

int main() {
    const int n = 1 << 18, blocks = n / 256;
    const size_t bytes = (size_t)n * 128 * 4;
    float *a, *b, *sink;
    if (cudaMalloc(&a, bytes) != cudaSuccess || cudaMalloc(&b, bytes) != cudaSuccess ||
        cudaMalloc(&sink, n * 4) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(a, 0, bytes);
    cudaMemset(b, 0, bytes);
    printf("launch,kernel,stride\n");
    int launch = 0;
    for (int stride : {1, 2, 4, 8, 16, 32, 64, 128}) {
        loads<<<blocks, 256>>>(a, sink, stride, n); printf("%d,loads,%d\n", launch++, stride);
        stores<<<blocks, 256>>>(b, stride, n); printf("%d,stores,%d\n", launch++, stride);
        copy<<<blocks, 256>>>(b, a, stride, n); printf("%d,copy,%d\n", launch++, stride);
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
