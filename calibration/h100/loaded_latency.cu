// DRAM latency under load: one warp chases pointers through a 1 GiB region (every hop a new
// line far from the last, so each misses L1 and L2) while a grid-stride kernel of B blocks
// streams another 2 GiB region on a second stream: reading it (`read`), or copying its first
// half to its second (`copy`, reads and write-backs mixed). Prints, per background and B, the
// background's bandwidth (bytes read + written) and the chase's mean cycles per hop (clock64,
// so at the SM clock).
#include <cstdio>
#include <cstdint>
#include <vector>
#include <cuda_runtime.h>

__global__ void chase(const uint64_t* next, uint64_t start, int hops, long long* cycles, uint64_t* sink) {
    uint64_t p = start;
    long long t0 = clock64();
    for (int i = 0; i < hops; ++i) p = next[p];
    long long t1 = clock64();
    cycles[0] = t1 - t0;
    sink[0] = p;
}

__global__ void background(const float4* a, size_t n4, int reps, float* sink) {
    float s = 0;
    for (int r = 0; r < reps; ++r)
        for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n4; i += (size_t)gridDim.x * blockDim.x) {
            float4 v = a[i];
            s += v.x + v.y + v.z + v.w;
        }
    if (s == 1.2345f) sink[0] = s;
}

__global__ void copyBackground(const float4* a, float4* c, size_t n4, int reps) {
    for (int r = 0; r < reps; ++r)
        for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n4; i += (size_t)gridDim.x * blockDim.x)
            c[i] = a[i];
}

int main() {
    const size_t chase_bytes = 1ull << 30, lines = chase_bytes / 128;
    const size_t bg_bytes = 2ull << 30, n4 = bg_bytes / 16;
    // A random cyclic permutation of the lines (entry at line i's first word points to the next line).
    std::vector<uint64_t> host(chase_bytes / 8, 0);
    std::vector<uint64_t> order(lines);
    for (size_t i = 0; i < lines; ++i) order[i] = i;
    uint64_t x = 88172645463325252ull;
    for (size_t i = lines - 1; i > 0; --i) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        std::swap(order[i], order[x % (i + 1)]);
    }
    for (size_t i = 0; i < lines; ++i) host[order[i] * 16] = order[(i + 1) % lines] * 16;
    uint64_t *next, *sink; float4* bg; float* fsink; long long* cycles;
    cudaMalloc(&next, chase_bytes); cudaMalloc(&bg, bg_bytes); cudaMalloc(&sink, 8); cudaMalloc(&fsink, 4);
    cudaMalloc(&cycles, 8);
    cudaMemcpy(next, host.data(), chase_bytes, cudaMemcpyHostToDevice);
    cudaMemset(bg, 0, bg_bytes);
    cudaStream_t s1, s2;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking); cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0); cudaEventCreate(&e1);
    const int hops = 4000;
    printf("background,background_blocks,background_GB_per_s,chase_cycles_per_hop\n");
    const int blocks[] = {0, 33, 66, 132, 264, 528, 792, 1056};
    for (int mode = 0; mode < 2; ++mode)
    for (int b : blocks) {
        float gbps = 0;
        if (b > 0) {
            cudaEventRecord(e0, s1);
            if (mode == 0) background<<<b, 256, 0, s1>>>(bg, n4, 6, fsink);
            else copyBackground<<<b, 256, 0, s1>>>(bg, bg + n4 / 2, n4 / 2, 6);
            cudaEventRecord(e1, s1);
        }
        // Let the background reach its pace, then chase on an SM it leaves free (it asks for at
        // most 8 blocks per SM, 132 x 8 = 1056 in all: a full chip leaves no SM free, so the
        // chase's block waits for one; B <= 528 leaves room).
        chase<<<1, 1, 0, s2>>>(next, order[0] * 16, hops, cycles, sink);
        cudaDeviceSynchronize();
        long long c; cudaMemcpy(&c, cycles, 8, cudaMemcpyDeviceToHost);
        if (b > 0) {
            float ms; cudaEventElapsedTime(&ms, e0, e1);
            gbps = 6.0 * bg_bytes / (ms * 1e-3) / 1e9;
        }
        printf("%s,%d,%.0f,%.1f\n", mode == 0 ? "read" : "copy", b, gbps, (double)c / hops);
    }
    printf("error: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
