// What a kernel costs among back-to-back launches in one stream, against alone: vecAdd over n
// floats (256-thread blocks) and an empty kernel on the same grid, and an empty one-block
// kernel; each timed alone (events around one launch, median of 20) and as a run of 20 launches
// between two events (the run's time over 20; median of 5 runs). Sets the launch's fixed part
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
    printf("kernel,grid,alone_us,in_a_run_of_20_us\n");
    for (int n : sizes) {
        const int blocks = (n + 255) / 256;
        auto va = [&] { vecAdd<<<blocks, 256>>>(a, b, c, n); };
        auto em = [&] { empty<<<blocks, 256>>>(n); };
        printf("vecAdd,%d,%.2f,%.2f\n", blocks, median_us(va, 20, 3), per_launch_in_run(va, 5, 20));
        printf("empty,%d,%.2f,%.2f\n", blocks, median_us(em, 20, 3), per_launch_in_run(em, 5, 20));
    }
    auto one = [&] { empty<<<1, 32>>>(0); };
    printf("empty,1,%.2f,%.2f\n", median_us(one, 20, 3), per_launch_in_run(one, 5, 20));
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
