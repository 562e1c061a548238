#!/usr/bin/env bash
# Writes FILE.gz beside FILE, the gzip stream `kamon-cli serve` (or any static server that
# looks for .gz files) sends instead of compressing on the fly. Zopfli, when installed
# (`make deps` installs it), writes a standard gzip stream about 4% smaller than gzip -9:
# it is what keeps the bundle within its download budget. Without it, gzip -9.
set -euo pipefail
file=${1:?usage: $0 FILE}
tmp=$file.gz.tmp
if command -v zopfli >/dev/null; then
	zopfli --i1 -c "$file" >"$tmp"
else
	echo "precompress: zopfli not found, using gzip -9 (run make deps)" >&2
	gzip -9 -n -c "$file" >"$tmp"
fi
mv -f "$tmp" "$file.gz"
