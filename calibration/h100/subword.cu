// What 1-, 2-, 4- and 8-byte accesses cost the H100's L1 data stage (Nsight Compute's
// l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_read / _cmd_write a request), by the element
// size and the lanes' stride. smooth_rgb's 2-byte loads and stores (a 6-byte stride) take about
// 2.6 and 3 wavefronts a request on the H100 where shared memory's bank rule over 4-byte words
// gives 2 (calibration/README.md); 4-byte ones follow the rule. Lane l accesses the element at
// byte offset + l x stride of a fresh window (each of a warp's 8 accesses goes to lines of its
// own, so every load misses: misses alone add no wavefronts); one warp a launch.
// Build: nvcc -O3 -arch=sm_90 subword.cu -o subword (run_subword.sh). Never built by the tests.
#include <cstdio>

constexpr int REPS = 8;
constexpr long WINDOW = 32 * 32 + 256;  // bytes: the widest pattern (32 lanes x 32 bytes) and an offset

template <typename T> __global__ void stores(char *p, int stride, int offset) {
    int lane = threadIdx.x & 31;
    char *base = p + offset + lane * stride;
#pragma unroll
    for (int r = 0; r < REPS; ++r) *(T *)(base + r * WINDOW) = T(r + lane);
}

template <typename T> __global__ void loads(const char *p, unsigned long long *out, int stride, int offset) {
    int lane = threadIdx.x & 31;
    const char *base = p + offset + lane * stride;
    unsigned long long s = 0;
#pragma unroll
    for (int r = 0; r < REPS; ++r) s += *(const T *)(base + r * WINDOW);
    if (s == 0x123456789ull) out[lane] = s;
}

struct Case { int bytes, stride, offset; };

template <typename T> void run(char *p, unsigned long long *out, const Case &c) {
    loads<T><<<1, 32>>>(p, out, c.stride, c.offset);
    stores<T><<<1, 32>>>(p, c.stride, c.offset);
    cudaDeviceSynchronize();
}

int main() {
    char *p;
    unsigned long long *out;
    cudaMalloc(&p, REPS * WINDOW + 4096);
    cudaMalloc(&out, 32 * sizeof(unsigned long long));
    cudaMemset(p, 0, REPS * WINDOW + 4096);
    const Case cases[] = {
        {1, 1, 0}, {1, 2, 0}, {1, 3, 0}, {1, 4, 0}, {1, 6, 0}, {1, 8, 0}, {1, 16, 0}, {1, 1, 1}, {1, 4, 1},
        {2, 2, 0}, {2, 4, 0}, {2, 6, 0}, {2, 6, 2}, {2, 6, 4}, {2, 8, 0}, {2, 12, 0}, {2, 16, 0}, {2, 2, 2}, {2, 4, 2},
        {2, 32, 0},
        {4, 4, 0}, {4, 8, 0}, {4, 12, 0}, {4, 16, 0}, {4, 4, 4},
        {8, 8, 0}, {8, 16, 0}, {8, 24, 0}, {8, 32, 0},
    };
    // One line per case, in launch order (each case: a load launch, then a store launch).
    printf("bytes,stride,offset\n");
    for (const Case &c : cases) {
        switch (c.bytes) {
            case 1: run<unsigned char>(p, out, c); break;
            case 2: run<unsigned short>(p, out, c); break;
            case 4: run<unsigned>(p, out, c); break;
            default: run<unsigned long long>(p, out, c); break;
        }
        printf("%d,%d,%d\n", c.bytes, c.stride, c.offset);
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
