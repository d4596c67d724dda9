// What a taken branch costs as the warps on a scheduler grow (branch_cost.cu has one warp and
// two a scheduler). One block of 32 x T threads: T = 1 is a warp alone on the SM, T = 4 x W
// gives each of the four schedulers W warps. Each warp runs 2,048 trips of a loop, timed by
// clock64 around it; the line printed is the slowest warp's cycles a trip and the block's (the
// span from the first warp's start to the last warp's end, divided by the trips).
//
// Loops (the trip's counter in the uniform datapath: UIADD3, ISETP, backward BRA):
//   indep K  K independent FFMAs over eight accumulators (none waits on another);
//   chain K  K FFMAs, each on the one before (4 cycles apart on a lone warp);
//   lds      a shared load and an add of what it loaded (sharedStride's loop: LDS, UIADD3,
//            ISETP, IADD3, BRA), the add waiting for the load;
//   skip K   indep K, and before it a forward branch over K / 2 FMUL-FADD pairs that every
//            warp takes (if (side) { ... }; nvcc's BSSY/BSYNC around it);
//   ifelse K indep K on one side of a uniform if/else, the pairs on the other (every warp
//            takes the FFMA side, so the branch to it is taken).
// Build: nvcc -O3 -arch=sm_90 branch_warps.cu -o branch_warps. Never built by the tests.
#include <cstdio>

__device__ __forceinline__ void init(float (&a)[8]) {
#pragma unroll
    for (int j = 0; j < 8; j++) a[j] = threadIdx.x * 0.001f + j;
}

__device__ __forceinline__ void finish(const float (&a)[8], float *out, long long *span, long long t0) {
    long long t1 = clock64();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += a[j];
    out[blockIdx.x * blockDim.x + threadIdx.x] = s;
    if (threadIdx.x % 32 == 0) {
        span[2 * (threadIdx.x / 32)] = t0;
        span[2 * (threadIdx.x / 32) + 1] = t1;
    }
}

template <int K>
__global__ void indep(float *out, long long *span, int trips, int) {
    float a[8];
    init(a);
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 1
    for (int t = 0; t < trips; t++) {
#pragma unroll
        for (int j = 0; j < K; j++) a[j % 8] = fmaf(a[j % 8], 1.001f, 0.25f);
    }
    finish(a, out, span, t0);
}

template <int K>
__global__ void chain(float *out, long long *span, int trips, int) {
    float a[8];
    init(a);
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 1
    for (int t = 0; t < trips; t++) {
#pragma unroll
        for (int j = 0; j < K; j++) a[0] = fmaf(a[0], 1.001f, 0.25f);
    }
    finish(a, out, span, t0);
}

__global__ void lds(float *out, long long *span, int trips, int stride) {
    __shared__ unsigned s[1024];
    float a[8];
    init(a);
    for (int i = threadIdx.x; i < 1024; i += blockDim.x) s[i] = i;
    __syncthreads();
    unsigned idx = (threadIdx.x * stride) & 1023, sum = 0;
    long long t0 = clock64();
#pragma unroll 1
    for (int t = 0; t < trips; t++) sum += ((volatile unsigned *)s)[idx];
    a[0] += sum;
    finish(a, out, span, t0);
}

template <int K, bool ELSE>
__global__ void fwd(float *out, long long *span, int trips, int which) {
    float a[8];
    init(a);
    const bool side = (threadIdx.x >> 5) & which;  // uniform in a warp; which = 0: never
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 1
    for (int t = 0; t < trips; t++) {
        if (side) {
#pragma unroll
            for (int j = 0; j < K / 2; j++) a[j % 8] = __fadd_rn(__fmul_rn(a[j % 8], 0.999f), 0.5f);
        } else if (ELSE) {
#pragma unroll
            for (int j = 0; j < K; j++) a[j % 8] = fmaf(a[j % 8], 1.001f, 0.25f);
        }
        if (!ELSE) {
#pragma unroll
            for (int j = 0; j < K; j++) a[j % 8] = fmaf(a[j % 8], 1.001f, 0.25f);
        }
    }
    finish(a, out, span, t0);
}

typedef void (*Kernel)(float *, long long *, int, int);

void time_it(const char *name, int k, Kernel kern, int arg, long long *span, float *out) {
    const int trips = 2048;
    for (int threads : {32, 128, 256, 384, 512, 768, 1024}) {
        int warps = threads / 32;
        long long best = -1, best_block = 0;
        for (int rep = 0; rep < 3; rep++) {
            kern<<<1, threads>>>(out, span, trips, arg);
            long long h[64];
            cudaMemcpy(h, span, sizeof(long long) * 2 * warps, cudaMemcpyDeviceToHost);
            long long most = 0, first = h[0], last = h[1];
            for (int w = 0; w < warps; w++) {
                long long d = h[2 * w + 1] - h[2 * w];
                most = d > most ? d : most;
                first = h[2 * w] < first ? h[2 * w] : first;
                last = h[2 * w + 1] > last ? h[2 * w + 1] : last;
            }
            if (rep > 0 && (best < 0 || most < best)) {
                best = most;
                best_block = last - first;
            }
        }
        printf("%s,%d,%d,%.2f,%.2f\n", name, k, warps, (double)best / trips, (double)best_block / trips);
    }
}

int main() {
    float *out;
    long long *span;
    cudaMalloc(&out, 1024 * sizeof(float));
    cudaMalloc(&span, 64 * sizeof(long long));
    printf("loop,k,warps,cycles_per_trip_slowest_warp,cycles_per_trip_block\n");
    time_it("indep", 8, indep<8>, 0, span, out);
    time_it("indep", 16, indep<16>, 0, span, out);
    time_it("indep", 32, indep<32>, 0, span, out);
    time_it("chain", 4, chain<4>, 0, span, out);
    time_it("chain", 8, chain<8>, 0, span, out);
    time_it("chain", 16, chain<16>, 0, span, out);
    time_it("lds", 1, lds, 1, span, out);
    time_it("skip", 8, fwd<8, false>, 0, span, out);
    time_it("skip", 16, fwd<16, false>, 0, span, out);
    time_it("ifelse", 8, fwd<8, true>, 0, span, out);
    time_it("ifelse", 16, fwd<16, true>, 0, span, out);
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
