// Command layers checks that Kamon's packages import only what their layer
// may (docs/ARCHITECTURE.md): the rules and the game never Ebitengine, the
// sound and the scene kit nothing of the rules or the saves, no game's
// table another game or the app, the app no game's table, the server no
// screen. It reads the import graph from `go list` and prints each broken
// rule with the chain of imports that breaks it; it exits 1 if there is
// any.
//
//	go run ./tools/layers [dir]
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// rule forbids the packages matching from (and what they import, however
// deep) to reach a package matching any of never.
type rule struct {
	from  string   // an import path, or a prefix ending in "/..."
	never []string // likewise
	why   string
}

var rules = []rule{
	{"kamon/rules/...", []string{"github.com/hajimehoshi/ebiten/v2", "kamon/game", "kamon/scenes/...", "kamon/sound"}, "the rules are pure and know nothing above them"},
	{"kamon/game/...", []string{"github.com/hajimehoshi/ebiten/v2", "kamon/scenes/..."}, "the match runs headless"},
	{"kamon/sound", []string{"kamon/rules", "kamon/game/storage"}, "a game's table says which event makes which sound"},
	{"kamon/scenes/ui", []string{"kamon/rules", "kamon/game", "kamon/game/storage"}, "the scene kit knows no game and no saves"},
	{"kamon/scenes/table", []string{"kamon/scenes", "kamon/scenes/mana", "kamon/scenes/shinobi", "kamon/scenes/peuple", "kamon/scenes/gosu"}, "the table core knows no game's table and no app"},
	{"kamon/scenes", []string{"kamon/scenes/mana", "kamon/scenes/shinobi", "kamon/scenes/peuple", "kamon/scenes/gosu"}, "the app finds the games in the registry"},
	{"kamon/scenes", []string{"kamon/scenes/script"}, "scripts drive the app from outside: the browser bundle leaves them out"},
	{"kamon/server/...", []string{"github.com/hajimehoshi/ebiten/v2", "kamon/scenes/..."}, "the server draws nothing"},
	{"kamon/online/...", []string{"github.com/hajimehoshi/ebiten/v2", "kamon/scenes/...", "kamon/server/..."}, "the client is one more source for a table, not a table"},
}

func main() {
	dir := "."
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	pkgs, err := list(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "layers:", err)
		os.Exit(2)
	}
	broken := check(pkgs)
	for _, b := range broken {
		fmt.Println(b)
	}
	if len(broken) > 0 {
		os.Exit(1)
	}
}

// pkg is what the check reads of a package: its direct imports.
type pkg struct {
	ImportPath string
	Imports    []string
}

// list is every package of the module under dir with its imports, for the
// default build and for js/wasm (whose files differ).
func list(dir string) (map[string][]string, error) {
	out := map[string][]string{}
	for _, env := range [][]string{nil, {"GOOS=js", "GOARCH=wasm"}} {
		cmd := exec.Command("go", "list", "-e", "-json=ImportPath,Imports", "-tags", "e2e", "./...")
		cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("go list: %v\n%s", err, stderr.String())
		}
		dec := json.NewDecoder(&stdout)
		for dec.More() {
			var p pkg
			if err := dec.Decode(&p); err != nil {
				return nil, err
			}
			out[p.ImportPath] = append(out[p.ImportPath], p.Imports...)
		}
	}
	return out, nil
}

// check is every rule broken in pkgs, each as a sentence with the chain of
// imports that breaks it.
func check(pkgs map[string][]string) []string {
	var broken []string
	for _, r := range rules {
		for p := range pkgs {
			if !match(r.from, p) {
				continue
			}
			if chain := reach(pkgs, p, r.never); chain != nil {
				broken = append(broken, fmt.Sprintf("%s may not import %s (%s): %s", p, chain[len(chain)-1], r.why, strings.Join(chain, " → ")))
			}
		}
	}
	return broken
}

// reach is the shortest chain of imports from p to a package matching
// any of never, nil when there is none. The standard library and other
// modules are followed only as far as never names them.
func reach(pkgs map[string][]string, p string, never []string) []string {
	prev := map[string]string{p: ""}
	queue := []string{p}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, imp := range pkgs[q] {
			if _, seen := prev[imp]; seen {
				continue
			}
			prev[imp] = q
			for _, n := range never {
				if match(n, imp) {
					var chain []string
					for at := imp; at != ""; at = prev[at] {
						chain = append([]string{at}, chain...)
					}
					return chain
				}
			}
			queue = append(queue, imp)
		}
	}
	return nil
}

// match reports whether path is pattern, or under it for "prefix/...".
func match(pattern, path string) bool {
	if prefix, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == prefix || strings.HasPrefix(path, prefix+"/")
	}
	return path == pattern
}
