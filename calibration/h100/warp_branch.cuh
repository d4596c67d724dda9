// seeds.cu's warp_branch kernels (Best Practices 12.1), included by seeds.cu and branch_reps.cu
// (which runs them at other trip counts): a branch on threadIdx.x / 32 against one on
// threadIdx.x % 2, 16 FMAs a path each trip.
#pragma once

#define FMA16_A(x) _Pragma("unroll") for (int j = 0; j < 16; j++) x = fmaf(x, x, 0.5f);
#define FMA16_B(x) _Pragma("unroll") for (int j = 0; j < 16; j++) x = fmaf(x, 0.25f, x);

__global__ void branchPerWarp(float *out, int reps) {
    unsigned tid = threadIdx.x;
    float x = (float)tid * 0.001f;
    bool b = (tid >> 5) & 1;
#pragma unroll 1
    for (int r = 0; r < reps; r++) {
        if (b) { FMA16_B(x) } else { FMA16_A(x) }
    }
    out[blockIdx.x * blockDim.x + tid] = x;
}

__global__ void branchPerThread(float *out, int reps) {
    unsigned tid = threadIdx.x;
    float x = (float)tid * 0.001f;
    bool b = tid & 1;
#pragma unroll 1
    for (int r = 0; r < reps; r++) {
        if (b) { FMA16_B(x) } else { FMA16_A(x) }
    }
    out[blockIdx.x * blockDim.x + tid] = x;
}
