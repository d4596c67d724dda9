// What a branch costs the warp that takes it: one block of W warps (W = 1: the warp alone on
// its scheduler; W = 8: two warps on each of the four schedulers) runs 4,096 trips of a loop of
// K independent FFMAs (eight accumulators, so none waits on another) and the loop's own
// IADD3, ISETP and backward BRA, timed by clock64 around the loop; `fwd` adds a forward branch
// taken every trip (a uniform if/else over the FFMAs, as warp_branch's per-warp kernel has).
// Prints the cycles a trip takes and, from the SASS (branch-cost-sm_90.sass.txt), what a trip
// issues; a trip that takes its instructions' count has a branch costing no issue cycle beyond
// its own.
// Build: nvcc -O3 -arch=sm_90 branch_cost.cu -o branch_cost. Never built by the tests.
#include <cstdio>

// What both kernels do around their loop: eight accumulators set apart per thread, and after
// it their sum stored and each warp's clock64 span.
__device__ __forceinline__ void init(float (&a)[8]) {
#pragma unroll
    for (int j = 0; j < 8; j++) a[j] = threadIdx.x * 0.001f + j;
}

__device__ __forceinline__ void finish(const float (&a)[8], float *out, long long *span, long long t0) {
    long long t1 = clock64();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += a[j];
    out[threadIdx.x] = s;
    if (threadIdx.x % 32 == 0) span[threadIdx.x / 32] = t1 - t0;
}

template <int K, bool FWD>
__global__ void loop(float *out, long long *span, int trips, int which) {
    float a[8];
    init(a);
    const bool side = (threadIdx.x >> 5) & which;  // uniform in a warp
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 1
    for (int t = 0; t < trips; t++) {
        if (FWD && side) {
            // (Another shape of work, so that nvcc keeps the branch rather than selecting
            // constants: K / 2 FMUL and FADD pairs.)
#pragma unroll
            for (int j = 0; j < K / 2; j++) a[j % 8] = __fadd_rn(__fmul_rn(a[j % 8], 0.999f), 0.5f);
        } else {
#pragma unroll
            for (int j = 0; j < K; j++) a[j % 8] = fmaf(a[j % 8], 1.001f, 0.25f);
        }
    }
    finish(a, out, span, t0);
}

// The same loop with its counter in a vector register (it starts at threadIdx.x >> 10, which
// nvcc cannot tell is 0 for every thread), so the trip test is an ISETP on a vector register
// and not the uniform datapath's UIADD3 feeding an ISETP.
template <int K>
__global__ void loopv(float *out, long long *span, int trips, int) {
    float a[8];
    init(a);
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 1
    for (int t = threadIdx.x >> 10; t < trips; t++) {
#pragma unroll
        for (int j = 0; j < K; j++) a[j % 8] = fmaf(a[j % 8], 1.001f, 0.25f);
    }
    finish(a, out, span, t0);
}

// Three launches of `launch(trips)` (4,096 trips), then the slowest warp's cycles a trip.
template <typename F>
void time_it(const char *name, int k, int warps, F launch, long long *span) {
    const int trips = 4096;
    for (int rep = 0; rep < 3; rep++) launch(trips);
    long long h[32];
    cudaMemcpy(h, span, sizeof(long long) * warps, cudaMemcpyDeviceToHost);
    long long most = 0;
    for (int w = 0; w < warps; w++) most = h[w] > most ? h[w] : most;
    printf("%s,%d,%d,%.2f\n", name, k, warps, (double)most / trips);
}

int main() {
    float *out;
    long long *span;
    cudaMalloc(&out, 4096 * sizeof(float));
    cudaMalloc(&span, 64 * sizeof(long long));
    printf("loop,ffmas,warps,cycles_per_trip\n");
    for (int warps : {1, 8}) {
        const char *back = "backward branch only", *fwd = "forward branch taken (if/else)";
        const char *vec = "backward branch only, vector counter";
        time_it(back, 8, warps, [&](int t) { loop<8, false><<<1, 32 * warps>>>(out, span, t, 0); }, span);
        time_it(back, 16, warps, [&](int t) { loop<16, false><<<1, 32 * warps>>>(out, span, t, 0); }, span);
        time_it(back, 32, warps, [&](int t) { loop<32, false><<<1, 32 * warps>>>(out, span, t, 0); }, span);
        time_it(fwd, 8, warps, [&](int t) { loop<8, true><<<1, 32 * warps>>>(out, span, t, 1); }, span);
        time_it(fwd, 16, warps, [&](int t) { loop<16, true><<<1, 32 * warps>>>(out, span, t, 1); }, span);
        time_it(vec, 8, warps, [&](int t) { loopv<8><<<1, 32 * warps>>>(out, span, t, 0); }, span);
        time_it(vec, 16, warps, [&](int t) { loopv<16><<<1, 32 * warps>>>(out, span, t, 0); }, span);
        time_it(vec, 32, warps, [&](int t) { loopv<32><<<1, 32 * warps>>>(out, span, t, 0); }, span);
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
