// shiftCopy and texShiftCopy: the slides "The Art of performance optimization" (seed 001,
// "Textures - Misaligned Accesses": a texture fetch read, a coalesced write).
//
//   __global__ void shiftCopy(float *odata, float *idata, int offset) {
//       int i = blockIdx.x * blockDim.x + threadIdx.x;
//       odata[i] = idata[i + offset];
//   }
//   texture<float> tex_ref;   // bound to idata
//   __global__ void texShiftCopy(float *odata, float *idata, int offset) {
//       int i = blockIdx.x * blockDim.x + threadIdx.x;
//       odata[i] = tex1Dfetch(tex_ref, i + offset);
//   }
//
// Each warp writes 32 consecutive floats (aligned) and reads 32 shifted by `offset` elements.
// A fetch from a 1D texture bound to linear memory is a read-only load by element index; it is
// written here as `ld.global.nc` (what `__ldg` and such fetches compile to on later parts),
// which reads through the SM's texture cache on presets that have one (`cache.tex_bytes`:
// g80, g84m, gt200), in 32-byte lines, so a misaligned warp costs the lines it touches, not
// the half-warp coalescing rules' extra transactions. As in offset_copy, the port adds a bound
// `n` on the thread index.
.kernel shiftCopy
// As offsetCopy (calibration/regs): 10 registers from a real compiler; warpsim counts 20.
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
    add.s32         %r8, %r4, %r6           // i + offset
    ld.param.u64    %rd1, [odata]
    ld.param.u64    %rd2, [idata]
    mul.wide.s32    %rd3, %r8, 4
    add.s64         %rd4, %rd2, %rd3
    ld.global.f32   %r7, [%rd4]             // idata[i + offset]
    mul.wide.s32    %rd5, %r4, 4
    add.s64         %rd6, %rd1, %rd5
    st.global.f32   [%rd6], %r7             // odata[i]
    exit

.kernel texShiftCopy
.regs 10
.param .ptr odata
.param .ptr idata
.param .s32 offset
.param .s32 n
    mov.u32         %r1, %tid.x
    mov.u32         %r2, %ctaid.x
    mov.u32         %r3, %ntid.x
    mad.lo.s32      %r4, %r2, %r3, %r1
    ld.param.s32    %r5, [n]
    setp.ge.s32     %p1, %r4, %r5
    @%p1 exit
    ld.param.s32    %r6, [offset]
    add.s32         %r8, %r4, %r6
    ld.param.u64    %rd1, [odata]
    ld.param.u64    %rd2, [idata]
    mul.wide.s32    %rd3, %r8, 4
    add.s64         %rd4, %rd2, %rd3
    ld.global.nc.f32 %r7, [%rd4]            // tex1Dfetch(tex_ref, i + offset)
    mul.wide.s32    %rd5, %r4, 4
    add.s64         %rd6, %rd1, %rd5
    st.global.f32   [%rd6], %r7
    exit
