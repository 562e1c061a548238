#!/usr/bin/env bash
# Names the service worker of a built bundle after the app it caches: a hash of every file in
# DIST but the worker itself and the compressed copies goes into sw.js's VERSION line. A build
# that changes anything the page loads is then a new worker to the browsers that have the app,
# which fetch it in the background (see wasm/sw.js); a build that changes nothing is none.
set -euo pipefail
dist=${1:?usage: $0 DIST}
cd "$dist"
version=$(find . -type f ! -name sw.js ! -name '*.gz' ! -name '*.br' ! -name '*.tmp' -print0 |
	LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
# The worker's list and the dist must agree: a file the page may ask for that is not listed is
# missing offline, and a listed file that is not there makes the worker's install fail.
listed=$(sed -n '/^const FILES = \[$/,/^\];$/s/^  "\(.*\)",$/\1/p' sw.js)
[[ -n $listed ]] || { echo "stamp-worker: $dist/sw.js lists no FILES" >&2; exit 1; }
files=$(find . -type f ! -name sw.js ! -name '*.gz' ! -name '*.br' ! -name '*.tmp' | sed 's|^\./||; s|^index\.html$|./|' | LC_ALL=C sort)
if ! diff <(printf '%s\n' "$listed" | LC_ALL=C sort) <(printf '%s\n' "$files") >&2; then
	echo "stamp-worker: $dist/sw.js's FILES (<) and the files of $dist (>) differ" >&2
	exit 1
fi
sed -i "s/^const VERSION = \".*\";\$/const VERSION = \"$version\";/" sw.js
if ! grep -q "^const VERSION = \"$version\";\$" sw.js; then
	echo "stamp-worker: $dist/sw.js has no VERSION line to stamp" >&2
	exit 1
fi
