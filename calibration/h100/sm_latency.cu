// Whether an SM's distance from memory shows in its load latency: one thread on every SM (132
// blocks of one thread, one a SM) chases its own stretch of one permutation cycle of dependent
// loads, timed with clock64: over 1 GB at a 4 KB stride (DRAM; no warm-up, and a 256 MB write
// before, so nothing is in L2) and over 8 MB at 128 bytes (L2 hits, after a warm-up pass). Rows:
// level, the SM, its cycles a load. Then walk.cu's scenario-shaped loop (132 x 128 threads,
// one load a warp in flight) at 64 and 512 trips: each SM's median warp's cycles a trip.
// Build: nvcc -O3 -arch=sm_90 sm_latency.cu -o sm_latency. Never built by warpsim's tests.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__device__ __forceinline__ unsigned smid() {
    unsigned r;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(r));
    return r;
}

__global__ void chase(const unsigned *__restrict__ next, const unsigned *starts, int steps, int warm,
                      unsigned *out, long long *cycles, unsigned *sms) {
    unsigned p = starts[blockIdx.x];
    if (warm) {
        for (int i = 0; i < steps; i++) p = __ldcg(&next[p]);
        p = starts[blockIdx.x] ^ (p & 0x80000000u);
    }
    long long t0 = clock64();
    for (int i = 0; i < steps; i++) p = __ldcg(&next[p]);
    long long t1 = clock64();
    out[blockIdx.x] = p;
    cycles[blockIdx.x] = t1 - t0;
    sms[blockIdx.x] = smid();
}

__global__ void walk(const float *a, float *out, long long step, int trips, long long *t, unsigned *sms) {
    long long i = (long long)blockDim.x * blockIdx.x + threadIdx.x;
    const long long first = i;
    float acc = 0.0f;
    long long t0 = clock64();
#pragma unroll 1
    for (int k = 0; k < trips; ++k, i += step) acc += a[i];
    long long t1 = clock64();
    out[first] = acc;
    if (threadIdx.x % 32 == 0) t[first / 32] = t1 - t0;
    if (threadIdx.x == 0) sms[blockIdx.x] = smid();
}

static char *junk;

static void chase_all(const char *level, size_t bytes, size_t stride, int steps, int warm, int blocks) {
    size_t n = bytes / 4, step = stride / 4, slots = n / step;
    std::vector<size_t> order(slots);
    for (size_t i = 0; i < slots; i++) order[i] = i * step;
    srand(12345);
    for (size_t i = slots - 1; i > 0; i--) std::swap(order[i], order[rand() % (i + 1)]);
    std::vector<unsigned> next(n, 0), starts(blocks);
    for (size_t i = 0; i < slots; i++) next[order[i]] = (unsigned)order[(i + 1) % slots];
    for (int b = 0; b < blocks; b++) starts[b] = (unsigned)order[(slots / blocks) * b];
    unsigned *d_next, *d_starts, *d_out, *d_sms; long long *d_cycles;
    CHECK(cudaMalloc(&d_next, bytes)); CHECK(cudaMalloc(&d_starts, 4 * blocks)); CHECK(cudaMalloc(&d_out, 4 * blocks));
    CHECK(cudaMalloc(&d_sms, 4 * blocks)); CHECK(cudaMalloc(&d_cycles, 8 * blocks));
    CHECK(cudaMemcpy(d_next, next.data(), bytes, cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(d_starts, starts.data(), 4 * blocks, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(junk, 1, 256u << 20)); CHECK(cudaDeviceSynchronize());
    chase<<<blocks, 1>>>(d_next, d_starts, steps, warm, d_out, d_cycles, d_sms);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    std::vector<long long> c(blocks); std::vector<unsigned> s(blocks);
    CHECK(cudaMemcpy(c.data(), d_cycles, 8 * blocks, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(s.data(), d_sms, 4 * blocks, cudaMemcpyDeviceToHost));
    for (int b = 0; b < blocks; b++) printf("%s,%u,%.1f\n", level, s[b], (double)c[b] / steps);
    CHECK(cudaFree(d_next)); CHECK(cudaFree(d_starts)); CHECK(cudaFree(d_out)); CHECK(cudaFree(d_sms)); CHECK(cudaFree(d_cycles));
}

static void walk_all(float *a, float *out, int trips) {
    const int grid = 132, block = 128, warps = grid * block / 32;
    long long *d_t; unsigned *d_sms;
    CHECK(cudaMalloc(&d_t, 8 * warps)); CHECK(cudaMalloc(&d_sms, 4 * grid));
    CHECK(cudaMemset(junk, 2, 256u << 20)); CHECK(cudaDeviceSynchronize());
    walk<<<grid, block>>>(a, out, (long long)grid * block, trips, d_t, d_sms);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    std::vector<long long> t(warps); std::vector<unsigned> s(grid);
    CHECK(cudaMemcpy(t.data(), d_t, 8 * warps, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(s.data(), d_sms, 4 * grid, cudaMemcpyDeviceToHost));
    for (int b = 0; b < grid; b++) {
        std::vector<long long> w(t.begin() + 4 * b, t.begin() + 4 * b + 4);
        std::sort(w.begin(), w.end());
        printf("walk%d,%u,%.1f\n", trips, s[b], (double)(w[1] + w[2]) / 2 / trips);
    }
    CHECK(cudaFree(d_t)); CHECK(cudaFree(d_sms));
}

int main() {
    cudaDeviceProp prop; CHECK(cudaGetDeviceProperties(&prop, 0));
    int sms = prop.multiProcessorCount;
    fprintf(stderr, "%s, %d SMs\n", prop.name, sms);
    CHECK(cudaMalloc(&junk, 256u << 20));
    printf("level,sm,cycles_a_load\n");
    chase_all("dram", 1ull << 30, 4096, 512, 0, sms);
    chase_all("l2", 8u << 20, 128, 2048, 1, sms);
    float *a, *out;
    CHECK(cudaMalloc(&a, 4ull * 132 * 128 * 512)); CHECK(cudaMemset(a, 0, 4ull * 132 * 128 * 512));
    CHECK(cudaMalloc(&out, 4 * 132 * 128));
    walk_all(a, out, 64);
    walk_all(a, out, 512);
    return 0;
}
