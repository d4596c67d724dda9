// strideCopy: Best Practices Guide 9.2.1.4 and the slides "The Art of performance optimization".
//
//   __global__ void strideCopy(float *odata, float *idata, int stride) {
//       int xid = (blockIdx.x * blockDim.x + threadIdx.x) * stride;
//       odata[xid] = idata[xid];
//   }
//
// With stride 2 half of every fetched segment is wasted; with large strides every thread needs
// its own transaction. As in offsetCopy the port bounds the thread index by `n`.
.kernel strideCopy
// A real compiler allocates 10 registers to this kernel (calibration/regs (ptxas for sm_90, CUDA 13)); the seeds' cc 1.x compiler,
// with 32-bit addresses, needed no more.
.regs 10
.param .ptr odata
.param .ptr idata
.param .s32 stride
.param .s32 n
    mov.u32             %r1, %tid.x
    mov.u32             %r2, %ctaid.x
    mov.u32             %r3, %ntid.x
    mad.lo.s32          %r4, %r2, %r3, %r1      // i = blockIdx.x * blockDim.x + threadIdx.x
    ld.param.s32        %r5, [n]
    setp.ge.s32         %p1, %r4, %r5
    @%p1 exit
    ld.param.s32        %r6, [stride]
    mul.lo.s32          %r4, %r4, %r6           // xid = i * stride
    ld.param.u64        %rd1, [odata]
    ld.param.u64        %rd2, [idata]
    mul.wide.s32        %rd3, %r4, 4
    add.s64             %rd4, %rd2, %rd3
    ld.global.f32       %r7, [%rd4]
    add.s64             %rd5, %rd1, %rd3
    st.global.f32       [%rd5], %r7
    exit
