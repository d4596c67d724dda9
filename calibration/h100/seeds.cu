// The seed programs not measured elsewhere in calibration/, written in CUDA as their warpsim
// ports (programs/*/*.asm) are written, at the sizes of their scenarios, to set `hopper`
// beside an H100 program by program: reverse_array, reduction, bank_conflicts, even_odd,
// warp_branch, float_inc and latency_hiding (its scenario's size, and the curve `warpsim
// reproduce` draws for hopper, at 8 times its elements). Loops are kept as loops
// (`#pragma unroll 1`), as the ports have them; shared words read in a loop are volatile, so
// that each trip loads. Each grid shape also runs an empty kernel: what a launch of that many
// blocks costs by itself (Nsight Compute's elapsed cycles hold about 4,100 more than a
// kernel's work; calibration/README.md, "Where vecAdd's warps wait").
//
// One launch of each, in the order printed, under Nsight Compute (run_seeds.sh).
// Build: nvcc -O3 -arch=sm_90 seeds.cu -o seeds. Never built by the tests.
#include <cstdio>
#include <cstdlib>

// ---- reverse_array (seed 003), 1,024 blocks of 256 threads
__global__ void reverseArrayBlock(int *d_out, const int *d_in) {
    int in = blockDim.x * blockIdx.x + threadIdx.x;
    int out = blockDim.x * (gridDim.x - 1 - blockIdx.x) + blockDim.x - 1 - threadIdx.x;
    d_out[out] = d_in[in];
}

__global__ void reverseArrayBlockShared(int *d_out, const int *d_in) {
    extern __shared__ int s_data[];
    s_data[blockDim.x - 1 - threadIdx.x] = d_in[blockDim.x * blockIdx.x + threadIdx.x];
    __syncthreads();
    d_out[blockDim.x * (gridDim.x - 1 - blockIdx.x) + threadIdx.x] = s_data[threadIdx.x];
}

// ---- reduction, n = 1,048,579 in 256-thread blocks
__global__ void reduceInterleaved(const float *in, float *out, int n) {
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < (unsigned)n ? in[i] : 0.0f;
    __syncthreads();
#pragma unroll 1
    for (unsigned s = 1; s < blockDim.x; s *= 2) {
        if ((tid & (2 * s - 1)) == 0) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = sdata[0];
}

__global__ void reduceSequential(const float *in, float *out, int n) {
    extern __shared__ float sdata[];
    unsigned tid = threadIdx.x, i = blockIdx.x * blockDim.x + tid;
    sdata[tid] = i < (unsigned)n ? in[i] : 0.0f;
    __syncthreads();
#pragma unroll 1
    for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
        if (tid < s) sdata[tid] += sdata[tid + s];
        __syncthreads();
    }
    if (tid == 0) out[blockIdx.x] = sdata[0];
}

// ---- bank_conflicts: 16 blocks of 256 threads, 64 reads of word (tid * stride) mod 1024
__global__ void sharedStride(unsigned *out, int stride, int reps) {
    __shared__ unsigned s[1024];
    unsigned tid = threadIdx.x;
    for (int k = 0; k < 4; k++) s[tid + 256 * k] = tid;
    __syncthreads();
    volatile unsigned *v = s;
    unsigned w = (tid * stride) & 1023, sum = 0;
#pragma unroll 1
    for (int r = 0; r < reps; r++) sum += v[w];
    out[blockIdx.x * blockDim.x + tid] = sum;
}

// ---- even_odd (seed 002): 120 blocks of 256 threads over n = 1,000,003 ints
__global__ void evenOddDivergent(int *array, int n) {
#pragma unroll 1
    for (int i = threadIdx.x + blockDim.x * blockIdx.x; i < n; i += blockDim.x * gridDim.x) {
        if (array[i] % 2 == 0) array[i] *= 2;
        else array[i] /= 2;
    }
}

__global__ void evenOddSplit(int *array, int n) {
    int idx = (threadIdx.x + blockDim.x * blockIdx.x) * 2;
    int stride = 2 * blockDim.x * gridDim.x;
#pragma unroll 1
    for (int i = idx; i < n; i += stride) array[i] *= 2;
#pragma unroll 1
    for (int i = idx + 1; i < n; i += stride) array[i] /= 2;
}

// ---- warp_branch (Best Practices 12.1): 64 blocks of 256 threads, 16 trips of 16 FMAs a path
#include "warp_branch.cuh"

// ---- float_inc (seed 001's coalescing experiment): 12,288 blocks of 256 threads, 3M floats
__global__ void incCoalesced(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    a[i] += 1.0f;
}

__global__ void incSomeThreads(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    if ((threadIdx.x & 3) == 3) return;
    a[i] += 1.0f;
}

__global__ void incPermuted(float *a, int n) {
    int i = (blockIdx.x * blockDim.x + threadIdx.x) ^ 1;
    if (i >= n) return;
    a[i] += 1.0f;
}

__global__ void incMisaligned(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
    if (i >= n) return;
    a[i] += 1.0f;
}

// ---- latency_hiding: a grid-stride loop, one load and K FMAs an element over min(K, 6)
// accumulators (K = 0: one add)
template <int K>
__global__ void lh(const float *a, float *out, int n) {
    constexpr int A = K == 0 ? 1 : (K < 6 ? K : 6);
    int i = blockDim.x * blockIdx.x + threadIdx.x;
    const int first = i, stride = blockDim.x * gridDim.x;
    float acc[A];
#pragma unroll
    for (int j = 0; j < A; j++) acc[j] = 0.0f;
#pragma unroll 1
    for (; i < n; i += stride) {
        float v = a[i];
        if (K == 0) {
            acc[0] += v;
        } else {
#pragma unroll
            for (int j = 0; j < K; j++) acc[j % A] = fmaf(acc[j % A], v, 1.0f);
        }
    }
    float s = acc[0];
#pragma unroll
    for (int j = 1; j < A; j++) s += acc[j];
    out[first] = s;
}

