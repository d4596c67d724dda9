// The seeds' float3 kernels (Best Practices Guide's uncoalesced struct access, as in
// regs/seed_kernels.cu) on the H100 at programs/float3's size (262,144 float3s, 1,024 blocks of
// 256 threads), to check `hopper`'s stores (calc_float3's are three 4-byte stores a thread, 12
// bytes apart: each warp store writes a word every 12 bytes over 3 lines); and an empty kernel
// of the same grid, for what a launch's duration holds besides its work. Under Nsight Compute
// (run_float3.sh) one launch each (after one unprofiled warm-up); CUDA events, median of 20.
// Build: nvcc -O3 -arch=sm_90 float3.cu -o float3. Never built by the tests.
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void calc_float3(const float3 *in, float3 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float3 v = in[i];
    v.x += 2; v.y += 2; v.z += 2;
    out[i] = v;
}

__global__ void calc_float3_smem(const float *in, float *out) {
    __shared__ float smem[256 * 3];
    int base = blockIdx.x * 768;
    smem[threadIdx.x] = in[base + threadIdx.x];
    smem[threadIdx.x + 256] = in[base + threadIdx.x + 256];
    smem[threadIdx.x + 512] = in[base + threadIdx.x + 512];
    __syncthreads();
    float3 v = ((float3 *)smem)[threadIdx.x];
    v.x += 2; v.y += 2; v.z += 2;
    ((float3 *)smem)[threadIdx.x] = v;
    __syncthreads();
    out[base + threadIdx.x] = smem[threadIdx.x];
    out[base + threadIdx.x + 256] = smem[threadIdx.x + 256];
    out[base + threadIdx.x + 512] = smem[threadIdx.x + 512];
}

__global__ void empty(float *) {}

template <typename F> static double median_us(F launch, int reps) {
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    std::vector<float> v;
    for (int i = 0; i < reps + 1; ++i) {
        cudaEventRecord(e0);
        launch();
        cudaEventRecord(e1);
        cudaEventSynchronize(e1);
        float ms;
        cudaEventElapsedTime(&ms, e0, e1);
        if (i >= 1) v.push_back(ms * 1000);
    }
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

int main(int argc, char **) {
    const int reps = argc > 1 ? 1 : 20;
    const int blocks = 1024, n = blocks * 256;
    float *in, *out;
    cudaMalloc(&in, (size_t)n * 12);
    cudaMalloc(&out, (size_t)n * 12);
    cudaMemset(in, 0, (size_t)n * 12);
    printf("kernel,median_us (events, %d launches)\n", reps);
    printf("calc_float3,%.2f\n", median_us([&] { calc_float3<<<blocks, 256>>>((const float3 *)in, (float3 *)out); }, reps));
    printf("calc_float3_smem,%.2f\n", median_us([&] { calc_float3_smem<<<blocks, 256>>>(in, out); }, reps));
    printf("empty,%.2f\n", median_us([&] { empty<<<blocks, 256>>>(out); }, reps));
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
