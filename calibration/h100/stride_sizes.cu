// strideCopy (copies.cu's kernel, the port of programs/stride_copy) at strides 2, 8, 16 and 32
// over arrays of 4M, 16M and 64M floats (threads = floats / stride, 256-thread blocks), each
// grid shape with an empty kernel (the launch's fixed part): an out-of-sample check of
// `hopper`'s sectors held in part (cache.l2_partial_sector_reads, cache.l2_partial_lines),
// whose bound was fitted to partial_stores.cu. One launch of each, in the order printed,
// under Nsight Compute with the caches flushed (run_stride_sizes.sh).
// Build: nvcc -O3 -arch=sm_90 stride_sizes.cu -o stride_sizes. Never built by the tests.
#include <cstdio>

__global__ void strideCopy(float *odata, const float *idata, int stride, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int xid = i * stride;
    odata[xid] = idata[xid];
}

__global__ void empty(int) {}

int main() {
    const size_t big = (size_t)64 << 22;  // 64M floats
    float *a, *c;
    if (cudaMalloc(&a, big) != cudaSuccess || cudaMalloc(&c, big) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(a, 0, big);
    cudaMemset(c, 0, big);
    printf("launch,kernel,grid,block,stride,floats\n");
    int launch = 0;
    for (int floats_m : {4, 16, 64}) {
        int floats = floats_m << 20;
        for (int stride : {2, 8, 16, 32}) {
            int n = floats / stride, g = n / 256;
            strideCopy<<<g, 256>>>(c, a, stride, n);
            printf("%d,strideCopy,%d,256,%d,%d\n", launch++, g, stride, floats);
            empty<<<g, 256>>>(0);
            printf("%d,empty,%d,256,0,0\n", launch++, g);
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
