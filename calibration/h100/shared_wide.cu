// What 4-, 8- and 16-byte shared-memory loads (LDS, LDS.64, LDS.128) cost the H100's L1 data
// stage: Nsight Compute's l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld a request, by where
// a warp's lanes read. warpsim splits 16-byte accesses into quarter-warps and 8-byte ones into
// half-warps (the CUDA guide's rule for cc 2.x) and counts each part by the bank rule; on the
// matrix multiplies the H100 took about 2 wavefronts for the tile rows' 16-byte loads that two
// half-warps broadcast (calibration/README.md), where that rule gives 4.
//
// Lane l reads the element at byte (l / group) * gstride + (l % group) * lstride of a 2 KB
// window; a warp's REPS loads read windows 2 KB apart (the same banks). One warp a launch, one
// launch per case and width; a launch per width reads nothing (the baseline: the warp's other
// wavefronts). Build: nvcc -O3 -arch=sm_90 shared_wide.cu -o shared_wide (run_shared_wide.sh).
// Never built by the tests.
#include "wide_cases.h"

constexpr int REPS = 16;
constexpr int WINDOW = 2048;

template <typename T> __global__ void loads(unsigned *out, int group, int gstride, int lstride, int reps) {
    __shared__ __align__(16) unsigned char s[REPS * WINDOW];
    int lane = threadIdx.x & 31;
    // Fill the windows (4-byte stores, counted apart from the loads).
    for (int i = lane; i < REPS * WINDOW / 4; i += 32) ((unsigned *)s)[i] = i * 2654435761u;
    __syncthreads();
    int offset = (lane / group) * gstride + (lane % group) * lstride;
    unsigned x = 0;
    if (reps) {
#pragma unroll
        for (int r = 0; r < REPS; ++r) x ^= fold(*(const T *)(s + r * WINDOW + offset));
    }
    if (x == 0x12345678u) out[lane] = x;
}

int main() {
    unsigned *out;
    cudaMalloc(&out, 32 * sizeof(unsigned));
    return run_wide_cases([&](int bytes, int group, int g, int l, int reps) {
        switch (bytes) {
            case 4: loads<unsigned><<<1, 32>>>(out, group, g, l, reps); break;
            case 8: loads<uint2><<<1, 32>>>(out, group, g, l, reps); break;
            default: loads<uint4><<<1, 32>>>(out, group, g, l, reps); break;
        }
    });
}
