#!/usr/bin/env bash
# Compares the public symbols of the GTK package's library products (BindKitGTK, ColorWellGTK) with
# Frontends/GTK/public-api.txt, using the root package's Tests/APITests/check-public-api.sh (which says how).
# `.ci/run` runs it in its GTK step.
#
#   Frontends/GTK/check-public-api.sh            # check: prints the difference and fails if there is one
#   Frontends/GTK/check-public-api.sh --update   # rewrite public-api.txt from the code (for a change that is meant)
set -euo pipefail
cd "$(dirname "$0")/../.."
exec Tests/APITests/check-public-api.sh "$@" --package Frontends/GTK --list Frontends/GTK/public-api.txt \
  BindKitGTK ColorWellGTK
