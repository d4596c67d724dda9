// offsetCopy: Best Practices Guide 9.2.1.3 and the slides "The Art of performance optimization".
//
//   __global__ void offsetCopy(float *odata, float *idata, int offset) {
//       int xid = blockIdx.x * blockDim.x + threadIdx.x + offset;
//       odata[xid] = idata[xid];
//   }
//
// Every warp copies 32 consecutive floats shifted by `offset` elements; when the shift is not a
// multiple of the segment size the accesses straddle segments, and older parts pay for it.
// The port adds one thing the seed leaves out: a bound `n` on the thread index, so a grid need
// not divide the array exactly (threads with i >= n do nothing).
.kernel offsetCopy
// A real compiler allocates 10 registers to this kernel (calibration/regs (ptxas for sm_90, CUDA 13)); the seeds' cc 1.x compiler,
// with 32-bit addresses, needed no more. warpsim's count (the highest register index) is 20.
.regs 10
.param .ptr odata
.param .ptr idata
.param .s32 offset
.param .s32 n
    mov.u32         %r1, %tid.x
    mov.u32         %r2, %ctaid.x
    mov.u32         %r3, %ntid.x
    mad.lo.s32      %r4, %r2, %r3, %r1      // i = blockIdx.x * blockDim.x + threadIdx.x
    ld.param.s32    %r5, [n]
    setp.ge.s32     %p1, %r4, %r5
    @%p1 exit                               // i >= n: nothing to copy
    ld.param.s32    %r6, [offset]
    add.s32         %r4, %r4, %r6           // xid = i + offset
    ld.param.u64    %rd1, [odata]
    ld.param.u64    %rd2, [idata]
    mul.wide.s32    %rd3, %r4, 4            // byte offset of element xid
    add.s64         %rd4, %rd2, %rd3
    ld.global.f32   %r7, [%rd4]
    add.s64         %rd5, %rd1, %rd3
    st.global.f32   [%rd5], %r7
    exit