__global__ void empty(int) {}

static void check(const char *what) {
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) {
        printf("error: %s: %s\n", what, cudaGetErrorString(e));
        exit(1);
    }
}

int main() {
    // Launch order, for matching Nsight Compute's rows (one a line: name,grid,block,parameter).
    printf("launch,kernel,grid,block,parameter\n");
    int launch = 0;
    auto note = [&](const char *k, int grid, int block, long p) {
        printf("%d,%s,%d,%d,%ld\n", launch++, k, grid, block, p);
    };
    const size_t big = 64u << 20;
    char *buf1, *buf2;
    if (cudaMalloc(&buf1, big) != cudaSuccess || cudaMalloc(&buf2, big) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(buf1, 0, big);
    cudaMemset(buf2, 0, big);
    {  // fill buf1 with small ints and floats (the ports' inputs: iota, random)
        int *h = (int *)malloc(big);
        for (size_t k = 0; k < big / 4; k++) h[k] = (int)(k % 2001) - 1000;
        cudaMemcpy(buf1, h, big, cudaMemcpyHostToDevice);
        free(h);
    }
    int *i1 = (int *)buf1, *i2 = (int *)buf2;
    float *f1 = (float *)buf1, *f2 = (float *)buf2;

    reverseArrayBlock<<<1024, 256>>>(i2, i1); note("reverseArrayBlock", 1024, 256, 0);
    reverseArrayBlockShared<<<1024, 256, 1024>>>(i2, i1); note("reverseArrayBlockShared", 1024, 256, 0);
    empty<<<1024, 256>>>(0); note("empty", 1024, 256, 0);

    const int rn = 1048579, rg = (rn + 255) / 256;
    reduceInterleaved<<<rg, 256, 1024>>>(f1, f2, rn); note("reduceInterleaved", rg, 256, rn);
    reduceSequential<<<rg, 256, 1024>>>(f1, f2, rn); note("reduceSequential", rg, 256, rn);
    empty<<<rg, 256>>>(0); note("empty", rg, 256, 0);

    for (int stride : {0, 1, 2, 4, 8, 16, 32, 33}) {
        sharedStride<<<16, 256>>>((unsigned *)buf2, stride, 64); note("sharedStride", 16, 256, stride);
    }
    empty<<<16, 256>>>(0); note("empty", 16, 256, 0);

    const int eon = 1000003;
    evenOddDivergent<<<120, 256>>>(i1, eon); note("evenOddDivergent", 120, 256, eon);
    evenOddSplit<<<120, 256>>>(i2, eon); note("evenOddSplit", 120, 256, eon);
    empty<<<120, 256>>>(0); note("empty", 120, 256, 0);

    branchPerWarp<<<64, 256>>>(f2, 16); note("branchPerWarp", 64, 256, 16);
    branchPerThread<<<64, 256>>>(f2, 16); note("branchPerThread", 64, 256, 16);
    empty<<<64, 256>>>(0); note("empty", 64, 256, 0);

    const int fn = 12288 * 256;
    incCoalesced<<<12288, 256>>>(f2, fn); note("incCoalesced", 12288, 256, fn);
    incSomeThreads<<<12288, 256>>>(f2, fn); note("incSomeThreads", 12288, 256, fn);
    incPermuted<<<12288, 256>>>(f2, fn); note("incPermuted", 12288, 256, fn);
    incMisaligned<<<12288, 256>>>(f2, fn); note("incMisaligned", 12288, 256, fn);
    empty<<<12288, 256>>>(0); note("empty", 12288, 256, 0);

    // latency_hiding's scenario as it stands (sms = 30, bps = 4: 120 blocks of 128 threads)
    const int ln = 491520;
    lh<0><<<120, 128>>>(f1, f2, ln); note("lh_k0", 120, 128, ln);
    lh<4><<<120, 128>>>(f1, f2, ln); note("lh_k4", 120, 128, ln);
    lh<8><<<120, 128>>>(f1, f2, ln); note("lh_k8", 120, 128, ln);
    lh<16><<<120, 128>>>(f1, f2, ln); note("lh_k16", 120, 128, ln);
    lh<32><<<120, 128>>>(f1, f2, ln); note("lh_k32", 120, 128, ln);
    empty<<<120, 128>>>(0); note("empty", 120, 128, 0);

    // The hopper curve of `warpsim reproduce` (132 SMs, bps blocks of 4 warps an SM), at 8
    // times its 1,081,344 elements so that the launch's fixed part weighs less.
    const int hn = 132 * 16 * 128 * 4 * 8;
    for (int bps : {1, 2, 4, 8, 16}) {
        const int g = 132 * bps;
        lh<0><<<g, 128>>>(f1, f2, hn); note("lh_k0", g, 128, hn);
        lh<8><<<g, 128>>>(f1, f2, hn); note("lh_k8", g, 128, hn);
        lh<32><<<g, 128>>>(f1, f2, hn); note("lh_k32", g, 128, hn);
        empty<<<g, 128>>>(0); note("empty", g, 128, 0);
    }
    check("launches");
    return 0;
}
