// seeds.cu's sharedStride loop (sum += v[(tid * stride) mod 1024], a shared load and an add a
// trip) on one block of 1 to 32 warps, each warp timing its loop with clock64: cycles a trip
// (the slowest warp's; best of 3 launches), at strides 1, 2, 4 and 8 (conflict degrees 1, 2,
// 4, 8). The seed table ran it on 8 warps, with its 64 trips among a launch's fixed costs.
// Build: run_clock.sh shared_stride_warps (nvcc -O3 -arch=sm_90). Never built by the tests.
#include <cstdio>

__global__ void sharedStride(unsigned *out, long long *span, int stride, int reps) {
    __shared__ unsigned s[1024];
    unsigned tid = threadIdx.x;
    for (int k = tid; k < 1024; k += blockDim.x) s[k] = k;
    __syncthreads();
    volatile unsigned *v = s;
    unsigned w = (tid * stride) & 1023, sum = 0;
    long long t0 = clock64();
#pragma unroll 1
    for (int r = 0; r < reps; r++) sum += v[w];
    long long t1 = clock64();
    out[blockIdx.x * blockDim.x + tid] = sum;
    if (tid % 32 == 0) {
        span[2 * (tid / 32)] = t0;
        span[2 * (tid / 32) + 1] = t1;
    }
}

int main() {
    unsigned *out;
    long long *span;
    cudaMalloc(&out, 1024 * sizeof(unsigned));
    cudaMalloc(&span, 64 * sizeof(long long));
    const int reps = 1024;
    printf("stride,warps,cycles_per_trip_slowest\n");
    for (int stride : {1, 2, 4, 8}) {
        for (int warps : {1, 4, 8, 16, 32}) {
            double best = 1e30;
            for (int rep = 0; rep < 3; rep++) {
                sharedStride<<<1, 32 * warps>>>(out, span, stride, reps);
                long long h[64];
                cudaMemcpy(h, span, sizeof(long long) * 2 * warps, cudaMemcpyDeviceToHost);
                double worst = 0;
                for (int w = 0; w < warps; w++) {
                    double c = (double)(h[2 * w + 1] - h[2 * w]) / reps;
                    worst = c > worst ? c : worst;
                }
                best = worst < best ? worst : best;
            }
            printf("%d,%d,%.2f\n", stride, warps, best);
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
