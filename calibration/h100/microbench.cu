// warpsim calibration microbenchmarks for a real GPU (written for the H100 of the device lease).
// Measures what the presets need: dependent-load latency at each memory level, shared-memory
// load latency, dependent FP32 FMA latency, the SM clock, pinned host-to-device bandwidth, and
// the offsetCopy / strideCopy kernels whose global-load sectors Nsight Compute counts.
// Build: nvcc -O3 -arch=sm_90 microbench.cu -o microbench. Never built by warpsim's tests.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cstring>
#include <string>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

// One thread walks a permutation cycle: each load's address depends on the previous load.
// With `warm`, a first pass over the same `steps` slots puts them in the caches.
__global__ void chase(const unsigned* __restrict__ next, int steps, int warm, unsigned* out, long long* cycles) {
  unsigned p = 0;
  if (warm) {
    for (int i = 0; i < steps; i++) p = next[p];
    out[1] = p;
    p = 0;
  }
  long long t0 = clock64();
  for (int i = 0; i < steps; i++) p = next[p];
  long long t1 = clock64();
  out[0] = p;
  cycles[0] = t1 - t0;
}

__global__ void chase_shared(int n, int steps, unsigned* out, long long* cycles) {
  __shared__ unsigned s[4096];
  for (int i = threadIdx.x; i < n; i++) s[i] = (i + 33) % n;
  __syncthreads();
  unsigned p = 0;
  for (int i = 0; i < steps; i++) p = s[p];
  long long t0 = clock64();
  for (int i = 0; i < steps; i++) p = s[p];
  long long t1 = clock64();
  out[0] = p;
  cycles[0] = t1 - t0;
}

__global__ void fma_chain(float a, float b, int steps, float* out, long long* cycles) {
  float x = a;
  long long t0 = clock64();
  #pragma unroll 16
  for (int i = 0; i < steps; i++) x = fmaf(x, b, a);
  long long t1 = clock64();
  out[0] = x;
  cycles[0] = t1 - t0;
}

__global__ void spin(long long n, long long* cycles) {
  long long t0 = clock64();
  while (clock64() - t0 < n) {}
  cycles[0] = clock64() - t0;
}

__global__ void offsetCopy(float* odata, const float* idata, int offset) {
  int xid = blockIdx.x * blockDim.x + threadIdx.x + offset;
  odata[xid] = idata[xid];
}

__global__ void strideCopy(float* odata, const float* idata, int stride) {
  int xid = (blockIdx.x * blockDim.x + threadIdx.x) * stride;
  odata[xid] = idata[xid];
}

