// Divergence example from the blog post on divergence and alignment (seed 002).

// evenOddDivergent: a grid-stride loop whose body branches on the parity of each element, so
// half the lanes of a warp idle on each side of the branch.
//
//   for (int i = idx; i < n; i += blockDim.x*gridDim.x)
//       if (array[i] % 2 == 0) array[i] *= 2; else array[i] /= 2;
.kernel evenOddDivergent
.param .ptr array
.param .s32 n
    ld.param.u64        %rd1, [array]
    ld.param.s32        %r1, [n]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ntid.x
    mov.u32             %r4, %ctaid.x
    mov.u32             %r5, %nctaid.x
    mad.lo.s32          %r6, %r3, %r4, %r2      // i = threadIdx.x + blockDim.x * blockIdx.x
    mul.lo.s32          %r7, %r3, %r5           // grid stride
loop:
    setp.ge.s32         %p1, %r6, %r1
    @%p1 bra            done
    mul.wide.s32        %rd2, %r6, 4
    add.s64             %rd2, %rd1, %rd2
    ld.global.s32       %r8, [%rd2]
    rem.s32             %r9, %r8, 2
    setp.ne.s32         %p2, %r9, 0
    @%p2 bra            odd
    mul.lo.s32          %r8, %r8, 2             // even: array[i] *= 2
    bra                 store
odd:
    div.s32             %r8, %r8, 2             // odd: array[i] /= 2 (truncates toward zero)
store:
    st.global.s32       [%rd2], %r8
    add.s32             %r6, %r6, %r7
    bra                 loop
done:
    exit

// evenOddSplit: the blog's branch-free rewrite. Note that it changes the meaning: it doubles
// the elements at even *indices* and halves those at odd indices, whatever their values. Each
// thread takes pairs of elements, so no lane idles inside either loop.
//
//   idx *= 2;  for (i = idx; i < n; i += 2*blockDim.x*gridDim.x) array[i] *= 2;
//   idx++;     for (i = idx; i < n; i += 2*blockDim.x*gridDim.x) array[i] /= 2;
.kernel evenOddSplit
.param .ptr array
.param .s32 n
    ld.param.u64        %rd1, [array]
    ld.param.s32        %r1, [n]
    mov.u32             %r2, %tid.x
    mov.u32             %r3, %ntid.x
    mov.u32             %r4, %ctaid.x
    mov.u32             %r5, %nctaid.x
    mad.lo.s32          %r6, %r3, %r4, %r2
    shl.b32             %r6, %r6, 1             // idx *= 2
    mul.lo.s32          %r7, %r3, %r5
    shl.b32             %r7, %r7, 1             // stride 2 * blockDim.x * gridDim.x
    mov.u32             %r10, %r6
evens:
    setp.ge.s32         %p1, %r10, %r1
    @%p1 bra            odds_start
    mul.wide.s32        %rd2, %r10, 4
    add.s64             %rd2, %rd1, %rd2
    ld.global.s32       %r8, [%rd2]
    mul.lo.s32          %r8, %r8, 2
    st.global.s32       [%rd2], %r8
    add.s32             %r10, %r10, %r7
    bra                 evens
odds_start:
    add.s32             %r10, %r6, 1            // idx++
odds:
    setp.ge.s32         %p1, %r10, %r1
    @%p1 bra            done
    mul.wide.s32        %rd2, %r10, 4
    add.s64             %rd2, %rd1, %rd2
    ld.global.s32       %r8, [%rd2]
    div.s32             %r8, %r8, 2
    st.global.s32       [%rd2], %r8
    add.s32             %r10, %r10, %r7
    bra                 odds
done:
    exit
