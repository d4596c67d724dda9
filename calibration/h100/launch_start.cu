// What a launch costs beyond an empty kernel's, by what its threads do: read a special register
// only, read a kernel parameter (from constant bank 0), store a word (the parameter's pointer,
// then STG), store one word in the whole grid or a word a thread in 4 or 16 blocks only, load
// a word a thread and store none, store to shared memory only, or run a chain of 512 dependent FFMAs (about
// 2,100 cycles) with no store, a store before it, or a store after it. 64 blocks of 256 threads (branchPerWarp's grid) and 1,024,
// each launch 11 times, under Nsight Compute as run_seeds.sh measures the seeds (caches flushed
// before each launch) and, for comparison, without the flush.
// Build: run_launch_start.sh. Never built by the tests.
#include <cstdio>

__global__ void empty(int) {}

// Special registers only: the clock and the thread's index, no parameter.
__global__ void sreg(int) {
    if ((unsigned)clock() + threadIdx.x == 7u) asm volatile("trap;");
}

// One parameter, compared with the thread's index (an LDC, an ISETP, a branch to a trap).
__global__ void param(int p) {
    if (threadIdx.x == (unsigned)p) asm volatile("trap;");
}

// Two parameters, the second's address depending on nothing: both LDCs issue together.
__global__ void param2(int p, int q) {
    if (threadIdx.x == (unsigned)p || threadIdx.x == (unsigned)q) asm volatile("trap;");
}

// A word stored by every thread (the pointer from the parameters).
__global__ void store(float *out) { out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f; }

// One word stored in the whole grid (thread 0 of block 0).
__global__ void store_one(float *out) {
    if ((blockIdx.x | threadIdx.x) == 0) out[0] = 1.0f;
}

// A word stored by every thread of the first `blocks` blocks only.
__global__ void store_some(float *out, int blocks) {
    if (blockIdx.x < (unsigned)blocks) out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
}

// A word loaded by every thread, compared, never stored (no global store in the launch).
__global__ void load(const float *in, float *out) {
    if (in[blockIdx.x * blockDim.x + threadIdx.x] == 12345.0f) out[0] = 1.0f;
}

// A word stored by every thread to shared memory only.
__global__ void store_shared(int p) {
    __shared__ volatile float s[256];
    s[threadIdx.x] = (float)p;
}

// A chain of `steps` dependent FFMAs (4 cycles each), then exit; with `early`, every thread
// stores a word before the chain, so its store is long done when the block ends.
__device__ __forceinline__ float chain(int steps) {
    float x = threadIdx.x * 0.001f;
#pragma unroll 1
    for (int i = 0; i < steps; i += 8) {
#pragma unroll
        for (int j = 0; j < 8; j++) x = fmaf(x, 1.001f, 0.25f);
    }
    return x;
}
__global__ void work(float *out, int steps) {
    float x = chain(steps);
    if (x == 12345.0f) out[0] = x;
}
__global__ void store_then_work(float *out, int steps) {
    out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
    float x = chain(steps);
    if (x == 12345.0f) out[0] = x;
}
__global__ void work_then_store(float *out, int steps) {
    float x = chain(steps);
    out[blockIdx.x * blockDim.x + threadIdx.x] = x;
}

int main() {
    float *out;
    cudaMalloc(&out, 2 * 1024 * 256 * sizeof(float));
    cudaMemset(out, 0, 2 * 1024 * 256 * sizeof(float));
    printf("launch,kernel,grid\n");
    int launch = 0;
    for (int grid : {64, 1024}) {
        for (int rep = 0; rep < 11; rep++) {
            empty<<<grid, 256>>>(0);
            printf("%d,empty,%d\n", launch++, grid);
            sreg<<<grid, 256>>>(0);
            printf("%d,sreg,%d\n", launch++, grid);
            param<<<grid, 256>>>(100000);
            printf("%d,param,%d\n", launch++, grid);
            param2<<<grid, 256>>>(100000, 100001);
            printf("%d,param2,%d\n", launch++, grid);
            store<<<grid, 256>>>(out);
            printf("%d,store,%d\n", launch++, grid);
            store_one<<<grid, 256>>>(out);
            printf("%d,store_one,%d\n", launch++, grid);
            store_some<<<grid, 256>>>(out, 4);
            printf("%d,store_4_blocks,%d\n", launch++, grid);
            store_some<<<grid, 256>>>(out, 16);
            printf("%d,store_16_blocks,%d\n", launch++, grid);
            load<<<grid, 256>>>(out + grid * 256, out);
            printf("%d,load,%d\n", launch++, grid);
            store_shared<<<grid, 256>>>(1);
            printf("%d,store_shared,%d\n", launch++, grid);
            work<<<grid, 256>>>(out, 512);
            printf("%d,work,%d\n", launch++, grid);
            store_then_work<<<grid, 256>>>(out, 512);
            printf("%d,store_then_work,%d\n", launch++, grid);
            work_then_store<<<grid, 256>>>(out, 512);
            printf("%d,work_then_store,%d\n", launch++, grid);
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
