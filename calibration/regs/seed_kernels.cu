// The seeds' kernels as CUDA C (from the seeds' own code, as the ports in programs/ quote it),
// compiled only to read how many registers a real compiler allocates to each (run_regs.sh:
// `ptxas -v` for sm_90; the device's CUDA 13 built nothing for sm_50, and no toolkit that builds
// cc 1.x runs on the device). warpsim's ports count their highest register index, which a real
// allocator beats by reusing registers; on 8,192-register cc 1.x parts that decides how many
// blocks fit.
#define TILE_DIM 16

__global__ void offsetCopy(float *odata, const float *idata, int offset) {
    int xid = blockIdx.x * blockDim.x + threadIdx.x + offset;
    odata[xid] = idata[xid];
}

__global__ void strideCopy(float *odata, const float *idata, int stride) {
    int xid = (blockIdx.x * blockDim.x + threadIdx.x) * stride;
    odata[xid] = idata[xid];
}

__global__ void simpleMultiply(const float *a, const float *b, float *c, int N) {
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    for (int i = 0; i < TILE_DIM; i++) sum += a[row * TILE_DIM + i] * b[i * N + col];
    c[row * N + col] = sum;
}

__global__ void coalescedMultiply(const float *a, const float *b, float *c, int N) {
    __shared__ float aTile[TILE_DIM][TILE_DIM];
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    aTile[threadIdx.y][threadIdx.x] = a[row * TILE_DIM + threadIdx.x];
    __syncwarp();
    for (int i = 0; i < TILE_DIM; i++) sum += aTile[threadIdx.y][i] * b[i * N + col];
    c[row * N + col] = sum;
}

__global__ void sharedABMultiply(const float *a, const float *b, float *c, int N) {
    __shared__ float aTile[TILE_DIM][TILE_DIM], bTile[TILE_DIM][TILE_DIM];
    int row = blockIdx.y * blockDim.y + threadIdx.y;
    int col = blockIdx.x * blockDim.x + threadIdx.x;
    float sum = 0.0f;
    aTile[threadIdx.y][threadIdx.x] = a[row * TILE_DIM + threadIdx.x];
    bTile[threadIdx.y][threadIdx.x] = b[threadIdx.y * N + col];
    __syncthreads();
    for (int i = 0; i < TILE_DIM; i++) sum += aTile[threadIdx.y][i] * bTile[i][threadIdx.x];
    c[row * N + col] = sum;
}

__global__ void calc_float3(const float3 *in, float3 *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float3 v = in[i];
    v.x += 2; v.y += 2; v.z += 2;
    out[i] = v;
}

__global__ void calc_float3_smem(const float *in, float *out) {
    __shared__ float smem[256 * 3];
    int base = blockIdx.x * 768;
    smem[threadIdx.x] = in[base + threadIdx.x];
    smem[threadIdx.x + 256] = in[base + threadIdx.x + 256];
    smem[threadIdx.x + 512] = in[base + threadIdx.x + 512];
    __syncthreads();
    float3 v = ((float3 *)smem)[threadIdx.x];
    v.x += 2; v.y += 2; v.z += 2;
    ((float3 *)smem)[threadIdx.x] = v;
    __syncthreads();
    out[base + threadIdx.x] = smem[threadIdx.x];
    out[base + threadIdx.x + 256] = smem[threadIdx.x + 256];
    out[base + threadIdx.x + 512] = smem[threadIdx.x + 512];
}

__global__ void reverseArrayBlock(int *d_out, const int *d_in) {
    int inOffset = blockDim.x * blockIdx.x;
    int outOffset = blockDim.x * (gridDim.x - 1 - blockIdx.x);
    d_out[outOffset + (blockDim.x - 1 - threadIdx.x)] = d_in[inOffset + threadIdx.x];
}

__global__ void reverseArrayBlockShared(int *d_out, const int *d_in) {
    extern __shared__ int s_data[];
    s_data[blockDim.x - 1 - threadIdx.x] = d_in[blockDim.x * blockIdx.x + threadIdx.x];
    __syncthreads();
    d_out[blockDim.x * (gridDim.x - 1 - blockIdx.x) + threadIdx.x] = s_data[threadIdx.x];
}
