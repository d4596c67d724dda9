// What a kernel parameter costs on the H100. nvcc loads parameters that a kernel needs in
// registers (pointers, sizes, blockDim) with LDC from constant bank 0 (calibration/regs/
// matmul-sm_90.sass). One thread chases indices through a __constant__ array (LDC with a
// register offset, every load depending on the last) and, for comparison, through a global
// array that stays in L1; clock64 cycles per hop. Nsight Compute then counts which pipe the
// chase's instructions go to (run_const_latency.sh).
#include <cstdio>
#include <cuda_runtime.h>

constexpr int N = 256, HOPS = 4096;
__constant__ int cidx[N];

__global__ void const_chase(int *out, long long *cycles) {
    int i = 0;
    long long t0 = clock64();
    for (int h = 0; h < HOPS; ++h) i = cidx[i];
    long long t1 = clock64();
    out[0] = i;
    cycles[0] = t1 - t0;
}

__global__ void global_chase(const int *g, int *out, long long *cycles) {
    int i = 0;
    for (int h = 0; h < N; ++h) i = __ldca(g + i);  // warm L1
    long long t0 = clock64();
    for (int h = 0; h < HOPS; ++h) i = __ldca(g + i);
    long long t1 = clock64();
    out[1] = i;
    cycles[1] = t1 - t0;
}

int main() {
    int h[N];
    for (int k = 0; k < N; ++k) h[k] = (k * 97 + 13) % N;  // one cycle through all entries
    cudaMemcpyToSymbol(cidx, h, sizeof h);
    int *g, *out;
    long long *cycles;
    cudaMalloc(&g, sizeof h); cudaMalloc(&out, 8); cudaMalloc(&cycles, 16);
    cudaMemcpy(g, h, sizeof h, cudaMemcpyHostToDevice);
    long long c[2];
    for (int rep = 0; rep < 3; ++rep) {
        const_chase<<<1, 1>>>(out, cycles);
        global_chase<<<1, 1>>>(g, out, cycles);
        cudaMemcpy(c, cycles, 16, cudaMemcpyDeviceToHost);
    }
    printf("chase,cycles_per_hop\nconstant,%.1f\nglobal_l1,%.1f\n", c[0] / (double)HOPS, c[1] / (double)HOPS);
    return 0;
}
