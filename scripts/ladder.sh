#!/usr/bin/env bash
# The bots' level ladder (`kamon-cli ladder`), written into docs/BOTS.md between its
# <!-- ladder --> and <!-- /ladder --> lines with the command that made it and the machine it
# ran on, and printed.
#
#   scripts/ladder.sh [ladder flags...]   (default: --games 200 --parallel 2)
set -euo pipefail
cd "$(dirname "$0")/.."

args=("$@")
if [[ ${#args[@]} -eq 0 ]]; then args=(--games 200 --parallel 2); fi
mkdir -p bin
go build -o bin/kamon-cli ./cmd/kamon-cli
table=$(mktemp)
trap 'rm -f "$table" "$table.doc" "$table.new"' EXIT
start=$(date +%s)
bin/kamon-cli ladder "${args[@]}" | tee "$table"
minutes=$((($(date +%s) - start + 59) / 60))
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
{
	echo '<!-- ladder -->'
	echo '```sh'
	echo "bin/kamon-cli ladder ${args[*]}"
	echo '```'
	echo
	echo "Made $(date -u +%Y-%m-%d) in ${minutes} min on ${cpu:-$(uname -m)}, $(nproc) CPUs," \
		"$(go env GOVERSION) $(go env GOOS)/$(go env GOARCH), commit $(git rev-parse --short HEAD)."
	echo
	cat "$table"
	echo '<!-- /ladder -->'
} >"$table.doc"
awk -v doc="$table.doc" '
	/^<!-- ladder -->$/ { while ((getline line < doc) > 0) print line; skip = 1; next }
	/^<!-- \/ladder -->$/ { skip = 0; next }
	!skip { print }
' docs/BOTS.md >"$table.new" && mv "$table.new" docs/BOTS.md
