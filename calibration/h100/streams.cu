// Streams and copy engines on a real GPU, for warpsim's host model (presets' [host] section) and
// for the staged copy/execute comparison in docs/STREAMS.md. Prints CSV lines `name,value,unit`.
// Build: nvcc -O3 -arch=sm_90 streams.cu -o streams   (calibration/h100/run_streams.sh does it)
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <cuda_runtime.h>

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
    fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e)); exit(1); } } while (0)

// The staged-copy kernel: a few transcendental steps per element, so tE is comparable to tT.
__global__ void work(float *a, int n, int iters) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = a[i];
        for (int k = 0; k < iters; ++k) x = sinf(x) * 0.5f + cosf(x) * 0.5f;
        a[i] = x;
    }
}

__global__ void empty() {}

// Spins for about `cycles` clock cycles (keeps the GPU busy while the host fills the queues).
__global__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) {}
}

static float elapsed(cudaEvent_t a, cudaEvent_t b) { float ms; CK(cudaEventElapsedTime(&ms, a, b)); return ms; }

// The staged comparison alone for n floats and `iters` rounds: `./streams staged N ITERS`.
static void staged(int n, int iters, cudaStream_t *s, cudaEvent_t e0, cudaEvent_t e1) {
    const size_t bytes = (size_t)n * sizeof(float);
    float *h, *a; CK(cudaMallocHost(&h, bytes)); CK(cudaMalloc(&a, bytes));
    for (int i = 0; i < n; ++i) h[i] = (float)(i % 1000) * 1e-3f;
    const int threads = 256;
    for (int warm = 0; warm < 3; ++warm) { CK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice)); work<<<n / threads, threads>>>(a, n, iters); }
    CK(cudaDeviceSynchronize());
    float best[5] = {1e9f, 1e9f, 1e9f, 1e9f, 1e9f}, tT = 1e9f, tE = 1e9f;
    for (int rep = 0; rep < 20; ++rep) {
        CK(cudaEventRecord(e0)); CK(cudaMemcpyAsync(a, h, bytes, cudaMemcpyHostToDevice, 0)); CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1)); tT = fminf(tT, elapsed(e0, e1));
        CK(cudaEventRecord(e0)); work<<<n / threads, threads>>>(a, n, iters); CK(cudaEventRecord(e1));
        CK(cudaEventSynchronize(e1)); tE = fminf(tE, elapsed(e0, e1));
        for (int k = 0; k < 5; ++k) {
            int ns = 1 << k, chunk = n / ns;
            CK(cudaEventRecord(e0));
            for (int i = 0; i < ns; ++i) {
                int off = i * chunk;
                CK(cudaMemcpyAsync(a + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, s[i]));
                work<<<chunk / threads, threads, 0, s[i]>>>(a + off, chunk, iters);
            }
            CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1));
            best[k] = fminf(best[k], elapsed(e0, e1));
        }
    }
    printf("small_n,%d,floats\nsmall_iters,%d,rounds\nsmall_tT_us,%.2f,us\nsmall_tE_us,%.2f,us\n", n, iters, tT * 1e3, tE * 1e3);
    for (int k = 0; k < 5; ++k) printf("small_staged_%d_streams_us,%.2f,us\n", 1 << k, best[k] * 1e3);
    CK(cudaFreeHost(h)); CK(cudaFree(a));
}

// Host cost of a launch or an async copy call, and the device-side cost of each when they are
// already queued (behind a long kernel, so the host is never the bottleneck).
static void overheads() {
    cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
    cudaStream_t s; CK(cudaStreamCreate(&s));
    void *h, *d; CK(cudaMallocHost(&h, 1 << 20)); CK(cudaMalloc(&d, 1 << 20));
    const int N = 1000;
    for (int r = 0; r < 100; ++r) empty<<<1, 32, 0, s>>>();
    CK(cudaStreamSynchronize(s));
    for (int kind = 0; kind < 2; ++kind) {
        // Host cost: wall time of N calls while the GPU is busy with a long kernel.
        spin<<<1, 1, 0, s>>>(400000000LL);
        auto t0 = std::chrono::steady_clock::now();
        CK(cudaEventRecord(e0, s));
        for (int r = 0; r < N; ++r) {
            if (kind == 0) empty<<<1, 32, 0, s>>>();
            else CK(cudaMemcpyAsync(d, h, 4, cudaMemcpyHostToDevice, s));
        }
        CK(cudaEventRecord(e1, s));
        auto t1 = std::chrono::steady_clock::now();
        CK(cudaEventSynchronize(e1));
        double host_us = std::chrono::duration<double, std::micro>(t1 - t0).count() / N;
        // Device cost: the N commands ran back to back from a full queue after the spin kernel.
        double dev_us = elapsed(e0, e1) * 1000.0 / N;
        printf("%s_host_call_us,%.3f,us\n%s_device_each_us,%.3f,us\n", kind ? "copy4B" : "launch", host_us,
               kind ? "copy4B" : "launch", dev_us);
    }
}

