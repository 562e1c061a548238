#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks to run and test Kamon, and does nothing slow when
# everything is already there.
#
#   scripts/deps.sh           everything `make test` needs
#   scripts/deps.sh desktop   only what the desktop game loads at run time (X11/GL libraries)
#   scripts/deps.sh wasm      only what `make wasm` runs besides Go (the compressors)
#   scripts/deps.sh online    only what the online server needs (PostgreSQL, Redis)
#
# As root (CI) it calls apt-get directly, otherwise through sudo.
set -euo pipefail
cd "$(dirname "$0")/.."

scope=${1:-all}
case $scope in all | desktop | wasm | online) ;; *)
	echo "usage: $0 [all|desktop|wasm|online]" >&2
	exit 2
	;;
esac

packages=()
if [[ $scope != desktop && $scope != online ]]; then
	# libdeflate-gzip and brotli precompress the WebAssembly bundle (scripts/precompress.sh).
	packages+=(libdeflate-tools brotli)
fi
if [[ $scope != wasm && $scope != online ]]; then
	# Ebitengine loads these with dlopen (GLFW over X11, OpenGL through GLX or EGL); Mesa's
	# software renderer draws under Xvfb.
	packages+=(libgl1 libglx-mesa0 libgl1-mesa-dri libegl1 libx11-6 libxrandr2 libxcursor1
		libxinerama1 libxi6 libxxf86vm1 libxrender1 libxext6)
fi
if [[ $scope == all || $scope == online ]]; then
	# The online server's database, and Redis for its scale-out test (scripts/pg.sh and
	# scripts/redis.sh run both in folders of their own; no system service is used).
	packages+=(postgresql redis-server)
fi
if [[ $scope == all ]]; then
	# Xvfb for the desktop tests; Chromium and fonts for the browser test.
	packages+=(xvfb xauth chromium fonts-dejavu-core fonts-liberation)
fi

missing=()
for p in "${packages[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
		missing+=("$p")
	fi
done
# Node may come from Debian or elsewhere: ask for Debian's only when there is none at all.
if [[ $scope == all ]] && ! command -v node >/dev/null; then
	missing+=(nodejs npm)
fi

if ((${#missing[@]})); then
	sudo=()
	if [[ $(id -u) != 0 ]]; then sudo=(sudo); fi
	echo "deps: installing ${missing[*]}"
	"${sudo[@]}" apt-get update -qq
	DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

if [[ $scope == all ]]; then
	node_major=$(node -p 'process.versions.node.split(".")[0]')
	if ((node_major < 20)); then
		echo "deps: the browser test needs Node 20 or newer (playwright-core); found $(node --version)" >&2
		exit 1
	fi
	# npm ci again only when the lockfile changed since the last install.
	stamp=e2e/node_modules/.package-lock.json
	if [[ ! -f $stamp || e2e/package-lock.json -nt $stamp ]]; then
		echo "deps: npm ci in e2e/"
		npm ci --prefix e2e --no-audit --no-fund --loglevel=error
	fi
fi
