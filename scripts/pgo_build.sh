#!/usr/bin/env bash
# Optional: a profile-guided release build of warpsim (docs/PERFORMANCE.md). Builds an
# instrumented binary, runs every program on six presets (timing mode) and two in functional
# mode to collect a profile, then builds again with it. Results are the same as the plain
# build's (the profile moves code, never arithmetic; the 119 program x preset runs gave
# byte-identical JSON); on the development VM timing mode ran 2-11% faster in three batches of
# 7-11 runs (medians), at 1.5% fewer host instructions.
#
#     scripts/pgo_build.sh          -> target/pgo/release/warpsim  (about 6 minutes)
#
# Needs the toolchain's llvm-profdata: `rustup component add llvm-tools` (the README's build
# does not). The profile is made and used in one go, so it always matches the source.
set -euo pipefail
cd "$(dirname "$0")/.."
sysroot=$(rustc --print sysroot)
host=$(rustc -vV | sed -n 's/^host: //p')
profdata="$sysroot/lib/rustlib/$host/bin/llvm-profdata"
if [ ! -x "$profdata" ]; then
  echo "llvm-profdata not found at $profdata: run 'rustup component add llvm-tools' first" >&2
  exit 1
fi
dir=target/pgo
rm -rf "$dir/profiles"
mkdir -p "$dir/profiles"
# RUSTFLAGS replaces .cargo/config.toml's flags, so it repeats target-cpu=native.
RUSTFLAGS="-C target-cpu=native -Cprofile-generate=$PWD/$dir/profiles" \
  CARGO_TARGET_DIR="$dir/gen" cargo build --release --quiet
gen="$dir/gen/release/warpsim"
for p in programs/*/scenario.toml; do
  for preset in default hopper volta fermi gt200 g80; do
    "$gen" run "$p" --preset "$preset" --json --no-save > /dev/null 2>&1 || true
  done
done
"$gen" run programs/vector_add/scenario.toml --functional --json --no-save > /dev/null
"$gen" run programs/matmul/scenario.toml --functional --json --no-save > /dev/null
"$profdata" merge -o "$dir/merged.profdata" "$dir/profiles"
RUSTFLAGS="-C target-cpu=native -Cprofile-use=$PWD/$dir/merged.profdata" \
  CARGO_TARGET_DIR="$dir" cargo build --release --quiet
echo "built $dir/release/warpsim"
