// Where the L1 data-stage wavefronts that Nsight Compute files under shared memory come from in
// kernels without shared memory ("What a short warp costs the L1" in calibration/README.md: two
// or three a warp that touches global memory). Each kernel does one small thing per thread; one
// launch each of 1,024 blocks (256 threads unless the name says otherwise), counted with
// l1tex__data_pipe_lsu_wavefronts_mem_shared{,_op_ld,_op_st}.sum and the warps launched.
// Build: nvcc -O3 -arch=sm_90 warp_wavefronts.cu -o warp_wavefronts (run_warp_wavefronts.sh).
// Never built by the tests.
#include <cstdio>

__global__ void empty() {}

// Reads a parameter and branches on it (never taken).
__global__ void param_only(unsigned *out, unsigned key) {
    if (threadIdx.x == key) out[0] = 1;
}

// One global load a thread, its value kept only on a branch never taken.
__global__ void one_load(const unsigned *in, unsigned *out, unsigned key) {
    unsigned v = in[blockIdx.x * blockDim.x + threadIdx.x];
    if (v == key) out[0] = v;
}

// One global store a thread.
__global__ void one_store(unsigned *out) { out[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x; }

// A load and a store a thread.
__global__ void load_store(const unsigned *in, unsigned *out) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = in[i] + 1;
}

// Eight loads and a store a thread.
__global__ void eight_loads_store(const unsigned *in, unsigned *out) {
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned s = 0;
#pragma unroll
    for (int k = 0; k < 8; ++k) s += in[i + k * 32];
    out[i] = s;
}

// A shared store and a barrier, nothing global (the value kept only on a branch never taken).
__global__ void shared_barrier(unsigned *out, unsigned key) {
    __shared__ unsigned s[256];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (s[(threadIdx.x + 1) & 255] == key) out[0] = 1;
}

// A barrier alone.
__global__ void barrier_only(unsigned *out, unsigned key) {
    __syncthreads();
    if (threadIdx.x == key) out[0] = 1;
}

// A global atomic a warp (lane 0).
__global__ void one_atomic(unsigned *out) {
    if ((threadIdx.x & 31) == 0) atomicAdd(out, 1u);
}

int main() {
    const int blocks = 1024;
    unsigned *in, *out;
    size_t n = size_t(blocks) * 1024 + 1024;
    cudaMalloc(&in, n * sizeof(unsigned));
    cudaMalloc(&out, n * sizeof(unsigned));
    cudaMemset(in, 0, n * sizeof(unsigned));
    const unsigned key = 0xdeadbeef;
    printf("launch,kernel,blocks,threads\n");
    int id = 0;
    auto done = [&](const char *name, int threads) {
        cudaDeviceSynchronize();
        printf("%d,%s,%d,%d\n", id++, name, blocks, threads);
    };
    empty<<<blocks, 256>>>();
    done("empty", 256);
    param_only<<<blocks, 256>>>(out, key);
    done("param_only", 256);
    one_load<<<blocks, 256>>>(in, out, key);
    done("one_load", 256);
    one_store<<<blocks, 256>>>(out);
    done("one_store", 256);
    load_store<<<blocks, 256>>>(in, out);
    done("load_store", 256);
    eight_loads_store<<<blocks, 256>>>(in, out);
    done("eight_loads_store", 256);
    shared_barrier<<<blocks, 256>>>(out, key);
    done("shared_barrier", 256);
    barrier_only<<<blocks, 256>>>(out, key);
    done("barrier_only", 256);
    one_atomic<<<blocks, 256>>>(out);
    done("one_atomic", 256);
    one_store<<<blocks, 32>>>(out);
    done("one_store", 32);
    one_store<<<blocks, 1024>>>(out);
    done("one_store", 1024);
    load_store<<<blocks, 32>>>(in, out);
    done("load_store", 32);
    load_store<<<blocks, 1024>>>(in, out);
    done("load_store", 1024);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
