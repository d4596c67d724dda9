// Which global loads cost the L1's data stage more than one wavefront a request: loads that
// miss, loads that hit a line already there, and loads that hit a sector still on its way
// (a miss of the same warp or of another warp in flight), one launch each under Nsight Compute
// (run_l1_inflight.sh). Every warp reads lines of its own unless the kernel says otherwise;
// values are kept only on a branch never taken, so no store runs. `ld.global.ca` through
// volatile asm so that nvcc keeps loads of one address apart.
// Build: nvcc -O3 -arch=sm_90 l1_inflight.cu -o l1_inflight. Never built by the tests.
#include <cstdio>
#include <cstdlib>

__device__ __forceinline__ unsigned ldca(const unsigned *p) {
    unsigned v;
    asm volatile("ld.global.ca.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}

__device__ __forceinline__ unsigned warp_id() { return (blockIdx.x * blockDim.x + threadIdx.x) >> 5; }
__device__ __forceinline__ unsigned lane() { return threadIdx.x & 31; }

// One load of the warp's own line (4 sectors), cold: a miss.
__global__ void cold1(const unsigned *in, unsigned *out, unsigned key) {
    unsigned v = ldca(in + warp_id() * 32 + lane());
    if (v == key) out[0] = v;
}

// Two loads of two lines of its own: two misses.
__global__ void cold2(const unsigned *in, unsigned *out, unsigned key) {
    const unsigned *p = in + warp_id() * 64 + lane();
    unsigned v = ldca(p) + ldca(p + 32);
    if (v == key) out[0] = v;
}

// The same line twice, back to back, the lanes' words in another order the second time (so
// that ptxas keeps both loads; the first version read the same addresses and was merged into
// one): a miss, then a hit on sectors still in flight.
__global__ void inflight2(const unsigned *in, unsigned *out, unsigned key) {
    const unsigned *p = in + warp_id() * 32;
    unsigned v = ldca(p + lane()) + ldca(p + (lane() ^ 1));
    if (v == key) out[0] = v;
}

// The same line eight times, back to back (lane orders lane ^ k): a miss and seven hits in
// flight.
__global__ void inflight8(const unsigned *in, unsigned *out, unsigned key) {
    const unsigned *p = in + warp_id() * 32;
    unsigned v = 0;
#pragma unroll
    for (int k = 0; k < 8; ++k) v += ldca(p + (lane() ^ k));
    if (v == key) out[0] = v;
}

// The same line twice, the second address depending on the first load's value: a miss, then a
// hit on a line that has arrived.
__global__ void dephit2(const unsigned *in, unsigned *out, unsigned key) {
    const unsigned *p = in + warp_id() * 32 + lane();
    unsigned v = ldca(p);
    v += ldca(p + (v == key));
    if (v == key) out[0] = v;
}

// Eight dependent loads of the same line: a miss and seven hits on an arrived line.
__global__ void dephit8(const unsigned *in, unsigned *out, unsigned key) {
    const unsigned *p = in + warp_id() * 32 + lane();
    unsigned v = ldca(p);
#pragma unroll
    for (int k = 0; k < 7; ++k) v += ldca(p + (v == key));
    if (v == key) out[0] = v;
}

// Sectors 0-1 (16 words both halves read), then sectors 0-3 back to back: the second has two
// sectors in flight and two missing.
__global__ void half_full(const unsigned *in, unsigned *out, unsigned key) {
    const unsigned *base = in + warp_id() * 32;
    unsigned v = ldca(base + (lane() & 15)) + ldca(base + lane());
    if (v == key) out[0] = v;
}

// Two neighbouring warps of a block read the same line (one load each).
__global__ void pair_warps(const unsigned *in, unsigned *out, unsigned key) {
    unsigned v = ldca(in + (warp_id() >> 1) * 32 + lane());
    if (v == key) out[0] = v;
}

// All eight warps of a 256-thread block read the same line (one load each).
__global__ void block_warps(const unsigned *in, unsigned *out, unsigned key) {
    unsigned v = ldca(in + blockIdx.x * 32 + lane());
    if (v == key) out[0] = v;
}

// Best Practices Guide 9.2.2's simpleMultiply (TILE_DIM 16), as matmul.cu has it.
#define TILE_DIM 16
__global__ void simpleMultiply(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int i = 0; i < TILE_DIM; i++) sum += a[row * TILE_DIM + i] * b[i * N + col];
    c[row * N + col] = sum;
}

// simpleMultiply's loads of a alone (b's factor a constant), and of b alone.
__global__ void simpleA(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int i = 0; i < TILE_DIM; i++) sum += a[row * TILE_DIM + i] * 1.5f;
    c[row * N + col] = sum;
}

