// What fetching a kernel's code costs on an H100: straight-line runs of independent FFMAs
// (eight accumulators, so each issues a cycle after the one before on a warp alone), of
// 512 x R instructions (8 KB x R of SASS, 16 bytes an instruction), run twice in a loop
// (`#pragma unroll 1`): the first trip finds its code in no instruction cache, the second
// finds what the caches kept. clock64 around each trip; `warps` warps in one block (one a
// scheduler up to 4). Each size is launched three times: after a write of 256 MB (the L2
// holds no code), again at once (the L2 may hold the code), and after the write again.
// Build: nvcc -O3 -arch=sm_90 icache.cu -o icache. Never built by warpsim's tests.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

#define F8 x0 = fmaf(x0, a, b); x1 = fmaf(x1, a, b); x2 = fmaf(x2, a, b); x3 = fmaf(x3, a, b); \
           x4 = fmaf(x4, a, b); x5 = fmaf(x5, a, b); x6 = fmaf(x6, a, b); x7 = fmaf(x7, a, b);
#define F64 F8 F8 F8 F8 F8 F8 F8 F8
#define F512 F64 F64 F64 F64 F64 F64 F64 F64

template <int R>
__global__ void straight(float a, float b, float *out, long long *t) {
    float x0 = threadIdx.x, x1 = x0 + 1, x2 = x0 + 2, x3 = x0 + 3, x4 = x0 + 4, x5 = x0 + 5,
          x6 = x0 + 6, x7 = x0 + 7;
    long long t0 = 0, t1 = 0, t2 = 0;
#pragma unroll 1
    for (int trip = 0; trip < 2; ++trip) {
        long long s = clock64();
        if (trip == 0) t0 = s; else t1 = s;
#pragma unroll
        for (int r = 0; r < R; ++r) { F512 }
    }
    t2 = clock64();
    out[blockIdx.x * blockDim.x + threadIdx.x] = x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7;
    if (threadIdx.x % 32 == 0) {
        int w = threadIdx.x / 32;
        t[3 * w] = t0;
        t[3 * w + 1] = t1;
        t[3 * w + 2] = t2;
    }
}

static char *junk;
static const size_t JUNK = 256u << 20;

template <int R>
static void measure(int warps, float *out, long long *dt) {
    const char *when[3] = {"after_flush", "again", "after_flush_again"};
    for (int k = 0; k < 3; ++k) {
        if (k != 1) {
            CHECK(cudaMemset(junk, k + 1, JUNK));
            CHECK(cudaDeviceSynchronize());
        }
        straight<R><<<1, 32 * warps>>>(1.0001f, 0.5f, out, dt);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        long long h[3 * 32];
        CHECK(cudaMemcpy(h, dt, sizeof(long long) * 3 * warps, cudaMemcpyDeviceToHost));
        // The slowest warp's trips (each warp's own span).
        long long c1 = 0, c2 = 0;
        for (int w = 0; w < warps; ++w) {
            if (h[3 * w + 1] - h[3 * w] > c1) c1 = h[3 * w + 1] - h[3 * w];
            if (h[3 * w + 2] - h[3 * w + 1] > c2) c2 = h[3 * w + 2] - h[3 * w + 1];
        }
        printf("%d,%d,%d,%s,%lld,%lld\n", 512 * R, 16 * 512 * R, warps, when[k], c1, c2);
    }
}

int main() {
    float *out;
    long long *dt;
    CHECK(cudaMalloc(&out, 4 * 1024));
    CHECK(cudaMalloc(&dt, sizeof(long long) * 3 * 32));
    CHECK(cudaMalloc(&junk, JUNK));
    printf("instructions,code_bytes,warps,launch,first_trip_cycles,second_trip_cycles\n");
    for (int warps : {1, 4, 8}) {
        measure<1>(warps, out, dt);
        measure<2>(warps, out, dt);
        measure<4>(warps, out, dt);
        measure<8>(warps, out, dt);
        measure<16>(warps, out, dt);
        measure<32>(warps, out, dt);
        measure<64>(warps, out, dt);
    }
    return 0;
}
