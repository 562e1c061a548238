#!/usr/bin/env bash
# Prints the WASM bundle's size raw and gzipped (the precompressed .gz that `kamon-cli serve`
# sends, see precompress.sh) against the budget of 3.8 MB gzipped, and fails over budget.
set -euo pipefail
wasm=${1:?usage: $0 path/to/kamon.wasm path/to/kamon.wasm.gz}
gzfile=${2:?usage: $0 path/to/kamon.wasm path/to/kamon.wasm.gz}
budget=3800000
raw=$(stat -c %s "$wasm")
gz=$(stat -c %s "$gzfile")
mb() { awk -v n="$1" 'BEGIN { printf "%.2f MB", n / 1e6 }'; }
echo "== wasm bundle $wasm: raw $raw bytes ($(mb "$raw")), gzip $gz bytes ($(mb "$gz")), budget gzip < $(mb $budget)"
if ((gz >= budget)); then
	echo "over budget" >&2
	exit 1
fi
