# Kamon. `make run` plays on the desktop, `make test` checks everything (installing what it
# needs first), `make serve` plays in the browser, `make bench` prints the figures.
# `make help` lists every target.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c

GO ?= go
GOROOT := $(shell $(GO) env GOROOT)
# Go 1.24 moved the js/wasm support files from misc/wasm to lib/wasm.
WASM_EXEC_JS := $(firstword $(wildcard $(GOROOT)/lib/wasm/wasm_exec.js $(GOROOT)/misc/wasm/wasm_exec.js))
GO_JS_WASM_EXEC := $(firstword $(wildcard $(GOROOT)/lib/wasm/go_js_wasm_exec $(GOROOT)/misc/wasm/go_js_wasm_exec))

# Where `make wasm` writes the browser bundle, and whether it includes the e2e test game.
DIST ?= wasm/dist
E2E ?=
comma := ,
# langfiles: the bundle has the English texts only; tools/langfiles writes the other languages
# beside it, as files the app fetches when their language is chosen (see package i18n).
WASM_TAGS := -tags langfiles$(if $(E2E),$(comma)e2e)
# The bundle builds the standard library without inlining, except its hot core, and so is
# Ebitengine's shader compiler (it runs once per shader): that code is cold, mostly Ebitengine's
# tooling (go/parser, go/printer, text/template, math/big, gob...), and its inlined copies and
# inline trees cost about 300 KB of the gzipped bundle. Kamon's packages and the rest of
# Ebitengine keep inlining, so frames still allocate nothing; only a few cold helpers of Kamon that
# the compiler copied into dozens of callers say //go:noinline (34 KB less gzip).
WASM_INLINED_STD := runtime internal/... sync sync/atomic math math/bits image image/color \
	unicode/utf8 slices maps iter strings bytes sort strconv
EBITEN_SHADER_COMPILER := $(addprefix github.com/hajimehoshi/ebiten/v2/internal/,shader shaderir/... builtinshader)
# Ebitengine's gamepads (polled once a frame), their controller database, its PNG encoder and its
# text input run seldom: without inlining, 4 KB less brotli (the raw file is 20 KB larger).
EBITEN_COLD := $(addprefix github.com/hajimehoshi/ebiten/v2/,internal/gamepad internal/gamepaddb \
	internal/png exp/textinput)
# The font parser and rasterizer and etxt run when a glyph is first drawn (etxt caches it):
# without inlining, ~14 KB less gzip, and the menu's drawn frames measure the same natively
# (bin/kamon --bench-frames, still no allocation).
TEXT_RASTERIZER := golang.org/x/image/... github.com/tinne26/etxt/...
# Kamon's app runs a few times a frame or a move, never in the loops that count: the scenes
# (menu, setup, tables... also the packages scenes is being split into), the sprites, the match
# around a game and its saves, the catalog, the device, the sound synthesis (once, at start) and
# main. Its small helpers, copied into every caller, cost more than calls: without inlining the
# bundle is 63 KB smaller gzipped (scenes alone 53 KB), and frames measure the same natively (the
# menu and a Mana table, bin/kamon --bench-frames 600), allocating nothing, as do idle frames of
# every screen (scenes' tests); so do game's benchmarks. The online client is here too (15 KB of
# brotli rather than 38 KB).
KAMON_APP := kamon/scenes/... kamon/sprites/... kamon/game kamon/game/storage kamon/i18n \
	kamon/device kamon/sound/synth kamon/cmd/kamon kamon/online/...
# The rules and the bots keep inlining: they are where the browser's time goes (without it a hard
# bot of Le Dernier Peuple took ~380 ms a decision under Node rather than ~275, Gosu X's ~70
# rather than ~55), for 52 KB of brotli.
WASM_GCFLAGS := -gcflags=std=-l $(foreach p,$(WASM_INLINED_STD),-gcflags=$(p)=) \
	$(foreach p,$(EBITEN_SHADER_COMPILER) $(EBITEN_COLD) $(TEXT_RASTERIZER) $(KAMON_APP),-gcflags=$(p)=-l)
