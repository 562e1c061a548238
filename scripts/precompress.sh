#!/usr/bin/env bash
# Writes FILE.gz and FILE.br beside each FILE: the streams `kamon-cli serve` (or any static
# server that looks for them) sends instead of compressing on the fly, brotli to the browsers
# that take it (all current ones, over HTTPS or on localhost), gzip to the rest.
#
# gzip: libdeflate's at level 12 when installed (`make deps`), a standard gzip stream 4% smaller
# than gzip -9, within 0.2% of zopfli's, in about 5 s of CPU where zopfli takes a minute;
# without it, gzip -9.
# brotli: Debian's brotli at quality 11 with the largest windows browsers accept (-w 24 and 23,
# the smaller kept), about a minute of CPU each for the bundle; 26% smaller than the gzip
# stream. Each .br is decompressed again and compared with its file, as the server cannot check
# it.
# They all run side by side.
set -euo pipefail
(($#)) || { echo "usage: $0 FILE..." >&2; exit 2; }
if ! command -v brotli >/dev/null; then
	echo "precompress: brotli not found (run make deps, or apt-get install brotli)" >&2
	exit 1
fi

gz() {
	if command -v libdeflate-gzip >/dev/null; then
		libdeflate-gzip -12 -c "$1" >"$1.gz.tmp"
	else
		echo "precompress: libdeflate-gzip not found, using gzip -9 (run make deps)" >&2
		gzip -9 -n -c "$1" >"$1.gz.tmp"
	fi
	mv -f "$1.gz.tmp" "$1.gz"
}

# At quality 11 brotli's size moves by some kilobytes either way from one bundle to the next,
# and the largest window is not always the smallest stream: both windows browsers take are
# tried, side by side, and the smaller stream kept.
br() {
	local w24=$1.br24.tmp w23=$1.br23.tmp ok=1
	brotli -q 11 -w 24 -c "$1" >"$w24" &
	local job=$!
	brotli -q 11 -w 23 -c "$1" >"$w23" || ok=0
	wait "$job" || ok=0
	if ((ok)); then
		local best=$w24
		if (($(wc -c <"$w23") < $(wc -c <"$w24"))); then best=$w23; fi
		if ! brotli -d -c "$best" | cmp -s - "$1"; then
			echo "precompress: $1.br does not decompress to $1" >&2
			ok=0
		elif ! mv -f "$best" "$1.br"; then
			ok=0
		fi
	fi
	rm -f "$w24" "$w23"
	((ok))
}

for file in "$@"; do
	rm -f "$file.gz" "$file.br"
	gz "$file" &
	gzjob=$!
	br "$file" || { kill "$gzjob" 2>/dev/null; exit 1; }
	wait "$gzjob"
done
