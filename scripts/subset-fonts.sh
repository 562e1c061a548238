#!/usr/bin/env bash
# Subsets the Go fonts Kamon embeds (sprites/text/fonts, written unhinted by tools/unhint) to the
# characters Kamon draws: ASCII, Latin-1 and Latin Extended-A (French, Italian, and the names
# players type in European languages), basic Cyrillic (Russian), the punctuation of the four
# catalogs and the symbols the UI draws. The Go fonts also carry Greek, Latin Extended-B, IPA,
# box drawing and block elements, which no text of Kamon uses. A character the font lacks is drawn
# as '?' (sprites/text), and sprites/text's tests check every catalog string and card name.
#
# Run it after tools/unhint (go generate ./sprites/text runs both). Needs Debian's fonttools
# (pyftsubset).
set -euo pipefail
dir=${1:-sprites/text/fonts}
command -v pyftsubset >/dev/null || { echo "subset-fonts: pyftsubset not found (apt-get install fonttools)" >&2; exit 1; }
unicodes=(
	U+0020-007E         # ASCII
	U+00A0-017F         # Latin-1 Supplement, Latin Extended-A
	U+0400-045F         # Cyrillic
	U+03C0              # π
	U+2010-2027         # dashes, quotes, bullet, ellipsis
	U+2030-203A         # per mille, primes, single guillemets
	U+20AC              # euro sign
	U+2190-2195         # arrows
	U+2212 U+221A U+2260 U+2264 U+2265 U+00D7 # minus, root, not equal, at most, at least
	U+25A0 U+25B2 U+25BA U+25BC U+25C4 U+25CF # the UI's squares, triangles and dot
	U+FFFD              # replacement character
)
list=$(printf '%s\n' "${unicodes[@]}" | sed 's/ *#.*//' | tr ' \n' ',,' | sed 's/,,*/,/g; s/^,//; s/,$//')
for f in "$dir"/Go-Regular.ttf; do
	# Keep every table the unhinted font has (no layout tables: sfnt reads none but kern),
	# only the name records the licence needs, and glyph ids renumbered.
	pyftsubset "$f" --unicodes="$list" --output-file="$f.tmp" \
		--no-hinting --drop-tables+=DSIG --name-IDs=0,1,2,3,4,5,6,13,14 \
		--no-layout-closure --notdef-outline --recalc-bounds
	mv -f "$f.tmp" "$f"
done
