#!/usr/bin/env bash
# Runs every fuzz target of the repository for a short while (FUZZTIME, 2s by default) beyond
# its seed corpus, one after the other, and prints each one's executions. `make test` runs it:
# the seeds alone run with the unit tests, and a target that never mutates finds nothing new.
#
#   scripts/fuzz.sh [FUZZTIME]
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${1:-${FUZZTIME:-2s}}
total=0
count=0
# Each target by its package folder, found from the test files so that new ones join.
while IFS=: read -r file line; do
	name=$(sed -E 's/^func (Fuzz[A-Za-z0-9_]*)\(.*/\1/' <<<"$line")
	dir=./$(dirname "$file")
	out=$(go test -run '^$' -fuzz "^${name}\$" -fuzztime "$fuzztime" "$dir" 2>&1) || {
		# Go 1.26's coordinator can report its own -fuzztime deadline as a failure when a worker
		# is mid-input as it passes (go.dev/issue/75804, fixed in Go 1.27): that ends the run
		# like any other. A finding always writes its input to testdata/fuzz and says so.
		if ! grep -q 'context deadline exceeded' <<<"$out" || grep -qE 'Failing input written|panic:|_test\.go:[0-9]+:' <<<"$out"; then
			echo "$out"
			echo "fuzz: $dir $name failed" >&2
			exit 1
		fi
		echo "fuzz: $dir $name: the run ended on Go's own deadline report (go.dev/issue/75804), no input failed"
	}
	execs=$(grep -oE 'execs: [0-9]+' <<<"$out" | tail -1 | grep -oE '[0-9]+' || echo 0)
	if ((execs == 0)); then
		echo "$out"
		echo "fuzz: $dir $name ran no input" >&2
		exit 1
	fi
	printf 'fuzz: %-24s %-28s %9d executions in %s\n' "$dir" "$name" "$execs" "$fuzztime"
	total=$((total + execs))
	count=$((count + 1))
done < <(grep -rE --include='*_test.go' '^func Fuzz[A-Za-z0-9_]*\(f \*testing\.F\)' . | grep -v '^./node_modules' | sed -E 's/^\.\///' | sort)
echo "fuzz: $count targets, $total executions"
