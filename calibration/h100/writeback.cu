// Is the H100's L2 write-back? vecAdd and transposes whose output fits in the 50 MB L2 or not;
// Nsight Compute (run_writeback.sh) reads the DRAM bytes each kernel wrote while it ran. With
// ncu's default cache control the caches are flushed before every kernel, so whatever a kernel
// leaves dirty in L2 is written back after it and is not counted as its own.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void vecAdd(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

// Reads rows, writes columns: each warp's store touches 32 sectors, 4 bytes of each.
__global__ void transposeNaive(const float* in, float* out, int w) {
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8) out[x * w + y + j] = in[(y + j) * w + x];
}

__global__ void transposeShared(const float* in, float* out, int w) {
    __shared__ float tile[32][33];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
    __syncthreads();
    x = blockIdx.y * 32 + threadIdx.x;
    y = blockIdx.x * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8) out[(y + j) * w + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
    const int sizes[] = {1 << 20, 1 << 22, 1 << 25};
    for (int n : sizes) {
        float *a, *b, *c;
        cudaMalloc(&a, n * 4); cudaMalloc(&b, n * 4); cudaMalloc(&c, n * 4);
        cudaMemset(a, 0, n * 4); cudaMemset(b, 0, n * 4);
        vecAdd<<<(n + 255) / 256, 256>>>(a, b, c, n);
        cudaDeviceSynchronize();
        printf("vecAdd n=%d output %d MB\n", n, n * 4 >> 20);
        cudaFree(a); cudaFree(b); cudaFree(c);
    }
    const int widths[] = {1024, 4096};
    for (int w : widths) {
        float *in, *out;
        cudaMalloc(&in, (size_t)w * w * 4); cudaMalloc(&out, (size_t)w * w * 4);
        cudaMemset(in, 0, (size_t)w * w * 4);
        dim3 grid(w / 32, w / 32), naive(32, 8);
        transposeNaive<<<grid, naive>>>(in, out, w);
        transposeShared<<<grid, dim3(32, 8)>>>(in, out, w);
        cudaDeviceSynchronize();
        printf("transpose w=%d matrix %d MB: %s\n", w, (int)((size_t)w * w * 4 >> 20), cudaGetErrorString(cudaGetLastError()));
        cudaFree(in); cudaFree(out);
    }
    return 0;
}
