// How fast one SM's shared-memory pipe serves few warps: whether a lone warp gets the whole
// SM's rate (one pass a cycle) or only its scheduler's share. One block of W warps (W = 1, 2,
// 4, 8, 16, 32) on one SM; each thread does ITERS x 8 independent shared loads (a volatile
// pointer, so none is merged or dropped) with an FADD each, at a stride that makes every warp
// load take 1 pass (stride 1: one word per bank) or 32 (stride 32: every lane in bank 0, 32
// passes), and with 32 independent loads a trip at stride 1 (a lone warp's rate without the
// loads' latency in the way), from shared memory and from global memory hitting L1. Each warp times its loop with clock64; reported: the slowest
// warp's cycles per load instruction of one warp, and SM-cycles per warp load instruction (the
// same over W).
#include <cstdio>
#include <cuda_runtime.h>

constexpr int ITERS = 256, WORDS = 32 * 33;

template <int STRIDE>
__global__ void lds_rate(float *out, long long *t) {
    __shared__ float s[WORDS];
    for (int i = threadIdx.x; i < WORDS; i += blockDim.x) s[i] = i * 0.5f;
    __syncthreads();
    volatile float *v = s;
    int lane = threadIdx.x & 31, base = (lane * STRIDE) % WORDS;
    float a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0;
    long long t0 = clock64();
    for (int i = 0; i < ITERS; ++i) {
        a0 += v[base];
        a1 += v[(base + 1) % WORDS];
        a2 += v[(base + 2) % WORDS];
        a3 += v[(base + 3) % WORDS];
        a4 += v[(base + 4) % WORDS];
        a5 += v[(base + 5) % WORDS];
        a6 += v[(base + 6) % WORDS];
        a7 += v[(base + 7) % WORDS];
    }
    long long t1 = clock64();
    out[blockIdx.x * blockDim.x + threadIdx.x] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;
    if (lane == 0) t[threadIdx.x / 32] = t1 - t0;
}

// 32 independent loads a trip (one pass each: lane l reads word l + k), so that even a lone
// warp's loop is bound by how fast it may issue them, not by their latency.
__global__ void lds_rate32(float *out, long long *t) {
    __shared__ float s[WORDS];
    for (int i = threadIdx.x; i < WORDS; i += blockDim.x) s[i] = i * 0.5f;
    __syncthreads();
    volatile float *v = s + (threadIdx.x & 31);
    float a[32];
#pragma unroll
    for (int k = 0; k < 32; ++k) a[k] = 0;
    long long t0 = clock64();
    for (int i = 0; i < ITERS / 4; ++i) {
#pragma unroll
        for (int k = 0; k < 32; ++k) a[k] += v[k];
    }
    long long t1 = clock64();
    float r = 0;
#pragma unroll
    for (int k = 0; k < 32; ++k) r += a[k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = r;
    if ((threadIdx.x & 31) == 0) t[threadIdx.x / 32] = t1 - t0;
}

// The same with global loads that hit L1 (a 4 KB array; each trip's addresses move by
// `i * zero`, zero = 0 at run time, so the compiler cannot hoist the loads out of the loop).
__global__ void ldg_rate32(const float *__restrict__ p, float *out, long long *t, int zero) {
    const float *base = p + (threadIdx.x & 31);
    float a[32];
#pragma unroll
    for (int k = 0; k < 32; ++k) a[k] = 0;
    for (int k = 0; k < 32; ++k) a[0] += base[k];  // warm L1
    long long t0 = clock64();
    for (int i = 0; i < ITERS / 4; ++i) {
        const float *r = base + i * zero;
#pragma unroll
        for (int k = 0; k < 32; ++k) a[k] += r[k];
    }
    long long t1 = clock64();
    float x = 0;
#pragma unroll
    for (int k = 0; k < 32; ++k) x += a[k];
    out[blockIdx.x * blockDim.x + threadIdx.x] = x;
    if ((threadIdx.x & 31) == 0) t[threadIdx.x / 32] = t1 - t0;
}

// The slowest warp's cycles per load instruction, and that over W, for W = 1 to 32 warps in
// one block: `launch(warps)` runs the kernel, whose warps each make `loads` loads.
template <class Launch>
void measure(const char *name, int loads, Launch launch, long long *t) {
    for (int warps : {1, 2, 4, 8, 16, 32}) {
        long long best = -1;
        for (int rep = 0; rep < 5; ++rep) {
            launch(warps);
            long long h[32];
            cudaMemcpy(h, t, sizeof(long long) * warps, cudaMemcpyDeviceToHost);
            long long worst = 0;
            for (int w = 0; w < warps; ++w) worst = h[w] > worst ? h[w] : worst;
            if (best < 0 || worst < best) best = worst;
        }
        double per_load = (double)best / loads;
        printf("%s,%d,%.2f,%.2f\n", name, warps, per_load, per_load / warps);
    }
}

int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    float *out;
    long long *t;
    cudaMalloc(&out, 1024 * sizeof(float));
    cudaMalloc(&t, 32 * sizeof(long long));
    printf("# %s; one block of W warps on one SM, %d x 8 independent shared loads per thread; "
           "the slowest warp's cycles per load instruction, and that over W (SM-cycles per warp load)\n",
           p.name, ITERS);
    printf("pattern,warps,cycles_per_warp_load,sm_cycles_per_warp_load\n");
    measure("stride 1 (1 pass)", ITERS * 8, [&](int w) { lds_rate<1><<<1, 32 * w>>>(out, t); }, t);
    measure("stride 32 (32 passes)", ITERS * 8, [&](int w) { lds_rate<32><<<1, 32 * w>>>(out, t); }, t);
    measure("stride 1, 32 loads a trip (1 pass)", ITERS / 4 * 32, [&](int w) { lds_rate32<<<1, 32 * w>>>(out, t); }, t);
    float *g;
    cudaMalloc(&g, 4096);
    cudaMemset(g, 0, 4096);
    measure("global, L1 hits, 32 loads a trip (1 line)", ITERS / 4 * 32,
            [&](int w) { ldg_rate32<<<1, 32 * w>>>(g, out, t, 0); }, t);
    return 0;
}
