// What the clock64-timed calibration kernels share: the SM a block runs on, thread 0's record
// of its block's span, the median SM's span over the blocks' records, the best of three
// launches' spans, and the shortest of a one-block kernel's spans. Included by chain_report.cuh
// (int_ops.cu, unit_ops.cu, imad_wide.cu), fma_heavy.cu, atomics.cu, store_queue.cu,
// shared_latency.cu and shared_loop.cu.
#pragma once

__device__ __forceinline__ unsigned smid() {
    unsigned r;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(r));
    return r;
}

// Thread 0 of each block records its loop's start and end and its SM.
__device__ __forceinline__ void stamp(long long *t, unsigned *sm, long long t0, long long t1) {
    if (threadIdx.x == 0) {
        t[2 * blockIdx.x] = t0;
        t[2 * blockIdx.x + 1] = t1;
        sm[blockIdx.x] = smid();
    }
}

// The median SM's span (first start to last end) over the blocks' clock64 stamps.
double median_span(const long long *ht, const unsigned *hs, int blocks, int sms) {
    double spans[1024];
    int n = 0;
    for (int s = 0; s < sms; ++s) {
        long long lo = -1, hi = -1;
        for (int b = 0; b < blocks; ++b) {
            if ((int)hs[b] != s) continue;
            if (lo < 0 || ht[2 * b] < lo) lo = ht[2 * b];
            if (hi < 0 || ht[2 * b + 1] > hi) hi = ht[2 * b + 1];
        }
        if (lo >= 0) spans[n++] = (double)(hi - lo);
    }
    for (int i = 1; i < n; ++i)
        for (int j = i; j > 0 && spans[j - 1] > spans[j]; --j) {
            double tmp = spans[j]; spans[j] = spans[j - 1]; spans[j - 1] = tmp;
        }
    return spans[n / 2];
}

// Runs `launch(rep, blocks, out, t, sm)` three times (rep 0, 1, 2) with buffers for `blocks`
// blocks of `threads` threads (`out`, one Out a thread) and their stamps (`stamp`), and returns
// the best of the three runs' median-SM spans. Included by report() (chain_report.cuh) and
// fma_heavy.cu.
template <class Out, class Launch>
double best_median_span(int sms, int blocks, int threads, Launch launch) {
    Out *out;
    long long *t;
    unsigned *sm;
    cudaMalloc(&out, sizeof(Out) * blocks * threads);
    cudaMalloc(&t, sizeof(long long) * 2 * blocks);
    cudaMalloc(&sm, sizeof(unsigned) * blocks);
    long long *ht = new long long[2 * blocks];
    unsigned *hs = new unsigned[blocks];
    double best = 1e30;
    for (int rep = 0; rep < 3; ++rep) {
        launch(rep, blocks, out, t, sm);
        cudaMemcpy(ht, t, sizeof(long long) * 2 * blocks, cudaMemcpyDeviceToHost);
        cudaMemcpy(hs, sm, sizeof(unsigned) * blocks, cudaMemcpyDeviceToHost);
        double med = median_span(ht, hs, blocks, sms);
        if (med < best) best = med;
    }
    cudaFree(out); cudaFree(t); cudaFree(sm);
    delete[] ht; delete[] hs;
    return best;
}

// Runs `launch()` `tries` times, each launch writing its one block's clock64 start and end to
// `span` (device memory), and returns the shortest span. Included by shared_latency.cu and
// shared_loop.cu.
template <class Launch>
long long best_span(const long long *span, int tries, Launch launch) {
    long long best = -1;
    for (int rep = 0; rep < tries; ++rep) {
        launch();
        long long h[2];
        cudaMemcpy(h, span, sizeof h, cudaMemcpyDeviceToHost);
        if (best < 0 || h[1] - h[0] < best) best = h[1] - h[0];
    }
    return best;
}