static double chase_cycles(size_t bytes, size_t stride_bytes, int steps, int warm) {
  size_t n = bytes / sizeof(unsigned);
  size_t step = stride_bytes / sizeof(unsigned);
  std::vector<unsigned> next(n, 0);
  // A cycle through every `step`-th word, in a scrambled order so prefetch cannot help.
  size_t slots = n / step;
  std::vector<size_t> order(slots);
  for (size_t i = 0; i < slots; i++) order[i] = i * step;
  srand(12345);
  for (size_t i = slots - 1; i > 0; i--) std::swap(order[i], order[rand() % (i + 1)]);
  for (size_t i = 0; i < slots; i++) next[order[i]] = (unsigned)order[(i + 1) % slots];
  unsigned *d_next, *d_out; long long* d_cycles;
  CHECK(cudaMalloc(&d_next, bytes)); CHECK(cudaMalloc(&d_out, 8)); CHECK(cudaMalloc(&d_cycles, 8));
  CHECK(cudaMemcpy(d_next, next.data(), bytes, cudaMemcpyHostToDevice));
  // Slot 0 is on the cycle (every step-th word is), so the walk starts there.
  chase<<<1, 1>>>(d_next, steps, warm, d_out, d_cycles);
  CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
  long long c; CHECK(cudaMemcpy(&c, d_cycles, 8, cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_next)); CHECK(cudaFree(d_out)); CHECK(cudaFree(d_cycles));
  return (double)c / steps;
}

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "ncu") {
    // One launch per configuration for Nsight Compute to count sectors: 1M threads each.
    int n = 1 << 20; float *in, *out;
    CHECK(cudaMalloc(&in, (size_t)n * 4 * 33)); CHECK(cudaMalloc(&out, (size_t)n * 4 * 33));
    for (int o : {0, 1, 8, 16, 32}) offsetCopy<<<n / 256, 256>>>(out, in, o);
    for (int s : {1, 2, 4, 8, 32}) strideCopy<<<n / 256, 256>>>(out, in, s);
    CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
    return 0;
  }
  cudaDeviceProp prop; CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("device %s, %d SMs, L2 %d bytes, cc %d.%d\n", prop.name, prop.multiProcessorCount, prop.l2CacheSize, prop.major, prop.minor);
  printf("metric,value,unit\n");
  // Dependent global loads: L1-resident, L2-resident, DRAM.
  printf("load_latency_l1,%.1f,cycles\n", chase_cycles(16 << 10, 128, 4096, 1));
  printf("load_latency_l2,%.1f,cycles\n", chase_cycles(8 << 20, 128, 4096, 1));
  printf("load_latency_dram,%.1f,cycles\n", chase_cycles(1ull << 30, 4096, 4096, 0));
  unsigned* d_out; long long* d_cycles; float* d_f;
  CHECK(cudaMalloc(&d_out, 4)); CHECK(cudaMalloc(&d_cycles, 8)); CHECK(cudaMalloc(&d_f, 4));
  chase_shared<<<1, 1>>>(4096, 4096, d_out, d_cycles); CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
  long long c; CHECK(cudaMemcpy(&c, d_cycles, 8, cudaMemcpyDeviceToHost));
  printf("shared_load_latency,%.1f,cycles\n", (double)c / 4096);
  fma_chain<<<1, 1>>>(1.0001f, 0.9999f, 1 << 16, d_f, d_cycles); CHECK(cudaGetLastError()); CHECK(cudaDeviceSynchronize());
  CHECK(cudaMemcpy(&c, d_cycles, 8, cudaMemcpyDeviceToHost));
  printf("fma_dependent_latency,%.2f,cycles\n", (double)c / (1 << 16));
  // SM clock: cycles counted by clock64 over a spin timed with events.
  cudaEvent_t e0, e1; CHECK(cudaEventCreate(&e0)); CHECK(cudaEventCreate(&e1));
  spin<<<1, 1>>>(100000000LL, d_cycles); CHECK(cudaDeviceSynchronize());
  CHECK(cudaEventRecord(e0)); spin<<<1, 1>>>(200000000LL, d_cycles); CHECK(cudaEventRecord(e1)); CHECK(cudaEventSynchronize(e1));
  float ms; CHECK(cudaEventElapsedTime(&ms, e0, e1)); CHECK(cudaMemcpy(&c, d_cycles, 8, cudaMemcpyDeviceToHost));
  printf("sm_clock,%.0f,MHz\n", (double)c / (ms * 1e3));
  // Pinned host-to-device and device-to-host bandwidth, 256 MiB.
  size_t bytes = 256 << 20; void* h; void* d;
  CHECK(cudaMallocHost(&h, bytes)); CHECK(cudaMalloc(&d, bytes)); memset(h, 1, bytes);
  for (int dir = 0; dir < 2; dir++) {
    std::vector<float> times;
    for (int r = 0; r < 6; r++) {
      CHECK(cudaEventRecord(e0));
      if (dir == 0) CHECK(cudaMemcpyAsync(d, h, bytes, cudaMemcpyHostToDevice));
      else CHECK(cudaMemcpyAsync(h, d, bytes, cudaMemcpyDeviceToHost));
      CHECK(cudaEventRecord(e1)); CHECK(cudaEventSynchronize(e1));
      CHECK(cudaEventElapsedTime(&ms, e0, e1)); times.push_back(ms);
    }
    std::sort(times.begin() + 1, times.end());
    printf("%s_pinned_bandwidth,%.1f,GB/s\n", dir == 0 ? "h2d" : "d2h", bytes / (times[3] * 1e6));
  }
  printf("copy_engines,%d,count\n", prop.asyncEngineCount);
  // offsetCopy and strideCopy: time per launch over 16M floats (sectors come from ncu).
  int n = 1 << 24; float *in, *out;
  CHECK(cudaMalloc(&in, (size_t)n * 4 * 33)); CHECK(cudaMalloc(&out, (size_t)n * 4 * 33));
  CHECK(cudaMemset(in, 0, (size_t)n * 4 * 33));
  int offsets[] = {0, 1, 8, 16, 32};
  for (int o : offsets) {
    offsetCopy<<<n / 256, 256>>>(out, in, o); CHECK(cudaDeviceSynchronize());
    CHECK(cudaEventRecord(e0)); for (int r = 0; r < 20; r++) offsetCopy<<<n / 256, 256>>>(out, in, o);
    CHECK(cudaEventRecord(e1)); CHECK(cudaEventSynchronize(e1)); CHECK(cudaEventElapsedTime(&ms, e0, e1));
    printf("offsetCopy_%d_us,%.2f,us\n", o, ms * 1e3 / 20);
  }
  int strides[] = {1, 2, 4, 8, 32};
  for (int s : strides) {
    int threads = n / s;
    strideCopy<<<threads / 256, 256>>>(out, in, s); CHECK(cudaDeviceSynchronize());
    CHECK(cudaEventRecord(e0)); for (int r = 0; r < 20; r++) strideCopy<<<threads / 256, 256>>>(out, in, s);
    CHECK(cudaEventRecord(e1)); CHECK(cudaEventSynchronize(e1)); CHECK(cudaEventElapsedTime(&ms, e0, e1));
    printf("strideCopy_%d_us_per_thread_ns,%.4f,ns\n", s, ms * 1e6 / 20 / threads);
  }
  CHECK(cudaGetLastError());
  return 0;
}
