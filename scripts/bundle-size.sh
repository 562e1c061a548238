#!/usr/bin/env bash
# Prints the WASM bundle's size raw, gzipped and brotli-compressed (the precompressed .gz and
# .br that `kamon-cli serve` sends, see precompress.sh) against its budgets, and fails over
# either: gzip ≤ 3.9 MB, brotli ≤ 2.88 MB.
set -euo pipefail
wasm=${1:?usage: $0 path/to/kamon.wasm}
gz_budget=3900000
br_budget=2880000
for f in "$wasm" "$wasm.gz" "$wasm.br"; do
	[[ -f $f ]] || { echo "bundle-size: $f is missing (make wasm writes it)" >&2; exit 1; }
done
raw=$(stat -c %s "$wasm")
gz=$(stat -c %s "$wasm.gz")
br=$(stat -c %s "$wasm.br")
mb() { awk -v n="$1" 'BEGIN { printf "%.2f MB", n / 1e6 }'; }
echo "== wasm bundle $wasm: raw $raw bytes ($(mb "$raw")), gzip $gz bytes ($(mb "$gz"), budget $(mb $gz_budget)), brotli $br bytes ($(mb "$br"), budget $(mb $br_budget))"
over=0
if ((gz > gz_budget)); then echo "gzip over budget" >&2; over=1; fi
if ((br > br_budget)); then echo "brotli over budget" >&2; over=1; fi
exit $over
