// How many load instructions an H100 SM serves per cycle when they hit L1 or shared memory:
// every SM runs 64 warps (two 1,024-thread blocks), each thread looping over independent loads
// from a 4 KB array (in L1 after the first touch, or in shared memory). The lanes of a warp
// read `mask + 1` consecutive 4-byte words (1, 2 or 4 sectors of 32 bytes, lanes beyond sharing
// them), or 8 bytes each (float2: 8 sectors). Timed with CUDA events at the part's own clock;
// load instructions per SM-cycle = warps x loads per warp / (SMs x cycles). What the `lsu`
// issue interval in presets/hopper.toml is checked against (run_l1_rate.sh).
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

constexpr int ITERS = 2048, UNROLL = 8, WORDS = 1024;

// Each iteration's addresses move by `i * zero` (zero = 0 at run time), which the compiler
// cannot see, so it cannot hoist the loads out of the loop; within an iteration the eight loads
// are 128 bytes apart (immediate offsets from one register), so the loop is one address add,
// eight loads and eight adds.
__global__ void global_loads(const float *__restrict__ p, float *out, int mask, int zero) {
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const float *base = p + (w % 4) * 256 + (lane & mask);
    float s[UNROLL] = {};
    for (int i = 0; i < ITERS; ++i) {
        const float *r = base + i * zero;
#pragma unroll
        for (int k = 0; k < UNROLL; ++k) s[k] += r[k * 32];
    }
    float t = 0;
    for (int k = 0; k < UNROLL; ++k) t += s[k];
    if (t == 12345.0f) out[threadIdx.x] = t;
}

__global__ void global_loads2(const float2 *__restrict__ p, float *out, int mask, int zero) {
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const float2 *base = p + (w % 4) * 128 + (lane & mask);
    float s[UNROLL] = {};
    for (int i = 0; i < ITERS; ++i) {
        const float2 *r = base + i * zero;
#pragma unroll
        for (int k = 0; k < UNROLL; ++k) {
            float2 v = r[k * 32];
            s[k] += v.x + v.y;
        }
    }
    float t = 0;
    for (int k = 0; k < UNROLL; ++k) t += s[k];
    if (t == 12345.0f) out[threadIdx.x] = t;
}

__global__ void shared_loads(const float *p, float *out, int mask, int zero) {
    __shared__ float t[WORDS];
    for (int i = threadIdx.x; i < WORDS; i += blockDim.x) t[i] = p[i];
    __syncthreads();
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const float *base = t + (w % 4) * 32 + (lane & mask);
    float s[UNROLL] = {};
    for (int i = 0; i < ITERS; ++i) {
        const float *r = base + i * zero;
#pragma unroll
        for (int k = 0; k < UNROLL; ++k) s[k] += r[k * 96];
    }
    float u = 0;
    for (int k = 0; k < UNROLL; ++k) u += s[k];
    if (u == 12345.0f) out[threadIdx.x] = u;
}

int main() {
    int sms = 0, khz = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, 0);
    float *p, *out;
    cudaMalloc(&p, 2 * WORDS * 4); cudaMalloc(&out, 4096 * 4);
    std::vector<float> h(2 * WORDS, 1.0f);
    cudaMemcpy(p, h.data(), 2 * WORDS * 4, cudaMemcpyHostToDevice);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0); cudaEventCreate(&e1);
    const int blocks = 2 * sms, threads = 1024;
    const double loads_per_sm = 2.0 * 32 * ITERS * UNROLL;  // warp load instructions
    printf("space,bytes_per_lane,distinct_bytes_per_warp,sectors,median_us,loads_per_sm_cycle (clock %d MHz, %d SMs)\n",
           khz / 1000, sms);
    struct Case { const char *space; int bytes, mask; };
    const Case cases[] = {{"global", 4, 7}, {"global", 4, 15}, {"global", 4, 31}, {"global", 8, 31},
                          {"shared", 4, 7}, {"shared", 4, 31}};
    for (const Case &c : cases) {
        std::vector<float> v;
        for (int rep = 0; rep < 8; ++rep) {
            cudaEventRecord(e0);
            if (c.space[0] == 's') shared_loads<<<blocks, threads>>>(p, out, c.mask, 0);
            else if (c.bytes == 8) global_loads2<<<blocks, threads>>>((const float2 *)p, out, c.mask, 0);
            else global_loads<<<blocks, threads>>>(p, out, c.mask, 0);
            cudaEventRecord(e1);
            cudaEventSynchronize(e1);
            float ms; cudaEventElapsedTime(&ms, e0, e1);
            if (rep >= 2) v.push_back(ms * 1000);
        }
        std::sort(v.begin(), v.end());
        double us = v[v.size() / 2];
        int distinct = (c.mask + 1) * c.bytes;
        double cycles = us * 1e-6 * khz * 1e3;
        printf("%s,%d,%d,%d,%.1f,%.3f\n", c.space, c.bytes, distinct, (distinct + 31) / 32, us, loads_per_sm / cycles);
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
