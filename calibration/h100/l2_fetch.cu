// How an H100's L2 counts and fetches the other sector of a 64-byte half-line, and whether a
// lookup of a sector still on its way from DRAM counts as a hit (calibration/README.md, "What
// an L2 miss reads"). Each thread of 4,096 blocks of 32 owns one 128-byte line of a cold region
// (Nsight Compute flushes the caches before each launch) and reads words of it with plain
// loads (each sector's word read by one lane, so the L1 never holds what another asks for):
//   s0:            sector 0 alone;
//   s0_then_s1:    sector 0, then, once its value is back, sector 1 (the same half);
//   s0_and_s1:     sector 0 and sector 1 as two independent loads, the second while the first
//                  is on its way;
//   s0_then_s2:    sector 0, then, once back, sector 2 (the other half);
//   s0_wait_s1:    sector 0, then sector 1 some 4,000 cycles after the first came back;
//   s1, s2, s3:    sector 1, 2 or 3 alone.
// With an argument G, the run first sets cudaLimitMaxL2FetchGranularity to G bytes (the runtime's
// hint for this granularity); it prints the limit in force either way.
// Build: nvcc -O3 -arch=sm_90 l2_fetch.cu -o l2_fetch. Never built by the tests.
#include <cstdio>
#include <cstdlib>

__device__ __forceinline__ float ld(const float *p) {
    float v;
    asm volatile("ld.global.f32 %0, [%1];" : "=f"(v) : "l"(p));
    return v;
}

__global__ void probe(const float *in, float *sink, int mode) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    const float *line = in + (size_t)i * 32;  // 32 words = 128 bytes a thread
    float v = ld(line + (mode >= 5 ? 8 * (mode - 4) : 0));
    if (mode == 1 || mode == 4) {
        // Dependent on v (always 0): issued only once the first load's data is back.
        int off = 8 + (int)v;
        if (mode == 4) {
            long long t0 = clock64();
            while (clock64() - t0 < 4000 + (long long)v) {
            }
        }
        v += ld(line + off);
    } else if (mode == 2) {
        v += ld(line + 8);
    } else if (mode == 3) {
        v += ld(line + 16 + (int)v);
    }
    if (v == 12345.0f) sink[i] = v;  // never true: the inputs are 0
}

int main(int argc, char **argv) {
    if (argc > 1) {
        cudaError_t e = cudaDeviceSetLimit(cudaLimitMaxL2FetchGranularity, (size_t)atoi(argv[1]));
        if (e != cudaSuccess) printf("error: cudaDeviceSetLimit: %s\n", cudaGetErrorString(e));
    }
    size_t g = 0;
    cudaDeviceGetLimit(&g, cudaLimitMaxL2FetchGranularity);
    fprintf(stderr, "cudaLimitMaxL2FetchGranularity %zu\n", g);
    const int threads = 4096 * 32;
    const size_t bytes = (size_t)threads * 128;
    float *a, *sink;
    if (cudaMalloc(&a, bytes) != cudaSuccess || cudaMalloc(&sink, threads * 4) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(a, 0, bytes);
    const char *names[] = {"s0", "s0_then_s1", "s0_and_s1", "s0_then_s2", "s0_wait_s1", "s1", "s2", "s3"};
    printf("launch,kernel\n");
    for (int mode = 0; mode < 8; mode++) {
        probe<<<4096, 32>>>(a, sink, mode);
        printf("%d,%s\n", mode, names[mode]);
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
