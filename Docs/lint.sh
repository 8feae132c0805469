#!/usr/bin/env bash
# Lints the Swift sources with the toolchain's swift-format and the checked-in .swift-format (2 spaces,
# 120 columns). Fails on any finding. Fix formatting findings with:
#
#     swift format --in-place --recursive --parallel Sources Tests Examples Benchmarks/Sources Package.swift
#
# (documentation findings, such as a public declaration without a doc comment, need a hand edit).
set -euo pipefail
cd "$(dirname "$0")/.."

paths=(Sources Tests Examples Benchmarks/Sources Package.swift)
echo "swift format lint --strict --recursive --parallel ${paths[*]}"
swift format lint --strict --recursive --parallel "${paths[@]}"
# Docs/Internals.md names files and members of Sources/BindKit: each must exist.
missing=0
for file in $(grep -oE '`[A-Za-z/+]+\.swift`' Docs/Internals.md | tr -d '`' | sort -u); do
  if [[ ! -f Sources/BindKit/$file && ! -f $file ]]; then
    echo "Docs/Internals.md names $file, which is not in Sources/BindKit" >&2
    missing=1
  fi
done
for name in $(grep -oE '`[A-Z][A-Za-z]*\.[a-z][A-Za-z]*' Docs/Internals.md | tr -d '`' | sort -u); do
  member=${name#*.}
  [[ $member == init ]] && continue
  if ! grep -rqE "(func|var|let|case) +$member\b" Sources; then
    echo "Docs/Internals.md names $name, which Sources declares nowhere" >&2
    missing=1
  fi
done
if [[ $missing != 0 ]]; then exit 1; fi
echo "lint: no findings"
