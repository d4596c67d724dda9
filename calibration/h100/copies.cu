// The seed programs that copy, at the sizes of their scenarios, to set `hopper` beside an
// H100 launch by launch as seeds.cu does for the others: vector_add (n = 1,000,000),
// offset_copy (n = 1M, offsets 0, 1, 8, 16, 32), stride_copy (n = 256K threads, strides 1, 2,
// 4, 8, 16, 32) and tex_shift_copy (n = 1M, offsets 0 and 1, through plain loads and through
// __ldg, the non-coherent path its port's ld.global.nc stands for). 256-thread blocks; each
// grid shape also runs an empty kernel (the launch's fixed part).
//
// One launch of each, in the order printed, under Nsight Compute (run_copies.sh).
// Build: nvcc -O3 -arch=sm_90 copies.cu -o copies. Never built by the tests.
#include <cstdio>
#include <cstdlib>

__global__ void vecAdd(const float *a, const float *b, float *c, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}

__global__ void offsetCopy(float *odata, const float *idata, int offset, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int xid = i + offset;
    odata[xid] = idata[xid];
}

__global__ void strideCopy(float *odata, const float *idata, int stride, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    int xid = i * stride;
    odata[xid] = idata[xid];
}

__global__ void shiftCopy(float *odata, const float *idata, int offset, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    odata[i] = idata[i + offset];
}

__global__ void texShiftCopy(float *odata, const float *__restrict__ idata, int offset, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    odata[i] = __ldg(&idata[i + offset]);
}

__global__ void empty(int) {}

int main() {
    printf("launch,kernel,grid,block,parameter\n");
    int launch = 0;
    auto note = [&](const char *k, int grid, long p) { printf("%d,%s,%d,256,%ld\n", launch++, k, grid, p); };
    const size_t big = 64u << 20;
    float *a, *b, *c;
    if (cudaMalloc(&a, big) != cudaSuccess || cudaMalloc(&b, big) != cudaSuccess || cudaMalloc(&c, big) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    cudaMemset(a, 0, big);
    cudaMemset(b, 0, big);
    cudaMemset(c, 0, big);

    const int vn = 1000000, vg = (vn + 255) / 256;
    vecAdd<<<vg, 256>>>(a, b, c, vn); note("vecAdd", vg, vn);
    empty<<<vg, 256>>>(0); note("empty", vg, 0);

    const int on = 1 << 20, og = on / 256;
    for (int offset : {0, 1, 8, 16, 32}) {
        offsetCopy<<<og, 256>>>(c, a, offset, on); note("offsetCopy", og, offset);
    }
    for (int offset : {0, 1}) {
        shiftCopy<<<og, 256>>>(c, a, offset, on); note("shiftCopy", og, offset);
        texShiftCopy<<<og, 256>>>(c, a, offset, on); note("texShiftCopy", og, offset);
    }
    empty<<<og, 256>>>(0); note("empty", og, 0);

    const int sn = 1 << 18, sg = sn / 256;
    for (int stride : {1, 2, 4, 8, 16, 32}) {
        strideCopy<<<sg, 256>>>(c, a, stride, sn); note("strideCopy", sg, stride);
    }
    empty<<<sg, 256>>>(0); note("empty", sg, 0);

    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
