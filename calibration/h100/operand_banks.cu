// Does an H100 scheduler issue FP32 instructions more slowly when their register sources
// collide in the register file's banks? W warps on one SM, each running 2,048 dependent
// instructions of one form (one chain a warp, so a warp never issues back to back and no
// operand is reused from the previous instruction): FFMA of three distinct registers
// (x * a + b), FFMA reading x twice (x * x + b: two distinct), FADD x + a, FADD x + b, FMUL x * a,
// and the same FFMA with four chains a warp (back-to-back issue, operands a and b reused).
// Cycles a warp instruction per scheduler, from the slowest warp's clock64 span. Prints CSV.
// Build: nvcc -O3 -arch=sm_90 operand_banks.cu -o operand_banks (run_operand_banks.sh). Never
// built by the tests.
#include <algorithm>
#include <cstdio>
#include <vector>
#include "ffma_chains.cuh"

template <int FORM, int ILP>
__global__ void chain(float *out, long long *t, float a, float b, int trips) {
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    long long t0, t1;
    float s = ffma_chains<FORM, ILP>(a, b, trips, t0, t1);
    if (lane == 0) t[warp] = t1 - t0;
    if (s == 1234.5f) out[threadIdx.x] = s;
}

const char *FORMS[] = {"ffma x*a+b", "ffma x*x+b", "fadd x+a", "fadd x+b", "fmul x*a"};

template <int FORM, int ILP> void run(float *out, long long *dt, int warps) {
    const int trips = 64;
    std::vector<long long> t(warps);
    for (int rep = 0; rep < 3; ++rep) {
        chain<FORM, ILP><<<1, 32 * warps>>>(out, dt, 0.999f, 0.001f, trips);
        cudaDeviceSynchronize();
    }
    cudaMemcpy(t.data(), dt, warps * sizeof(long long), cudaMemcpyDeviceToHost);
    long long slow = *std::max_element(t.begin(), t.end());
    double per_sched = (double)slow / (trips * 32.0 * ILP * (warps / 4.0 > 1 ? warps / 4.0 : 1));
    printf("%s,%d,%d,%lld,%.3f\n", FORMS[FORM], ILP, warps, slow, per_sched);
}

int main() {
    float *out;
    long long *dt;
    cudaMalloc(&out, 1024 * sizeof(float));
    cudaMalloc(&dt, 64 * sizeof(long long));
    printf("form,chains a warp,warps,slowest warp cycles,cycles a warp instruction per scheduler\n");
    for (int warps : {4, 8, 16, 32}) {
        run<0, 1>(out, dt, warps);
        run<1, 1>(out, dt, warps);
        run<2, 1>(out, dt, warps);
        run<3, 1>(out, dt, warps);
        run<4, 1>(out, dt, warps);
        run<0, 4>(out, dt, warps);
        run<1, 4>(out, dt, warps);
        run<2, 4>(out, dt, warps);
    }
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        fprintf(stderr, "%s\n", cudaGetErrorString(e));
        return 1;
    }
    return 0;
}
