#!/usr/bin/env bash
# Runs a command with a PostgreSQL and a Redis of its own, started in temporary folders on
# free ports and stopped afterwards, whatever the command does:
#
#   scripts/with-services.sh go test ./server/...
#
# The command sees KAMON_TEST_DB (a DSN), KAMON_TEST_REDIS (an address) and
# KAMON_TEST_SERVICES=required, which makes a test that needs them fail, not skip, if they
# are missing. Run by hand without this script, such tests skip.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d -t kamon-services.XXXXXX)
chmod 755 "$tmp"
stop() {
	scripts/pg.sh stop "$tmp/pg" || true
	scripts/redis.sh stop "$tmp/redis" || true
	rm -rf "$tmp"
}
trap stop EXIT

KAMON_TEST_DB=$(scripts/pg.sh start "$tmp/pg")
KAMON_TEST_REDIS=$(scripts/redis.sh start "$tmp/redis")
# The tests start and stop this PostgreSQL themselves (a restart test): they need its folder.
KAMON_TEST_PG_DIR=$tmp/pg
export KAMON_TEST_DB KAMON_TEST_REDIS KAMON_TEST_PG_DIR
export KAMON_TEST_SERVICES=required
"$@"
