// Two seed programs whose warp accesses span several 128-byte lines, on the H100, to check what
// warpsim's `hopper` makes of them (programs/smooth, programs/transpose, with the scenarios'
// sizes): smooth_rgb (ushort3 pixels: three 2-byte loads at a 6-byte stride, rows of a 16 x 16
// block at odd offsets), smooth_rgba (ushort4: one 8-byte load a neighbour), transposeNaive
// (column stores: a warp writes a word in each of 32 lines, a row pitch of 1,000 words apart)
// and transposeShared (through a padded shared tile). The kernels are the ports' CUDA
// equivalents. Under Nsight Compute (run_stencil_transpose.sh) each launch's SM cycles and its
// L1 requests, sectors and data wavefronts; here, CUDA events over 20 launches of each.
// Build: nvcc -O3 -arch=sm_90 stencil_transpose.cu -o stencil_transpose. Never built by the tests.
#include <cstdio>
#include "event_timing.cuh"

__global__ void smooth_rgb(ushort3 *out, const ushort3 *in, int width, int height) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height) return;
    unsigned r = 0, g = 0, b = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        int ny = min(max(y + dy, 0), height - 1);
        for (int dx = -1; dx <= 1; ++dx) {
            int nx = min(max(x + dx, 0), width - 1);
            ushort3 p = in[ny * width + nx];
            r += p.x;
            g += p.y;
            b += p.z;
        }
    }
    out[y * width + x] = make_ushort3(r / 9, g / 9, b / 9);
}

__global__ void smooth_rgba(char *out, const char *in, int width, int height, int pitch) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= width || y >= height) return;
    unsigned r = 0, g = 0, b = 0;
    for (int dy = -1; dy <= 1; ++dy) {
        int ny = min(max(y + dy, 0), height - 1);
        const ushort4 *row = reinterpret_cast<const ushort4 *>(in + (size_t)ny * pitch);
        for (int dx = -1; dx <= 1; ++dx) {
            int nx = min(max(x + dx, 0), width - 1);
            ushort4 p = row[nx];
            r += p.x;
            g += p.y;
            b += p.z;
        }
    }
    reinterpret_cast<ushort4 *>(out + (size_t)y * pitch)[x] = make_ushort4(r / 9, g / 9, b / 9, 0);
}

__global__ void transposeNaive(float *out, const float *in, int rows, int cols) {
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < cols && y + j < rows) out[x * rows + y + j] = in[(y + j) * cols + x];
}

__global__ void transposeShared(float *out, const float *in, int rows, int cols) {
    __shared__ float tile[32][33];
    int x = blockIdx.x * 32 + threadIdx.x, y = blockIdx.y * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < cols && y + j < rows) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * cols + x];
    __syncthreads();
    x = blockIdx.y * 32 + threadIdx.x;
    y = blockIdx.x * 32 + threadIdx.y;
    for (int j = 0; j < 32; j += 8)
        if (x < rows && y + j < cols) out[(y + j) * rows + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main(int argc, char **) {
    const bool profiled = argc > 1;
    const int reps = profiled ? 1 : 20, warmup = 2;
    const int width = 664, height = 1024, rows = 1000, cols = 700;
    const int pitch = width * 8;
    char *rgb, *rgb_out, *rgba, *rgba_out;
    float *m, *m_out;
    cudaMalloc(&rgb, (size_t)width * height * 6);
    cudaMalloc(&rgb_out, (size_t)width * height * 6);
    cudaMalloc(&rgba, (size_t)pitch * height);
    cudaMalloc(&rgba_out, (size_t)pitch * height);
    cudaMalloc(&m, (size_t)rows * cols * 4);
    cudaMalloc(&m_out, (size_t)rows * cols * 4);
    cudaMemset(rgb, 1, (size_t)width * height * 6);
    cudaMemset(rgba, 1, (size_t)pitch * height);
    cudaMemset(m, 1, (size_t)rows * cols * 4);
    dim3 sblock(16, 16), sgrid((width + 15) / 16, (height + 15) / 16);
    dim3 tblock(32, 8), tgrid((cols + 31) / 32, (rows + 31) / 32);
    printf("kernel,median_us (events, %d launches)\n", reps);
    printf("smooth_rgb,%.2f\n", median_us([&] {
        smooth_rgb<<<sgrid, sblock>>>((ushort3 *)rgb_out, (const ushort3 *)rgb, width, height);
    }, reps, warmup));
    printf("smooth_rgba,%.2f\n", median_us([&] {
        smooth_rgba<<<sgrid, sblock>>>(rgba_out, rgba, width, height, pitch);
    }, reps, warmup));
    printf("transposeNaive,%.2f\n", median_us([&] {
        transposeNaive<<<tgrid, tblock>>>(m_out, m, rows, cols);
    }, reps, warmup));
    printf("transposeShared,%.2f\n", median_us([&] {
        transposeShared<<<tgrid, tblock>>>(m_out, m, rows, cols);
    }, reps, warmup));
    printf("empty launch (smooth_rgb on a 0 x 0 image),%.2f\n", median_us([&] {
        smooth_rgb<<<sgrid, sblock>>>((ushort3 *)rgb_out, (const ushort3 *)rgb, 0, 0);
    }, reps, warmup));
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
