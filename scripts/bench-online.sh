#!/usr/bin/env bash
# The online server under load on this machine: a PostgreSQL of its own in a temporary folder,
# kamon-server on it without rate limits, and `kamon-cli online-bench` against it. Its last
# line is online-bench's: moves/s=… p50=…ms p99=…ms lost=0 duplicated=0 errors=0.
#
#   scripts/bench-online.sh [online-bench flags...]   (default: --games 200 --seconds 30)
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p bin
go build -o bin/kamon-server ./cmd/kamon-server
go build -o bin/kamon-cli ./cmd/kamon-cli
tmp=$(mktemp -d -t kamon-bench.XXXXXX)
chmod 755 "$tmp"
server=
stop() {
	if [[ -n $server ]]; then kill -INT "$server" 2>/dev/null && wait "$server" || true; fi
	scripts/pg.sh stop "$tmp/pg" || true
	rm -rf "$tmp"
}
trap stop EXIT
dsn=$(scripts/pg.sh start "$tmp/pg")
port=$((20000 + RANDOM % 20000))
bin/kamon-server --addr 127.0.0.1:$port --db "$dsn" --addr-rate -1 --seat-rate -1 --create-rate -1 \
	>"$tmp/server.log" 2>&1 &
server=$!
for _ in $(seq 100); do
	if (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; then break; fi
	sleep 0.1
done
args=("$@")
if ((${#args[@]} == 0)); then args=(--games 200 --seconds 30); fi
bin/kamon-cli online-bench --server "http://127.0.0.1:$port" "${args[@]}"
