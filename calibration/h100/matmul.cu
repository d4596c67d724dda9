// The seeds' three matrix multiplies (Best Practices Guide 9.2.2; slides "Caching - MatMult
// example"), from calibration/regs/seed_kernels.cu: C = A x B with A of M x 16 and B of 16 x N,
// 16 x 16 thread blocks. Timed with CUDA events (median of 20 launches after 3 warm-ups) at the
// part's own clocks, for the sizes programs/matmul runs (M = N = 256, its default) and larger,
// so warpsim's hopper preset can be compared with the H100 (run_matmul.sh).
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

// simpleMultiply, coalescedMultiply and sharedABMultiply (and TILE_DIM = 16), as compiled for
// the register counts.
#include "../regs/seed_kernels.cu"

typedef void (*Kernel)(const float *, const float *, float *, int);

int main(int argc, char **argv) {
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0); cudaEventCreate(&e1);
    // `matmul N`: one launch of each kernel at M = N (for Nsight Compute).
    std::vector<int> sizes = {256, 1024, 2048, 4096};
    const int reps = argc > 1 ? 1 : 23, warmups = argc > 1 ? 0 : 3;
    if (argc > 1) sizes = {atoi(argv[1])};
    const Kernel kernels[] = {simpleMultiply, coalescedMultiply, sharedABMultiply};
    const char *names[] = {"simpleMultiply", "coalescedMultiply", "sharedABMultiply"};
    printf("kernel,M,N,median_us,min_us,max_abs_err\n");
    for (int n : sizes) {
        int m = n;
        std::vector<float> ha(m * TILE_DIM), hb(TILE_DIM * n), ref((size_t)m * n), hc((size_t)m * n);
        for (size_t i = 0; i < ha.size(); ++i) ha[i] = (float)((i * 7919) % 1000) / 1000.0f - 0.5f;
        for (size_t i = 0; i < hb.size(); ++i) hb[i] = (float)((i * 104729) % 1000) / 1000.0f - 0.5f;
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) {
                float s = 0;
                for (int i = 0; i < TILE_DIM; ++i) s += ha[r * TILE_DIM + i] * hb[i * n + c];
                ref[(size_t)r * n + c] = s;
            }
        float *da, *db, *dc;
        cudaMalloc(&da, ha.size() * 4); cudaMalloc(&db, hb.size() * 4); cudaMalloc(&dc, hc.size() * 4);
        cudaMemcpy(da, ha.data(), ha.size() * 4, cudaMemcpyHostToDevice);
        cudaMemcpy(db, hb.data(), hb.size() * 4, cudaMemcpyHostToDevice);
        dim3 block(TILE_DIM, TILE_DIM), grid(n / TILE_DIM, m / TILE_DIM);
        for (int k = 0; k < 3; ++k) {
            std::vector<float> v;
            for (int rep = 0; rep < reps; ++rep) {
                cudaEventRecord(e0);
                kernels[k]<<<grid, block>>>(da, db, dc, n);
                cudaEventRecord(e1);
                cudaEventSynchronize(e1);
                float ms; cudaEventElapsedTime(&ms, e0, e1);
                if (rep >= warmups) v.push_back(ms * 1000);
            }
            cudaMemcpy(hc.data(), dc, hc.size() * 4, cudaMemcpyDeviceToHost);
            double err = 0;
            for (size_t i = 0; i < hc.size(); ++i) err = std::max(err, (double)std::fabs(hc[i] - ref[i]));
            std::sort(v.begin(), v.end());
            printf("%s,%d,%d,%.2f,%.2f,%.2g\n", names[k], m, n, v[v.size() / 2], v[0], err);
        }
        cudaFree(da); cudaFree(db); cudaFree(dc);
    }
    return 0;
}
