#!/usr/bin/env bash
# A Redis of Kamon's own in a folder, for the online server's scale-out tests.
#
#   scripts/redis.sh start DIR [PORT]   start it on 127.0.0.1:PORT (a free port when none is
#                                       given), keeping nothing on disk; prints its address
#   scripts/redis.sh stop DIR           stop it
#
# As root it runs as the postgres system user (any unprivileged user would do), which then
# owns DIR.
set -euo pipefail

if ! command -v redis-server >/dev/null; then
	echo "redis.sh: redis-server is not installed (scripts/deps.sh installs it)" >&2
	exit 1
fi

name=redis.sh
usage="$0 start DIR [PORT] | stop DIR"
# shellcheck source=scripts/service-lib.sh
source "$(dirname "$0")/service-lib.sh"
service_args "$@"

case $cmd in
start)
	want=${3:-}
	# A port found free may be taken before Redis binds it: then another, unless asked for.
	for try in 1 2 3 4 5; do
		port=${want:-$(free_port)}
		as_owner redis-server --bind 127.0.0.1 --port "$port" --dir "$dir" --daemonize yes \
			--pidfile "$dir/redis.pid" --logfile "$dir/redis.log" --save "" --appendonly no
		for _ in $(seq 100); do
			if (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null && [[ -s $dir/redis.pid ]]; then
				echo "127.0.0.1:$port"
				exit 0
			fi
			sleep 0.05
		done
		if [[ -n $want ]]; then break; fi
	done
	echo "redis.sh: redis did not start; its log:" >&2
	tail -20 "$dir/redis.log" >&2
	exit 1
	;;
stop)
	if [[ -f $dir/redis.pid ]]; then
		pid=$(cat "$dir/redis.pid")
		kill "$pid" 2>/dev/null || true
		for _ in $(seq 100); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.05
		done
		rm -f "$dir/redis.pid"
	fi
	;;
*)
	echo "usage: $usage" >&2
	exit 2
	;;
esac
