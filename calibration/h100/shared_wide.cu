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
#include <cstdio>

constexpr int REPS = 16;
constexpr int WINDOW = 2048;

template <typename T> __device__ unsigned fold(T v);
template <> __device__ unsigned fold(unsigned v) { return v; }
template <> __device__ unsigned fold(uint2 v) { return v.x ^ v.y; }
template <> __device__ unsigned fold(uint4 v) { return v.x ^ v.y ^ v.z ^ v.w; }

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

struct Case { int group, gstride, lstride; const char *what; };

int main() {
    unsigned *out;
    cudaMalloc(&out, 32 * sizeof(unsigned));
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
                    case 4: loads<unsigned><<<1, 32>>>(out, c.group, g, l, reps); break;
                    case 8: loads<uint2><<<1, 32>>>(out, c.group, g, l, reps); break;
                    default: loads<uint4><<<1, 32>>>(out, c.group, g, l, reps); break;
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
