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
echo "lint: no findings"
