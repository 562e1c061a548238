#!/usr/bin/env bash
# Starts a local PostgreSQL in out/online-db/ (initdb the first time) and a Redis in
# out/online-redis/, both as the postgres system user when run as root, then kamon-server on
# them serving the browser app from DIST too; prints the address and stops all three on Ctrl-C.
#
#   scripts/serve-online.sh [ADDR] [DIST] [extra kamon-server flags...]
set -euo pipefail
cd "$(dirname "$0")/.."

addr=${1:-127.0.0.1:8090}
dist=${2:-wasm/dist}
shift 2 || shift $# || true
db=out/online-db
redis_dir=out/online-redis
mkdir -p bin "$db" "$redis_dir"
chmod 755 out "$db" "$redis_dir"
go build -o bin/kamon-server ./cmd/kamon-server

port_file=$db/port
port=$(cat "$port_file" 2>/dev/null || true)
dsn=$(scripts/pg.sh start "$db" $port)
stop() {
	scripts/redis.sh stop "$redis_dir" || true
	scripts/pg.sh stop "$db"
}
trap stop EXIT
redis=$(scripts/redis.sh start "$redis_dir")
echo "serve-online: PostgreSQL at $dsn (data in $db/), Redis at $redis"
echo "serve-online: Kamon on http://$addr/ (Ctrl-C stops it all)"
bin/kamon-server --addr "$addr" --db "$dsn" --redis "$redis" --app "$dist" "$@" &
server=$!
trap 'kill -INT $server 2>/dev/null || true' INT TERM
wait $server || true
