#!/usr/bin/env bash
# Takes the README's screenshot (docs/screenshot.png): the real desktop app at 1280x800 under
# Xvfb, on its menu, through the --script test hook, in the build players get (no test game).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/kamon" ./cmd/kamon
mkdir -p docs
cat >"$tmp/script" <<SCRIPT
wait 30
expect-scene menu
shot $PWD/docs/screenshot.png
quit
SCRIPT
xvfb-run -a -s "-screen 0 1920x1080x24" "$tmp/kamon" --size 1280x800 --data-dir "$tmp/data" --script "$tmp/script"
echo "wrote docs/screenshot.png"
