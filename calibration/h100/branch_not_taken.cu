// What a branch that no lane takes costs (branch_warps.cu measured taken ones): a loop of 8
// independent FFMAs (branch_warps.cu's `indep 8`) and 8 dependent integer adds, the adds
// either straight-line (`plain`) or behind a uniform branch over them that is never taken
// (`guarded`: inline PTX, `@p bra` with p false every trip), on 1 to 32 warps of one SM.
// The difference a trip is the untaken branch's cost (and its compare's).
// Build: nvcc -O3 -arch=sm_90 branch_not_taken.cu -o branch_not_taken. Never built by the tests.
#include <cstdio>

template <bool GUARD>
__global__ void loop(float *out, long long *span, int trips, int never) {
    float a[8];
#pragma unroll
    for (int j = 0; j < 8; j++) a[j] = threadIdx.x * 0.001f + j;
    int x = threadIdx.x;
    __syncthreads();
    long long t0 = clock64();
#pragma unroll 1
    for (int t = 0; t < trips; t++) {
#pragma unroll
        for (int j = 0; j < 8; j++) a[j] = fmaf(a[j], 1.001f, 0.25f);
        if (GUARD) {
            asm volatile(
                "{\n\t.reg .pred p;\n\tsetp.eq.s32 p, %1, %2;\n\t@p bra.uni SKIP%=;\n\t"
                "add.s32 %0, %0, 3;\n\txor.b32 %0, %0, 5;\n\tadd.s32 %0, %0, 7;\n\txor.b32 %0, %0, 9;\n\t"
                "add.s32 %0, %0, 11;\n\txor.b32 %0, %0, 13;\n\tadd.s32 %0, %0, 15;\n\txor.b32 %0, %0, 17;\n"
                "SKIP%=:\n\t}"
                : "+r"(x)
                : "r"(t), "r"(never));
        } else {
            asm volatile(
                "{\n\tadd.s32 %0, %0, 3;\n\txor.b32 %0, %0, 5;\n\tadd.s32 %0, %0, 7;\n\txor.b32 %0, %0, 9;\n\t"
                "add.s32 %0, %0, 11;\n\txor.b32 %0, %0, 13;\n\tadd.s32 %0, %0, 15;\n\txor.b32 %0, %0, 17;\n\t}"
                : "+r"(x)
                : "r"(t), "r"(never));
        }
    }
    long long t1 = clock64();
    float s = x;
#pragma unroll
    for (int j = 0; j < 8; j++) s += a[j];
    out[threadIdx.x] = s;
    if (threadIdx.x % 32 == 0) span[threadIdx.x / 32] = t1 - t0;
}

int main() {
    float *out;
    long long *span;
    cudaMalloc(&out, 1024 * sizeof(float));
    cudaMalloc(&span, 32 * sizeof(long long));
    printf("loop,warps,cycles_per_trip_slowest_warp\n");
    const int trips = 2048;
    for (int guard = 0; guard < 2; guard++) {
        for (int threads : {32, 128, 256, 512, 1024}) {
            int warps = threads / 32;
            long long best = -1;
            for (int rep = 0; rep < 3; rep++) {
                if (guard) loop<true><<<1, threads>>>(out, span, trips, -1);
                else loop<false><<<1, threads>>>(out, span, trips, -1);
                long long h[32], most = 0;
                cudaMemcpy(h, span, sizeof(long long) * warps, cudaMemcpyDeviceToHost);
                for (int w = 0; w < warps; w++) most = h[w] > most ? h[w] : most;
                if (rep > 0 && (best < 0 || most < best)) best = most;
            }
            printf("%s,%d,%.2f\n", guard ? "guarded" : "plain", warps, (double)best / trips);
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
