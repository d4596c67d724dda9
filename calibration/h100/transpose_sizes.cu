// transposeNaive (writeback.cu's, as programs/transpose ports it: 32 x 8 blocks moving a 32 x 32
// tile, each store one word of a column) over square matrices of 1,024 to 4,096 floats a side,
// each grid shape with an empty kernel: whether the stores' partly written sectors, which the
// block's other warps complete soon after, cost DRAM reads as the matrix grows (`hopper`'s
// sectors held in part, cache.l2_partial_sector_reads). One launch of each, in the order
// printed, under Nsight Compute with the caches flushed (run_transpose_sizes.sh).
// Build: nvcc -O3 -arch=sm_90 transpose_sizes.cu -o transpose_sizes. Never built by the tests.
#include <cstdio>

__global__ void transposeNaive(const float* in, float* out, int w) {
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8) out[x * w + y + j] = in[(y + j) * w + x];
}

__global__ void empty(int) {}

int main() {
    printf("launch,kernel,grid,block,side\n");
    int launch = 0;
    for (int w : {1024, 2048, 3072, 4096}) {
        float *in, *out;
        size_t bytes = (size_t)w * w * 4;
        if (cudaMalloc(&in, bytes) != cudaSuccess || cudaMalloc(&out, bytes) != cudaSuccess) {
            printf("error: cudaMalloc\n");
            return 1;
        }
        cudaMemset(in, 0, bytes);
        cudaMemset(out, 0, bytes);
        dim3 grid(w / 32, w / 32);
        transposeNaive<<<grid, dim3(32, 8)>>>(in, out, w);
        printf("%d,transposeNaive,%d,256,%d\n", launch++, (w / 32) * (w / 32), w);
        empty<<<grid, dim3(32, 8)>>>(0);
        printf("%d,empty,%d,256,0\n", launch++, (w / 32) * (w / 32));
        cudaDeviceSynchronize();
        cudaFree(in);
        cudaFree(out);
    }
    cudaError_t e = cudaDeviceSynchronize();
    if (e != cudaSuccess) printf("error: %s\n", cudaGetErrorString(e));
    return e != cudaSuccess;
}