int main(int argc, char **argv) {
    if (argc == 2 && !strcmp(argv[1], "overheads")) { overheads(); return 0; }
    if (argc == 4 && !strcmp(argv[1], "staged")) {
        cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
        cudaStream_t s[16]; for (auto &x : s) CK(cudaStreamCreate(&x));
        staged(atoi(argv[2]), atoi(argv[3]), s, e0, e1);
        return 0;
    }
    cudaDeviceProp p; CK(cudaGetDeviceProperties(&p, 0));
    printf("device,%s,name\n", p.name);
    printf("async_engine_count,%d,engines\n", p.asyncEngineCount);
    printf("concurrent_kernels,%d,flag\n", p.concurrentKernels);
    cudaEvent_t e0, e1; CK(cudaEventCreate(&e0)); CK(cudaEventCreate(&e1));
    cudaStream_t s[16]; for (auto &x : s) CK(cudaStreamCreate(&x));

    // Bandwidth of one large copy, pinned and pageable, both directions.
    const size_t big = 256u << 20;
    void *hp, *hq; CK(cudaMallocHost(&hp, big)); CK(cudaMallocHost(&hq, big));
    void *hg = malloc(big); memset(hg, 1, big);
    void *d, *d2; CK(cudaMalloc(&d, big)); CK(cudaMalloc(&d2, big));
    struct { const char *name; void *dst; const void *src; cudaMemcpyKind k; } bw[] = {
        {"pinned_htod", d, hp, cudaMemcpyHostToDevice}, {"pinned_dtoh", hp, d, cudaMemcpyDeviceToHost},
        {"pageable_htod", d, hg, cudaMemcpyHostToDevice}, {"pageable_dtoh", hg, d, cudaMemcpyDeviceToHost},
    };
    for (auto &b : bw) {
        CK(cudaMemcpy(b.dst, b.src, big, b.k));
        CK(cudaEventRecord(e0)); for (int r = 0; r < 3; ++r) CK(cudaMemcpy(b.dst, b.src, big, b.k));
        CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1));
        printf("%s_gbps,%.2f,GB/s\n", b.name, 3.0 * big / (elapsed(e0, e1) * 1e6));
    }
    // Upload and download at once, in two streams from pinned memory (two copy engines).
    CK(cudaEventRecord(e0));
    CK(cudaMemcpyAsync(d, hp, big, cudaMemcpyHostToDevice, s[0]));
    CK(cudaMemcpyAsync(hq, d2, big, cudaMemcpyDeviceToHost, s[1]));
    CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1));
    printf("bidirectional_ms,%.3f,ms\n", elapsed(e0, e1));
    // Latency of a small pinned async copy (the fixed cost per copy).
    for (int r = 0; r < 10; ++r) CK(cudaMemcpyAsync(d, hp, 4, cudaMemcpyHostToDevice, s[0]));
    CK(cudaStreamSynchronize(s[0]));
    CK(cudaEventRecord(e0, s[0]));
    for (int r = 0; r < 1000; ++r) CK(cudaMemcpyAsync(d, hp, 4, cudaMemcpyHostToDevice, s[0]));
    CK(cudaEventRecord(e1, s[0])); CK(cudaEventSynchronize(e1));
    printf("small_copy_us,%.3f,us\n", elapsed(e0, e1) * 1000.0 / 1000);
    // Back-to-back empty kernels in one stream (launch cost seen by the GPU).
    CK(cudaEventRecord(e0, s[0]));
    for (int r = 0; r < 1000; ++r) empty<<<1, 32, 0, s[0]>>>();
    CK(cudaEventRecord(e1, s[0])); CK(cudaEventSynchronize(e1));
    printf("empty_kernel_us,%.3f,us\n", elapsed(e0, e1) * 1000.0 / 1000);

    // Staged concurrent copy and execute (Best Practices Guide 9.1.2): N floats, copy in then
    // compute, sequential versus split over nStreams streams.
    const int n = 16 << 20; const size_t bytes = n * sizeof(float);
    float *h = (float *)hp, *a = (float *)d;
    for (int i = 0; i < n; ++i) h[i] = (float)(i % 1000) * 1e-3f;
    const int threads = 256, iters = 40;
    // tT and tE alone.
    CK(cudaEventRecord(e0)); CK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice)); CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1)); float tT = elapsed(e0, e1);
    work<<<n / threads, threads>>>(a, n, iters);
    CK(cudaEventRecord(e0)); work<<<n / threads, threads>>>(a, n, iters); CK(cudaEventRecord(e1));
    CK(cudaEventSynchronize(e1)); float tE = elapsed(e0, e1);
    printf("staged_tT_ms,%.3f,ms\nstaged_tE_ms,%.3f,ms\n", tT, tE);
    CK(cudaEventRecord(e0));
    CK(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
    work<<<n / threads, threads>>>(a, n, iters);
    CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1));
    printf("staged_sequential_ms,%.3f,ms\n", elapsed(e0, e1));
    for (int ns = 2; ns <= 16; ns *= 2) {
        int chunk = n / ns;
        CK(cudaEventRecord(e0));
        for (int i = 0; i < ns; ++i) {
            int off = i * chunk;
            CK(cudaMemcpyAsync(a + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, s[i]));
            work<<<chunk / threads, threads, 0, s[i]>>>(a + off, chunk, iters);
        }
        CK(cudaEventRecord(e1)); CK(cudaEventSynchronize(e1));
        printf("staged_%d_streams_ms,%.3f,ms\n", ns, elapsed(e0, e1));
    }
    CK(cudaDeviceSynchronize());
    printf("done,1,flag\n");
    return 0;
}
