#!/usr/bin/env bash
# Builds the GTK package (warnings are errors) and runs its tests on a virtual X display.
set -euo pipefail
cd "$(dirname "$0")"
log=$(mktemp)
if ! swift build --build-tests -Xswiftc -warnings-as-errors >"$log" 2>&1; then
  cat "$log"; rm -f "$log"; exit 1
fi
rm -f "$log"
xvfb-run -a -s "-screen 0 800x600x24" env GDK_BACKEND=x11 GSK_RENDERER=cairo swift test --skip-build
