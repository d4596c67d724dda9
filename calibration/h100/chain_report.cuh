// The report of int_ops.cu and unit_ops.cu: include after defining STEPS, CHAINS,
// BLOCKS_PER_SM and THREADS.
#pragma once
#include "clock_span.cuh"

// Runs a throughput kernel three times (the best of the median SM's spans) and a latency
// kernel three times (the last), and prints one row: cycles per warp operation per scheduler
// and per dependent step.
template <class Out, class Throughput, class Latency>
void report(const char *name, int sms, Throughput throughput_launch, Latency latency_launch) {
    int blocks = sms * BLOCKS_PER_SM;
    double best = best_median_span<Out>(sms, blocks, THREADS, throughput_launch);
    // Warps per scheduler: 64 per SM over 4 schedulers.
    double per_sched_warps = BLOCKS_PER_SM * THREADS / 32.0 / 4.0;
    Out *out;
    long long *t;
    cudaMalloc(&out, sizeof(Out) * 32);
    cudaMalloc(&t, sizeof(long long));
    long long lat = 0;
    for (int rep = 0; rep < 3; ++rep) {
        latency_launch(rep, out, t);
        cudaMemcpy(&lat, t, sizeof lat, cudaMemcpyDeviceToHost);
    }
    printf("%s,%.2f,%.1f\n", name, best / (per_sched_warps * STEPS * CHAINS), lat / (double)STEPS);
    cudaFree(out); cudaFree(t);
}
