//! Every ported kernel against a plain Rust reference, element by element, on seeded random
//! inputs of several sizes, including sizes that do not divide the block size.

mod common;
use common::*;

#[test]
fn vector_add() {
    for n in [1, 255, 1000, 100_003] {
        let (s, r) = run_program("vector_add", &[("n", n.to_string())]);
        let a = f32s(&input_bytes(&s, "h_a"));
        let b = f32s(&input_bytes(&s, "h_b"));
        let want: Vec<f32> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        assert_same_f32(&format!("vecAdd n={n}"), &f32s(&output_bytes(&r, "h_c")), &want);
        assert_eq!(r.launches[0].counters.cta_launched, (n as u64).div_ceil(256));
    }
}

#[test]
fn offset_copy() {
    for (n, offset) in [(1000, 0), (4097, 1), (65_536, 17), (300, 32)] {
        let (s, r) = run_program("offset_copy", &[("n", n.to_string()), ("offset", offset.to_string())]);
        let input = f32s(&input_bytes(&s, "h_in"));
        let mut want = vec![0f32; n + 32];
        want[offset..offset + n].copy_from_slice(&input[offset..offset + n]);
        assert_same_f32(&format!("offsetCopy n={n} offset={offset}"), &f32s(&output_bytes(&r, "h_out")), &want);
    }
}

#[test]
fn tex_shift_copy() {
    // The global read and the texture-path (`ld.global.nc`) read give the same copy.
    for (n, offset) in [(1000, 0), (4097, 1), (65_536, 17), (300, 32)] {
        let (s, r) = run_program("tex_shift_copy", &[("n", n.to_string()), ("offset", offset.to_string())]);
        let input = f32s(&input_bytes(&s, "h_in"));
        let want = &input[offset..offset + n];
        for out in ["h_out", "h_tex"] {
            assert_same_f32(&format!("{out} n={n} offset={offset}"), &f32s(&output_bytes(&r, out)), want);
        }
    }
}

/// The two kernels' timing reports on preset `preset` at `offset`.
fn shift_copies(preset: &str, offset: usize) -> [warpsim_emulator::timing::TimingReport; 2] {
    use warpsim_emulator::config::GpuConfig;
    use warpsim_emulator::host::{run, RunOptions, Scenario};
    use warpsim_emulator::timing::SchedulerKind;
    let gpu = GpuConfig::load(preset).unwrap();
    let sets = vec![("n".to_string(), "65536".to_string()), ("offset".to_string(), offset.to_string())];
    let scenario = Scenario::from_file(&program("tex_shift_copy"), &sets).unwrap();
    let report = run(&scenario, &RunOptions::timed(&gpu, SchedulerKind::Gto)).unwrap_or_else(|e| panic!("{e}"));
    [0, 1].map(|i| report.launches[i].timing.clone().unwrap())
}

#[test]
fn texture_fetches_read_misaligned_rows_in_lines_on_cc_1() {
    // g80 (cc 1.0): a misaligned half-warp read is 16 transactions through global memory, while
    // the texture path reads the 32-byte lines it touches once per SM (the seeds' "Textures -
    // Misaligned Accesses").
    let [global0, tex0] = shift_copies("g80", 0);
    let [global1, tex1] = shift_copies("g80", 1);
    assert!(
        global1.cycles > 3 * global0.cycles,
        "shiftCopy: {} cycles misaligned, {} aligned",
        global1.cycles,
        global0.cycles
    );
    assert!(
        tex1.cycles * 10 < tex0.cycles * 11,
        "texShiftCopy: {} cycles misaligned, {} aligned",
        tex1.cycles,
        tex0.cycles
    );
    // Aligned, every 32-byte line is read once; shifted by one element, each warp's fifth line
    // is its neighbour's (a hit) but where the neighbour is in a block on another SM.
    assert_eq!((tex0.memory.tex_misses, tex0.memory.tex_hits), (65536 / 8, 0));
    assert_eq!(tex1.memory.tex_hits + tex1.memory.tex_misses, 65536 / 32 * 5);
    assert_eq!(tex1.memory.tex_misses, 65536 / 8 + 65536 / 256);
    // The texture path's reads are not global-memory transactions (the profiler's gld_*).
    assert_eq!((tex1.gld_transactions, tex1.gld_incoherent), (0, 0));
    assert_eq!(global1.memory.tex_hits + global1.memory.tex_misses, 0);
    // Without a texture cache (`hopper`), `ld.global.nc` is a plain global load.
    let [global, tex] = shift_copies("hopper", 1);
    assert_eq!(tex.gld_transactions, global.gld_transactions);
    assert_eq!(tex.memory.tex_hits + tex.memory.tex_misses, 0);
}

