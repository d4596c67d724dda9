// The patterns and the driver that shared_wide.cu and global_wide.cu share: per width (4, 8 and
// 16 bytes) a baseline launch that loads nothing, then one launch per pattern; lane l reads the
// element at byte (l / group) * gstride + (l % group) * lstride. Prints one CSV line a launch.
#pragma once
#include <cstdio>

template <typename T> __device__ unsigned fold(T v);
template <> __device__ unsigned fold(unsigned v) { return v; }
template <> __device__ unsigned fold(uint2 v) { return v.x ^ v.y; }
template <> __device__ unsigned fold(uint4 v) { return v.x ^ v.y ^ v.z ^ v.w; }

struct Case { int group, gstride, lstride; const char *what; };

// Strides in units of the element size, turned into bytes per width by run_wide_cases.
static const Case wide_cases[] = {
    {32, 0, 1, "consecutive"},
    {32, 0, 0, "all one element"},
    {16, 1, 0, "two neighbours, a half-warp each"},
    {16, 4, 0, "two elements 64 bytes apart (for 16 bytes), a half-warp each"},
    {16, 8, 0, "two elements 128 bytes apart (16 bytes: the same banks), a half-warp each"},
    {8, 1, 0, "four neighbours, a quarter-warp each"},
    {8, 8, 0, "four elements 128 bytes apart (16 bytes: the same banks), a quarter-warp each"},
    {2, 1, 0, "pairs of lanes on one element, 16 elements"},
    {4, 1, 0, "four lanes on one element, 8 elements"},
    {8, 0, 1, "quarter-warps alike: 8 consecutive elements"},
    {16, 0, 1, "half-warps alike: 16 consecutive elements"},
    {32, 0, 2, "every other element"},
    {32, 0, 4, "every fourth element"},
    {4, 0, 1, "lane % 4: 4 consecutive elements, interleaved"},
};

// Calls launch(bytes, group, gstride_bytes, lstride_bytes, reps) for every case in order.
template <typename Launch> int run_wide_cases(Launch launch) {
    printf("bytes,group,gstride_bytes,lstride_bytes,reps,case\n");
    for (int bytes : {4, 8, 16}) {
        for (int reps : {0, 1}) {
            for (const Case &c : wide_cases) {
                int g = c.gstride * bytes, l = c.lstride * bytes;
                if (bytes == 16 && c.gstride == 4) g = 64;
                if (c.gstride == 8) g = 128;
                launch(bytes, c.group, g, l, reps);
                cudaDeviceSynchronize();
                printf("%d,%d,%d,%d,%d,%s\n", bytes, c.group, g, l, reps, c.what);
                if (!reps) break;  // one baseline launch per width
            }
        }
    }
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess) printf("error: %s\n", cudaGetErrorString(err));
    return err != cudaSuccess;
}
