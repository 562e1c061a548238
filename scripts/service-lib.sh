# What pg.sh and redis.sh share, sourced by both: the folder a service of Kamon's own lives
# in, the unprivileged user it runs as, and a free port. The caller sets `name` (for messages)
# and `usage` first.

# A service refuses to run as root or should not: as root it runs as the postgres system user
# (any unprivileged user would do), which then owns the service's folder.
as_owner() {
	if [[ $(id -u) == 0 ]]; then
		runuser -u postgres -- "$@"
	else
		"$@"
	fi
}

# A port nothing listens on, below the kernel's range of ports for outgoing connections (a
# busy machine may hold any of those for a client socket, and then no server can bind it).
free_port() {
	local port low
	read -r low _ </proc/sys/net/ipv4/ip_local_port_range
	for _ in $(seq 50); do
		port=$((10000 + RANDOM % (low - 10000)))
		if ! (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; then
			echo "$port"
			return
		fi
	done
	echo "$name: no free port found" >&2
	exit 1
}

# service_args reads COMMAND DIR from the script's arguments into cmd and dir (made absolute,
# and created), or prints the usage and exits.
service_args() {
	cmd=${1:-}
	dir=${2:-}
	if [[ -z $cmd || -z $dir ]]; then
		echo "usage: $usage" >&2
		exit 2
	fi
	mkdir -p "$dir"
	dir=$(cd "$dir" && pwd)
	if [[ $cmd == start && $(id -u) == 0 ]]; then chown -R postgres: "$dir"; fi
}
