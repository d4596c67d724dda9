// Which of a warp's back-to-back stores to the same sectors does the H100's L1 merge before
// the L2? calc_float3's three 4-byte stores a thread (a 12-byte struct) reach the L2 as one
// write of their sectors (float3-ncu-h100.csv), but smooth_rgb's three 2-byte stores (a 6-byte
// pixel, the warp's 32 pixels two rows of 16 on 3,984-byte rows) only 71% merged
// (stencil-transpose-l2-ncu-h100.csv). Here each thread stores a 3-element struct of 2- or
// 4-byte elements, element by element, the warp's structs contiguous or in two half-warp
// pieces `gap` bytes apart; Nsight Compute's L1 store sectors and the L2's write sectors and
// requests per launch (run_store_merge.sh). Build: nvcc -O3 -arch=sm_90 store_merge.cu -o
// store_merge. Never built by the tests.
#include <cstdio>

constexpr int BLOCKS = 132 * 8, THREADS = 256;
constexpr long REGION = 16384;

template <typename T>
__global__ void stores(char *p, int pieces, int gap, int offset) {
    int lane = threadIdx.x & 31;
    long w = (blockIdx.x * (long)blockDim.x + threadIdx.x) >> 5;
    long idx = pieces == 2 ? (lane & 15) : lane;
    long at = w * REGION + offset + (pieces == 2 ? (long)gap * (lane >> 4) : 0) + idx * 3 * sizeof(T);
    T *s = reinterpret_cast<T *>(p + at);
    s[0] = T(lane + 1);
    s[1] = T(lane + 2);
    s[2] = T(lane + 3);
}

int main() {
    char *p;
    if (cudaMalloc(&p, REGION * BLOCKS * THREADS / 32 + 65536) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    struct Case { const char *name; int bytes, pieces, gap, offset; };
    const Case cases[] = {
        {"4-byte elements, contiguous (calc_float3)", 4, 1, 0, 0},
        {"2-byte elements, contiguous", 2, 1, 0, 0},
        {"2-byte elements, contiguous from byte 16", 2, 1, 0, 16},
        {"2-byte elements, two pieces 3,984 B apart (smooth_rgb)", 2, 2, 3984, 0},
        {"2-byte elements, two pieces 4,096 B apart", 2, 2, 4096, 0},
        {"4-byte elements, two pieces 4,096 B apart", 4, 2, 4096, 0},
        {"4-byte elements, two pieces 8,000 B apart", 4, 2, 8000, 0},
    };
    printf("launch,case\n");
    int n = 0;
    for (const Case &c : cases) {
        if (c.bytes == 2)
            stores<unsigned short><<<BLOCKS, THREADS>>>(p, c.pieces, c.gap, c.offset);
        else
            stores<float><<<BLOCKS, THREADS>>>(p, c.pieces, c.gap, c.offset);
        cudaDeviceSynchronize();
        printf("%d,%s\n", n++, c.name);
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return 0;
}
