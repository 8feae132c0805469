#!/usr/bin/env bash
# Compares the public symbols of the root package's library products (BindKit, BindKitViews, BindKitTesting,
# BindKitForms, BindKitTerminal, BindKitPreferences, the demos' LogonFormCore and SettingsCore, and the custom
# adapter's CustomAdapterExample) with the list checked in beside this script (public-api.txt), so that a public name
# added by accident fails CI as a removed or renamed one fails the build of PublicAPI.swift.
#
#   Tests/APITests/check-public-api.sh            # check: prints the difference and fails if there is one
#   Tests/APITests/check-public-api.sh --update   # rewrite public-api.txt from the code (for a change that is meant)
#
# Another package of the repository checks its own products with the same code, by naming the package, its list and
# its modules (Frontends/GTK/check-public-api.sh does so for BindKitGTK):
#
#   Tests/APITests/check-public-api.sh [--update] --package DIR --list FILE MODULE...   # paths from the root
#
# How: `swift package dump-symbol-graph` (public symbols, without the members a type only inherits or gets from a
# protocol's default implementation) writes each module's symbol graph, and the module's extensions of other
# modules' types in <Module>@<Other>.symbols.json. Each symbol becomes one line, "<kind> <Module>.<path>", for example
# "struct BindKit.ViewProperty" or "method BindKit.ViewSlot.set(_:)"; an extension of another module's type says so
# ("method BindKit.Observable.bind(key:toView:viewKey:) (extends Observation)"). Overloads share a line, once per
# overload. The list is sorted bytewise, so it is the same on every machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
export LC_ALL=C

list=Tests/APITests/public-api.txt
package=.
modules=(
  BindKit BindKitViews BindKitTesting BindKitForms BindKitTerminal BindKitPreferences LogonFormCore SettingsCore
  CustomAdapterExample
)

usage() {
  echo "usage: $0 [--update] [--package DIR --list FILE MODULE...]" >&2
  exit 2
}
update=0
named=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --update) update=1 ;;
    --package)
      [[ $# -ge 2 ]] || usage
      package=$2
      shift
      ;;
    --list)
      [[ $# -ge 2 ]] || usage
      list=$2
      shift
      ;;
    -*) usage ;;
    *) named+=("$1") ;;
  esac
  shift
done
if [[ $package != . ]]; then
  [[ ${#named[@]} -gt 0 && $list != Tests/APITests/public-api.txt ]] || usage
  modules=("${named[@]}")
elif [[ ${#named[@]} -gt 0 ]]; then
  usage
fi

# The same build settings as .ci/run's build and test steps, so that the symbol graph reuses their build.
output=$(swift package --package-path "$package" -Xswiftc -warnings-as-errors dump-symbol-graph --minimum-access-level public \
  --skip-synthesized-members 2>&1) || {
  printf '%s\n' "$output" >&2
  echo "check-public-api: swift package dump-symbol-graph failed" >&2
  exit 1
}
graphs=$(sed -n 's/^Files written to //p' <<< "$output" | tail -n 1)
if [[ -z $graphs || ! -d $graphs ]]; then
  printf '%s\n' "$output" >&2
  echo "check-public-api: cannot find where dump-symbol-graph wrote the symbol graphs" >&2
  exit 1
fi

current=$(mktemp)
trap 'rm -f "$current"' EXIT
python3 - "$graphs" "${modules[@]}" > "$current" << 'PYTHON'
import glob, json, os, sys

graphs, modules = sys.argv[1], sys.argv[2:]
lines = []
for module in modules:
    files = [os.path.join(graphs, module + ".symbols.json")]
    files += sorted(glob.glob(os.path.join(graphs, module + "@*.symbols.json")))
    if not os.path.exists(files[0]):
        sys.exit(f"check-public-api: no symbol graph for {module} in {graphs}")
    for path in files:
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            kind = symbol["kind"]["identifier"].removeprefix("swift.")
            line = f"{kind} {module}." + ".".join(symbol["pathComponents"])
            extended = symbol.get("swiftExtension", {}).get("extendedModule")
            if extended and extended != module:
                line += f" (extends {extended})"
            lines.append(line)
for line in sorted(lines, key=lambda text: text.encode("utf-8")):
    print(line)
PYTHON

if [[ $update -eq 1 ]]; then
  cp "$current" "$list"
  echo "check-public-api: wrote $(wc -l < "$list") public symbols to $list"
  exit 0
fi

if [[ ! -f $list ]]; then
  echo "check-public-api: $list is missing; create it: run the same command with --update" >&2
  exit 1
fi
if ! diff -u --label "$list (checked in)" --label "public symbols of the code" "$list" "$current"; then
  echo >&2
  echo "check-public-api: the public API differs from $list (- checked in, + in the code)." >&2
  echo "If the change is intended, update the list: run the same command with --update," >&2
  echo "and commit it with the change (and the compile-only PublicAPI file's use of any new name)." >&2
  exit 1
fi
echo "check-public-api: the public API matches $list ($(wc -l < "$list") symbols)"
