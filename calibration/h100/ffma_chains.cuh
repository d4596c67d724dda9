// The chains of dependent FP32 instructions that issue_policy.cu and operand_banks.cu time:
// ILP independent chains a thread, trips x 32 steps of one form each, bracketed by clock64
// reads. Forms: 0 x * a + b (FFMA of three registers), 1 x * x + b (two), 2 x + a, 3 x + b,
// 4 x * a. Returns the chains' sum (for the caller to keep alive).
#pragma once

template <int FORM, int ILP>
__device__ __forceinline__ float ffma_chains(float a, float b, int trips, long long &t0, long long &t1) {
    float x[ILP];
#pragma unroll
    for (int i = 0; i < ILP; ++i) x[i] = threadIdx.x * 1e-3f * (i + 1);
    t0 = clock64();
    for (int k = 0; k < trips; ++k) {
#pragma unroll
        for (int j = 0; j < 32; ++j) {
#pragma unroll
            for (int i = 0; i < ILP; ++i) {
                if (FORM == 0) x[i] = fmaf(x[i], a, b);
                if (FORM == 1) x[i] = fmaf(x[i], x[i], b);
                if (FORM == 2) x[i] = x[i] + a;
                if (FORM == 3) x[i] = x[i] + b;
                if (FORM == 4) x[i] = x[i] * a;
            }
        }
    }
    t1 = clock64();
    float s = 0;
#pragma unroll
    for (int i = 0; i < ILP; ++i) s += x[i];
    return s;
}
