#!/usr/bin/env python3
"""Writes branch_pairs.asm and scenario.toml, the port of calibration/h100/branch_pairs.cu: its
loops in the SASS's order (branch-pairs-sm_90.sass.txt), less BSSY and BSYNC, which warpsim
prices itself, and a launch for every row of branch-pairs-h200.csv. Run from this directory."""

KINDS = ["none", "chain8", "indep8", "chain16", "ifelse0", "ifelse1", "chain256", "indep256"]
ALONE = [0, 39.1, 27.1, 71.1, 126.1, 125.1, 1036, 280]  # branch_pairs.cu's `alone`
L = []
e = L.append
e("""// branch_pairs.cu's kernel (calibration/h100/branch_pairs.cu; calibration/README.md, "What a
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
    mul.f32             %r21, %r9, 0.001""")
for j in range(1, 8):
    e(f"    add.f32             %r{21 + j}, %r21, {j}.0")
e("""    mov.f32             %r13, 1.001
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
    bra.uni             ifelse""")
chain = "    fma.rn.f32          %r21, %r21, %r13, 0.25"


def counted(name, body):
    """A loop as nvcc lays these out: the counter's add, its compare after the first FFMA, the
    FFMAs, the branch back."""
    e(f"{name}:")
    e("    add.s32             %r3, %r3, 1")
    for j, line in enumerate(body):
        e(line)
        if j == 0:
            e("    setp.lt.s32         %p1, %r3, %r2")
    e(f"    @%p1 bra.uni        {name}")
    e("    bra.uni             done")


counted("chain8", [chain] * 8)
counted("indep8", [f"    fma.rn.f32          %r{21 + j}, %r{21 + j}, %r13, 0.25" for j in range(8)])
counted("chain16", [chain] * 16)
counted("chain256", [chain] * 256)
counted("indep256", [f"    fma.rn.f32          %r{21 + j % 8}, %r{21 + j % 8}, %r13, 0.25" for j in range(256)])
e("""ifelse:
    add.s32             %r3, %r3, 1
    setp.lt.s32         %p1, %r3, %r2
    @!%p0 bra           else_side""")
for _ in range(16):
    e("    fma.rn.f32          %r21, %r21, 0.25, %r21")
e("    bra                 join")
e("else_side:")
for _ in range(16):
    e("    fma.rn.f32          %r21, %r21, %r21, 0.5")
e("""join:
    @%p1 bra.uni        ifelse
done:
    mov.u64             %rd11, %clock64""")
for j in range(1, 8):
    e(f"    add.f32             %r21, %r21, %r{21 + j}")
e("""    ld.param.u64        %rd1, [out]
    mul.wide.u32        %rd2, %r1, 4
    add.s64             %rd1, %rd1, %rd2
    st.global.f32       [%rd1], %r21
    ld.param.u64        %rd1, [span]
    mul.wide.u32        %rd2, %r8, 16
    add.s64             %rd1, %rd1, %rd2
    st.global.u64       [%rd1], %rd10
    st.global.u64       [%rd1+8], %rd11
    exit""")
open("branch_pairs.asm", "w").write("\n".join(L) + "\n")

rows = [(young, x, y) for young in range(2) for x in range(1, 8) for y in range(8)]
S = ['description = "branch_pairs.cu on one SM: what a warp\'s loop costs the other warp of its scheduler '
     '(calibration/h100/branch-pairs-h200.csv; calibration/README.md). warpsim run calibration/h100/branch_pairs '
     '--preset hopper --set gpu.sms=1 --out DIR, then python3 calibration/h100/branch_pairs/figures.py DIR. '
     'Written by gen.py."',
     'kernels = "branch_pairs.asm"', "", "[device]", 'out = { type = "f32", len = "256" }']
for young, x, y in rows:
    S.append(f'span_{KINDS[x]}_{KINDS[y]}_{young} = {{ type = "u64", len = "16" }}')
for young, x, y in rows:
    xtrips = 256 if x >= 6 else 2048
    ytrips = 0 if y == 0 else int(1.5 * xtrips * ALONE[x] / ALONE[y]) + 16
    S += ["", "[[steps]]", 'launch = "pairs"', "grid = 1", "block = 256",
          f'args = ["out", "span_{KINDS[x]}_{KINDS[y]}_{young}", {x}, {xtrips}, {y}, {ytrips}, {young}]']
for young, x, y in rows:
    n = f"span_{KINDS[x]}_{KINDS[y]}_{young}"
    S += ["", "[[outputs]]", f'buffer = "{n}"', f'save = "{n}.npy"']
open("scenario.toml", "w").write("\n".join(S) + "\n")