#[test]
fn stride_copy() {
    for (n, stride) in [(1000, 1), (4097, 2), (5000, 7), (2048, 32)] {
        let (s, r) = run_program("stride_copy", &[("n", n.to_string()), ("stride", stride.to_string())]);
        let input = f32s(&input_bytes(&s, "h_in"));
        let mut want = vec![0f32; n * stride];
        for i in 0..n {
            want[i * stride] = input[i * stride];
        }
        assert_same_f32(&format!("strideCopy n={n} stride={stride}"), &f32s(&output_bytes(&r, "h_out")), &want);
    }
}

#[test]
fn matrix_multiplies() {
    for (m, n) in [(16, 16), (64, 48), (128, 256)] {
        let (s, r) = run_program("matmul", &[("M", m.to_string()), ("N", n.to_string())]);
        let a = f32s(&input_bytes(&s, "h_a"));
        let b = f32s(&input_bytes(&s, "h_b"));
        // The kernels accumulate with one fused multiply-add per step, in order.
        let mut want = vec![0f32; m * n];
        for row in 0..m {
            for col in 0..n {
                let mut sum = 0f32;
                for i in 0..16 {
                    sum = a[row * 16 + i].mul_add(b[i * n + col], sum);
                }
                want[row * n + col] = sum;
            }
        }
        for out in ["c_simple", "c_coalesced", "c_shared"] {
            assert_same_f32(&format!("{out} {m}x{n}"), &f32s(&output_bytes(&r, out)), &want);
        }
    }
}

#[test]
fn reverse_array() {
    for (blocks, threads) in [(1, 32), (7, 256), (1024, 256), (3, 1000)] {
        let (s, r) = run_program("reverse_array", &[("blocks", blocks.to_string()), ("threads", threads.to_string())]);
        let input = i32s(&input_bytes(&s, "h_a"));
        let want: Vec<i32> = input.iter().rev().copied().collect();
        assert_same(&format!("naive {blocks}x{threads}"), &i32s(&output_bytes(&r, "out_naive")), &want);
        assert_same(&format!("shared {blocks}x{threads}"), &i32s(&output_bytes(&r, "out_shared")), &want);
    }
}

#[test]
fn float3() {
    for (blocks, n) in [(1, 256), (13, 3000), (40, 40 * 256)] {
        let (s, r) = run_program("float3", &[("blocks", blocks.to_string()), ("n", n.to_string())]);
        let input = f32s(&input_bytes(&s, "h_in"));
        let all: Vec<f32> = input.iter().map(|x| x + 2.0).collect();
        let mut direct = vec![0f32; input.len()];
        direct[..3 * n].copy_from_slice(&all[..3 * n]);
        assert_same_f32(&format!("calc_float3 n={n}"), &f32s(&output_bytes(&r, "out_direct")), &direct);
        assert_same_f32(&format!("calc_float3_smem blocks={blocks}"), &f32s(&output_bytes(&r, "out_smem")), &all);
    }
}

#[test]
fn even_odd() {
    for (n, blocks) in [(1, 1), (1000, 2), (100_003, 7)] {
        let (s, r) = run_program("even_odd", &[("n", n.to_string()), ("blocks", blocks.to_string())]);
        let input = i32s(&input_bytes(&s, "h_a"));
        let divergent: Vec<i32> = input.iter().map(|&v| if v % 2 == 0 { v * 2 } else { v / 2 }).collect();
        let split: Vec<i32> = input.iter().enumerate().map(|(i, &v)| if i % 2 == 0 { v * 2 } else { v / 2 }).collect();
        assert_same(&format!("divergent n={n}"), &i32s(&output_bytes(&r, "a_divergent")), &divergent);
        assert_same(&format!("split n={n}"), &i32s(&output_bytes(&r, "a_split")), &split);
        if n > 1000 {
            assert!(r.launches[0].counters.divergent_branch > 0);
        }
    }
}

