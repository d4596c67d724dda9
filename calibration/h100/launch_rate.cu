// How fast the H100 starts thread blocks: empty kernels of many blocks (they do nothing, so
// the launch of blocks is all there is), timed with CUDA events at the part's own clocks and
// under Nsight Compute (run_launch_rate.sh). What `gpu.block_launch_cycles` and
// `gpu.warp_launch_cycles` in presets/hopper.toml are fitted to.
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>

__global__ void empty() {}

int main() {
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0); cudaEventCreate(&e1);
    const int threads[] = {32, 64, 128, 256, 512, 1024};
    const int grids[] = {1, 132, 16384, 131072};
    printf("threads,blocks,median_us,min_us\n");
    for (int t : threads) {
        for (int g : grids) {
            std::vector<float> v;
            for (int rep = 0; rep < 15; ++rep) {
                cudaEventRecord(e0);
                empty<<<g, t>>>();
                cudaEventRecord(e1);
                cudaEventSynchronize(e1);
                float ms; cudaEventElapsedTime(&ms, e0, e1);
                if (rep > 2) v.push_back(ms * 1000);
            }
            std::sort(v.begin(), v.end());
            printf("%d,%d,%.2f,%.2f\n", t, g, v[v.size() / 2], v[0]);
        }
    }
    printf("error: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
