// What a warp's loop costs the other warp of its scheduler, by the kinds of the two loops.
// branch-warps-h100.csv: a chain of 8 dependent FFMAs in a loop takes 39.1 cycles a trip alone
// and 43.1 with a second warp running it on the same scheduler, though the scheduler idles most
// cycles; warpsim takes 39 for both. One block of 8 warps, two a scheduler (warp w on scheduler
// w % 4): four warps run loop X, `xtrips` trips, timed with clock64 (the row's figure: the
// slowest of the four warps' cycles a trip, and their mean); the other four run loop Y, given
// enough trips to outlast X (the host's estimate from the loops' cycles alone), or exit at once
// (none). X runs on warps 0-3 (x_warps "older") or on warps 4-7 ("younger"), as a scheduler that
// favours older warps would treat them differently. With counter "vector" a warp's trips are
// chosen by its role, so the loop counter is a per-thread register (IADD3, ISETP); with
// "uniform" each role's loop reads its trips from a parameter, and nvcc keeps the counter in
// the uniform datapath (UIADD3, as in the loops of branch_warps.cu, bsync.cu and seeds.cu).
//
// Loops (the trip's counter in a register or the uniform datapath, then a backward branch):
//   chain8    8 dependent FFMAs          chain16   16 dependent FFMAs
//   indep8    8 independent FFMAs over 8 accumulators (back to back)
//   ifelse0/1 branchPerWarp's trip (seeds.cu): a uniform if/else that nvcc wraps in BSSY/BSYNC
//             over two chains of 16 dependent FFMAs, the warp on side 0 (branches to the else
//             side, falls into the BSYNC) or 1 (falls through, branches to the BSYNC)
//   chain256  256 dependent FFMAs (a branch every 1,000 cycles or so)
//   indep256  256 independent FFMAs over 8 accumulators
// Build: run_clock.sh branch_pairs (nvcc -O3 -arch=sm_90). Never built by the tests.
#include <cstdio>

enum { NONE, CHAIN8, INDEP8, CHAIN16, IFELSE0, IFELSE1, CHAIN256, INDEP256, KINDS };
const char *names[] = {"none", "chain8", "indep8", "chain16", "ifelse0", "ifelse1", "chain256", "indep256"};
// Cycles a trip alone on an H200 (a first run), for the companion's trips.
const double alone[] = {0, 39.1, 27.1, 71.1, 126.1, 125.1, 1036, 280};

__device__ __forceinline__ void run_loop(int kind, int trips, int side, float (&a)[8]) {
    switch (kind) {
    case CHAIN8:
#pragma unroll 1
        for (int t = 0; t < trips; t++) {
#pragma unroll
            for (int j = 0; j < 8; j++) a[0] = fmaf(a[0], 1.001f, 0.25f);
        }
        break;
    case INDEP8:
#pragma unroll 1
        for (int t = 0; t < trips; t++) {
#pragma unroll
            for (int j = 0; j < 8; j++) a[j] = fmaf(a[j], 1.001f, 0.25f);
        }
        break;
    case CHAIN16:
#pragma unroll 1
        for (int t = 0; t < trips; t++) {
#pragma unroll
            for (int j = 0; j < 16; j++) a[0] = fmaf(a[0], 1.001f, 0.25f);
        }
        break;
    case IFELSE0:
    case IFELSE1:
#pragma unroll 1
        for (int t = 0; t < trips; t++) {
            if (side) {
#pragma unroll
                for (int j = 0; j < 16; j++) a[0] = fmaf(a[0], 0.25f, a[0]);
            } else {
#pragma unroll
                for (int j = 0; j < 16; j++) a[0] = fmaf(a[0], a[0], 0.5f);
            }
        }
        break;
    case CHAIN256:
#pragma unroll 1
        for (int t = 0; t < trips; t++) {
#pragma unroll
            for (int j = 0; j < 256; j++) a[0] = fmaf(a[0], 1.001f, 0.25f);
        }
        break;
    case INDEP256:
#pragma unroll 1
        for (int t = 0; t < trips; t++) {
#pragma unroll
            for (int j = 0; j < 256; j++) a[j % 8] = fmaf(a[j % 8], 1.001f, 0.25f);
        }
        break;
    }
}

__global__ void pairs(float *out, long long *span, int xkind, int xtrips, int ykind, int ytrips, int young, int uni) {
    const int w = threadIdx.x / 32;
    float a[8];
#pragma unroll
    for (int j = 0; j < 8; j++) a[j] = threadIdx.x * 0.001f + j;
    const bool x = (w < 4) != (young != 0);
    const int kind = x ? xkind : ykind, trips = x ? xtrips : ytrips;
    // The if/else's side: uniform in a warp, unknown to the compiler (threadIdx.x >> 8 is 0).
    const int side = ((kind == IFELSE1) + (threadIdx.x >> 8)) & 1;
    __syncthreads();
    long long t0 = clock64();
    if (!uni) {
        run_loop(kind, trips, side, a);
    } else if (x) {
        // Each role's trips straight from a parameter: nvcc keeps the counter in the uniform
        // datapath (UIADD3), as it does in branch_warps.cu, bsync.cu and seeds.cu's loops.
        run_loop(xkind, xtrips, side, a);
    } else {
        run_loop(ykind, ytrips, side, a);
    }
    long long t1 = clock64();
    float s = 0;
#pragma unroll
    for (int j = 0; j < 8; j++) s += a[j];
    out[threadIdx.x] = s;
    span[2 * w] = t0;
    span[2 * w + 1] = t1;
}

int main() {
    float *out;
    long long *span;
    cudaMalloc(&out, 256 * sizeof(float));
    cudaMalloc(&span, 16 * sizeof(long long));
    printf("counter,x,y,x_warps,x_cycles_per_trip_slowest,x_cycles_per_trip_mean\n");
    for (int uni = 0; uni < 2; uni++)
    for (int young = 0; young < 2 - uni; young++)
    for (int x = 1; x < KINDS; x++) {
        for (int y = 0; y < KINDS; y++) {
            const int xtrips = x >= CHAIN256 ? 256 : 2048;
            const int ytrips = y == NONE ? 0 : (int)(1.5 * xtrips * alone[x] / alone[y]) + 16;
            double best = 1e30, best_mean = 0;
            for (int rep = 0; rep < 3; rep++) {
                pairs<<<1, 256>>>(out, span, x, xtrips, y, ytrips, young, uni);
                long long h[16];
                cudaMemcpy(h, span, sizeof h, cudaMemcpyDeviceToHost);
                double worst = 0, mean = 0;
                for (int s = 0; s < 4; s++) {
                    const int w = s + 4 * young;
                    double c = (double)(h[2 * w + 1] - h[2 * w]) / xtrips;
                    worst = c > worst ? c : worst;
                    mean += c / 4;
                }
                if (rep > 0 && worst < best) {
                    best = worst;
                    best_mean = mean;
                }
            }
            printf("%s,%s,%s,%s,%.2f,%.2f\n", uni ? "uniform" : "vector", names[x], names[y], young ? "younger" : "older", best,
                   best_mean);
        }
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
