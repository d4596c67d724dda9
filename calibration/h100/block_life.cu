// How long the blocks of the streaming kernels live on each SM, and how full the SMs are kept:
// the kernels of dram_mix.cu (one float per thread and array, 256-thread blocks over 128 MB)
// with thread 0 of every block noting its SM, the SM's clock and the global timer when the
// block starts and, after a __syncthreads() that waits for all its warps, when it ends.
// Printed per kernel: block lifetime percentiles (SM cycles), resident blocks per SM averaged
// over each SM's busy span, and the gap between a block's end and the start of the next block
// on the same SM when the SM was full (a block slot's turnaround). run_block_life.sh. (Timing a
// warp's load with clock64 needs the clock read to wait for the data; ptxas places it right
// after the load's issue whatever the source order, so loads are not timed here.)
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

struct BlockRec {
    unsigned long long g0, g1;  // %globaltimer (ns) at start and end
    long long c0, c1;           // SM clock64 at start and end
    unsigned smid, pad;
};

__device__ __forceinline__ unsigned long long gtimer() {
    unsigned long long t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
__device__ __forceinline__ unsigned smid() {
    unsigned s;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(s));
    return s;
}

template <int K>
__global__ void kernel(const float* a, float* c, float* flag, int n, BlockRec* br) {
    long long c0 = clock64();
    unsigned long long g0 = threadIdx.x == 0 ? gtimer() : 0;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = 0.0f;
    if (K == 0 && i < n) v = a[i];           // readOnly
    if (K == 1 && i < n) v = a[i];           // copy
    if (K == 0 && v == 12345.0f) flag[0] = 1.0f;  // never true
    if (K == 1 && i < n) c[i] = v;
    // K == 2: an empty block (the turnaround of the dispatcher alone)
    __syncthreads();
    if (threadIdx.x == 0) {
        BlockRec b = {g0, gtimer(), c0, clock64(), smid(), 0};
        br[blockIdx.x] = b;
    }
}

static double pct(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, (size_t)(p * v.size()))];
}

int main() {
    const int n = 1 << 25, threads = 256, blocks = n / threads;
    float *a, *c, *flag, *scrub;
    BlockRec* br;
    cudaMalloc(&a, (size_t)n * 4); cudaMalloc(&c, (size_t)n * 4); cudaMalloc(&flag, 4);
    cudaMalloc(&scrub, 256 << 20);
    cudaMalloc(&br, sizeof(BlockRec) * blocks);
    cudaMemset(a, 0, (size_t)n * 4); cudaMemset(c, 0, (size_t)n * 4);
    std::vector<BlockRec> hb(blocks);
    const char* names[] = {"readOnly", "copy", "empty"};
    printf("kernel,us,life_p10,life_p50,life_p90,resident_per_sm,full_gap_p50,full_gap_p90,"
           "start_spread_us\n");
    for (int k = 0; k < 3; ++k) {
        for (int rep = 0; rep < 3; ++rep) {
            cudaMemset(scrub, rep, 256 << 20);  // an L2 holding none of the arrays
            cudaDeviceSynchronize();
            if (k == 0) kernel<0><<<blocks, threads>>>(a, c, flag, n, br);
            if (k == 1) kernel<1><<<blocks, threads>>>(a, c, flag, n, br);
            if (k == 2) kernel<2><<<blocks, threads>>>(a, c, flag, n, br);
            cudaDeviceSynchronize();
        }
        cudaMemcpy(hb.data(), br, sizeof(BlockRec) * blocks, cudaMemcpyDeviceToHost);
        std::vector<double> life;
        unsigned long long gmin = ~0ull, gmax = 0, smax_start = 0, smin_start = ~0ull;
        for (auto& b : hb) {
            life.push_back((double)(b.c1 - b.c0));
            gmin = std::min(gmin, b.g0); gmax = std::max(gmax, b.g1);
        }
        // Per SM: resident blocks over its busy span (sum of lifetimes / span, in SM cycles), and
        // for each block started while the SM held its 8, the wait since the block it replaced
        // ended (the latest end at or before its start among blocks not yet replaced).
        std::vector<std::vector<const BlockRec*>> per(256);
        for (auto& b : hb) per[b.smid % 256].push_back(&b);
        double resident_sum = 0; int sms = 0;
        std::vector<double> gaps;
        for (auto& v : per) {
            if (v.empty()) continue;
            ++sms;
            std::sort(v.begin(), v.end(), [](auto x, auto y) { return x->c0 < y->c0; });
            long long lo = v.front()->c0, hi = 0; double sum = 0;
            for (auto b : v) { hi = std::max(hi, b->c1); sum += b->c1 - b->c0; }
            resident_sum += sum / (double)(hi - lo);
            smin_start = std::min(smin_start, v.front()->g0);
            smax_start = std::max(smax_start, v.front()->g0);
            std::vector<const BlockRec*> live;
            for (auto b : v) {
                // Blocks that ended by this start free their slots.
                int running = 0;
                long long freed = -1;
                for (auto o : live) {
                    if (o->c1 > b->c0) ++running; else freed = std::max(freed, o->c1);
                }
                if (running >= 7 && freed >= 0) gaps.push_back((double)(b->c0 - freed));
                std::vector<const BlockRec*> keep;
                for (auto o : live) if (o->c1 > b->c0) keep.push_back(o);
                keep.push_back(b);
                live.swap(keep);
            }
        }
        printf("%s,%.1f,%.0f,%.0f,%.0f,%.2f,%.0f,%.0f,%.2f\n", names[k],
               (gmax - gmin) / 1e3, pct(life, 0.1), pct(life, 0.5), pct(life, 0.9), resident_sum / sms,
               gaps.empty() ? 0.0 : pct(gaps, 0.5), gaps.empty() ? 0.0 : pct(gaps, 0.9),
               (smax_start - smin_start) / 1e3);
        fprintf(stderr, "%s: %d SMs, %zu full-SM starts\n", names[k], sms, gaps.size());
    }
    printf("error: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