# And the bundle's text/template cannot call methods, which makes it 245 KB smaller in brotli:
# tools/wasmoverlay says why, and writes the build's overlay here.
WASM_OVERLAY_DIR := out/wasm-overlay
# The page and what makes it an installable app: manifest, icons (tools/appicons draws them) and
# the service worker, which scripts/stamp-worker.sh names after the build.
WASM_PAGE := $(wildcard wasm/*.html wasm/*.css wasm/*.js wasm/*.webmanifest)
WASM_ICONS := $(wildcard wasm/icons/*.png)
ADDR ?= 127.0.0.1:8080

# Everything that opens a window runs on its own virtual display (24-bit: GL needs it).
XVFB := xvfb-run -a -s "-screen 0 1920x1080x24"

# Packages that never import Ebitengine, found from their imports so that new ones join by
# themselves: these also run their tests as WebAssembly under Node.
# The online server's packages are left out: their tests need PostgreSQL and Redis over
# TCP, which Node's WebAssembly has no way to reach.
LIST_PURE_PKGS := GOOS=js GOARCH=wasm $(GO) list -f '{{.ImportPath}} {{join .Deps " "}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./... \
	| grep -v 'github.com/hajimehoshi/ebiten' | cut -d' ' -f1 | grep -v '^kamon/server\|^kamon/cmd/kamon-server$$'

# Where `make serve-online` listens.
ONLINE_ADDR ?= 127.0.0.1:8090

.PHONY: serve-online bench-online
.PHONY: help run wasm serve test lint test-go test-js test-browser bench bench-tables screenshot deps deps-desktop clean

help:
	@echo "make run      play on the desktop"
	@echo "make serve    build the browser bundle and serve it on http://$(ADDR)/"
	@echo "make wasm     build the installable browser app into $(DIST)/ (E2E=1: with the e2e test game)"
	@echo "make serve-online  the app and its online game server on http://$(ONLINE_ADDR)/ (PostgreSQL in out/online-db/, Redis)"
	@echo "make test     everything: format, vet, unit tests (native and js/wasm), a short fuzz of every target, desktop and browser e2e"
	@echo "make bench    benchmarks, bundle size, frame time, time to first frame, the online bench"
	@echo "make bench-tables  frame time of each game's table in mid-game, desktop and phone"
	@echo "make bench-online  kamon-cli online-bench: 200 games against a local server, moves/s and latency"
	@echo "make screenshot  retake docs/screenshot.png (the desktop menu under Xvfb)"
	@echo "make deps     install what this machine lacks (apt packages, npm packages for e2e/)"
	@echo "make clean    remove build outputs"

run: deps-desktop
	$(GO) run ./cmd/kamon

wasm:
	@test -n "$(WASM_EXEC_JS)" || { echo "wasm_exec.js not found under $(GOROOT)" >&2; exit 1; }
	@scripts/deps.sh wasm
	@mkdir -p $(DIST)/icons
	overlay=$$($(GO) run ./tools/wasmoverlay -goroot "$(GOROOT)" -out $(WASM_OVERLAY_DIR)); \
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="-s -w" -overlay "$$overlay" $(WASM_GCFLAGS) $(WASM_TAGS) -o $(DIST)/kamon.wasm ./cmd/kamon
	cp $(WASM_EXEC_JS) $(WASM_PAGE) $(DIST)/
	cp $(WASM_ICONS) $(DIST)/icons/
	$(GO) run ./tools/langfiles -out $(DIST)/lang
	scripts/precompress.sh $(DIST)/kamon.wasm $(DIST)/lang/*.txt
	scripts/stamp-worker.sh $(DIST)

serve: wasm
	$(GO) run ./cmd/kamon-cli serve --addr $(ADDR) --dir $(DIST)

# The browser app, PostgreSQL in out/online-db/ (initdb once, as an unprivileged user) and
# Redis, then the server serving the app beside its API; Ctrl-C stops them all.
serve-online: wasm
	@scripts/deps.sh online
	scripts/serve-online.sh $(ONLINE_ADDR) $(DIST)

test: deps lint test-go test-js test-browser

# lint: formatting, vet (natively and for the browser), each package in its layer
# (tools/layers, docs/ARCHITECTURE.md), no file or function too long to read
# (tools/codesize: files 800 lines, the catalog and tests aside; functions 120), and no test
# that passes whatever the code does (tools/testlint: an ignored error of MarshalJSON, Apply,
# ParseAction, json.Marshal/Unmarshal or rules.Playout; a refusal helper of a rules package's
# own instead of rulestest.Refused).
lint:
	@unformatted=$$(gofmt -l .); \
	if [[ -n $$unformatted ]]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./...
	$(GO) run ./tools/layers .
	GOOS=js GOARCH=wasm $(GO) vet -tags e2e ./...
	GOOS=js GOARCH=wasm $(GO) vet -tags e2e,langfiles ./...
	$(GO) run ./tools/codesize .
	$(GO) run ./tools/testlint .

# Includes the desktop end-to-end test (cmd/kamon), which runs the real binary. The online
# server's tests get a PostgreSQL and a Redis of their own (scripts/with-services.sh), and fail
# if they are missing.
# Every fuzz target also runs FUZZTIME beyond its seeds (scripts/fuzz.sh finds them).
FUZZTIME ?= 3s

test-go:
	scripts/with-services.sh $(XVFB) $(GO) test -timeout 30m ./...
	$(XVFB) $(GO) test -tags langfiles -run LangFile ./i18n/ ./scenes/
	scripts/fuzz.sh $(FUZZTIME)

test-js:
	@test -n "$(GO_JS_WASM_EXEC)" || { echo "go_js_wasm_exec not found under $(GOROOT)" >&2; exit 1; }
	@pkgs=$$($(LIST_PURE_PKGS)); \
	echo "GOOS=js GOARCH=wasm go test (under Node):" $$pkgs; \
	GOOS=js GOARCH=wasm $(GO) test -timeout 30m -exec="$(GO_JS_WASM_EXEC)" $$pkgs

# Builds the bundle (E2E=1) once for every test file, which each start a server and drive
# Chromium; see e2e/browser.test.mjs. The online game between two phones (e2e/online.test.mjs)
# runs kamon-server on a database of its own in the PostgreSQL scripts/with-services.sh starts.
test-browser:
	@$(MAKE) --no-print-directory wasm E2E=1 DIST=e2e/out/dist
	KAMON_E2E_DIST=$(CURDIR)/e2e/out/dist scripts/with-services.sh node --test e2e/*.test.mjs

bench: deps
	$(XVFB) $(GO) test -run '^$$' -bench . -benchmem ./...
	@$(GO) build -o bin/kamon-cli ./cmd/kamon-cli
	@games=$$(bin/kamon-cli games | awk '$$NF == "players" { print $$1 }'); \
	if [[ -z $$games ]]; then echo "kamon-cli bench: no game registered in this build yet"; fi; \
	for g in $$games; do echo "== kamon-cli bench --game $$g"; bin/kamon-cli bench --game $$g; done
	@echo "== bot level ladder, 200 games a pair (written into docs/BOTS.md)"
	scripts/ladder.sh --games 200 --parallel 2
	@echo "== Mana random playout (Bare.Playout), best of 3: native, js/wasm under Node, ratio"
	@best='/plies\/s/ { for (i = 2; i <= NF; i++) if ($$i == "plies/s" && $$(i-1) > m) m = $$(i-1) } END { print m + 0 }'; \
	native=$$($(GO) test -run '^$$' -bench '^BenchmarkBoardPlayout$$' -count 3 ./rules/mana/ | awk "$$best"); \
	wasm=$$(GOOS=js GOARCH=wasm $(GO) test -exec="$(GO_JS_WASM_EXEC)" -run '^$$' -bench '^BenchmarkBoardPlayout$$' -count 3 ./rules/mana/ | awk "$$best"); \
	awk -v n=$$native -v w=$$wasm 'BEGIN { printf "mana playout: native %.2fM plies/s, js/wasm %.2fM plies/s, %.0f%% of native\n", n / 1e6, w / 1e6, 100 * w / n }'
	@$(MAKE) --no-print-directory wasm >/dev/null
	@scripts/bundle-size.sh $(DIST)/kamon.wasm
	@echo "== desktop frame time (menu, 600 frames)"
	@$(GO) build -o bin/kamon ./cmd/kamon
	$(XVFB) bin/kamon --bench-frames 600
	@$(MAKE) --no-print-directory bench-tables
	@$(MAKE) --no-print-directory bench-online
	@echo "== browser: bundle as served, time to first frame (headless Chromium, budget 3 s)"
	KAMON_FIRST_FRAME_BUDGET=1 node --test --test-reporter=spec e2e/*.test.mjs

# Each table's frames in mid-game (the saves in cmd/kamon/testdata/bench, resumed from a copy,
# with statistics of a game of each finished, so that no first-game hint stands over the table),
# on a desktop screen and on a phone's (390x844 window px at 3 device px each). Targets: median
# ≤ 2 ms, p99 ≤ 4 ms, no allocation in idle frames.
BENCH_TABLES ?= mana shinobi peuple gosu
BENCH_SIZES := 1920x1080:1 390x844:3
bench-tables:
	@$(GO) build -o bin/kamon ./cmd/kamon
	@tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	for g in $(BENCH_TABLES); do for s in $(BENCH_SIZES); do \
		echo "== desktop frame time: $$g table at $${s%:*} window px, device scale $${s#*:} (600 frames)"; \
		rm -rf "$$tmp/data"; mkdir "$$tmp/data"; cp cmd/kamon/testdata/bench/$$g/autosave cmd/kamon/testdata/bench/stats "$$tmp/data/"; \
		LANG=en_US.UTF-8 $(XVFB) bin/kamon --size $${s%:*} --scale $${s#*:} --data-dir "$$tmp/data" --resume --bench-frames 600; \
	done; done

# The online server under load: a PostgreSQL of its own, the server without rate limits, and
# online-bench's 200 games from the same machine. Targets: 500 moves/s, p99 under 50 ms.
bench-online:
	@scripts/deps.sh online
	scripts/bench-online.sh

screenshot: deps
	scripts/screenshot.sh

deps:
	@scripts/deps.sh

deps-desktop:
	@scripts/deps.sh desktop

clean:
	rm -rf bin out e2e/out $(DIST)
