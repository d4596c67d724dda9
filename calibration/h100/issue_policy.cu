// Which warp does an H100 scheduler issue from when several are ready? One block of W warps on
// one SM (W / 4 warps a scheduler), every warp running the same chains of dependent FFMAs
// (ILP independent chains a warp), each warp reading clock64 before and after. Under a greedy
// policy (greedy-then-oldest) the oldest warps run ahead and finish first, the youngest last;
// under a round-robin one every warp advances at the same pace and all finish together. With
// ILP 4 a lone warp can issue every cycle (4 chains at the FFMA's 4-cycle latency), so a
// greedy scheduler would run its warps one after another. Prints one CSV row per warp.
// Build: nvcc -O3 -arch=sm_90 issue_policy.cu -o issue_policy (run_issue_policy.sh). Never
// built by the tests.
#include <algorithm>
#include <cstdio>
#include <vector>
#include "ffma_chains.cuh"

template <int ILP>
__global__ void chains(float *out, long long *t, float a, float b, int trips) {
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    long long t0, t1;
    float s = ffma_chains<0, ILP>(a, b, trips, t0, t1);
    if (lane == 0) {
        t[2 * warp] = t0;
        t[2 * warp + 1] = t1;
    }
    if (s == 1234.5f) out[threadIdx.x] = s;
}

template <int ILP> void run(float *out, long long *dt, int warps, int trips) {
    std::vector<long long> t(2 * warps);
    for (int rep = 0; rep < 3; ++rep) {
        chains<ILP><<<1, 32 * warps>>>(out, dt, 0.999f, 0.001f, trips);
        cudaDeviceSynchronize();
    }
    cudaMemcpy(t.data(), dt, t.size() * sizeof(long long), cudaMemcpyDeviceToHost);
    long long first = t[0];
    for (int w = 0; w < warps; ++w) first = std::min(first, t[2 * w]);
    for (int w = 0; w < warps; ++w)
        printf("%d,%d,%d,%d,%lld,%lld\n", warps, ILP, trips, w, t[2 * w] - first, t[2 * w + 1] - first);
}

int main() {
    float *out;
    long long *dt;
    cudaMalloc(&out, 1024 * sizeof(float));
    cudaMalloc(&dt, 64 * sizeof(long long));
    printf("warps,ilp,trips,warp,start,end\n");
    for (int warps : {4, 8, 16, 32}) {
        run<1>(out, dt, warps, 64);
        run<2>(out, dt, warps, 64);
        run<4>(out, dt, warps, 64);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        fprintf(stderr, "%s\n", cudaGetErrorString(e));
        return 1;
    }
    return 0;
}