/// 3x3 clamp-to-edge average of one channel.
fn smooth_ref(img: &[u16], w: usize, h: usize, channels: usize, stride: usize, out_channels: usize) -> Vec<u16> {
    let mut out = vec![0u16; w * h * out_channels];
    for y in 0..h {
        for x in 0..w {
            for c in 0..channels {
                let mut sum = 0u32;
                for dy in -1i64..=1 {
                    for dx in -1i64..=1 {
                        let ny = (y as i64 + dy).clamp(0, h as i64 - 1) as usize;
                        let nx = (x as i64 + dx).clamp(0, w as i64 - 1) as usize;
                        sum += img[ny * stride + nx * channels_in_stride(channels, out_channels) + c] as u32;
                    }
                }
                out[(y * w + x) * out_channels + c] = (sum / 9) as u16;
            }
        }
    }
    out
}

fn channels_in_stride(channels: usize, out_channels: usize) -> usize {
    out_channels.max(channels)
}

#[test]
fn smoothing() {
    for (w, h) in [(16, 16), (37, 21), (664, 64)] {
        let (s, r) = run_program("smooth", &[("width", w.to_string()), ("height", h.to_string())]);
        let rgb = u16s(&input_bytes(&s, "h_rgb"));
        let want_rgb = smooth_ref(&rgb, w, h, 3, w * 3, 3);
        assert_same(&format!("smooth_rgb {w}x{h}"), &u16s(&output_bytes(&r, "out_rgb")), &want_rgb);
        assert_same(&format!("smooth_rgb_shared {w}x{h}"), &u16s(&output_bytes(&r, "out_rgb_shared")), &want_rgb);
        let rgba = u16s(&input_bytes(&s, "h_rgba"));
        let want_rgba = smooth_ref(&rgba, w, h, 3, w * 4, 4);
        for out in ["out_rgba", "out_rgba_shared", "out_pitched_shared"] {
            assert_same(&format!("{out} {w}x{h}"), &u16s(&output_bytes(&r, out)), &want_rgba);
        }
    }
}

#[test]
fn pitched_rows_follow_the_presets_pitch_alignment() {
    use warpsim_emulator::config::GpuConfig;
    use warpsim_emulator::host::expr::Value;
    use warpsim_emulator::host::scenario::{Arg, Step};
    use warpsim_emulator::host::{run, RunOptions, Scenario};
    // 664 ushort4 pixels are 5,312 bytes a row: 5,376 at cc 1.x's 256-byte alignment, 5,632 at 512.
    let (w, h) = (664usize, 16usize);
    for (preset, pitch) in [("g84m", 5376), ("default", 5632)] {
        let gpu = GpuConfig::load(preset).unwrap();
        let sets = [("width".to_string(), w.to_string()), ("height".to_string(), h.to_string())];
        let s = Scenario::from_file_for(&program("smooth"), &sets, &gpu).unwrap();
        let passed = s.steps.iter().find_map(|step| match step {
            Step::Launch { args, .. }
                if args.first().map(|a| &a.0) == Some(&Arg::Buffer("out_pitched_shared".into())) =>
            {
                args.last().map(|a| a.0.clone())
            }
            _ => None,
        });
        assert_eq!(passed, Some(Arg::Value(Value::Int(pitch))), "{preset}");
        let r = run(&s, &RunOptions::for_gpu(&gpu)).unwrap();
        let rgba = u16s(&input_bytes(&s, "h_rgba"));
        let want = smooth_ref(&rgba, w, h, 3, w * 4, 4);
        assert_same(&format!("out_pitched_shared on {preset}"), &u16s(&output_bytes(&r, "out_pitched_shared")), &want);
    }
}

fn tree_sums(input: &[f32], threads: usize, interleaved: bool) -> Vec<f32> {
    input
        .chunks(threads)
        .map(|chunk| {
            let mut s = vec![0f32; threads];
            s[..chunk.len()].copy_from_slice(chunk);
            if interleaved {
                let mut stride = 1;
                while stride < threads {
                    for t in (0..threads).step_by(2 * stride) {
                        s[t] += s[t + stride];
                    }
                    stride *= 2;
                }
            } else {
                let mut stride = threads / 2;
                while stride > 0 {
                    for t in 0..stride {
                        s[t] += s[t + stride];
                    }
                    stride /= 2;
                }
            }
            s[0]
        })
        .collect()
}

