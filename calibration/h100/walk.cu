// How long one trip of latency_hiding's k = 0 loop takes (a load whose value an add waits for,
// so one load a warp in flight), by how many warps walk, how many lanes load and how far apart
// a warp's trips are: each warp times its own trips with clock64, after a 256 MB write that
// leaves none of the data in L2. Rows: grid, block, active lanes a warp, the step between a
// warp's trips (bytes), trips, then the warps' cycles a trip (min / median / max).
// Build: nvcc -O3 -arch=sm_90 walk.cu -o walk. Never built by warpsim's tests.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

__global__ void walk(const float *a, float *out, long long step, int trips, int lanes, long long *t) {
    long long i = (long long)blockDim.x * blockIdx.x + threadIdx.x;
    const long long first = i;
    float acc = 0.0f;
    long long t0 = clock64();
    if ((int)(threadIdx.x % 32) < lanes) {
#pragma unroll 1
        for (int k = 0; k < trips; ++k, i += step) acc += a[i];
    }
    long long t1 = clock64();
    out[first] = acc;
    if (threadIdx.x % 32 == 0) t[first / 32] = t1 - t0;
}

int main() {
    const size_t bytes = 1ull << 31;  // 2 GB of data
    float *a, *out; long long *t; char *junk;
    CHECK(cudaMalloc(&a, bytes)); CHECK(cudaMemset(a, 0, bytes));
    CHECK(cudaMalloc(&out, 4u << 20)); CHECK(cudaMalloc(&t, 8u << 16)); CHECK(cudaMalloc(&junk, 256u << 20));
    printf("grid,block,lanes,step_bytes,trips,min_cycles_a_trip,median,max\n");
    struct Case { int grid, block, lanes; long long step_elems; int trips; };
    std::vector<Case> cases;
    for (int lanes : {32, 1})
        for (long long step : {32LL, 1024LL, 15360LL, 524288LL}) cases.push_back({1, 32, lanes, step, 64});
    for (int grid : {120, 132}) cases.push_back({grid, 128, 32, (long long)grid * 128, 64});
    cases.push_back({120, 128, 32, 120 * 128, 32});  // the scenario: 491,520 elements
    cases.push_back({120, 32, 32, 120 * 128, 64});   // one warp an SM, the scenario's step
    cases.push_back({120, 128, 1, 120 * 128, 64});   // the scenario's warps, one lane each
    cases.push_back({132, 1024, 32, 132 * 1024, 16});  // 32 warps an SM
    for (const Case &c : cases) {
        CHECK(cudaMemset(junk, 1, 256u << 20)); CHECK(cudaDeviceSynchronize());
        walk<<<c.grid, c.block>>>(a, out, c.step_elems, c.trips, c.lanes, t);
        CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
        int warps = c.grid * c.block / 32;
        std::vector<long long> h(warps);
        CHECK(cudaMemcpy(h.data(), t, 8 * warps, cudaMemcpyDeviceToHost));
        std::sort(h.begin(), h.end());
        printf("%d,%d,%d,%lld,%d,%.1f,%.1f,%.1f\n", c.grid, c.block, c.lanes, c.step_elems * 4, c.trips,
               (double)h[0] / c.trips, (double)h[warps / 2] / c.trips, (double)h[warps - 1] / c.trips);
    }
    return 0;
}
