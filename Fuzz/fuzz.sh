#!/usr/bin/env bash
# Builds Rotor's libFuzzer targets and runs them.
#
#   Fuzz/fuzz.sh TARGET [SECONDS] [LIBFUZZER FLAGS...]   fuzz TARGET for SECONDS (default 60)
#   Fuzz/fuzz.sh all [SECONDS] [LIBFUZZER FLAGS...]      each target in turn, SECONDS each
#   Fuzz/fuzz.sh show TARGET FILE                        run one input (the run target prints it
#                                                        as a scene and script lines first)
#   Fuzz/fuzz.sh minimize TARGET FILE [SECONDS]          shrink a crash to FILE.min (default 60 s)
#   Fuzz/fuzz.sh triage TARGET                           group Fuzz/Crashes/TARGET by where they
#                                                        stop in Sources/: one line a distinct crash
#   Fuzz/fuzz.sh costs TARGET [FILE...]                  what each seed (or FILE) costs, as a share
#                                                        of its budget, largest last
#   Fuzz/fuzz.sh seeds                                   only (re)make the seeds
#   Fuzz/fuzz.sh build                                   only build
#   Fuzz/fuzz.sh compile                                 compile every target's sources, plain (no
#                                                        sanitizers, not linked): the fast lane's check
#
# TARGET is loader (SceneLoader.load), script (Script.parse), run (a scene, then gestures) or
# export (a scene exported as `rotor export` does, loaded and exported again: the same file).
# Seeds are made from Scenes/ into Fuzz/Seeds/TARGET; what the fuzzer finds worth keeping
# grows Fuzz/Corpus/TARGET; crash, timeout and out-of-memory inputs go to Fuzz/Crashes/TARGET.
# All three are git-ignored. The exit status is 1 when a run left a new file in Fuzz/Crashes.
#
# An input that costs far more than its size is a finding too ("cost: ..." in the crash): each
# input may take ROTOR_FUZZ_BUDGET_SECONDS (default 1) plus ROTOR_FUZZ_BUDGET_SECONDS_PER_KB
# (default 0.25) for each kilobyte of the input, and grow the heap by ROTOR_FUZZ_BUDGET_MB
# (default 128) plus ROTOR_FUZZ_BUDGET_MB_PER_KB (default 24) a kilobyte; a base of 0 turns that
# check off (Fuzz/Sources/FuzzSupport/CostBudget, docs/fuzzing.md).
#
# To collect many distinct crashes rather than stop at the first, pass libFuzzer's fork mode:
#   Fuzz/fuzz.sh run 600 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1
set -euo pipefail

fuzz_dir="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$fuzz_dir")"
scratch="${FUZZ_SCRATCH:-$fuzz_dir/.build}"
bin="$scratch/release"

# Foundation's NSAttributedString leaks on Linux (CFRunArray), in every scene with a drag
# source: leak checks would report it on every input. Swift's backtracer is off so that
# libFuzzer's own crash handler reports the stack and writes the input.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export SWIFT_BACKTRACE="enable=no"

usage() {
  sed -n '2,/^set -e/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//'
  exit 2
}

build() {
  echo "building the fuzz targets (release, -sanitize=address,fuzzer) into $scratch" >&2
  # One flag for both sanitizers: given as two flags, coverage is silently dropped.
  local log="$scratch/last-build.log"
  mkdir -p "$scratch"
  if swift build -c release -Xswiftc -sanitize=address,fuzzer \
      --package-path "$fuzz_dir" --scratch-path "$scratch" 2>&1 | tee "$log" >&2; [ "${PIPESTATUS[0]}" -eq 0 ]; then
    return 0
  fi
  # Rotor's own files moved (a target added or renamed): this package's manifest did not
  # change, so SwiftPM keeps its old plan and looks for the files where they were. Plan again.
  grep -q "because of missing inputs" "$log" || return 1
  echo "Rotor's sources moved since the last build: planning the build again" >&2
  rm -f "$scratch"/*.yaml "$scratch"/*/release/description.json
  swift build -c release -Xswiftc -sanitize=address,fuzzer \
    --package-path "$fuzz_dir" --scratch-path "$scratch" >&2
}

