// One operation per kernel between a load and a store, for counting the SASS instructions an
// operation becomes (run_int_ops.sh subtracts the add kernel's count). Never launched.
extern "C" __global__ void op_add(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = a[i] + (b[i] | 1); }
extern "C" __global__ void op_mul32(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = a[i] * (b[i] | 1); }
extern "C" __global__ void op_mul24(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = __umul24(a[i], b[i] | 1); }
extern "C" __global__ void op_mulhi(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = __umulhi(a[i], b[i] | 1); }
extern "C" __global__ void op_udiv(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = a[i] / (b[i] | 1); }
extern "C" __global__ void op_urem(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = a[i] % (b[i] | 1); }
extern "C" __global__ void op_sdiv(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = (unsigned)((int)a[i] / (int)(b[i] | 1)); }
extern "C" __global__ void op_srem(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = (unsigned)((int)a[i] % (int)(b[i] | 1)); }
extern "C" __global__ void op_udiv9(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = a[i] / 9u + (b[i] | 1); }
extern "C" __global__ void op_urem18(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = a[i] % 18u + (b[i] | 1); }
extern "C" __global__ void op_sdiv9(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = (unsigned)((int)a[i] / 9) + (b[i] | 1); }
extern "C" __global__ void op_udiv8(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = a[i] / 8u + (b[i] | 1); }
extern "C" __global__ void op_fdiv(const float *a, const float *b, float *c) { int i = threadIdx.x; c[i] = a[i] / b[i]; }
extern "C" __global__ void op_srem18(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = (unsigned)((int)a[i] % 18) + (b[i] | 1); }
extern "C" __global__ void op_udiv64(const unsigned long long *a, const unsigned long long *b, unsigned long long *c) { int i = threadIdx.x; c[i] = a[i] / (b[i] | 1); }
extern "C" __global__ void op_sdiv64(const long long *a, const long long *b, long long *c) { int i = threadIdx.x; c[i] = a[i] / (b[i] | 1); }
extern "C" __global__ void op_sdiv2(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = (unsigned)((int)a[i] / 2) + (b[i] | 1); }
extern "C" __global__ void op_sdiv8(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = (unsigned)((int)a[i] / 8) + (b[i] | 1); }
extern "C" __global__ void op_srem8(const unsigned *a, const unsigned *b, unsigned *c) { int i = threadIdx.x; c[i] = (unsigned)((int)a[i] % 8) + (b[i] | 1); }
