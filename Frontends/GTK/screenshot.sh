#!/usr/bin/env bash
# Builds the GTK demos and screenshots their windows under Xvfb into Docs/Images/ (needs libgtk-4-dev, xvfb,
# x11-apps and python3). Run from anywhere: Frontends/GTK/screenshot.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
images="$here/../../Docs/Images"
mkdir -p "$images"
cd "$here"
swift build --product logon-gtk >/dev/null
swift build --product settings-gtk >/dev/null
# The demos start from their defaults: a settings file of their own, in a folder removed at the end.
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
shoot() { # program, size, png
  xvfb-run -a -s "-screen 0 $2x24" bash -c "
    GDK_BACKEND=x11 GSK_RENDERER=cairo '$here/.build/debug/$1' --config '$config/$1.json' & pid=\$!
    sleep 3; xwd -root -silent > /tmp/bindkit-gtk-shot.xwd; kill \$pid"
  python3 "$here/xwd2png.py" /tmp/bindkit-gtk-shot.xwd "$images/$3"
  rm -f /tmp/bindkit-gtk-shot.xwd
  echo "wrote Docs/Images/$3"
}
shoot logon-gtk 480x350 logon-gtk.png
shoot settings-gtk 640x1160 settings-gtk.png