__global__ void simpleB(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int i = 0; i < TILE_DIM; i++) sum += 1.5f * b[i * N + col];
    c[row * N + col] = sum;
}

// simpleMultiply without its store (the sum kept on a branch never taken).
__global__ void simpleNoStore(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int i = 0; i < TILE_DIM; i++) sum += a[row * TILE_DIM + i] * b[i * N + col];
    if (sum == 12345.0f) c[row * N + col] = sum;
}

// simpleMultiply's store alone, and its grid doing nothing but a parameter read.
__global__ void simpleStore(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    c[row * N + col] = 1.5f;
}

__global__ void simpleNothing(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    if (row == N) c[0] = 1.5f;
}

// simpleA and simpleB without the store.
__global__ void simpleANoStore(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int i = 0; i < TILE_DIM; i++) sum += a[row * TILE_DIM + i] * 1.5f;
    if (sum == 12345.0f) c[row * N + col] = sum;
}

__global__ void simpleBNoStore(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int i = 0; i < TILE_DIM; i++) sum += 1.5f * b[i * N + col];
    if (sum == 12345.0f) c[row * N + col] = sum;
}

int main(int argc, char **argv) {
    const unsigned blocks = argc > 1 ? atoi(argv[1]) : 4096, threads = 256;
    const size_t words = (size_t)blocks * threads * 8 + 64;
    unsigned *in, *out;
    cudaMalloc(&in, words * 4);
    cudaMalloc(&out, 64);
    cudaMemset(in, 1, words * 4);
    const unsigned key = 0x12345;
    printf("kernel,blocks,threads\n");
#define RUN(k)                                                   \
    k<<<blocks, threads>>>(in, out, key);                        \
    if (cudaDeviceSynchronize() != cudaSuccess) return 1;        \
    printf("%s,%u,%u\n", #k, blocks, threads);
    RUN(cold1) RUN(cold2) RUN(inflight2) RUN(inflight8) RUN(dephit2) RUN(dephit8) RUN(half_full)
    RUN(pair_warps) RUN(block_warps)
    const int N = 4096;
    float *a, *b, *c;
    cudaMalloc(&a, (size_t)N * TILE_DIM * 4);
    cudaMalloc(&b, (size_t)N * TILE_DIM * 4);
    cudaMalloc(&c, (size_t)N * N * 4);
    cudaMemset(a, 0, (size_t)N * TILE_DIM * 4);
    cudaMemset(b, 0, (size_t)N * TILE_DIM * 4);
    simpleMultiply<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(a, b, c, N);
    if (cudaDeviceSynchronize() != cudaSuccess) return 1;
    printf("simpleMultiply,%d,256\n", (N / 16) * (N / 16));
    simpleA<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(a, b, c, N);
    simpleB<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(a, b, c, N);
    simpleNoStore<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(a, b, c, N);
    if (cudaDeviceSynchronize() != cudaSuccess) return 1;
    printf("simpleA,%d,256\nsimpleB,%d,256\nsimpleNoStore,%d,256\n", (N / 16) * (N / 16), (N / 16) * (N / 16), (N / 16) * (N / 16));
    simpleStore<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(a, b, c, N);
    simpleNothing<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(a, b, c, N);
    simpleANoStore<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(a, b, c, N);
    simpleBNoStore<<<dim3(N / 16, N / 16), dim3(16, 16)>>>(a, b, c, N);
    if (cudaDeviceSynchronize() != cudaSuccess) return 1;
    printf("simpleStore,%d,256\nsimpleNothing,%d,256\nsimpleANoStore,%d,256\nsimpleBNoStore,%d,256\n", (N / 16) * (N / 16), (N / 16) * (N / 16), (N / 16) * (N / 16), (N / 16) * (N / 16));
    return 0;
}
