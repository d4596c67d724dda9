// L1 data wavefronts a warp costs besides its own loads and stores: simpleMultiply's L1 runs
// 2.5 million more wavefronts (4.8 a warp, 2 of them counted as shared-memory ones) than its
// global requests explain (calibration/README.md). Grids of short blocks (16 x 16 threads, as
// the multiplies) whose threads each do K coalesced loads from a 4 KB array (one line a warp
// load) and, with `store`, one store; Nsight Compute counts wavefronts and requests, and the
// intercept at K = 0 is what a warp costs by itself. Build: nvcc -O3 -arch=sm_90
// warp_overhead.cu -o warp_overhead (run_warp_overhead.sh). Never built by the tests.
#include <cstdio>
#include <cuda_runtime.h>

template <int K>
__global__ void loads(const float *__restrict__ p, float *out, int store) {
    int t = threadIdx.y * blockDim.x + threadIdx.x;
    float s = 0;
#pragma unroll
    for (int k = 0; k < K; ++k) s += p[(k * 32 + (t & 31)) & 1023];
    if (store) out[blockIdx.x * 256 + t] = s;
    else if (s == 12345.0f) out[0] = s;
}

int main() {
    float *p, *out;
    cudaMalloc(&p, 4096);
    cudaMalloc(&out, 65536 * 256 * 4);
    cudaMemset(p, 0, 4096);
    const dim3 block(16, 16);
    const int blocks = 65536;
    for (int store = 0; store < 2; ++store) {
        loads<0><<<blocks, block>>>(p, out, store);
        loads<1><<<blocks, block>>>(p, out, store);
        loads<2><<<blocks, block>>>(p, out, store);
        loads<4><<<blocks, block>>>(p, out, store);
        loads<8><<<blocks, block>>>(p, out, store);
        loads<16><<<blocks, block>>>(p, out, store);
        loads<32><<<blocks, block>>>(p, out, store);
    }
    cudaDeviceSynchronize();
    cudaError_t err = cudaGetLastError();
    printf("%s\n", err == cudaSuccess ? "ok" : cudaGetErrorString(err));
    return 0;
}
