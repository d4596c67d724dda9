// Do an SM's stores wait for the L2 (back-pressure)? Each warp issues N stores back to back and
// reads clock64 before the first and after the last: a store is fire-and-forget, so the span is
// how long the SM took to *send* them. If the store path below the SM held every store, the
// span would grow with N at the load/store unit's rate alone; where it fills, the span grows at
// the rate it drains. Three patterns: a row (32 consecutive words, one line, 4 whole sectors),
// a quad (8 consecutive words in each of 4 lines: 4 whole sectors in 4 lines) and a column (a
// word in each of 32 lines, 32 partial sectors, transposeNaive's store; pitch 33 words, so 32
// banks). A warp's store i goes to its (i mod 16)-th slot of fresh lines, so every layout's
// footprint stays in L2. Layouts: 1 to 32 warps on one SM (the L2 idle: the SM's own path),
// and 1 or 4 warps on every SM (the L2 busy).
// Build: nvcc -O3 -arch=sm_90 store_queue.cu -o store_queue (run_store_queue.sh). Never built by
// the tests.
#include <algorithm>
#include <cstdio>
#include <vector>
#include "clock_span.cuh"

constexpr int PITCH = 33;

// Pattern 0: row, 1: quad, 2: column.
template <int N, int PATTERN>
__global__ void burst(float *p, long long *t, unsigned *sm) {
    int lane = threadIdx.x & 31;
    long warp = (blockIdx.x * (long)blockDim.x + threadIdx.x) >> 5;
    // A slot's span in words.
    constexpr long SPAN = PATTERN == 2 ? 32L * PITCH + 32 : PATTERN == 1 ? 4 * 64 : 32;
    const int at = PATTERN == 2 ? lane * PITCH : PATTERN == 1 ? (lane >> 3) * 64 + (lane & 7) : lane;
    float *base = p + warp * 16 * SPAN + at;
    long long t0 = clock64();
    asm volatile("" ::: "memory");
    // The clobber between the stores keeps every one of them (without it nvcc drops a store
    // that a later one to the same slot overwrites).
#pragma unroll
    for (int i = 0; i < N; ++i) {
        base[(i % 16) * SPAN] = float(i + lane);
        asm volatile("" ::: "memory");
    }
    asm volatile("" ::: "memory");
    long long t1 = clock64();
    if (lane == 0) {
        t[2 * warp] = t0;
        t[2 * warp + 1] = t1;
        sm[warp] = smid();
    }
}

const char *NAMES[] = {"row", "quad", "column"};

template <int N, int PATTERN> void run(float *p, long long *dt, unsigned *dsm, int blocks, int threads, const char *layout) {
    const int warps = blocks * threads / 32;
    std::vector<long long> t(2 * warps);
    std::vector<double> med, slow;
    // Medians over 5 launches (after 2 warm-up launches) of the median and the slowest warp's span.
    for (int rep = 0; rep < 7; ++rep) {
        burst<N, PATTERN><<<blocks, threads>>>(p, dt, dsm);
        cudaDeviceSynchronize();
        if (rep < 2) continue;
        cudaMemcpy(t.data(), dt, t.size() * sizeof(long long), cudaMemcpyDeviceToHost);
        std::vector<long long> s(warps);
        for (int w = 0; w < warps; ++w) s[w] = t[2 * w + 1] - t[2 * w];
        std::sort(s.begin(), s.end());
        med.push_back((double)s[warps / 2]);
        slow.push_back((double)s[warps - 1]);
    }
    std::sort(med.begin(), med.end());
    std::sort(slow.begin(), slow.end());
    printf("%s,%s,%d,%.0f,%.0f\n", NAMES[PATTERN], layout, N, med[med.size() / 2], slow[slow.size() / 2]);
}

template <int PATTERN> void all_n(float *p, long long *dt, unsigned *dsm, int blocks, int threads, const char *layout) {
    run<1, PATTERN>(p, dt, dsm, blocks, threads, layout);
    run<4, PATTERN>(p, dt, dsm, blocks, threads, layout);
    run<8, PATTERN>(p, dt, dsm, blocks, threads, layout);
    run<16, PATTERN>(p, dt, dsm, blocks, threads, layout);
    run<32, PATTERN>(p, dt, dsm, blocks, threads, layout);
    run<64, PATTERN>(p, dt, dsm, blocks, threads, layout);
    run<128, PATTERN>(p, dt, dsm, blocks, threads, layout);
}

int main() {
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    const long max_warps = 32L * sms, words = max_warps * 16 * (32L * PITCH + 32);
    float *p;
    long long *dt;
    unsigned *dsm;
    if (cudaMalloc(&p, words * sizeof(float)) != cudaSuccess || cudaMalloc(&dt, 2 * max_warps * sizeof(long long)) != cudaSuccess ||
        cudaMalloc(&dsm, max_warps * sizeof(unsigned)) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    printf("pattern,layout,stores a warp,median warp span (cycles),slowest warp span\n");
    char name[64];
    for (int pattern = 0; pattern < 3; ++pattern) {
        auto f = pattern == 0 ? all_n<0> : pattern == 1 ? all_n<1> : all_n<2>;
        for (int w : {1, 2, 4, 8, 16, 32}) {
            snprintf(name, sizeof name, "%d warps on one SM", w);
            f(p, dt, dsm, 1, 32 * w, name);
        }
        f(p, dt, dsm, sms, 32, "1 warp on every SM");
        f(p, dt, dsm, sms, 128, "4 warps on every SM");
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
