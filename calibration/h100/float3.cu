// The seeds' float3 kernels (Best Practices Guide's uncoalesced struct access, from
// regs/seed_kernels.cu) on the H100 at programs/float3's size (262,144 float3s, 1,024 blocks of
// 256 threads), to check `hopper`'s stores (calc_float3's are three 4-byte stores a thread, 12
// bytes apart: each warp store writes a word every 12 bytes over 3 lines); and an empty kernel
// of the same grid, for what a launch's duration holds besides its work. Under Nsight Compute
// (run_float3.sh) two launches each (the first untimed); otherwise CUDA events, median of 20
// after one warm-up.
// Build: nvcc -O3 -arch=sm_90 float3.cu -o float3. Never built by the tests.
#include <cstdio>
#include "event_timing.cuh"
#include "../regs/seed_kernels.cu"

__global__ void empty(float *) {}

int main(int argc, char **) {
    const int reps = argc > 1 ? 1 : 20, warmup = 1;
    const int blocks = 1024, n = blocks * 256;
    float *in, *out;
    cudaMalloc(&in, (size_t)n * 12);
    cudaMalloc(&out, (size_t)n * 12);
    cudaMemset(in, 0, (size_t)n * 12);
    printf("kernel,median_us (events, %d launches)\n", reps);
    printf("calc_float3,%.2f\n", median_us([&] { calc_float3<<<blocks, 256>>>((const float3 *)in, (float3 *)out); }, reps, warmup));
    printf("calc_float3_smem,%.2f\n", median_us([&] { calc_float3_smem<<<blocks, 256>>>(in, out); }, reps, warmup));
    printf("empty,%.2f\n", median_us([&] { empty<<<blocks, 256>>>(out); }, reps, warmup));
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