#[test]
fn reductions() {
    for (n, threads) in [(1, 32), (1000, 64), (100_003, 256), (5000, 1024)] {
        let (s, r) = run_program("reduction", &[("n", n.to_string()), ("threads", threads.to_string())]);
        let input = f32s(&input_bytes(&s, "h_in"));
        assert_same_f32(
            &format!("interleaved n={n}"),
            &f32s(&output_bytes(&r, "sums_interleaved")),
            &tree_sums(&input, threads, true),
        );
        assert_same_f32(
            &format!("sequential n={n}"),
            &f32s(&output_bytes(&r, "sums_sequential")),
            &tree_sums(&input, threads, false),
        );
    }
}

#[test]
fn transposes() {
    for (rows, cols) in [(1, 1), (32, 32), (100, 37), (257, 513)] {
        let (s, r) = run_program("transpose", &[("rows", rows.to_string()), ("cols", cols.to_string())]);
        let input = f32s(&input_bytes(&s, "h_in"));
        let mut want = vec![0f32; rows * cols];
        for i in 0..rows {
            for j in 0..cols {
                want[j * rows + i] = input[i * cols + j];
            }
        }
        assert_same_f32(&format!("naive {rows}x{cols}"), &f32s(&output_bytes(&r, "out_naive")), &want);
        assert_same_f32(&format!("shared {rows}x{cols}"), &f32s(&output_bytes(&r, "out_shared")), &want);
    }
}

#[test]
fn dependent_chains() {
    // chain256 runs last: each thread's f32 of its thread index through 256 fused
    // multiply-adds x * 0.999 + 0.001.
    for (sms, w) in [(1, 1), (3, 7), (2, 16)] {
        let (_, r) = run_program("dependent_chain", &[("sms", sms.to_string()), ("w", w.to_string())]);
        let want: Vec<f32> =
            (0..sms * w * 32).map(|i| (0..256).fold((i % (w * 32)) as f32, |x, _| x.mul_add(0.999, 0.001))).collect();
        assert_same_f32(&format!("chains sms={sms} w={w}"), &f32s(&output_bytes(&r, "h_out")), &want);
    }
}

#[test]
fn runs_are_deterministic() {
    let json = || serde_json::to_string(&run_program("even_odd", &[("n", "5000".into())]).1).unwrap();
    assert_eq!(json(), json());
}

/// The chains of programs/int_ops for one thread: `op` applied to 4 accumulators per step with
/// an operand that changes every step, each xored with a constant, then folded.
fn int_ops_ref(thread: u32, steps: u32, op: impl Fn(u32, u32) -> u32) -> u32 {
    let mut y = thread.wrapping_add(12345);
    let mut x = [y.wrapping_mul(3), y.wrapping_mul(5), y.wrapping_mul(7), y.wrapping_mul(11)];
    for _ in 0..steps {
        let t = y | 1;
        for (k, v) in x.iter_mut().enumerate() {
            *v = op(*v, t) ^ 0x9E37_79B9u32.wrapping_mul(k as u32 + 1);
        }
        y = y.wrapping_add(0x6f4f_2a35);
    }
    (x[0] ^ x[1]) ^ (x[2] ^ x[3])
}

