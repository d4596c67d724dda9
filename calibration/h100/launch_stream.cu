// What a kernel costs among back-to-back launches in one stream, against alone: vecAdd over n
// floats (256-thread blocks) and an empty kernel on the same grid, and an empty one-block
// kernel; each timed alone (events around one launch, median of 20), as a run of 20 launches
// between two events (the run's time over 20; median of 5 runs), and queued: 200 launches behind
// a long kernel, the device's time for each. Sets the launch's fixed part
// that Nsight Compute's kernel-alone cycles include (vecadd_stalls.cu) beside what a stream of
// launches pays, which warpsim's `launch_latency_us` stands for.
// Build: nvcc -O3 -arch=sm_90 launch_stream.cu -o launch_stream. Never built by the tests.
#include <algorithm>
#include <cstdio>
#include <vector>
#include "event_timing.cuh"

__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
__global__ void empty(int) {}
__global__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) {}
}

// The device's time for each of N launches already queued behind a long kernel (so the host's
// launch calls are never the bottleneck): as streams.cu's `overheads`, for any launch.
template <typename F> double queued_each_us(F launch, int n) {
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    spin<<<1, 1>>>(200000000LL);
    cudaEventRecord(e0);
    for (int i = 0; i < n; ++i) launch();
    cudaEventRecord(e1);
    cudaEventSynchronize(e1);
    float ms;
    cudaEventElapsedTime(&ms, e0, e1);
    cudaEventDestroy(e0);
    cudaEventDestroy(e1);
    return ms * 1000.0 / n;
}

template <typename F> double per_launch_in_run(F launch, int runs, int per_run) {
    std::vector<double> v;
    for (int r = 0; r < runs + 1; ++r) {
        double us = median_us([&] { for (int i = 0; i < per_run; ++i) launch(); }, 1, 0);
        if (r > 0) v.push_back(us / per_run);
    }
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

int main() {
    const int sizes[] = {1 << 20, 1 << 24};
    float *a, *b, *c;
    const size_t most = (size_t)sizes[1] * sizeof(float);
    cudaMalloc(&a, most);
    cudaMalloc(&b, most);
    cudaMalloc(&c, most);
    cudaMemset(a, 0, most);
    cudaMemset(b, 0, most);
    printf("kernel,grid,alone_us,in_a_run_of_20_us,queued_each_us (of 200 behind a long kernel)\n");
    for (int n : sizes) {
        const int blocks = (n + 255) / 256;
        auto va = [&] { vecAdd<<<blocks, 256>>>(a, b, c, n); };
        auto em = [&] { empty<<<blocks, 256>>>(n); };
        printf("vecAdd,%d,%.2f,%.2f,%.2f\n", blocks, median_us(va, 20, 3), per_launch_in_run(va, 5, 20), queued_each_us(va, 200));
        printf("empty,%d,%.2f,%.2f,%.2f\n", blocks, median_us(em, 20, 3), per_launch_in_run(em, 5, 20), queued_each_us(em, 200));
    }
    auto one = [&] { empty<<<1, 32>>>(0); };
    printf("empty,1,%.2f,%.2f,%.2f\n", median_us(one, 20, 3), per_launch_in_run(one, 5, 20), queued_each_us(one, 200));
    auto b132 = [&] { empty<<<132, 256>>>(0); };
    printf("empty,132,%.2f,%.2f,%.2f\n", median_us(b132, 20, 3), per_launch_in_run(b132, 5, 20), queued_each_us(b132, 200));
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
