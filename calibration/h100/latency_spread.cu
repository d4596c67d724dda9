// How DRAM load latency is spread: one warp chases a permutation cycle of dependent loads and
// times each one with clock64 (the loaded value stored to shared memory before the second
// clock read, so that read waits for it; the SASS is kept beside the figures). Over 1 GB at a
// 4 KB stride in random order after a 256 MB write (DRAM), and over 8 MB at 128 bytes after a
// warm-up pass (L2 hits); then over 8 MB at 4 KB, in random order and in order, and over
// 256 KB at 128 bytes in order (footprints a TLB covers). `lanes` 1: lane 0 loads one word; 32: the 32 lanes load the 32 words
// of the 128-byte line at the chased slot (the next slot from lane 0's word). Rows: level,
// bytes, stride, order, lanes, loads, mean, then percentiles of the cycles a load.
// Build: nvcc -O3 -arch=sm_90 latency_spread.cu -o latency_spread. Never built by warpsim's tests.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

constexpr int STEPS = 2048;

__global__ void timed_chase(const unsigned *__restrict__ next, int lanes, int warm, unsigned *out, int *lat) {
    __shared__ unsigned seen[STEPS];
    __shared__ int cycles[STEPS];
    const int lane = threadIdx.x;
    unsigned j = 0;
    if (warm) {
        for (int k = 0; k < STEPS; ++k) {
            unsigned v = lane < lanes ? __ldcg(&next[j + lane]) : 0;
            j = __shfl_sync(0xffffffffu, v, 0);
        }
        j &= 0x80000000u;  // 0, but the warm-up is not dead code
    }
    for (int k = 0; k < STEPS; ++k) {
        long long t0 = clock64();
        unsigned v = lane < lanes ? __ldcg(&next[j + lane]) : 0;
        if (lane == 0) seen[k] = v;
        long long t1 = clock64();
        j = __shfl_sync(0xffffffffu, v, 0);
        if (lane == 0) cycles[k] = (int)(t1 - t0);
    }
    __syncwarp();
    for (int k = lane; k < STEPS; k += 32) {
        lat[k] = cycles[k];
        out[k] = seen[k];
    }
}

static void run(const char *level, size_t bytes, size_t stride, int lanes, int warm, char *junk, bool shuffle = true) {
    size_t n = bytes / 4, step = stride / 4, slots = n / step;
    std::vector<size_t> order(slots);
    for (size_t i = 0; i < slots; i++) order[i] = i * step;
    srand(12345 + lanes);
    if (shuffle)
        for (size_t i = slots - 1; i > 0; i--) std::swap(order[i], order[rand() % (i + 1)]);
    std::vector<unsigned> next(n, 0);
    for (size_t i = 0; i < slots; i++) next[order[i]] = (unsigned)order[(i + 1) % slots];
    unsigned *d_next, *d_out; int *d_lat;
    CHECK(cudaMalloc(&d_next, bytes)); CHECK(cudaMalloc(&d_out, 4 * STEPS)); CHECK(cudaMalloc(&d_lat, 4 * STEPS));
    CHECK(cudaMemcpy(d_next, next.data(), bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(junk, 1, 256u << 20)); CHECK(cudaDeviceSynchronize());
    timed_chase<<<1, 32>>>(d_next, lanes, warm, d_out, d_lat);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    std::vector<int> lat(STEPS);
    CHECK(cudaMemcpy(lat.data(), d_lat, 4 * STEPS, cudaMemcpyDeviceToHost));
    double mean = 0;
    for (int c : lat) mean += c;
    mean /= STEPS;
    std::sort(lat.begin(), lat.end());
    printf("%s,%zu,%zu,%s,%d,%d,%.1f", level, bytes, stride, shuffle ? "random" : "in_order", lanes, STEPS, mean);
    for (double q : {0.01, 0.05, 0.10, 0.25, 0.50, 0.75, 0.90, 0.95, 0.99}) printf(",%d", lat[(int)(q * STEPS)]);
    printf(",%d\n", lat[STEPS - 1]);
    CHECK(cudaFree(d_next)); CHECK(cudaFree(d_out)); CHECK(cudaFree(d_lat));
}

int main() {
    char *junk;
    CHECK(cudaMalloc(&junk, 256u << 20));
    printf("level,bytes,stride,order,lanes,loads,mean,p1,p5,p10,p25,p50,p75,p90,p95,p99,max\n");
    for (int lanes : {1, 32}) {
        run("dram", 1ull << 30, 4096, lanes, 0, junk);
        run("dram", 1ull << 30, 4096, lanes, 0, junk);
        run("l2", 8u << 20, 128, lanes, 1, junk);
    }
    // Footprints a TLB covers: 8 MB at 4 KB (2,048 lines, four 2 MB pages) in random order and
    // in order, 256 KB at 128 bytes in order (consecutive lines).
    for (int lanes : {1, 32}) {
        run("dram", 8u << 20, 4096, lanes, 0, junk);
        run("dram", 8u << 20, 4096, lanes, 0, junk, false);
        run("dram", 256u << 10, 128, lanes, 0, junk, false);
    }
    return 0;
}
