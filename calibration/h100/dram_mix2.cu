// What bounds the streaming kernels of dram_mix.cu (one element per thread, 131,072 blocks):
// the same work as grid-stride loops over 132 x 8 resident blocks of 256 threads (no block
// turnover), and one-element-per-thread kernels with other block sizes. Times with CUDA events.
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void fill1(float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = 1.0f;
}
__global__ void read1(const float* a, float* flag, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && a[i] == 12345.0f) flag[0] = 1.0f;
}
__global__ void fillGS(float* c, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) c[i] = 1.0f;
}
__global__ void readGS(const float* a, float* flag, int n) {
    float s = 0;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) s += a[i];
    if (s == 12345.0f) flag[0] = s;
}
// Four independent loads in flight per thread and iteration.
__global__ void readGS4(const float* a, float* flag, int n) {
    float s = 0;
    int stride = gridDim.x * blockDim.x;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i + 3 * stride < n; i += 4 * stride)
        s += a[i] + a[i + stride] + a[i + 2 * stride] + a[i + 3 * stride];
    if (s == 12345.0f) flag[0] = s;
}
__global__ void copyGS(const float* a, float* c, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) c[i] = a[i];
}
__global__ void empty1(int n) {}

int main() {
    const int n = 1 << 25;
    const size_t bytes = (size_t)n * 4;
    float *a, *c, *flag, *scrub;
    cudaMalloc(&a, bytes); cudaMalloc(&c, bytes); cudaMalloc(&flag, 4); cudaMalloc(&scrub, 256 << 20);
    cudaMemset(a, 0, bytes); cudaMemset(c, 0, bytes);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0); cudaEventCreate(&e1);
    int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    printf("case,block,grid,median_us,GB_per_s\n");
    for (int c_ = 0; c_ < 14; ++c_) {
        int block = 256, grid = (n + 255) / 256; const char* name = ""; double mb = 128;
        switch (c_) {
            case 0: name = "fill1"; break;
            case 1: name = "fill1"; block = 1024; break;
            case 2: name = "fill1"; block = 128; break;
            case 3: name = "read1"; break;
            case 4: name = "read1"; block = 1024; break;
            case 5: name = "fillGS"; grid = sms * 8; break;
            case 6: name = "fillGS"; grid = sms * 32; break;
            case 7: name = "readGS"; grid = sms * 8; break;
            case 8: name = "readGS4"; grid = sms * 8; break;
            case 9: name = "copyGS"; grid = sms * 8; mb = 256; break;
            case 10: name = "empty1"; mb = 0; break;
            case 11: name = "empty1"; block = 1024; mb = 0; break;
            case 12: name = "empty1"; block = 64; mb = 0; break;
            case 13: name = "readGS4"; grid = sms * 4; break;
        }
        if (block != 256 && grid == (n + 255) / 256) grid = (n + block - 1) / block;
        std::vector<float> t;
        for (int rep = 0; rep < 9; ++rep) {
            cudaMemset(scrub, rep, 256 << 20);
            cudaDeviceSynchronize();
            cudaEventRecord(e0);
            switch (c_) {
                case 0: case 1: case 2: fill1<<<grid, block>>>(c, n); break;
                case 3: case 4: read1<<<grid, block>>>(a, flag, n); break;
                case 5: case 6: fillGS<<<grid, block>>>(c, n); break;
                case 7: readGS<<<grid, block>>>(a, flag, n); break;
                case 8: case 13: readGS4<<<grid, block>>>(a, flag, n); break;
                case 9: copyGS<<<grid, block>>>(a, c, n); break;
                default: empty1<<<grid, block>>>(n); break;
            }
            cudaEventRecord(e1);
            cudaEventSynchronize(e1);
            float ms; cudaEventElapsedTime(&ms, e0, e1);
            if (rep > 0) t.push_back(ms * 1000);
        }
        std::sort(t.begin(), t.end());
        double med = t[t.size() / 2];
        printf("%s,%d,%d,%.1f,%.0f\n", name, block, grid, med, mb * 1.048576e6 / (med * 1e-6) / 1e9);
    }
    printf("error: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
