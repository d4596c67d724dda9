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

// smooth_rgba's nine loads (a 3 x 3 neighbourhood of 8-byte pixels on 5,312-byte rows, blocks
// of 16 x 16 threads, a warp two rows of 16), issued before the sums as nvcc orders them, on
// the rows of an image (`private_rows` 0: warps of a block share their neighbours' rows, as in
// smooth_rgba) or each warp on four rows of its own (1: no other warp touches them).
__global__ void nine_loads(const char *__restrict__ p, float *out, int private_rows) {
    const int width = 664, height = 1024, pitch = 5312;
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
    if (x >= width || y >= height) return;
    long warp = ((long)blockIdx.y * gridDim.x + blockIdx.x) * 8 + threadIdx.y / 2;
    const char *base = private_rows ? p + warp * 4 * pitch + (long)(1 + threadIdx.y % 2) * pitch : p + (long)y * pitch;
    float2 v[9];
#pragma unroll
    for (int dy = -1; dy <= 1; ++dy)
#pragma unroll
        for (int dx = -1; dx <= 1; ++dx) {
            const char *row = private_rows ? base + (long)dy * pitch : p + (long)min(max(y + dy, 0), height - 1) * pitch;
            v[(dy + 1) * 3 + dx + 1] = *reinterpret_cast<const float2 *>(row + 8 * min(max(x + dx, 0), width - 1));
        }
    float s = 0;
    for (int k = 0; k < 9; ++k) s += v[k].x + v[k].y;
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
    const size_t nine = 42L * 64 * 8 * 4 * 5312;  // nine_loads' private rows
    bytes = bytes > nine ? bytes : nine;
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
    for (int private_rows = 0; private_rows < 2; ++private_rows) {
        nine_loads<<<dim3(42, 64), dim3(16, 16)>>>(p, out, private_rows);
        cudaDeviceSynchronize();
        printf("%d,smooth_rgba's nine loads, %s\n", n++, private_rows ? "each warp on rows of its own" : "on the image's rows");
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
