#!/usr/bin/env bash
# Makes the contact sheets in docs/screens/: for each game, its table mid-game
# (<game>-table.png) and its results (<game>-results.png) at six window sizes, and each
# step of its tutorial on a phone (<game>-tutorial.jpg, tools/tutorialscript), from the
# real desktop app under Xvfb, driven by the --script test hook, in English.
#
# A tool run by hand (not by make test); it needs xvfb-run, jq and ImageMagick
# (montage, convert). It takes a few minutes: the shots run one at a time.
# SHOTS=DIR keeps the full-size screenshots there; SHOTS=DIR scripts/contact-sheets.sh
# --assemble makes the sheets again from them without taking new ones. GAMES="mana gosu"
# shoots only those games.
#
# How a game is shot, with animations off and Normal bots on fixed seats and seed:
#   - play: every seat a bot, from the setup, animations fast; after MID frames the app
#     quits, which leaves the autosave of a game in its middle;
#   - table: that save with seat 1 made a person's, resumed at each size; the bots play
#     on until it is the person's turn, then the table waits for them: a still picture,
#     the same at every size since the bots' choices depend on the seed alone;
#   - results: the same save, all bots, resumed at each size and played to its end.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
shots=${SHOTS:-$tmp/shots}
mkdir -p "$shots" docs/screens

go build -o "$tmp/kamon" ./cmd/kamon

# width height scale caption
sizes=(
	"390 844 3 390×844 phone, 3×"
	"768 1024 1 768×1024 tablet"
	"844 390 3 844×390 phone landscape, 3×"
	"1024 768 1 1024×768 tablet landscape"
	"1280 800 1 1280×800 laptop"
	"1920 1080 1 1920×1080 desktop"
)

# game mid-frames end-frames: how long the bots play before the save is taken (at the
# fast animation speed a bot pauses 20 frames after each move, which makes the count of
# moves played depend little on the machine), and how long the rest of the game takes at
# most (animations off: bots move as fast as they think, a few frames a move).
games=(
	"mana 400 600"
	"shinobi 1300 900"
	"peuple 400 600"
	"gosu 1700 2400"
)

# app W H SCALE DATA SCRIPT [--resume]: runs the app, in English, on a script.
app() {
	local w=$1 h=$2 scale=$3 data=$4 script=$5
	shift 5
	LANG=en_US.UTF-8 LC_ALL= LC_MESSAGES= xvfb-run -a -s "-screen 0 2600x2600x24" \
		"$tmp/kamon" --size "${w}x${h}" --scale "$scale" --data-dir "$data" --script "$script" "$@"
}

# fresh DIR [ANIM]: a data folder with the settings of every run: English, animations
# off (or ANIM), no sound, no first-game hints.
fresh() {
	rm -rf "$1"
	mkdir -p "$1"
	printf '{"lang":"en","anim":"%s","sound":false,"table_mode":false,"coords":true,"first_game_hints":false}\n' \
		"${2:-off}" >"$1/settings"
}

# setup GAME: the script lines from the menu to the started game: every seat a Normal
# bot, seats in order (the card games' seed 7).
setup() {
	local game=$1 n
	printf 'wait 5\ntap game:%s\nexpect-scene setup\n' "$game"
	# Shuffling is on by default for more than two players and for Mana.
	[ "$game" = gosu ] || echo "tap shuffle"
	if [ "$game" != mana ]; then
		printf 'tap shared-deal\ntap seed\n'
		for n in $(seq 24); do echo "key Backspace"; done
		echo "type 7"
	fi
	printf 'tap seat:1:kind\ntap kind:normal\ntap start\nexpect-scene table\n'
}

# --assemble makes the sheets again from the shots SHOTS already holds.
for g in "${games[@]}"; do
	[ "${1:-}" = --assemble ] && break
	read -r game mid end <<<"$g"
	[[ " ${GAMES:-$game} " == *" $game "* ]] || continue
	echo "== $game"
	fresh "$tmp/play" fast
	{
		setup "$game"
		printf 'wait %s\nquit\n' "$mid"
	} >"$tmp/play.txt"
	app 1280 800 1 "$tmp/play" "$tmp/play.txt"
	save=$(ls "$tmp"/play/save-"$game"-*)
	echo "   saved after $(jq '.actions | length' "$save") actions"
	for s in "${sizes[@]}"; do
		read -r w h scale _ <<<"$s"
		name="$game-${w}x$h"
		echo "   $name"
		fresh "$tmp/table"
		jq -c '.seats[0] = {name: "Player 1"}' "$save" >"$tmp/table/$(basename "$save")"
		printf 'wait 240\nexpect-scene table\nshot %s\nstate %s\nquit\n' \
			"$shots/$name-table.png" "$shots/$name-table.json" >"$tmp/table.txt"
		app "$w" "$h" "$scale" "$tmp/table" "$tmp/table.txt" --resume
		fresh "$tmp/results"
		cp "$save" "$tmp/results/"
		printf 'wait %s\nexpect-scene results\nwait 30\nshot %s\nstate %s\nquit\n' \
			"$end" "$shots/$name-results.png" "$shots/$name-results.json" >"$tmp/results.txt"
		app "$w" "$h" "$scale" "$tmp/results" "$tmp/results.txt" --resume
	done
done

# The tutorials, from the menu's How to play to their closing words, on an upright phone.
for game in ${GAMES:-mana shinobi peuple gosu}; do
	[ "${1:-}" = --assemble ] && break
	echo "== $game tutorial"
	fresh "$tmp/tutorial" fast
	go run ./tools/tutorialscript "$game" "$shots" >"$tmp/tutorial.txt"
	app 390 844 3 "$tmp/tutorial" "$tmp/tutorial.txt"
done
for game in ${GAMES:-mana shinobi peuple gosu}; do
	out=docs/screens/$game-tutorial.jpg
	/usr/bin/montage "$shots"/tutorial-"$game"-step*.png -tile 7x -geometry 220x476+3+3 \
		-background '#f4f1ea' -quality 78 "$out"
	echo "wrote $out ($(($(stat -c %s "$out") / 1024)) KB)"
done

# A sheet: each shot scaled to 420 px high with its size under it, portrait sizes and
# the phone's landscape on the first row, the wider screens on the second.
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
for game in ${GAMES:-mana shinobi peuple gosu}; do
	for kind in table results; do
		tiles=()
		for s in "${sizes[@]}"; do
			read -r w h _ caption <<<"$s"
			tile="$tmp/tile-${w}x$h.png"
			/usr/bin/montage -label "$caption" "$shots/$game-${w}x$h-$kind.png" -resize x420 \
				-font "$font" -pointsize 20 -geometry +12+8 -background '#f4f1ea' "$tile"
			tiles+=("$tile")
		done
		out=docs/screens/$game-$kind.png
		/usr/bin/convert -background '#f4f1ea' -gravity center \
			\( "${tiles[@]:0:3}" +append \) \( "${tiles[@]:3:3}" +append \) -append \
			-bordercolor '#f4f1ea' -border 8 +repage -depth 8 "$tmp/sheet.png"
		# A palette keeps a sheet under about 700 KB.
		for colors in 256 128 64; do
			/usr/bin/convert "$tmp/sheet.png" -colors "$colors" "PNG8:$out"
			[ "$(stat -c %s "$out")" -lt 700000 ] && break
		done
		echo "wrote $out ($(($(stat -c %s "$out") / 1024)) KB)"
	done
done
echo "done ($repo/docs/screens)"