# Every target's sources, compiled as a plain debug build against this checkout, so that a
# change to Rotor that breaks them is caught in the fast lane (Scripts/check.sh) without the
# sanitized build. Linking needs libFuzzer's driver, which only `-sanitize=fuzzer` brings, so
# each target is built by itself: SwiftPM compiles a target named with --target without linking
# it. Debug goes to $scratch/debug, beside the release build: minutes the first time, seconds
# after.
compile() {
  local target
  for target in FuzzSupport $(cd "$fuzz_dir/Sources" && ls -d fuzz-*); do
    swift build --package-path "$fuzz_dir" --scratch-path "$scratch" --target "$target" >&2
  done
}

# Each target's longest input, its dictionary and the time one input may take.
targets="loader script run export"
max_len() { case "$1" in loader|export) echo 16384 ;; run) echo 32768 ;; script) echo 4096 ;; esac; }
# A scene holds a script (`script: |`), so the scene targets get the script's words too.
dict() {
  case "$1" in
    script) echo "$fuzz_dir/script.dict" ;;
    *) mkdir -p "$scratch"
       cat "$fuzz_dir/scene.dict" "$fuzz_dir/script.dict" > "$scratch/scene-and-script.dict"
       echo "$scratch/scene-and-script.dict" ;;
  esac
}
check_target() {
  case "$1" in loader|script|run|export) ;; *) echo "unknown target '$1': expected loader, script, run or export" >&2; exit 2 ;; esac
}

seeds() {
  local target="$1"
  rm -rf "$fuzz_dir/Seeds/$target"
  ROTOR_FUZZ_SEEDS="$fuzz_dir/Seeds/$target" ROTOR_SCENES="$root/Scenes" "$bin/fuzz-$target" >&2
}

# Where an input stops: the runtime's message and the first frame in Sources/ (or the first
# frame at all), as "message @ file:line".
stop_place() {
  local target="$1" file="$2" output message frame
  output="$(ROTOR_SCENES="$root/Scenes" timeout 60 "$bin/fuzz-$target" -detect_leaks=0 -timeout=10 "$file" 2>&1 || true)"
  message="$(printf '%s\n' "$output" | grep -m1 -oE 'Swift runtime failure: [^/]*|Fatal error: [^/]*|precondition failure[^/]*' || true)"
  [ -n "$message" ] || message="$(printf '%s\n' "$output" | grep -m1 -oE 'ERROR: (AddressSanitizer|libFuzzer): [a-z-]+( [a-z-]+)*' || true)"
  message="$(printf '%s' "$message" | sed 's/ *$//')"
  frame="$(printf '%s\n' "$output" | grep -m1 -oE "$root/[^ ]+\.swift:[0-9]+" | sed "s|$root/||" || true)"
  [ -n "$frame" ] || frame="$(printf '%s\n' "$output" | grep -m1 -E '^ +#[4-9] ' | sed -E 's/^ +#[0-9]+ 0x[0-9a-f]+ in //' | cut -c1-100 || true)"
  echo "${message:-no crash} @ ${frame:-?}"
}

