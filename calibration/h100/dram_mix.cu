// DRAM bandwidth against the mix of reads and writes: streaming kernels over 128 MB arrays
// (well past the 50 MB L2), each thread one float per array, timed with CUDA events at the
// H100's own clocks (run_dram_mix.sh also reads DRAM bytes under Nsight Compute). What
// `cache.dram_write_factor` in presets/hopper.toml is fitted to: vecAdd (2 reads : 1 write),
// and checked against read-only, copy (1 : 1), triad (3 : 1) and fill (0 : 1).
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void readOnly(const float* a, float* flag, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && a[i] == 12345.0f) flag[0] = 1.0f;  // never true: the reads alone
}
__global__ void copy(const float* a, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i];
}
__global__ void vecAdd(const float* a, const float* b, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
__global__ void triad(const float* a, const float* b, const float* d, float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i] + d[i];
}
__global__ void fill(float* c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = 1.0f;
}

int main() {
    const int n = 1 << 25;  // 128 MB per array
    const size_t bytes = (size_t)n * 4;
    float *a, *b, *d, *c, *flag, *scrub;
    cudaMalloc(&a, bytes); cudaMalloc(&b, bytes); cudaMalloc(&d, bytes); cudaMalloc(&c, bytes);
    cudaMalloc(&flag, 4); cudaMalloc(&scrub, 256 << 20);
    cudaMemset(a, 0, bytes); cudaMemset(b, 0, bytes); cudaMemset(d, 0, bytes); cudaMemset(c, 0, bytes);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0); cudaEventCreate(&e1);
    dim3 grid((n + 255) / 256), block(256);
    const char* names[] = {"readOnly", "copy", "vecAdd", "triad", "fill"};
    const double mb_read[] = {128, 128, 256, 384, 0}, mb_written[] = {0, 128, 128, 128, 128};
    printf("kernel,MB_read,MB_written,median_us,min_us,GB_per_s\n");
    for (int k = 0; k < 5; ++k) {
        std::vector<float> t;
        for (int rep = 0; rep < 11; ++rep) {
            // Start every run from an L2 holding none of the arrays (and nothing dirty of them).
            cudaMemset(scrub, rep, 256 << 20);
            cudaDeviceSynchronize();
            cudaEventRecord(e0);
            switch (k) {
                case 0: readOnly<<<grid, block>>>(a, flag, n); break;
                case 1: copy<<<grid, block>>>(a, c, n); break;
                case 2: vecAdd<<<grid, block>>>(a, b, c, n); break;
                case 3: triad<<<grid, block>>>(a, b, d, c, n); break;
                case 4: fill<<<grid, block>>>(c, n); break;
            }
            cudaEventRecord(e1);
            cudaEventSynchronize(e1);
            float ms;
            cudaEventElapsedTime(&ms, e0, e1);
            if (rep > 0) t.push_back(ms * 1000);
        }
        std::sort(t.begin(), t.end());
        double med = t[t.size() / 2];
        printf("%s,%.0f,%.0f,%.1f,%.1f,%.0f\n", names[k], mb_read[k], mb_written[k], med, t[0],
               (mb_read[k] + mb_written[k]) * 1.048576e6 / (med * 1e-6) / 1e9);
    }
    printf("error: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
