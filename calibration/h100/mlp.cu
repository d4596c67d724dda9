// warpsim calibration: memory-level parallelism of one SM (how many sector misses it keeps in
// flight), the figure behind the presets' `cache.l1_mshrs`.
//
// One block (so one SM) of W warps streams through memory never touched before (no L1 or L2
// hits): each thread issues K independent coalesced 4-byte loads per iteration (a warp's load
// is one 128-byte line, 4 sectors), so W x K x 4 sectors can be asked for at once. The kernel
// time gives sectors per cycle; by Little's law, sectors in flight = rate x latency (the
// unloaded DRAM latency, 690 cycles on the H100, measured-h100.txt: one SM does not load the
// DRAM). Where the rate stops growing with W x K, the SM's miss entries are the limit.
// A last row runs every SM at the largest configuration: the chip's DRAM bandwidth in bytes per
// cycle (the presets' `dram_bytes_per_cycle`).
// Build: nvcc -O3 -arch=sm_90 mlp.cu -o mlp. Never built by warpsim's tests.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { \
  fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e)); exit(1); } } while (0)

template <int K>
__global__ void stream(const float* __restrict__ a, int iters, float* out) {
  const size_t threads = (size_t)blockDim.x * gridDim.x;
  const size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
  for (int i = 0; i < iters; i++) {
    float v[K];
#pragma unroll
    for (int k = 0; k < K; k++) v[k] = a[((size_t)i * K + k) * threads + t];
#pragma unroll
    for (int k = 0; k < K; k++) acc += v[k];
  }
  if (acc == 12345.f) out[t] = acc;  // keeps the loads; never true for the zero-filled input
}

// As `stream`, but only the blocks that land on SM 0 work (the others exit at once): several
// blocks on one SM, up to its 64 warps. Each working block takes the next slot of `slots`.
template <int K>
__global__ void __launch_bounds__(1024, 2) stream_sm0(const float* __restrict__ a, int iters, float* out, unsigned* slots) {
  unsigned smid;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(smid));
  if (smid != 0) return;
  __shared__ unsigned slot;
  if (threadIdx.x == 0) slot = atomicAdd(slots, 1);
  __syncthreads();
  const size_t threads = blockDim.x;
  const size_t t = threadIdx.x;
  const float* base = a + (size_t)slot * iters * K * threads;
  float acc = 0.f;
  for (int i = 0; i < iters; i++) {
    float v[K];
#pragma unroll
    for (int k = 0; k < K; k++) v[k] = base[((size_t)i * K + k) * threads + t];
#pragma unroll
    for (int k = 0; k < K; k++) acc += v[k];
  }
  if (acc == 12345.f) out[t] = acc;
}

// Reads an L2-resident region again and again (`ld.global.cg`: cached in L2, not L1), each
// thread K independent coalesced loads per iteration: misses that all hit in L2.
template <int K>
__global__ void stream_l2(const float* __restrict__ a, size_t floats, int iters, float* out) {
  const size_t threads = (size_t)blockDim.x * gridDim.x;
  const size_t t = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  float acc = 0.f;
  for (int i = 0; i < iters; i++) {
    float v[K];
#pragma unroll
    for (int k = 0; k < K; k++) v[k] = __ldcg(&a[(((size_t)i * K + k) * threads + t) & (floats - 1)]);  // floats: a power of two
#pragma unroll
    for (int k = 0; k < K; k++) acc += v[k];
  }
  if (acc == 12345.f) out[t] = acc;
}

__global__ void spin(long long cycles) {
  long long t0 = clock64();
  while (clock64() - t0 < cycles) {}
}

static float run(int k, const float* a, int blocks, int threads, int iters, float* out) {
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  CHECK(cudaEventRecord(e0));
  switch (k) {
    case 1: stream<1><<<blocks, threads>>>(a, iters, out); break;
    case 2: stream<2><<<blocks, threads>>>(a, iters, out); break;
    case 4: stream<4><<<blocks, threads>>>(a, iters, out); break;
    case 8: stream<8><<<blocks, threads>>>(a, iters, out); break;
    default: stream<16><<<blocks, threads>>>(a, iters, out); break;
  }
  CHECK(cudaEventRecord(e1));
  CHECK(cudaEventSynchronize(e1));
  float ms;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));
  CHECK(cudaEventDestroy(e0));
  CHECK(cudaEventDestroy(e1));
  return ms;
}

