#!/usr/bin/env bash
# Starts a local PostgreSQL in out/online-db/ (initdb the first time; as the postgres system
# user when run as root) and kamon-server on it, prints the address, and stops both on Ctrl-C.
#
#   scripts/serve-online.sh [ADDR] [extra kamon-server flags...]
set -euo pipefail
cd "$(dirname "$0")/.."

addr=${1:-127.0.0.1:8090}
shift || true
db=out/online-db
mkdir -p bin "$db"
chmod 755 out "$db"
go build -o bin/kamon-server ./cmd/kamon-server

port_file=$db/port
port=$(cat "$port_file" 2>/dev/null || true)
dsn=$(scripts/pg.sh start "$db" $port)
stop() { scripts/pg.sh stop "$db"; }
trap stop EXIT
echo "serve-online: PostgreSQL at $dsn (data in $db/)"
echo "serve-online: kamon-server on http://$addr/ (Ctrl-C stops both)"
bin/kamon-server --addr "$addr" --db "$dsn" "$@" &
server=$!
trap 'kill -INT $server 2>/dev/null || true' INT TERM
wait $server || true
