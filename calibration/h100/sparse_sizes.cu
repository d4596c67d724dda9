// sparse_fetch.cu's kernels (loads alone, stores alone, strideCopy) at strides of 16 to 128
// words and at three sizes, 64K, 256K and 1M threads, to tell whether what sparse accesses cost
// the H100 beyond their bytes grows with the stride, the region's span or the launch's size
// (calibration/README.md, "Sparse loads and stores over time"). 256-thread blocks; an empty
// kernel on each grid for its fixed part. Nsight Compute flushes the caches before each launch.
// Build: nvcc -O3 -arch=sm_90 sparse_sizes.cu -o sparse_sizes. Never built by the tests.
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

__global__ void empty() {}

int main() {
    const int most = 1 << 20;
    const size_t bytes = (size_t)most * 128 * 4;
    float *a, *b, *sink;
    if (cudaMalloc(&a, bytes) != cudaSuccess || cudaMalloc(&b, bytes) != cudaSuccess ||
        cudaMalloc(&sink, most * 4) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(a, 0, bytes);
    cudaMemset(b, 0, bytes);
    printf("launch,kernel,threads,stride\n");
    int launch = 0;
    for (int n : {1 << 16, 1 << 18, 1 << 20}) {
        const int blocks = n / 256;
        empty<<<blocks, 256>>>(); printf("%d,empty,%d,0\n", launch++, n);
        for (int stride : {16, 32, 64, 128}) {
            loads<<<blocks, 256>>>(a, sink, stride, n); printf("%d,loads,%d,%d\n", launch++, n, stride);
            stores<<<blocks, 256>>>(b, stride, n); printf("%d,stores,%d,%d\n", launch++, n, stride);
            copy<<<blocks, 256>>>(b, a, stride, n); printf("%d,copy,%d,%d\n", launch++, n, stride);
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
