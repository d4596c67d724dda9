// What global and shared atomics cost on the H100, for warpsim's atomic model. Throughput: every
// SM full (132 x 4 blocks of 512 threads), each thread doing ITERS atomicAdds whose results it
// keeps (so nvcc emits ATOM, not RED), timed per SM with clock64 as in int_ops.cu; printed as
// warp atomic instructions per SM-cycle and lane updates per GPU-cycle. Latency: one thread,
// each atomic's address depending on the last one's result.
#include <cstdio>
#include <cuda_runtime.h>

constexpr int ITERS = 256, BLOCKS_PER_SM = 4, THREADS = 512;

#include "clock_span.cuh"

// Which word each thread updates: 0 all threads one word; 1 one word per warp; 2 consecutive
// words (a warp covers one 128-byte line); 3 one word per lane 128 bytes apart (a line each);
// 4 one word per block (shared: the block's word 0).
__device__ __forceinline__ unsigned word(int pattern, unsigned gtid, unsigned tid) {
    switch (pattern) {
    case 0: return 0;
    case 1: return (gtid / 32) * 32;
    case 2: return gtid;
    case 3: return gtid * 32;
    default: return 0;
    }
}

__global__ void global_atomics(unsigned *g, int pattern, unsigned *out, long long *t, unsigned *sm) {
    unsigned gtid = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned *p = g + word(pattern, gtid, threadIdx.x);
    unsigned acc = 0;
    __syncthreads();
    long long t0 = clock64();
    for (int i = 0; i < ITERS; ++i) acc += atomicAdd(p, 1u);
    __syncthreads();
    long long t1 = clock64();
    out[gtid] = acc;
    stamp(t, sm, t0, t1);
}

__global__ void shared_atomics(int pattern, unsigned *out, long long *t, unsigned *sm) {
    __shared__ unsigned s[1088];
    for (unsigned i = threadIdx.x; i < 1088; i += blockDim.x) s[i] = 0;
    unsigned w = pattern == 4 ? 0 : pattern == 1 ? (threadIdx.x / 32) * 32 : pattern == 2 ? threadIdx.x : (threadIdx.x % 32) * 33;
    unsigned acc = 0;
    __syncthreads();
    long long t0 = clock64();
    for (int i = 0; i < ITERS; ++i) acc += atomicAdd(&s[w], 1u);
    __syncthreads();
    long long t1 = clock64();
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc + s[w];
    stamp(t, sm, t0, t1);
}

// One thread: each atomic's word depends on the last one's result (mask is 0 at run time).
__global__ void global_latency(unsigned *g, unsigned mask, long long *t) {
    unsigned x = 0;
    long long t0 = clock64();
    for (int i = 0; i < ITERS; ++i) x = atomicAdd(g + (x & mask), 1u);
    long long t1 = clock64();
    g[1] = x;
    t[0] = t1 - t0;
}

__global__ void shared_latency(unsigned mask, unsigned *out, long long *t) {
    __shared__ unsigned s[64];
    s[threadIdx.x] = 0;
    __syncwarp();
    unsigned x = 0;
    long long t0 = clock64();
    for (int i = 0; i < ITERS; ++i) x = atomicAdd(&s[x & mask], 1u);
    long long t1 = clock64();
    out[threadIdx.x] = x;
    if (threadIdx.x == 0) t[0] = t1 - t0;
}

int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    int sms = p.multiProcessorCount, blocks = sms * BLOCKS_PER_SM, threads = blocks * THREADS;
    unsigned *g, *out, *sm;
    long long *t;
    cudaMalloc(&g, sizeof(unsigned) * threads * 32);
    cudaMalloc(&out, sizeof(unsigned) * threads);
    cudaMalloc(&t, sizeof(long long) * 2 * blocks);
    cudaMalloc(&sm, sizeof(unsigned) * blocks);
    long long *ht = new long long[2 * blocks];
    unsigned *hs = new unsigned[blocks];
    printf("# %s, %d SMs, %d threads of %d atomicAdds each; median SM span\n", p.name, sms, threads, ITERS);
    printf("case,warp_atomics_per_sm_cycle,lane_updates_per_gpu_cycle,cycles_per_warp_atomic_per_sm\n");
    const char *gname[] = {"global, one word for the GPU", "global, one word per warp", "global, consecutive words",
                           "global, a line per lane"};
    for (int pat = 0; pat < 4; ++pat) {
        double best = 1e30;
        for (int rep = 0; rep < 3; ++rep) {
            cudaMemset(g, 0, sizeof(unsigned) * threads * 32);
            global_atomics<<<blocks, THREADS>>>(g, pat, out, t, sm);
            cudaMemcpy(ht, t, sizeof(long long) * 2 * blocks, cudaMemcpyDeviceToHost);
            cudaMemcpy(hs, sm, sizeof(unsigned) * blocks, cudaMemcpyDeviceToHost);
            double m = median_span(ht, hs, blocks, sms);
            if (m < best) best = m;
        }
        double warps_per_sm = BLOCKS_PER_SM * THREADS / 32.0 * ITERS;
        printf("%s,%.4f,%.2f,%.2f\n", gname[pat], warps_per_sm / best, warps_per_sm * 32 * sms / best, best / warps_per_sm);
    }
    const char *sname[] = {"", "shared, one word per warp", "shared, consecutive words", "shared, 33-word stride (conflict-free)",
                           "shared, one word per block"};
    for (int pat = 1; pat <= 4; ++pat) {
        double best = 1e30;
        for (int rep = 0; rep < 3; ++rep) {
            shared_atomics<<<blocks, THREADS>>>(pat, out, t, sm);
            cudaMemcpy(ht, t, sizeof(long long) * 2 * blocks, cudaMemcpyDeviceToHost);
            cudaMemcpy(hs, sm, sizeof(unsigned) * blocks, cudaMemcpyDeviceToHost);
            double m = median_span(ht, hs, blocks, sms);
            if (m < best) best = m;
        }
        double warps_per_sm = BLOCKS_PER_SM * THREADS / 32.0 * ITERS;
        printf("%s,%.4f,%.2f,%.2f\n", sname[pat], warps_per_sm / best, warps_per_sm * 32 * sms / best, best / warps_per_sm);
    }
    long long lat;
    cudaMemset(g, 0, 64);
    for (int rep = 0; rep < 3; ++rep) global_latency<<<1, 1>>>(g, 0, t);
    cudaMemcpy(&lat, t, sizeof lat, cudaMemcpyDeviceToHost);
    printf("# dependent global atomicAdd, one thread: %.1f cycles\n", lat / (double)ITERS);
    for (int rep = 0; rep < 3; ++rep) shared_latency<<<1, 32>>>(0, out, t);
    cudaMemcpy(&lat, t, sizeof lat, cudaMemcpyDeviceToHost);
    printf("# dependent shared atomicAdd, one warp, every lane the same word: %.1f cycles\n", lat / (double)ITERS);
    for (int rep = 0; rep < 3; ++rep) shared_latency<<<1, 1>>>(0, out, t);
    cudaMemcpy(&lat, t, sizeof lat, cudaMemcpyDeviceToHost);
    printf("# dependent shared atomicAdd, one thread: %.1f cycles\n", lat / (double)ITERS);
    return 0;
}