triage() {
  local target="$1" file place
  declare -A count smallest
  for file in "$fuzz_dir/Crashes/$target"/*; do
    [ -f "$file" ] || continue
    case "$file" in *.min) continue ;; esac
    place="$(stop_place "$target" "$file")"
    count["$place"]=$(( ${count["$place"]:-0} + 1 ))
    if [ -z "${smallest["$place"]:-}" ] || [ "$(wc -c < "$file")" -lt "$(wc -c < "${smallest["$place"]}")" ]; then
      smallest["$place"]="$file"
    fi
  done
  for place in "${!count[@]}"; do
    printf '%4d  %s\n      smallest: %s (%d bytes)\n' "${count["$place"]}" "$place" \
      "${smallest["$place"]#"$root/"}" "$(wc -c < "${smallest["$place"]}")"
  done
}

# Each input's cost as a share of its budget (1 is the whole budget), largest last: the
# seeds when no file is given. The budget's figures in docs/fuzzing.md come from this.
costs() {
  local target="$1"
  shift
  local inputs=("$@")
  if [ ${#inputs[@]} -eq 0 ]; then
    seeds "$target"
    inputs=("$fuzz_dir/Seeds/$target"/*)
  fi
  local file output line
  for file in "${inputs[@]}"; do
    output="$(ROTOR_FUZZ_COSTS=1 ROTOR_SCENES="$root/Scenes" "$bin/fuzz-$target" -detect_leaks=0 -timeout=60 "$file" 2>&1 || true)"
    line="$(printf '%s\n' "$output" | grep '^cost: share' | tail -n 1 || true)"
    printf '%s  %s\n' "${line:-cost: share ? (it stopped before its cost was measured)}" "${file#"$root/"}" | sed 's/^cost: share //'
  done | sort -g
}

crash_count() { find "$fuzz_dir/Crashes/$1" -type f 2>/dev/null | wc -l; }

fuzz() {
  local target="$1" seconds="$2"
  shift 2
  check_target "$target"
  seeds "$target"
  mkdir -p "$fuzz_dir/Corpus/$target" "$fuzz_dir/Crashes/$target"
  local before
  before="$(crash_count "$target")"
  echo "fuzzing $target for $seconds s; crashes go to Fuzz/Crashes/$target/" >&2
  local status=0
  ROTOR_SCENES="$root/Scenes" "$bin/fuzz-$target" \
    -max_total_time="$seconds" -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=4096 \
    -detect_leaks=0 -dict="$(dict "$target")" -print_final_stats=1 \
    -artifact_prefix="$fuzz_dir/Crashes/$target/" \
    "$@" "$fuzz_dir/Corpus/$target" "$fuzz_dir/Seeds/$target" || status=$?
  local after
  after="$(crash_count "$target")"
  if [ "$after" -gt "$before" ] || [ "$status" -ne 0 ]; then
    echo "FINDING in $target: $((after - before)) new file(s) in Fuzz/Crashes/$target (libFuzzer exit $status)" >&2
    find "$fuzz_dir/Crashes/$target" -type f -newer "$fuzz_dir/Seeds/$target" >&2 || true
    return 1
  fi
  echo "no finding in $target" >&2
}

[ $# -ge 1 ] || usage
command="$1"
shift
case "$command" in
  build)
    build
    ;;
  compile)
    compile
    ;;
  seeds)
    build
    for target in $targets; do seeds "$target"; done
    ;;
  show)
    [ $# -eq 2 ] || usage
    check_target "$1"
    build
    ROTOR_FUZZ_PRINT=1 ROTOR_SCENES="$root/Scenes" "$bin/fuzz-$1" -detect_leaks=0 "$2"
    ;;
  minimize)
    [ $# -ge 2 ] || usage
    check_target "$1"
    build
    ROTOR_SCENES="$root/Scenes" "$bin/fuzz-$1" -detect_leaks=0 -minimize_crash=1 -max_total_time="${3:-60}" \
      -timeout=10 -exact_artifact_path="$2.min" "$2"
    echo "minimised: $2.min ($(wc -c < "$2.min") bytes)" >&2
    ;;
  triage)
    [ $# -eq 1 ] || usage
    check_target "$1"
    build
    triage "$1"
    ;;
  all)
    seconds="${1:-60}"
    [ $# -eq 0 ] || shift
    build
    failed=()
    for target in $targets; do fuzz "$target" "$seconds" "$@" || failed+=("$target"); done
    if [ ${#failed[@]} -gt 0 ]; then
      echo "fuzzing found crashes in: ${failed[*]}" >&2
      exit 1
    fi
    ;;
  costs)
    [ $# -ge 1 ] || usage
    check_target "$1"
    build
    costs "$@"
    ;;
  loader|script|run|export)
    seconds="${1:-60}"
    [ $# -eq 0 ] || shift
    build
    fuzz "$command" "$seconds" "$@"
    ;;
  *)
    usage
    ;;
esac
