// Do L1 misses add data-stage wavefronts? Nsight Compute counts 2.64 read wavefronts a load
// request for smooth_rgb and 2.91 for smooth_rgba, 1.41 for transposeNaive's row loads
// (stencil-wavefronts-ncu-h100.csv), where the shared-memory bank rule, which the L1-resident
// patterns of l1_pattern.cu follow exactly, gives 2, 2 and 1. Those kernels miss in L1 for
// part of their sectors (16% of smooth's, every transpose load). Each warp here walks its own
// region in TRIPS dependent loads (each address waits for the previous load's value), trip i
// at byte i * step: with step 0 every trip after the first hits; with a step of a sector or
// two, part of each load's sectors were loaded by the trip before and the rest are new; with
// a step past the pattern every sector misses. The last cases drop the dependence, so a load
// finds the sectors of the trip before in flight. Patterns: 4-byte words, lane l at byte
// offset + 4 l, or 8-byte elements in two half-warp pieces `gap` bytes apart (smooth_rgba's
// two rows of 16 pixels), lane l at offset + 8 (l & 15) + gap (l >> 4). Nsight Compute's
// requests, sectors, hit rate and read wavefronts per launch (run_l1_miss.sh).
// Build: nvcc -O3 -arch=sm_90 l1_miss.cu -o l1_miss. Never built by the tests.
#include <cstdio>

constexpr int TRIPS = 8, BLOCKS_PER_SM = 2, THREADS = 1024;

template <bool DEP>
__global__ void loads(const char *__restrict__ p, float *out, long region, int offset, int wide, int gap, int step) {
    int lane = threadIdx.x & 31;
    long w = (blockIdx.x * (long)blockDim.x + threadIdx.x) >> 5;
    long at = w * region + offset + (wide ? 8 * (lane & 15) + (long)gap * (lane >> 4) : 4 * lane);
    float s = 0;
    for (int i = 0; i < TRIPS; ++i) {
        // The data are zeros: with DEP the next address depends on this load's value without
        // moving; without, the loads leave back to back and find the sectors the trip before
        // asked for still in flight.
        const char *r = p + at + (long)i * step + (DEP && s != 0.0f);
        if (wide) {
            float2 v = *reinterpret_cast<const float2 *>(r);
            s += v.x + v.y;
        } else {
            s += *reinterpret_cast<const float *>(r);
        }
    }
    if (s == 12345.0f) out[threadIdx.x] = s;
}

int main() {
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    const long warps = (long)sms * BLOCKS_PER_SM * THREADS / 32;
    struct Case { const char *name; long region; int offset, wide, gap, step, dep = 1; };
    const Case cases[] = {
        {"32 words, one line: all miss", 2048, 0, 0, 0, 256},
        {"32 words from word 16, two lines: all miss", 2048, 64, 0, 0, 256},
        {"32 words from word 1, two lines (31 + 1): all miss", 2048, 4, 0, 0, 256},
        {"32 words, one line: hits after the first", 2048, 0, 0, 0, 0},
        {"32 words from word 16, two lines: hits after the first", 2048, 64, 0, 0, 0},
        {"32 words moving a sector a trip: 3 sectors hit, 1 misses", 2048, 0, 0, 0, 32},
        {"32 words moving two sectors a trip: 2 hit, 2 miss", 2048, 0, 0, 0, 64},
        {"two 128 B pieces of 8 B elements, 4 KB apart: all miss", 16384, 0, 1, 4096, 256},
        {"two 128 B pieces from byte 64 (four lines): all miss", 16384, 64, 1, 4096, 256},
        {"two 128 B pieces: hits after the first", 16384, 0, 1, 4096, 0},
        {"two 128 B pieces from byte 64: hits after the first", 16384, 64, 1, 4096, 0},
        {"two 128 B pieces moving a sector a trip: 6 sectors hit, 2 miss", 16384, 0, 1, 4096, 32},
        {"two 128 B pieces moving 8 bytes a trip (smooth's neighbours)", 16384, 0, 1, 4096, 8},
        {"two 128 B pieces 5,312 B apart moving 8 bytes a trip", 16384, 0, 1, 5312, 8},
        {"independent: 32 words moving a sector a trip (3 sectors in flight, 1 new)", 2048, 0, 0, 0, 32, 0},
        {"independent: 32 words moving two sectors a trip", 2048, 0, 0, 0, 64, 0},
        {"independent: two 128 B pieces moving 8 bytes a trip", 16384, 0, 1, 4096, 8, 0},
        {"independent: 32 words, all miss", 2048, 0, 0, 0, 256, 0},
        {"independent: 32 words from word 16, two lines, all miss", 2048, 64, 0, 0, 256, 0},
        {"independent: 32 words from word 1, two lines (31 + 1), all miss", 2048, 4, 0, 0, 256, 0},
        {"independent: two 128 B pieces from byte 64 (four lines), all miss", 16384, 64, 1, 4096, 256, 0},
    };
    size_t bytes = 0;
    for (const Case &c : cases) bytes = bytes > c.region * warps ? bytes : c.region * warps;
    char *p;
    float *out;
    if (cudaMalloc(&p, bytes + 65536) != cudaSuccess || cudaMalloc(&out, THREADS * 4) != cudaSuccess) {
        printf("error: cudaMalloc of %zu bytes\n", bytes);
        return 1;
    }
    cudaMemset(p, 0, bytes + 65536);
    printf("launch,case\n");
    int n = 0;
    for (const Case &c : cases) {
        if (c.dep)
            loads<true><<<sms * BLOCKS_PER_SM, THREADS>>>(p, out, c.region, c.offset, c.wide, c.gap, c.step);
        else
            loads<false><<<sms * BLOCKS_PER_SM, THREADS>>>(p, out, c.region, c.offset, c.wide, c.gap, c.step);
        cudaDeviceSynchronize();
        printf("%d,%s\n", n++, c.name);
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
