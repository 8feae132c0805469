#!/bin/sh
# Compares two builds of bindkit-bench on a noisy machine: runs them in turn, RUNS times each, each run a new
# process, and prints each case's median per build (and, with RATIO=A/B, the median of the per-run ratio A / B).
#
#   Benchmarks/ab.sh OLD-BINARY NEW-BINARY [RUNS] [CASES]
#   RATIO=bind.form.20/bind-unbind.fresh Benchmarks/ab.sh /tmp/old-bench /tmp/new-bench 8
#
# CASES is a comma-separated `--only` list (default: the fresh and form cases). One process's figures move by up
# to ±15 % from the next's, so compare the medians of several runs, never one run against one run.
set -eu

if [ $# -lt 2 ]; then
  echo "usage: $0 OLD-BINARY NEW-BINARY [RUNS] [CASES]" >&2
  exit 2
fi
old=$1
new=$2
runs=${3:-8}
cases=${4:-bind-unbind.fresh,bind-unbind.fresh.stride-20,bind.form.20,bind.batch.20}
ratio=${RATIO:-}
for binary in "$old" "$new"; do
  if [ ! -x "$binary" ]; then
    echo "$0: $binary is not an executable" >&2
    exit 2
  fi
done

log=$(mktemp)
trap 'rm -f "$log"' EXIT
run=1
while [ "$run" -le "$runs" ]; do
  for build in old new; do
    if [ "$build" = old ]; then binary=$old; else binary=$new; fi
    "$binary" --only "$cases" | awk -v build="$build" -v run="$run" 'NF >= 2 { print build, run, $1, $2 }' >>"$log"
  done
  run=$((run + 1))
done

awk -v ratio="$ratio" '
  function median(list, count,    sorted, i, j, swap) {
    for (i = 1; i <= count; i++) sorted[i] = list[i]
    for (i = 2; i <= count; i++)
      for (j = i; j > 1 && sorted[j - 1] > sorted[j]; j--) { swap = sorted[j]; sorted[j] = sorted[j - 1]; sorted[j - 1] = swap }
    return count % 2 ? sorted[(count + 1) / 2] : (sorted[count / 2] + sorted[count / 2 + 1]) / 2
  }
  {
    value[$1, $3, $2] = $4
    if (!(($1, $3) in count)) { count[$1, $3] = 0; if (!($3 in seen)) { seen[$3] = 1; names[++cases] = $3 } }
    samples[$1, $3, ++count[$1, $3]] = $4
    runs[$1] = $2 > runs[$1] ? $2 : runs[$1]
  }
  END {
    printf "%-34s %14s %14s %10s\n", "case (median)", "old", "new", "new / old"
    for (c = 1; c <= cases; c++) {
      name = names[c]
      for (b = 0; b < 2; b++) {
        build = b ? "new" : "old"
        n = count[build, name]
        for (i = 1; i <= n; i++) list[i] = samples[build, name, i]
        m[build] = median(list, n)
      }
      printf "%-34s %14.2f %14.2f %10.3f\n", name, m["old"], m["new"], m["new"] / m["old"]
    }
    if (ratio != "") {
      split(ratio, parts, "/")
      for (b = 0; b < 2; b++) {
        build = b ? "new" : "old"
        n = 0
        for (r = 1; r <= runs[build]; r++)
          if (((build, parts[1], r) in value) && ((build, parts[2], r) in value) && value[build, parts[2], r] > 0)
            list[++n] = value[build, parts[1], r] / value[build, parts[2], r]
        m[build] = n ? median(list, n) : 0
      }
      printf "%-34s %14.3f %14.3f %10.3f\n", ratio, m["old"], m["new"], m["old"] ? m["new"] / m["old"] : 0
    }
  }
' "$log"
