#!/usr/bin/env bash
# Runs the SheetKit benchmarks and prints the README's Markdown table.
#
#   Benchmarks/run.sh            # all benchmarks (about two minutes on 2 cores)
#   Benchmarks/run.sh --quick    # fewer samples, for a smoke test
#
# Needs only the Swift toolchain and python3: ordo-one/benchmark counts mallocs with its own
# interposer, so no jemalloc is required.
set -euo pipefail
cd "$(dirname "$0")"
need=()
command -v python3 >/dev/null 2>&1 || need+=(python3)
command -v valgrind >/dev/null 2>&1 || need+=(valgrind)
if ((${#need[@]})); then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

out=$(mktemp -d)
[[ "${1:-}" == "--quick" ]] && export SHEETKIT_BENCHMARK_QUICK=1
# Pinned to one CPU: without it the scheduler moves the benchmark between the two (hyperthreaded)
# CPUs and the same code lands in a fast or a slow mode from one benchmark to the next.
pin=()
command -v taskset >/dev/null 2>&1 && (($(nproc) > 1)) && pin=(taskset -c "$(($(nproc) - 1))")
"${pin[@]}" swift package --allow-writing-to-package-directory benchmark --target SheetKitBenchmarks --format influx \
    --path "$out" --no-progress >&2
python3 - "$out/Current_run.influx.csv" <<'PY'
import csv, sys

# Benchmarks that time 1,000 operations per sample (scalingFactor .kilo); the rest time one.
PER_THOUSAND = ("Mosaic visible rect", "Mosaic frame(at:)", "Mosaic layout", "Sheet tick", "Sheet drag step",
                "Sheet detent resolution", "Host pointer move", "Host tick", "Frame JSON", "Scenario message",
                "Playground pointer move")
FRAME_BUDGET_NS = 1e9 / 120

median, mallocs = {}, {}
with open(sys.argv[1]) as handle:
    rows = [row for row in csv.reader(handle) if row and not row[0].startswith("#") and row[0] != "measurement"]
for row in rows:
    metric, test, percentile, value = row[6], row[8], float(row[9]), float(row[10])
    if percentile != 50.0:
        continue
    scale = 1000 if test.startswith(PER_THOUSAND) else 1
    if metric.startswith("Time"):
        median[test] = value / scale
    elif metric.startswith("Malloc"):
        mallocs[test] = value / scale

def baseline_of(name):
    """The baseline a row is compared with, and its median in ns."""
    if name.startswith("Sheet"):
        return "120 Hz frame (8.33 ms)", FRAME_BUDGET_NS
    # The host's step next to the engine's step it wraps; the frame writer next to JSONEncoder; the
    # JSON reader next to JSONDecoder; the playground's whole message next to the host step.
    for prefix, base in (("Host pointer move", "Sheet drag step with scroll hand-off"),
                         ("Host tick", "Sheet tick of a settling spring"),
                         ("Frame JSON, hand-written", "Frame JSON, JSONEncoder"),
                      ("Scenario message, JSON reader", "Scenario message, JSONDecoder"),
                      ("Playground pointer move", "Host pointer move → host frame")):
        if name.startswith(prefix) and base in median:
            return base, median[base]
    for prefix, base in (("Mosaic visible rect", "Baseline: naive visible rect"),
                         ("Mosaic frame(at:)", "Baseline: walked frame(at:)"),
                         ("Mosaic scroll sweep", "Baseline: naive scroll sweep")):
        if name.startswith(prefix):
            candidate = base + name[len(prefix):]
            if candidate in median:
                return candidate.replace("Baseline: ", ""), median[candidate]
    return None, None

def duration(ns):
    for unit, size in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if ns >= size:
            return f"{ns / size:,.3g} {unit}".replace(" ", " ")
    return f"{ns:,.3g} ns"

print("| Benchmark | Median | Mallocs | Baseline | Ratio | Share of a 120 Hz frame |")
print("|---|---:|---:|---|---:|---:|")
for name in sorted(median, key=lambda n: (n.startswith("Baseline"), not n.startswith("Mosaic"), n)):
    base, base_ns = baseline_of(name)
    speedup = base_ns / median[name] if base_ns and median[name] > 0 else None
    ratio = "—" if speedup is None else (f"{speedup:,.0f}×" if speedup >= 10 else f"{speedup:.2g}×")
    share = f"{median[name] / FRAME_BUDGET_NS:.4%}" if median[name] < FRAME_BUDGET_NS else f"{median[name] / FRAME_BUDGET_NS:,.1f} frames"
    print(f"| {name} | {duration(median[name])} | {mallocs.get(name, 0):g} | {base or '—'} | {ratio} | {share} |")
PY

# Repeatable instruction counts per operation (callgrind), which wall clock on a shared machine
# cannot give: the difference between 11,000 and 1,000 repetitions, divided by 10,000. The heap
# allocations per operation come the same way from memcheck's totals, from the same build.
swift build -c release --product InstructionCounts >&2
binary=$(swift build -c release --show-bin-path)/InstructionCounts
refs() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$@" 2>&1 | awk '/refs:/ {gsub(",", "", $4); print $4}'
}
allocs() {
    valgrind --tool=memcheck "$binary" "$@" 2>&1 | awk '/total heap usage:/ {gsub(",", "", $5); print $5}'
}
count() {
    echo $((($(refs "$@" 11000) - $(refs "$@" 1000)) / 10000))
}
allocations() {
    local low high
    low=$(allocs "$@" 1000)
    high=$(allocs "$@" 11000)
    awk -v low="$low" -v high="$high" 'BEGIN { printf "%g", (high - low) / 10000 }'
}
echo
echo "| Operation (callgrind) | Instructions per operation | Allocations per operation |"
echo "|---|---:|---:|"
for items in 1K:1000 100M:100000000; do
    for position in start middle end; do
        printf '| Mosaic visible rect, %s items, %s | %s | %s |\n' "${items%%:*}" "$position" \
            "$(count mosaic "${items#*:}" "$position")" "$(allocations mosaic "${items#*:}" "$position")"
    done
done
printf '| Sheet tick of a settling spring | %s | %s |\n' "$(count tick)" "$(allocations tick)"
drag=$(count drag)
host=$(count host)
printf '| Sheet drag step with scroll hand-off | %s | %s |\n' "$drag" "$(allocations drag)"
printf '| Host pointer move → host frame | %s | %s |\n' "$host" "$(allocations host)"
# The one JSON reader and writer, and the playground's whole pointer message (bytes in, reply out).
printf '| Scenario message read (JSON reader, checks, event) | %s | %s |\n' "$(count read)" "$(allocations read)"
printf '| Frame written (JSON writer, into a kept writer) | %s | %s |\n' "$(count frame)" "$(allocations frame)"
printf '| Playground pointer message → reply bytes | %s | %s |\n' "$(count message)" "$(allocations message)"
# The drag step is the host's pan by translations (the engine's inputs are its package's own), so
# the ratio is what a pointer move adds to it: the hit test, the axis and the finger's mapping.
awk -v host="$host" -v drag="$drag" 'BEGIN { printf "\nPointer step ÷ translation step: %.2f×\n", host / drag }'
