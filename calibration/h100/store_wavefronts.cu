// What a warp store costs the H100's L1 data stage (Nsight Compute's
// l1tex__data_pipe_lsu_wavefronts_mem_lgds_cmd_write) by the lines and banks its lanes' words
// fall in. l1_pattern.cu's stores (every warp of an SM writing the same four windows) took
// 1.58 wavefronts for 4 words in each of 8 lines and 6.19 for a word in each of 32 lines in 32
// banks, and stencil_transpose.cu's transposeNaive 16.9 for its column stores (a word in each
// of 32 lines, in 4 banks), where shared memory's bank rule gives 1, 1 and 8. Here each warp
// writes lines of its own (no other warp touches them, and each of its stores goes to fresh
// lines), so the count is the pattern's alone; the "shared" cases write transposeNaive's way,
// the 8 warps of a block storing neighbouring words of the same 32 lines.
//
// Lane l writes word (l / k) * pitch + l % k + offset of its warp's window: 32 / k lines of k
// consecutive words, the groups `pitch` words apart (pitch mod 32 sets their banks).
// Build: nvcc -O3 -arch=sm_90 store_wavefronts.cu -o store_wavefronts (run_store_wavefronts.sh).
// Never built by the tests.
#include <cstdio>
#include <cstdlib>

constexpr int REPS = 8;

__global__ void own_lines(float *p, int k, int pitch, int offset, long window) {
    int lane = threadIdx.x & 31;
    long gw = (blockIdx.x * (long)blockDim.x + threadIdx.x) >> 5;
    float *base = p + gw * window * REPS + (lane / k) * pitch + lane % k + offset;
#pragma unroll
    for (int r = 0; r < REPS; ++r) base[r * window] = float(r + lane);
}

// transposeNaive's shape: warp w of the block writes word w of each of 32 lines (lane l: line l).
__global__ void shared_lines(float *p, int pitch, long window) {
    int lane = threadIdx.x & 31, w = threadIdx.x >> 5;
    float *base = p + blockIdx.x * window * REPS + lane * (long)pitch + w;
#pragma unroll
    for (int r = 0; r < REPS; ++r) base[r * window] = float(r + lane);
}

// Arguments: blocks and threads a block (default 4 blocks an SM of 256 threads; `1 32` runs one
// warp, which tells what the pattern costs an idle L1 from what it costs a busy one).
int main(int argc, char **argv) {
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    const int blocks = argc > 2 ? atoi(argv[1]) : 4 * sms, threads = argc > 2 ? atoi(argv[2]) : 256;
    const long warps = (long)blocks * threads / 32;
    // The largest window: 32 groups of a pitch up to 1,056 words.
    const long max_window = 32L * 1056 + 64;
    float *p;
    if (cudaMalloc(&p, warps * max_window * REPS * sizeof(float)) != cudaSuccess) {
        printf("error: cudaMalloc\n");
        return 1;
    }
    struct Case { const char *name; int k, pitch, offset; };
    const Case cases[] = {
        {"32 words, 1 line", 32, 0, 0},
        {"32 words from word 1, 2 lines, 32 banks", 32, 0, 1},
        {"2 lines of 16 words, 32 banks", 16, 48, 0},
        {"2 lines of 16 words, 16 banks x 2", 16, 32, 0},
        {"4 lines of 8 words, 32 banks", 8, 40, 0},
        {"4 lines of 8 words, 8 banks x 4", 8, 32, 0},
        {"8 lines of 4 words, 32 banks", 4, 36, 0},
        {"8 lines of 4 words, 16 banks x 2", 4, 40, 0},
        {"8 lines of 4 words, 4 banks x 8", 4, 32, 0},
        {"16 lines of 2 words, 32 banks", 2, 34, 0},
        {"16 lines of 2 words, 16 banks x 2", 2, 36, 0},
        {"16 lines of 2 words, 2 banks x 16", 2, 32, 0},
        {"32 lines of 1 word, 32 banks", 1, 33, 0},
        {"32 lines of 1 word, 16 banks x 2", 1, 34, 0},
        {"32 lines of 1 word, 8 banks x 4", 1, 36, 0},
        {"32 lines of 1 word, 4 banks x 8 (transposeNaive's pitch 1,000)", 1, 1000, 0},
        {"32 lines of 1 word, 2 banks x 16", 1, 48, 0},
        {"32 lines of 1 word, 1 bank x 32", 1, 32, 0},
        {"32 lines of 1 word, 32 banks, pitch 1,025", 1, 1025, 0},
        {"32 lines of 1 word, 1 bank, pitch 1,024", 1, 1024, 0},
    };
    printf("case,k,pitch,offset (%d blocks of %d threads)\n", blocks, threads);
    for (const Case &c : cases) {
        long window = (32 / c.k) * (long)(c.pitch > 0 ? c.pitch : 32) + 64;
        window = (window + 31) / 32 * 32;  // whole lines, so every window starts at bank 0
        own_lines<<<blocks, threads>>>(p, c.k, c.pitch, c.offset, window);
        cudaDeviceSynchronize();
        printf("%s,%d,%d,%d\n", c.name, c.k, c.pitch, c.offset);
    }
    for (int pitch : {1000, 1025, 1024}) {
        long window = 32L * pitch + 64;
        window = (window + 31) / 32 * 32;
        shared_lines<<<blocks, threads>>>(p, pitch, window);
        cudaDeviceSynchronize();
        printf("shared lines: 8 warps a block, a word each in the same 32 lines, pitch %d,1,%d,0\n", pitch, pitch);
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
