#!/usr/bin/env bash
# A PostgreSQL of Kamon's own in a folder, for the online server and its tests.
#
#   scripts/pg.sh start DIR [PORT]   initdb DIR once, start it on 127.0.0.1:PORT (a free
#                                    port when none is given); prints the DSN on stdout
#   scripts/pg.sh stop DIR           stop it
#
# PostgreSQL refuses to run as root: as root it runs as the postgres system user, which
# then owns DIR (service-lib.sh). The socket lives in DIR too, and only loopback TCP is open.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [[ -z $bin || ! -x $bin/initdb ]]; then
	echo "pg.sh: PostgreSQL is not installed (scripts/deps.sh installs it)" >&2
	exit 1
fi

name=pg.sh
usage="$0 start DIR [PORT] | stop DIR"
# shellcheck source=scripts/service-lib.sh
source "$(dirname "$0")/service-lib.sh"
service_args "$@"

case $cmd in
start)
	port=${3:-}
	if [[ ! -f $dir/data/PG_VERSION ]]; then
		as_owner "$bin/initdb" -D "$dir/data" -U kamon --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
			{ cat "$dir/initdb.log" >&2; exit 1; }
	fi
	# fsync stays on: this is a real database, only a small one. A port found free may be taken
	# before PostgreSQL binds it: then another, unless the caller asked for this one.
	for try in 1 2 3 4 5; do
		p=${port:-$(free_port)}
		if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 \
			-o "-p $p -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=128MB" start >/dev/null; then
			break
		fi
		if [[ -n $port || $try == 5 ]]; then
			tail -20 "$dir/postgres.log" >&2
			exit 1
		fi
	done
	port=$p
	echo "$port" >"$dir/port"
	as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U kamon -d postgres -qtAc \
		"SELECT 1 FROM pg_database WHERE datname = 'kamon'" | grep -q 1 ||
		as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U kamon kamon
	echo "postgres://kamon@127.0.0.1:$port/kamon?sslmode=disable"
	;;
stop)
	if [[ -f $dir/data/postmaster.pid ]]; then
		as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
	fi
	;;
*)
	echo "usage: $usage" >&2
	exit 2
	;;
esac
