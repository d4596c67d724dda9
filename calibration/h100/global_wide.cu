// shared_wide.cu's patterns as global loads (LDG.E, LDG.E.64, LDG.E.128): Nsight Compute's
// l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_read a request, by where a warp's lanes read, to
// see whether the L1's data stage takes wide global loads as it takes wide shared ones
// (calibration/README.md, "Wide shared-memory loads"). Every load reads lines of its own, so
// all miss (misses add no wavefronts: subword.cu).
//
// Lane l reads the element at byte (l / group) * gstride + (l % group) * lstride of a 4 KB
// window; a warp's REPS loads read windows 4 KB apart (fresh lines). One warp a launch, one
// launch per case and width; a launch per width reads nothing (the baseline: the warp's other
// wavefronts). Build: nvcc -O3 -arch=sm_90 global_wide.cu -o global_wide (run_shared_wide.sh).
// Never built by the tests.
#include <cstdio>

constexpr int REPS = 16;
constexpr int WINDOW = 4096;

template <typename T> __device__ unsigned fold(T v);
template <> __device__ unsigned fold(unsigned v) { return v; }
template <> __device__ unsigned fold(uint2 v) { return v.x ^ v.y; }
template <> __device__ unsigned fold(uint4 v) { return v.x ^ v.y ^ v.z ^ v.w; }

template <typename T> __global__ void loads(const unsigned char *p, unsigned *out, int group, int gstride, int lstride, int reps) {
    int lane = threadIdx.x & 31;
    int offset = (lane / group) * gstride + (lane % group) * lstride;
    unsigned x = 0;
    if (reps) {
#pragma unroll
        for (int r = 0; r < REPS; ++r) x ^= fold(*(const T *)(p + r * WINDOW + offset));
    }
    if (x == 0x12345678u) out[lane] = x;
}

struct Case { int group, gstride, lstride; const char *what; };

int main() {
    unsigned *out;
    unsigned char *p;
    cudaMalloc(&out, 32 * sizeof(unsigned));
    cudaMalloc(&p, REPS * WINDOW);
    cudaMemset(p, 1, REPS * WINDOW);
    // Strides in units of the element size E, written out per width below.
    const Case cases[] = {
        {32, 0, 1, "consecutive"},
        {32, 0, 0, "all one element"},
        {16, 1, 0, "two neighbours, a half-warp each"},
        {16, 4, 0, "two elements 64 bytes apart (for 16 bytes), a half-warp each"},
        {16, 8, 0, "two elements 128 bytes apart (16 bytes: the same banks), a half-warp each"},
        {8, 1, 0, "four neighbours, a quarter-warp each"},
        {8, 8, 0, "four elements 128 bytes apart (16 bytes: the same banks), a quarter-warp each"},
        {2, 1, 0, "pairs of lanes on one element, 16 elements"},
        {4, 1, 0, "four lanes on one element, 8 elements"},
        {8, 0, 1, "quarter-warps alike: 8 consecutive elements"},
        {16, 0, 1, "half-warps alike: 16 consecutive elements"},
        {32, 0, 2, "every other element"},
        {32, 0, 4, "every fourth element"},
        {4, 0, 1, "lane % 4: 4 consecutive elements, interleaved"},
    };
    printf("bytes,group,gstride_bytes,lstride_bytes,reps,case\n");
    for (int bytes : {4, 8, 16}) {
        for (int reps : {0, 1}) {
            for (const Case &c : cases) {
                int g = c.gstride * bytes, l = c.lstride * bytes;
                if (bytes == 16 && c.gstride == 4) g = 64;
                if (c.gstride == 8) g = 128;
                switch (bytes) {
                    case 4: loads<unsigned><<<1, 32>>>(p, out, c.group, g, l, reps); break;
                    case 8: loads<uint2><<<1, 32>>>(p, out, c.group, g, l, reps); break;
                    default: loads<uint4><<<1, 32>>>(p, out, c.group, g, l, reps); break;
                }
                cudaDeviceSynchronize();
                printf("%d,%d,%d,%d,%d,%s\n", bytes, c.group, g, l, reps, c.what);
                if (!reps) break;  // one baseline launch per width
            }
        }
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
