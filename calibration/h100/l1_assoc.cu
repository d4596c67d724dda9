// Two questions about the H100's L1 that the matrix multiplies raised (calibration/README.md,
// "L1 sets and misses"):
//
// 1. Do lines whose addresses are a power-of-two stride apart conflict in L1? One thread
//    chases a pointer around k slots `stride` bytes apart (a scrambled cycle, so prefetching
//    cannot help), once to warm the caches and once timed with clock64(): about 40 cycles a
//    load while the k lines stay in L1, about 290 once they do not. A cache of S bytes with W
//    ways and sets picked by the address bits above the line keeps only W lines `S / W` bytes
//    apart; with hashed sets (or many ways) k lines stay until k x 128 bytes nears its size.
//
// 2. How many warp loads an SM serves per cycle when some of them miss L1: as l1_rate.cu (64
//    warps per SM, eight independent 4-byte loads per iteration, two sectors per warp load),
//    with M of the eight loads reading lines of a 16 MB region that stays in L2, with plain
//    loads (which miss in L1) or ld.global.cg (cached in L2 only).
//
// Build: nvcc -O3 -arch=sm_90 l1_assoc.cu -o l1_assoc (run_l1_assoc.sh). Never built by the tests.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

__global__ void chase(const unsigned *__restrict__ next, int steps, unsigned *out, long long *cycles) {
    unsigned p = 0;
    for (int i = 0; i < steps; i++) p = next[p];
    out[1] = p;
    p = 0;
    long long t0 = clock64();
    for (int i = 0; i < steps; i++) p = next[p];
    long long t1 = clock64();
    out[0] = p;
    cycles[0] = t1 - t0;
}

constexpr int ITERS = 2048, UNROLL = 8;
constexpr unsigned REGION_LINES = 1u << 17;  // 16 MB of 128-byte lines, in L2 after the first pass

// As l1_rate.cu's loop (eight independent loads a trip, two sectors a warp load: lanes read 16
// consecutive words), with the first `M` of the eight reading lines of a 16 MB region instead
// of a 4 KB array in L1: each warp steps through the region by the grid's warp count, so at any
// time the warps read consecutive lines spread over all L2 slices and no SM reads a line again
// for thousands of cycles. `CG`: ld.global.cg (cached in L2 only); otherwise plain loads that
// allocate in L1 and miss there.
template <int M, bool CG>
__global__ void mixed_loads(const float *__restrict__ p, const float *__restrict__ q, float *out, int zero) {
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    const unsigned warps = gridDim.x * (blockDim.x >> 5), gw = blockIdx.x * (blockDim.x >> 5) + w;
    const float *hit = p + (w % 4) * 256 + (lane & 15);
    const float *miss = q + (lane & 15);
    unsigned line = gw;
    float s[UNROLL] = {};
    for (int i = 0; i < ITERS; ++i) {
#pragma unroll
        for (int k = 0; k < UNROLL; ++k) {
            if (k < M) {
                const float *a = miss + size_t((line + k * warps) & (REGION_LINES - 1)) * 32;
                s[k] += CG ? __ldcg(a) : a[0];
            } else {
                s[k] += hit[i * zero + k * 32];
            }
        }
        line += M * warps;
    }
    float t = 0;
    for (int k = 0; k < UNROLL; ++k) t += s[k];
    if (t == 12345.0f) out[threadIdx.x] = t;
}

template <int M, bool CG>
static void launch_mixed(int blocks, const float *p, const float *q, float *out) {
    mixed_loads<M, CG><<<blocks, 1024>>>(p, q, out, 0);
}

static double chase_cycles(unsigned *d_next, unsigned *d_out, long long *d_cycles, size_t stride, int k) {
    size_t step = stride / 4, n = step * k;
    std::vector<unsigned> next(n, 0);
    std::vector<int> order(k);
    for (int i = 0; i < k; i++) order[i] = i;
    srand(12345);
    for (int i = k - 1; i > 1; i--) std::swap(order[i], order[1 + rand() % i]);
    for (int i = 0; i < k; i++) next[order[i] * step] = order[(i + 1) % k] * step;
    cudaMemcpy(d_next, next.data(), n * 4, cudaMemcpyHostToDevice);
    const int steps = std::max(4 * k, 2048);
    chase<<<1, 1>>>(d_next, steps, d_out, d_cycles);
    long long c = 0;
    cudaMemcpy(&c, d_cycles, 8, cudaMemcpyDeviceToHost);
    return double(c) / steps;
}

// With an argument (under Nsight Compute): one launch of each mixed case and no chase.
int main(int argc, char **) {
    const bool profiled = argc > 1;
    int sms = 0, khz = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, 0);
    const size_t max_bytes = 64u << 20;
    unsigned *d_next, *d_out;
    long long *d_cycles;
    cudaMalloc(&d_next, max_bytes);
    cudaMalloc(&d_out, 16);
    cudaMalloc(&d_cycles, 8);
    printf("# chase: stride_bytes,lines,footprint_bytes,cycles_per_load\n");
    const size_t strides[] = {128, 4096, 16384, 32768, 65536};
    for (const size_t *sp = strides; sp < strides + (profiled ? 0 : 5); ++sp)
        for (int k = 1, s = int(*sp); k <= 4096; k *= 2) {
            if (size_t(s) * k > max_bytes) break;
            if (s == 128 && k < 64) continue;
            printf("chase,%d,%d,%zu,%.1f\n", s, k, size_t(s) * k, chase_cycles(d_next, d_out, d_cycles, s, k));
        }
    // Mixed hits and L2 reads.
    float *p, *q, *out;
    cudaMalloc(&p, 8192);
    cudaMalloc(&q, size_t(REGION_LINES) * 128);
    cudaMalloc(&out, 4096 * 4);
    std::vector<float> h(size_t(REGION_LINES) * 32, 1.0f);
    cudaMemcpy(p, h.data(), 8192, cudaMemcpyHostToDevice);
    cudaMemcpy(q, h.data(), size_t(REGION_LINES) * 128, cudaMemcpyHostToDevice);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    const double loads_per_sm = 2.0 * 32 * ITERS * UNROLL;
    printf("# mixed: l2_loads_of_8,cg,median_us,loads_per_sm_cycle (clock %d MHz, %d SMs)\n", khz / 1000, sms);
    typedef void (*Launch)(int, const float *, const float *, float *);
    const Launch launches[2][5] = {
        {launch_mixed<0, false>, launch_mixed<1, false>, launch_mixed<2, false>, launch_mixed<4, false>,
         launch_mixed<8, false>},
        {launch_mixed<0, true>, launch_mixed<1, true>, launch_mixed<2, true>, launch_mixed<4, true>,
         launch_mixed<8, true>}};
    const int ms[5] = {0, 1, 2, 4, 8};
    for (int cg = 0; cg < 2; ++cg)
        for (int j = 0; j < 5; ++j) {
            std::vector<float> v;
            for (int rep = 0; rep < (profiled ? 1 : 7); ++rep) {
                cudaEventRecord(e0);
                launches[cg][j](2 * sms, p, q, out);
                cudaEventRecord(e1);
                cudaEventSynchronize(e1);
                float ms_;
                cudaEventElapsedTime(&ms_, e0, e1);
                if (profiled || rep >= 2) v.push_back(ms_ * 1000);
            }
            std::sort(v.begin(), v.end());
            double us = v[v.size() / 2], cycles = us * 1e-6 * khz * 1e3;
            printf("mixed,%d,%d,%.1f,%.3f\n", ms[j], cg, us, loads_per_sm / cycles);
        }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
