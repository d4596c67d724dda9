# The CLI cases of the wall-clock speed scripts (sourced by host_speed.sh and host_speed_ab.sh):
# "label|scenario and flags". `speed_of BIN ARGS...` prints one run's simulated warp
# instructions per host second, in millions, pinned to core $CORE (default 1);
# `each_case FN` calls `FN LABEL ARGS...` for every case in turn (with ONLY=REGEX set, for
# those whose label matches it: ONLY=hopper). CASES=seeds takes instead the memory-bound seed
# programs at their scenarios' sizes on `default` and `hopper` (the issue's speed target).
# shellcheck shell=bash
cases=(
  "vector_add 1M, default|programs/vector_add/scenario.toml"
  "vector_add 4M, default|programs/vector_add/scenario.toml --set n=4194304"
  "vector_add 1M, volta|programs/vector_add/scenario.toml --preset volta"
  "vector_add 1M, hopper|programs/vector_add/scenario.toml --preset hopper"
  "matmul, hopper|programs/matmul/scenario.toml --preset hopper"
  "transpose, default|programs/transpose/scenario.toml"
  "latency_hiding, default|programs/latency_hiding/scenario.toml"
)
if [ "${CASES:-}" = seeds ]; then
  cases=()
  for p in vector_add offset_copy stride_copy float_inc reverse_array latency_hiding tex_shift_copy; do
    cases+=("$p, default|programs/$p/scenario.toml" "$p, hopper|programs/$p/scenario.toml --preset hopper")
  done
fi
speed_of() {
  local bin=$1
  shift
  taskset -c "${CORE:-1}" "$bin" run "$@" --json --host-stats --no-save |
    python3 -c "import json,sys; print('%.2f' % (json.load(sys.stdin)['host']['warp_instructions_per_second'] / 1e6))"
}
each_case() {
  local fn=$1 c label args
  for c in "${cases[@]}"; do
    label=${c%%|*}
    # ONLY=REGEX (an extended regular expression) keeps the cases whose label matches.
    if [ -n "${ONLY:-}" ] && ! [[ $label =~ $ONLY ]]; then
      continue
    fi
    read -r -a args <<< "${c#*|}"
    "$fn" "$label" "${args[@]}"
  done
}
