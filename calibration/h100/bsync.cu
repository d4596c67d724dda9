// Where an if/else's time goes on an H100 (branch_warps.cu found an if/else whose warps all take
// the else side 21-27 cycles a trip slower than warpsim's two branches). nvcc wraps a branch it
// cannot prove uniform in a convergence barrier: BSSY before it, BSYNC where the two sides meet.
// This runs the same loops with every warp on either side, half the warps on each (uniform in a
// warp) and the lanes split (divergent), so the side that reaches BSYNC by falling into it and
// the side that branches to it can be told apart.
//
// One block of 32 x T threads, 2,048 trips of a loop timed by clock64 (the slowest warp's cycles
// a trip). Loops (the trip counter in the uniform datapath):
//   ifelse K  if (side) K / 2 FMUL-FADD pairs, else K FFMAs over eight accumulators; the
//             SASS: @!P0 BRA to the else side, the if side ends with BRA to BSYNC, the else
//             side falls into it;
//   if K      if (side) K / 2 FMUL-FADD pairs, then K FFMAs (BRA over the pairs to BSYNC).
// side: mode 0 no lane, 1 every lane, 2 the odd warps, 3 the odd lanes.
// Build: nvcc -O3 -arch=sm_90 bsync.cu -o bsync. Never built by the tests.
#include <cstdio>

__device__ __forceinline__ bool side_of(int mode) {
    unsigned t = threadIdx.x;
    return mode == 1 || (mode == 2 && (t >> 5) & 1) || (mode == 3 && t & 1);
}

template <int K, bool ELSE>
__global__ void sides(float *out, long long *span, int trips, int mode) {
    float a[8];
#pragma unroll
    for (int j = 0; j < 8; j++) a[j] = threadIdx.x * 0.001f + j;
    const bool side = side_of(mode);
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
    long long t1 = clock64();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += a[j];
    out[threadIdx.x] = s;
    if (threadIdx.x % 32 == 0) {
        span[2 * (threadIdx.x / 32)] = t0;
        span[2 * (threadIdx.x / 32) + 1] = t1;
    }
}

typedef void (*Kernel)(float *, long long *, int, int);

void time_it(const char *name, int k, Kernel kern, int mode, long long *span, float *out) {
    const int trips = 2048;
    for (int threads : {32, 64, 128, 256, 512}) {
        int warps = threads / 32;
        long long best = -1;
        for (int rep = 0; rep < 3; rep++) {
            kern<<<1, threads>>>(out, span, trips, mode);
            long long h[64];
            cudaMemcpy(h, span, sizeof(long long) * 2 * warps, cudaMemcpyDeviceToHost);
            long long most = 0;
            for (int w = 0; w < warps; w++) {
                long long d = h[2 * w + 1] - h[2 * w];
                most = d > most ? d : most;
            }
            if (rep > 0 && (best < 0 || most < best)) best = most;
        }
        printf("%s,%d,%d,%d,%.2f\n", name, k, mode, warps, (double)best / trips);
    }
}

int main() {
    float *out;
    long long *span;
    cudaMalloc(&out, 1024 * sizeof(float));
    cudaMalloc(&span, 64 * sizeof(long long));
    printf("loop,k,mode,warps,cycles_per_trip_slowest_warp\n");
    for (int mode = 0; mode < 4; mode++) {
        time_it("ifelse", 8, sides<8, true>, mode, span, out);
        time_it("ifelse", 16, sides<16, true>, mode, span, out);
        time_it("if", 16, sides<16, false>, mode, span, out);
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