#[test]
fn integer_operations() {
    type IntOp = fn(u32, u32) -> u32;
    let ops: [(&str, IntOp); 16] = [
        ("add", |x, y| x.wrapping_add(y)),
        ("mul", |x, y| x.wrapping_mul(y)),
        ("mul24", |x, y| ((x & 0xff_ffff) as u64 * (y & 0xff_ffff) as u64) as u32),
        ("mulhi", |x, y| ((x as u64 * y as u64) >> 32) as u32),
        ("div", |x, y| x / y),
        ("rem", |x, y| x % y),
        ("div9", |x, _| x / 9),
        ("rem18", |x, _| x % 18),
        ("div8", |x, _| x / 8),
        // Signed: quotients round towards zero, a remainder takes the dividend's sign.
        ("sdiv", |x, y| (x as i32).wrapping_div(y as i32) as u32),
        ("srem", |x, y| (x as i32).wrapping_rem(y as i32) as u32),
        ("sdiv9", |x, _| ((x as i32) / 9) as u32),
        ("srem18", |x, _| ((x as i32) % 18) as u32),
        ("sdiv2", |x, _| ((x as i32) / 2) as u32),
        ("sdiv8", |x, _| ((x as i32) / 8) as u32),
        ("srem8", |x, _| ((x as i32) % 8) as u32),
    ];
    let (blocks, threads, steps) = (3, 64, 5);
    let sets = [("blocks", blocks.to_string()), ("threads", threads.to_string()), ("steps", steps.to_string())];
    let (_, r) = run_program("int_ops", &sets);
    for (name, op) in ops {
        let want: Vec<u32> = (0..blocks * threads).map(|t| int_ops_ref(t, steps, op)).collect();
        let got: Vec<u32> =
            output_bytes(&r, name).chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect();
        assert_same(name, &got, &want);
    }
    // The float chains: x * y + 1 (one rounding) and x / y + 1, y = thread + 1.25 + 0.25 per step.
    type FloatOp = fn(f32, f32) -> f32;
    let fops: [(&str, FloatOp); 2] = [("fmul", |x, y| x.mul_add(y, 1.0)), ("fdiv", |x, y| x / y + 1.0)];
    for (name, op) in fops {
        let want: Vec<f32> = (0..blocks * threads)
            .map(|t| {
                let mut y = t as f32 + 1.25;
                let mut x = [y * 3.0, y * 4.0, y * 5.0, y * 6.0];
                for _ in 0..steps {
                    let d = y + 1.5;
                    x.iter_mut().for_each(|v| *v = op(*v, d));
                    y += 0.25;
                }
                (x[0] + x[1]) + (x[2] + x[3])
            })
            .collect();
        assert_same_f32(name, &f32s(&output_bytes(&r, name)), &want);
    }
    // 64-bit chains whose operands stay beyond 32 bits: y starts at (t + 12345) + 2^62-ish, the
    // chains at (t + 12345) * (3..6) with the same high bits xored in, and every step's xor
    // constant sets high bits again.
    type LongOp = fn(u64, u64) -> u64;
    let lops: [(&str, LongOp); 4] = [
        ("add64", |x, y| x.wrapping_add(y)),
        ("div64", |x, y| x / y),
        ("rem64", |x, y| x % y),
        ("sdiv64", |x, y| (x as i64).wrapping_div(y as i64) as u64),
    ];
    let mix: [u64; 4] = [0x9e37_79b9_7f4a_7c15, 0x3c6e_f372_fe94_f82a, 0xdaa6_6d2c_7ddf_743f, 0x78dd_e6e5_fd29_f054];
    let high = 0x5dee_ce66_0000_0000u64;
    for (name, op) in lops {
        let want: Vec<u64> = (0..blocks * threads)
            .map(|t| {
                let t = t as u64 + 12345;
                let mut y = t + high;
                let mut x = [3, 4, 5, 6].map(|m| (t * m) ^ high);
                for _ in 0..steps {
                    for (k, v) in x.iter_mut().enumerate() {
                        *v = op(*v, y | 1) ^ mix[k];
                    }
                    y = y.wrapping_add(0x6f4f_2a35);
                }
                (x[0] ^ x[1]) ^ (x[2] ^ x[3])
            })
            .collect();
        let got: Vec<u64> =
            output_bytes(&r, name).chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(got, want, "{name}");
    }
    // The same chains on doubles.
    type DoubleOp = fn(f64, f64) -> f64;
    let dops: [(&str, DoubleOp); 2] = [("dfma", |x, y| x.mul_add(y, 1.0)), ("ddiv", |x, y| x / y + 1.0)];
    for (name, op) in dops {
        let want: Vec<u64> = (0..blocks * threads)
            .map(|t| {
                let mut y = t as f64 + 1.25;
                let mut x = [y * 3.0, y * 4.0, y * 5.0, y * 6.0];
                for _ in 0..steps {
                    let d = y + 1.5;
                    x.iter_mut().for_each(|v| *v = op(*v, d));
                    y += 0.25;
                }
                ((x[0] + x[1]) + (x[2] + x[3])).to_bits()
            })
            .collect();
        let got: Vec<u64> =
            output_bytes(&r, name).chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
        assert_eq!(got.len(), want.len(), "{name}");
        if let Some(i) = (0..got.len()).find(|&i| got[i] != want[i]) {
            panic!("{name}: element {i}: got {}, want {}", f64::from_bits(got[i]), f64::from_bits(want[i]));
        }
    }
}
