// What does a store that writes part of a 32-byte sector cost the H100's L2, and is the cost per
// sector or per line (request) the store sends? Every warp of a full grid stores 64 times into a
// 16 MB region (it stays in the 50 MB write-back L2: nothing reaches DRAM while the kernel runs),
// each time to a fresh 4 KB slot, with lane l writing at an offset of the slot set by the
// pattern. Sectors per SM-cycle at 1.98 GHz from CUDA events (median of 7 launches); under
// Nsight Compute (run_l2_partial.sh) the L2's write sectors and DRAM writes of each.
// Build: nvcc -O3 -arch=sm_90 l2_partial.cu -o l2_partial. Never built by the tests.
#include <cstdio>
#include "event_timing.cuh"

constexpr int ITERS = 64, SLOTS = 4096, SLOT_BYTES = 4096;

// kind: 0 = 4-byte stores, 1 = 2-byte stores. Lane l writes at (l / group) * gstride +
// (l % group) * estride bytes into its slot.
__global__ void stores(char *p, int kind, int group, int gstride, int estride) {
    int lane = threadIdx.x & 31;
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5, warps = (gridDim.x * blockDim.x) >> 5;
    int off = (lane / group) * gstride + (lane % group) * estride;
    for (int i = 0; i < ITERS; ++i) {
        char *slot = p + (size_t)((i * warps + warp) % SLOTS) * SLOT_BYTES;
        if (kind == 0)
            *reinterpret_cast<volatile int *>(slot + off) = i;
        else
            *reinterpret_cast<volatile short *>(slot + off) = (short)i;
    }
}

int main(int argc, char **) {
    const bool profiled = argc > 1;
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    char *p;
    cudaMalloc(&p, (size_t)SLOTS * SLOT_BYTES);
    cudaMemset(p, 0, (size_t)SLOTS * SLOT_BYTES);
    struct Case { const char *name; int kind, group, gstride, estride, lines, sectors, full; };
    const Case cases[] = {
        {"32 consecutive words (one line, 4 whole sectors)", 0, 32, 0, 4, 1, 4, 1},
        {"8 consecutive words in each of 4 lines (4 whole sectors)", 0, 8, 128, 4, 4, 4, 1},
        {"one word in each of 32 lines (32 partial sectors, as transposeNaive)", 0, 1, 128, 0, 32, 32, 0},
        {"one word in each of 32 sectors of 8 lines (32 partial sectors)", 0, 1, 32, 0, 8, 32, 0},
        {"a word every 8 bytes (2 lines, 8 half-written sectors)", 0, 32, 0, 8, 2, 8, 0},
        {"2 bytes every 4 (one line, 4 half-written sectors)", 1, 32, 0, 4, 1, 4, 0},
        {"2 bytes every 6 (2 lines, 6 partial sectors, as smooth_rgb's rows)", 1, 32, 0, 6, 2, 6, 0},
    };
    const int blocks = sms * 8, threads = 256;
    const double warp_stores = (double)blocks * threads / 32 * ITERS;
    printf("case,lines,sectors,whole_sectors,median_us,sectors_per_sm_cycle (1.98 GHz),warp_stores_per_sm_cycle\n");
    for (const Case &c : cases) {
        double us = median_us([&] { stores<<<blocks, threads>>>(p, c.kind, c.group, c.gstride, c.estride); }, profiled ? 1 : 7, profiled ? 0 : 2), cycles = us * 1980;
        printf("%s,%d,%d,%d,%.1f,%.2f,%.3f\n", c.name, c.lines, c.sectors, c.full, us,
               warp_stores * c.sectors / cycles, warp_stores / cycles);
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
