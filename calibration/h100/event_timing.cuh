// What the event-timed calibration programs share: a launch's median time in microseconds over
// `reps` runs after `warmup` untimed ones, by CUDA events around each. Included by
// l1_pattern.cu, l2_partial.cu, stencil_transpose.cu and float3.cu.
#pragma once
#include <algorithm>
#include <vector>
#include <cuda_runtime.h>

template <typename F> double median_us(F launch, int reps, int warmup) {
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    std::vector<float> v;
    for (int i = 0; i < warmup + reps; ++i) {
        cudaEventRecord(e0);
        launch();
        cudaEventRecord(e1);
        cudaEventSynchronize(e1);
        float ms;
        cudaEventElapsedTime(&ms, e0, e1);
        if (i >= warmup) v.push_back(ms * 1000);
    }
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}
