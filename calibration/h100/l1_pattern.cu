// Does the H100's L1 serve a warp load at one request a cycle whatever its lanes' addresses,
// as long as they fall in few sectors? simpleMultiply (Best Practices Guide 9.2.2.1) reads
// a[row * 16 + i]: the two half-warps each read one word (two distinct addresses 64 bytes
// apart, two sectors), and it runs at 0.71 requests per SM-cycle against 0.96 for lanes that
// read consecutive words (l1_rate.cu). As l1_rate.cu (64 warps an SM, eight independent loads
// a trip from a 4 KB array in L1), with lane l reading word (l >> shift) * spread + (l & mask)
// + offset. The later cases (2026-11-24) tell apart two rules for what a load costs the L1's
// data stage: one wavefront per 128-byte line touched, or the shared-memory rule (32 banks of
// 4-byte words; as many wavefronts as the most distinct words in one bank).
// Build: nvcc -O3 -arch=sm_90 l1_pattern.cu -o l1_pattern (run_l1_pattern.sh). Never built by
// the tests.
#include <cstdio>
#include <vector>
#include "event_timing.cuh"

constexpr int ITERS = 2048, UNROLL = 8;

__global__ void loads(const float *__restrict__ p, float *out, int shift, int spread, int mask, int offset, int zero) {
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const float *base = p + (w % 4) * 256 + (lane >> shift) * spread + (lane & mask) + offset;
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

// The same patterns stored: each lane writes its word once per trip (what Nsight Compute's L1
// data wavefronts per store request show; the rate is the L2's, not the L1's).
__global__ void stores(float *__restrict__ p, int shift, int spread, int mask, int offset, int zero) {
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    float *base = p + (w % 4) * 256 + (lane >> shift) * spread + (lane & mask) + offset;
    for (int i = 0; i < ITERS / 64; ++i) {
        float *r = base + i * zero;
#pragma unroll
        for (int k = 0; k < UNROLL; ++k) r[k * 32] = float(i + k);
    }
}

int main(int argc, char **) {
    const bool profiled = argc > 1;
    int sms = 0, khz = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, 0);
    float *p, *out;
    cudaMalloc(&p, 16384);
    cudaMalloc(&out, 4096 * 4);
    std::vector<float> h(4096, 1.0f);
    cudaMemcpy(p, h.data(), 16384, cudaMemcpyHostToDevice);
    const double loads_per_sm = 2.0 * 32 * ITERS * UNROLL;
    struct Case { const char *name; int shift, spread, mask, offset, distinct, sectors; };
    const Case cases[] = {
        {"one address", 5, 0, 0, 0, 1, 1},
        {"two addresses, one sector", 4, 1, 0, 0, 2, 1},
        {"two addresses 64 B apart (simpleMultiply's a)", 4, 16, 0, 0, 2, 2},
        {"four addresses 32 B apart", 3, 8, 0, 0, 4, 4},
        {"eight addresses 16 B apart", 2, 4, 0, 0, 8, 4},
        {"16 consecutive words, twice (simpleMultiply's b)", 4, 0, 15, 0, 16, 2},
        {"32 consecutive words", 0, 0, 31, 0, 32, 4},
        {"two addresses 128 B apart (two lines)", 4, 32, 0, 0, 2, 2},
        {"32 consecutive words from word 1 (two lines, 5 sectors, all banks once)", 0, 0, 31, 1, 32, 5},
        {"32 consecutive words from word 16 (two lines, 4 sectors)", 0, 0, 31, 16, 32, 4},
        {"two addresses in two lines, banks 0 and 1 (words 0, 33)", 4, 33, 0, 0, 2, 2},
        {"4 consecutive words in each of 8 lines, 32 banks (words 36 g + i)", 2, 36, 3, 0, 32, 8},
        {"one word in each of 32 lines, 32 banks (word 33 l)", 0, 33, 0, 0, 32, 32},
        {"one word in each of 32 lines, one bank (word 32 l)", 0, 32, 0, 0, 32, 32},
    };
    printf("case,distinct_addresses,sectors,median_us,loads_per_sm_cycle (clock %d MHz, %d SMs)\n", khz / 1000, sms);
    for (const Case &c : cases) {
        double us = median_us([&] { loads<<<2 * sms, 1024>>>(p, out, c.shift, c.spread, c.mask, c.offset, 0); }, profiled ? 1 : 5, profiled ? 0 : 2), cycles = us * 1e-6 * khz * 1e3;
        printf("%s,%d,%d,%.1f,%.3f\n", c.name, c.distinct, c.sectors, us, loads_per_sm / cycles);
    }
    if (profiled)
        for (const Case &c : cases) {
            stores<<<2 * sms, 1024>>>(p, c.shift, c.spread, c.mask, c.offset, 0);
            cudaDeviceSynchronize();
        }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
