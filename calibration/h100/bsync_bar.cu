// A check of bsync.cu's rule on loops it was not fitted to: an `if` over two chains of 8
// dependent FFMAs (16 FFMAs after a HFMA2 and a MOV), with and without a __syncthreads() where
// the paths meet. nvcc keeps BSSY before the branch and BSYNC where the paths meet in both,
// the BAR.SYNC after the BSYNC (bsync-bar-sm_90.sass.txt). side: mode 0 no lane, 1 every lane,
// 3 the odd lanes (split). One block of 1 or 4 warps, 2,048 trips, the slowest warp's cycles a
// trip (clock64).
// Build: nvcc -O3 -arch=sm_90 bsync_bar.cu -o bsync_bar. Never built by the tests.
#include <cstdio>
template <bool BAR>
__global__ void join(float *out, long long *span, int trips, int mode) {
    float a = threadIdx.x * 0.001f, b = a + 1.0f;
    const bool side = mode == 1 || (mode == 3 && (threadIdx.x & 1));
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 1
    for (int t = 0; t < trips; t++) {
        if (side) {
#pragma unroll
            for (int j = 0; j < 8; j++) { a = fmaf(a, 1.001f, 0.25f); b = fmaf(b, 0.999f, 0.5f); }
        }
        if (BAR) __syncthreads();
    }
    long long t1 = clock64();
    out[threadIdx.x] = a + b;
    if (threadIdx.x % 32 == 0) { span[2 * (threadIdx.x / 32)] = t0; span[2 * (threadIdx.x / 32) + 1] = t1; }
}
typedef void (*Kernel)(float *, long long *, int, int);
void time_it(const char *name, Kernel k, int mode, long long *span, float *out) {
    const int trips = 2048;
    for (int threads : {32, 128}) {
        int warps = threads / 32; long long best = -1;
        for (int rep = 0; rep < 3; rep++) {
            k<<<1, threads>>>(out, span, trips, mode);
            long long h[64]; cudaMemcpy(h, span, sizeof(long long) * 2 * warps, cudaMemcpyDeviceToHost);
            long long most = 0;
            for (int w = 0; w < warps; w++) { long long d = h[2*w+1] - h[2*w]; most = d > most ? d : most; }
            if (rep > 0 && (best < 0 || most < best)) best = most;
        }
        printf("%s,%d,%d,%.2f\n", name, mode, warps, (double)best / trips);
    }
}
int main() {
    float *out; long long *span;
    cudaMalloc(&out, 1024 * sizeof(float)); cudaMalloc(&span, 64 * sizeof(long long));
    printf("kernel,mode,warps,cycles_per_trip\n");
    for (int mode : {0, 1, 3}) { time_it("bar", join<true>, mode, span, out); time_it("nobar", join<false>, mode, span, out); }
    return cudaDeviceSynchronize() != cudaSuccess;
}
