#!/usr/bin/env bash
# Builds the API reference of BindKit, BindKitViews, BindKitTesting, BindKitForms, BindKitTerminal and BindKitPreferences with the toolchain's own DocC
# (no plugin package), into .build/docs/<Module>.doccarchive. Fails on any documentation warning, and on any public
# symbol without a doc comment.
#
#   1. swift build (warnings are errors), then swift-symbolgraph-extract reads each built module's public symbols;
#   2. docc convert turns the symbol graph and the module's catalog (Sources/<Module>/<Module>.docc) into an
#      archive, with --warnings-as-errors and a documentation-coverage report;
#   3. the coverage report must list no symbol without an abstract (a one-line summary).
#
# To browse an archive, serve .build/docs/<Module>.doccarchive with any static web server and open
# /documentation/<module>/ (the module name in lower case).
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C.UTF-8

modules=(BindKit BindKitViews BindKitTesting BindKitForms BindKitTerminal BindKitPreferences)
out=.build/docs

swift build -Xswiftc -warnings-as-errors
bin=$(swift build -Xswiftc -warnings-as-errors --show-bin-path)
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
if [[ -z $triple ]]; then
  echo "build-docs: cannot read the target triple from swiftc -print-target-info" >&2
  exit 1
fi

failed=0
for module in "${modules[@]}"; do
  graphs=$out/symbol-graphs/$module
  archive=$out/$module.doccarchive
  log=$out/$module.log
  rm -rf "$graphs" "$archive"
  mkdir -p "$graphs"

  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$bin/Modules" -I "$bin" \
    -minimum-access-level public -output-dir "$graphs"

  status=0
  docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" --output-dir "$archive" \
    --warnings-as-errors --enable-inherited-docs --experimental-documentation-coverage --coverage-summary-level detailed \
    >"$log" 2>&1 || status=$?

  # docc prints its diagnostics as "warning:" / "error:" lines; with --warnings-as-errors a warning is an error.
  diagnostics=$(grep -E '(warning|error):' "$log" || true)
  # The detailed coverage table: name | kind | abstract? | ... A "false" abstract is a symbol without a summary.
  # (Topic groups DocC makes itself, such as "BindableView Implementations", have no abstract and are skipped.)
  undocumented=$(awk -F'|' 'NF > 7 && $3 ~ /false/ && $2 !~ /CollectionGroup/ { gsub(/ +/, " "); print " " $8 }' "$log")

  if [[ $status -ne 0 || -n $diagnostics || -n $undocumented ]]; then
    failed=1
    echo "build-docs: $module: FAILED (docc exit status $status)" >&2
    [[ -n $diagnostics ]] && printf '%s\n' "$diagnostics" >&2
    [[ -n $undocumented ]] && printf 'public symbols without a doc comment:\n%s\n' "$undocumented" >&2
  else
    summary=$(awk '/\| Abstract/ { shown = 1 } shown && count < 4 { print; count++ }' "$log")
    echo "build-docs: $module: no warnings, every public symbol documented -> $archive"
    printf '%s\n' "$summary"
  fi
done
exit "$failed"
