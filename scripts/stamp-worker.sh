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
# Every file the page may ask for must be in the worker's list, or it is missing offline.
while IFS= read -r -d '' f; do
	f=${f#./}
	[[ $f == index.html ]] && f=./
	if ! grep -q "^  \"$f\",\$" sw.js; then
		echo "stamp-worker: $dist/$f is not in sw.js's FILES: it would be missing offline" >&2
		exit 1
	fi
done < <(find . -type f ! -name sw.js ! -name '*.gz' ! -name '*.br' ! -name '*.tmp' -print0)
sed -i "s/^const VERSION = \".*\";\$/const VERSION = \"$version\";/" sw.js
if ! grep -q "^const VERSION = \"$version\";\$" sw.js; then
	echo "stamp-worker: $dist/sw.js has no VERSION line to stamp" >&2
	exit 1
fi