int main() {
  const size_t bytes = size_t(4) << 30;  // 4 GiB: each run reads a region the previous ones did not
  float* a;
  float* out;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMemset(a, 0, bytes));
  CHECK(cudaMalloc(&out, 1 << 24));
  // SM clock: clock64 cycles over a spin timed with events.
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  spin<<<1, 1>>>(1000000);
  CHECK(cudaEventRecord(e0));
  spin<<<1, 1>>>(200000000);
  CHECK(cudaEventRecord(e1));
  CHECK(cudaEventSynchronize(e1));
  float spin_ms;
  CHECK(cudaEventElapsedTime(&spin_ms, e0, e1));
  const double mhz = 200000000.0 / (spin_ms * 1e3);
  int sms;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  printf("# sm_clock_mhz %.0f sms %d\n", mhz, sms);
  printf("blocks,warps,loads_per_thread_in_flight,sectors_asked_at_once,bytes,ms,sectors_per_cycle,bytes_per_cycle,in_flight_at_690\n");
  size_t region = 0;
  auto one = [&](int blocks, int warps, int k, size_t per_thread) {  // loads per thread per run
    const int threads = warps * 32;
    const size_t total = per_thread * threads * blocks;  // floats read
    if ((region + total) * 4 > bytes) region = 0;
    std::vector<float> t;
    for (int rep = 0; rep < 3; rep++) {
      if ((region + total) * 4 > bytes) region = 0;
      t.push_back(run(k, a + region, blocks, threads, per_thread / k, out));
      region += total + (64 << 20) / 4;  // and 64 MiB apart, more than the 50 MB L2
    }
    std::sort(t.begin(), t.end());
    const double ms = t[1];
    const double cycles = ms * 1e-3 * mhz * 1e6;
    const double sectors = total * 4.0 / 32.0;
    printf("%d,%d,%d,%d,%zu,%.4f,%.3f,%.1f,%.0f\n", blocks, warps, k, warps * k * 4, total * 4, ms,
           sectors / cycles, total * 4.0 / cycles, sectors / cycles * 690.0);
  };
  for (int warps : {1, 2, 4, 8, 16, 32})
    for (int k : {1, 2, 4, 8, 16}) one(1, warps, k, 4096);
  // Several blocks on SM 0 (the grid puts `per_sm` blocks on every SM; only SM 0's work).
  unsigned* slots;
  CHECK(cudaMalloc(&slots, 4));
  for (int threads : {512, 1024}) {
    for (int per_sm : {1, 2, 3, 4}) {
      if (threads * per_sm > 2048) continue;
      for (int k : {4, 8}) {
        std::vector<float> t;
        unsigned used = 0;
        const int iters = 4096 / k;
        for (int rep = 0; rep < 3; rep++) {
          CHECK(cudaMemset(slots, 0, 4));
          const size_t span = (size_t)4 * 4096 * threads * per_sm + (64 << 20);
          if (region * 4 + span > bytes) region = 0;
          cudaEvent_t a0, a1;
          CHECK(cudaEventCreate(&a0));
          CHECK(cudaEventCreate(&a1));
          CHECK(cudaEventRecord(a0));
          if (k == 4) stream_sm0<4><<<sms * per_sm, threads>>>(a + region, iters, out, slots);
          else stream_sm0<8><<<sms * per_sm, threads>>>(a + region, iters, out, slots);
          CHECK(cudaEventRecord(a1));
          CHECK(cudaEventSynchronize(a1));
          float ms;
          CHECK(cudaEventElapsedTime(&ms, a0, a1));
          t.push_back(ms);
          CHECK(cudaMemcpy(&used, slots, 4, cudaMemcpyDeviceToHost));
          region += span / 4;
        }
        std::sort(t.begin(), t.end());
        const double cycles = t[1] * 1e-3 * mhz * 1e6;
        const double total = 4096.0 * threads * used;  // floats read on SM 0
        const double sectors = total * 4 / 32;
        printf("sm0:%u,%u,%d,%d,%.0f,%.4f,%.3f,%.1f,%.0f\n", used, used * threads / 32, k, used * threads / 32 * k * 4,
               total * 4, t[1], sectors / cycles, total * 4 / cycles, sectors / cycles * 690.0);
      }
    }
  }
  // L2 hits: one SM, then the whole chip, reading an 8 MiB region (warmed by a first pass).
  const size_t l2_floats = (size_t)2 << 20;
  for (int blocks : {1, sms}) {
    for (int warps : {8, 16, 32}) {
      const int threads = warps * 32;
      const int iters = 1024;
      stream_l2<4><<<blocks, threads>>>(a, l2_floats, 64, out);
      std::vector<float> t;
      for (int rep = 0; rep < 3; rep++) {
        cudaEvent_t a0, a1;
        CHECK(cudaEventCreate(&a0));
        CHECK(cudaEventCreate(&a1));
        CHECK(cudaEventRecord(a0));
        stream_l2<4><<<blocks, threads>>>(a, l2_floats, iters, out);
        CHECK(cudaGetLastError());
        CHECK(cudaEventRecord(a1));
        CHECK(cudaEventSynchronize(a1));
        float ms;
        CHECK(cudaEventElapsedTime(&ms, a0, a1));
        t.push_back(ms);
      }
      std::sort(t.begin(), t.end());
      const double cycles = t[1] * 1e-3 * mhz * 1e6;
      const double total = 4.0 * iters * threads * blocks;  // floats read
      const double sectors = total * 4 / 32;
      printf("l2:%d,%d,4,%d,%.0f,%.4f,%.3f,%.1f,%.0f\n", blocks, warps, warps * 16, total * 4, t[1], sectors / cycles,
             total * 4 / cycles, sectors / cycles * 286.0);
    }
  }
  // The whole chip at configurations that saturate one SM.
  one(sms, 32, 8, 1024);
  one(sms * 2, 32, 4, 1024);
  return 0;
}
