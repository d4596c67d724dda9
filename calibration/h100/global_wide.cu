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
#include "wide_cases.h"

constexpr int REPS = 16;
constexpr int WINDOW = 4096;

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

int main() {
    unsigned *out;
    unsigned char *p;
    cudaMalloc(&out, 32 * sizeof(unsigned));
    cudaMalloc(&p, REPS * WINDOW);
    cudaMemset(p, 1, REPS * WINDOW);
    return run_wide_cases([&](int bytes, int group, int g, int l, int reps) {
        switch (bytes) {
            case 4: loads<unsigned><<<1, 32>>>(p, out, group, g, l, reps); break;
            case 8: loads<uint2><<<1, 32>>>(p, out, group, g, l, reps); break;
            default: loads<uint4><<<1, 32>>>(p, out, group, g, l, reps); break;
        }
    });
}
