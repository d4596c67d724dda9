// branch_pairs.cu's kernel (calibration/h100/branch_pairs.cu; calibration/README.md, "What a
// warp's loop costs the other warp of its scheduler"): one block of 8 warps, two a scheduler;
// four run loop X (`xkind`, `xtrips` trips), on warps 0-3 or, with `young`, 4-7; the other four
// run loop Y. Every warp stores its loop's first and last clock to span. Kinds: 1 chain8,
// 2 indep8, 3 chain16, 4 ifelse0, 5 ifelse1, 6 chain256, 7 indep256; 0 exits at once.
// Written by gen.py.
.kernel pairs
.param .ptr out
.param .ptr span
.param .s32 xkind
.param .s32 xtrips
.param .s32 ykind
.param .s32 ytrips
.param .s32 young
    mov.u32             %r1, %tid.x
    cvt.rn.f32.u32      %r9, %r1
    mul.f32             %r21, %r9, 0.001
    add.f32             %r22, %r21, 1.0
    add.f32             %r23, %r21, 2.0
    add.f32             %r24, %r21, 3.0
    add.f32             %r25, %r21, 4.0
    add.f32             %r26, %r21, 5.0
    add.f32             %r27, %r21, 6.0
    add.f32             %r28, %r21, 7.0
    mov.f32             %r13, 1.001
    shr.u32             %r8, %r1, 5              // the warp
    setp.lt.u32         %p2, %r8, 4
    ld.param.s32        %r6, [young]
    setp.ne.s32         %p3, %r6, 0
    xor.pred            %p2, %p2, %p3            // runs loop X
    ld.param.s32        %r4, [xkind]
    ld.param.s32        %r5, [ykind]
    selp.s32            %r4, %r4, %r5, %p2       // its kind
    ld.param.s32        %r5, [xtrips]
    ld.param.s32        %r6, [ytrips]
    selp.s32            %r2, %r5, %r6, %p2       // its trips
    setp.eq.s32         %p3, %r4, 5
    selp.u32            %r7, 1, 0, %p3
    shr.u32             %r6, %r1, 8
    add.u32             %r7, %r7, %r6
    and.b32             %r7, %r7, 1
    setp.ne.u32         %p0, %r7, 0              // the if/else's side (uniform in a warp)
    bar.sync            0
    mov.u64             %rd10, %clock64
    setp.lt.s32         %p3, %r2, 1
    @%p3 bra.uni        done
    mov.u32             %r3, 0
    setp.eq.s32         %p3, %r4, 1
    @%p3 bra.uni        chain8
    setp.eq.s32         %p3, %r4, 2
    @%p3 bra.uni        indep8
    setp.eq.s32         %p3, %r4, 3
    @%p3 bra.uni        chain16
    setp.eq.s32         %p3, %r4, 6
    @%p3 bra.uni        chain256
    setp.eq.s32         %p3, %r4, 7
    @%p3 bra.uni        indep256
    setp.eq.s32         %p3, %r4, 0
    @%p3 bra.uni        done
    bra.uni             ifelse
chain8:
    add.s32             %r3, %r3, 1
    fma.rn.f32          %r21, %r21, %r13, 0.25
    setp.lt.s32         %p1, %r3, %r2
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    @%p1 bra.uni        chain8
    bra.uni             done
indep8:
    add.s32             %r3, %r3, 1
    fma.rn.f32          %r21, %r21, %r13, 0.25
    setp.lt.s32         %p1, %r3, %r2
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    @%p1 bra.uni        indep8
    bra.uni             done
chain16:
    add.s32             %r3, %r3, 1
    fma.rn.f32          %r21, %r21, %r13, 0.25
    setp.lt.s32         %p1, %r3, %r2
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    @%p1 bra.uni        chain16
    bra.uni             done
chain256:
    add.s32             %r3, %r3, 1
    fma.rn.f32          %r21, %r21, %r13, 0.25
    setp.lt.s32         %p1, %r3, %r2
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    @%p1 bra.uni        chain256
    bra.uni             done
indep256:
    add.s32             %r3, %r3, 1
    fma.rn.f32          %r21, %r21, %r13, 0.25
    setp.lt.s32         %p1, %r3, %r2
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    fma.rn.f32          %r21, %r21, %r13, 0.25
    fma.rn.f32          %r22, %r22, %r13, 0.25
    fma.rn.f32          %r23, %r23, %r13, 0.25
    fma.rn.f32          %r24, %r24, %r13, 0.25
    fma.rn.f32          %r25, %r25, %r13, 0.25
    fma.rn.f32          %r26, %r26, %r13, 0.25
    fma.rn.f32          %r27, %r27, %r13, 0.25
    fma.rn.f32          %r28, %r28, %r13, 0.25
    @%p1 bra.uni        indep256
    bra.uni             done
ifelse:
    add.s32             %r3, %r3, 1
    setp.lt.s32         %p1, %r3, %r2
    @!%p0 bra           else_side
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    fma.rn.f32          %r21, %r21, 0.25, %r21
    bra                 join
else_side:
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
    fma.rn.f32          %r21, %r21, %r21, 0.5
join:
    @%p1 bra.uni        ifelse
done:
    mov.u64             %rd11, %clock64
    add.f32             %r21, %r21, %r22
    add.f32             %r21, %r21, %r23
    add.f32             %r21, %r21, %r24
    add.f32             %r21, %r21, %r25
    add.f32             %r21, %r21, %r26
    add.f32             %r21, %r21, %r27
    add.f32             %r21, %r21, %r28
    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r1, 4
    add.s64             %rd1, %rd1, %rd2
    st.global.f32       [%rd1], %r21
    ld.param.u64        %rd1, [span]
    mul.wide.u32        %rd2, %r8, 16
    add.s64             %rd1, %rd1, %rd2
    st.global.u64       [%rd1], %rd10
    st.global.u64       [%rd1+8], %rd11
    exit
