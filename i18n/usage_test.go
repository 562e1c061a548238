package i18n_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	_ "kamon/rules/mana"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
	_ "kamon/rules/tally"
)

// family is a set of keys the code builds at run time: a literal prefix and
// a value appended to it.
type family struct {
	prefix string
	// every value the code may append; each key must be in the catalog
	suffixes []string
	// values for which a key may be in the catalog but need not: the code
	// asks i18n.Has first and falls back to the game's English text
	optional []string
}

// keyFamilies lists every place where the code builds a key, with the
// values it builds it from. Game data comes from the rules packages; the
// rest is written here as the code writes it (a new value there needs its
// line here, or the test says which prefix it does not know).
func keyFamilies(t *testing.T, root string) []family {
	symbols := []string{"1", "2", "3"} // Mana's single, double and triple squares
	var steps, clans, powers, events []string
	for s := shinobi.StepDeploy; s <= shinobi.StepAttack; s++ {
		steps = append(steps, strconv.Itoa(int(s)))
	}
	for c := range shinobi.Clans {
		clans = append(clans, strconv.Itoa(c))
	}
	for p := peuple.Power(1); p.String() != "?"; p++ {
		powers = append(powers, strconv.Itoa(int(p)))
	}
	for k := peuple.EventKind(1); k.String() != "?"; k++ {
		events = append(events, strconv.Itoa(int(k)))
	}
	var tiles, keywords []string
	for k := range gosu.Clan(gosu.NumClans) {
		tiles = append(tiles, k.ID())
	}
	for _, n := range gosu.Keyword(^uint16(0)).Names() {
		keywords = append(keywords, strings.ToLower(strings.ReplaceAll(n, " ", "")))
	}
	// the game's words of scenes/gosu's glossary, beside the keywords
	gosuWords := []string{"text", "passive", "x", "exposed", "capture", "release", "destroy", "sacrifice", "unlock",
		"copy", "remove", "swap", "reveal", "mill", "shift", "tokens", "battle", "supremacy", "military", "song"}
	// the event kinds whose log line is "gosu.log.<kind>" ("-" written "_")
	var logKinds []string
	for _, k := range []string{gosu.EventMulligan, gosu.EventPass, gosu.EventWonder, gosu.EventTakeBack,
		gosu.EventRefill, gosu.EventReveal, gosu.EventCopy, gosu.EventMill, gosu.EventCapture,
		gosu.EventRelease, gosu.EventDestroy, gosu.EventSacrifice, gosu.EventRemove, gosu.EventActivate,
		gosu.EventPlay} {
		logKinds = append(logKinds, strings.ReplaceAll(k, "-", "_"))
	}
	// the decisions whose buttons say more than yes or no
	var answers []string
	for _, kind := range []string{"", "mulligan.", "react-capture.", "react-activation.", "may-pass.", "may."} {
		answers = append(answers, kind+"yes", kind+"no")
	}
	out := []family{
		{prefix: "anim.", suffixes: []string{"off", "slow", "normal", "fast"}},                                    // scenes' AnimSpeeds
		{prefix: "online.clock.", suffixes: []string{"none", "live", "day", "days"}},                              // scenes' onlineClocks
		{prefix: "hint.", optional: hintKinds()},                                                                  // table.HintKey asks i18n.Has first
		{prefix: "undo.why.", suffixes: []string{"nothing", "revealed", "turn-passed", "bot-moved", "game-over"}}, // game.UndoBlock
		{prefix: "kind.", optional: []string{"human", "random", "easy", "normal", "hard",
			"random_about", "easy_about", "normal_about", "hard_about"}},
		{prefix: "mana.prompt.asks.", suffixes: symbols},
		{prefix: "mana.prompt.disobey.", suffixes: symbols},
		{prefix: "mana.why.bird.", suffixes: symbols},
		{prefix: "mana.why.blocked.", suffixes: symbols},
		{prefix: "mana.why.reach.", suffixes: symbols},
		{prefix: "shinobi.step", suffixes: steps},
		{prefix: "shinobi.prompt.step", suffixes: steps},
		{prefix: "shinobi.clan.", suffixes: clans},
		{prefix: "peuple.power.", suffixes: powers},
		{prefix: "peuple.power_text.", suffixes: powers},
		{prefix: "peuple.event.", suffixes: events},
		{prefix: "gosu.card.", suffixes: gosu.CardIDs()},
		{prefix: "gosu.tile.", suffixes: tiles},
		{prefix: "gosu.kw.", suffixes: keywords},
		// scenes/gosu's glossary (terms.go): the game's words, named, and the rule of each word, keywords too
		{prefix: "gosu.term.", suffixes: gosuWords},
		{prefix: "gosu.rule.", suffixes: append(gosuWords, keywords...)},
		{prefix: "gosu.answer.", suffixes: answers},
		// Decision.Kind, as rules/gosu names its decisions
		{prefix: "gosu.decision.", suffixes: []string{"draft", "mulligan", "turn", "pay", "react-activation",
			"react-capture", "hand-limit", "discard", "capture", "release", "destroy", "capture-or-release",
			"put-on-deck", "copy", "release-then-copy", "strike", "move-bounty", "swap", "sacrifice", "take-back",
			"may-pass", "flip-tile", "name-card", "name-clan", "name-level", "choose-player", "from-discard",
			"search", "remove-from-discard", "discard-bounty", "discard-five-of-a-clan", "copy-from-discard",
			"may", "pick-revealed"}},
		{prefix: "gosu.decision.turn.", suffixes: []string{"pass", "spend"}}, // scenes/gosu's gosuTurnForm
		// the cards that have something named, saying what for (scenes/gosu's gosuPrompt asks i18n.Has)
		{prefix: "gosu.decision.name-card.", optional: []string{"justice.arrows-of-justice", "tomorrow.spoil-seekers"}},
		{prefix: "gosu.decision.name-clan.", optional: []string{"abhilasha.ashes", "goan-sul.goan-sul", "goan-sul.orgah", "phoenix.genious", "xian.three-wishes"}},
		{prefix: "gosu.decision.name-level.", optional: []string{"abhilasha.ashes", "galmi.bun-to"}},
		{prefix: "gosu.move.", suffixes: []string{"capture", "destroy", "release"}}, // Move.Mode
		{prefix: "gosu.log.cancel.", suffixes: []string{"activation", "capture", "destroy", "release"}},
		{prefix: "gosu.log.", suffixes: logKinds},
	}
	// A game's own texts, "<game>.<kind>.<id>": its name, variants and
	// options must be translated; reasons, skipped steps and actions may be,
	// when the id is one of the game's words.
	for _, g := range rules.Games() {
		out = append(out, family{prefix: g.ID + ".name", suffixes: []string{""}})
		var variants, options []string
		for _, v := range g.Variants {
			variants = append(variants, v.ID)
		}
		for _, o := range g.Options {
			options = append(options, o.ID)
		}
		words := packageStrings(t, filepath.Join(root, "rules", g.ID))
		reasons := map[string][]string{
			gosu.ID:    gosu.Reasons(),
			shinobi.ID: {shinobi.ReasonMost, shinobi.ReasonTieBroken, shinobi.ReasonShared},
		}[g.ID]
		out = append(out, family{prefix: g.ID + ".variant.", suffixes: variants},
			family{prefix: g.ID + ".option.", suffixes: options},
			family{prefix: g.ID + ".reason.", suffixes: reasons, optional: words},
			family{prefix: g.ID + ".skip.", optional: words},
			family{prefix: g.ID + ".action.", optional: words},
			// the setup's "shuffle seats" and the seating screen's "the
			// seats were drawn", where a game says it its own way
			family{prefix: g.ID + ".shuffle", optional: []string{""}},
			family{prefix: g.ID + ".seating_drawn", optional: []string{""}},
			// what the seating screen calls seat i, where the game names its seats
			family{prefix: g.ID + ".side.", optional: []string{"0", "1", "2", "3", "4", "5"}})
	}
	return out
}

// The catalog and the code agree: every key the code names exists in all
// four languages, every key the code builds from a prefix comes from a
// family above whose keys all exist, and every key in the catalog is used.
// The whole repository is read, so that the test follows code as it moves
// between packages.
func TestEveryKeyUsedIsInTheCatalogAndEveryKeyIsUsed(t *testing.T) {
	if runtime.GOOS == "js" {
		t.Skip("reads the repository's sources, the same on every platform: the native run checks them")
	}
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	if mod, err := os.ReadFile(filepath.Join(root, "go.mod")); err != nil || !strings.HasPrefix(string(mod), "module kamon\n") {
		t.Fatalf("the repository root %s has no kamon go.mod: %v", root, err)
	}
	code := scanCode(t, root)
	families := keyFamilies(t, root)
	namespaces := map[string]bool{}
	for _, k := range i18n.Keys() {
		namespaces[k[:strings.IndexByte(k+".", '.')]] = true
	}
	inAll := func(key string) bool {
		for _, l := range i18n.Langs() {
			if !i18n.Has(l.Code, key) {
				return false
			}
		}
		return true
	}

	// Keys named in full: at a call, or anywhere as a string that reads as
	// a key of a namespace the catalog has (held in a table, a field, a
	// function's result before it reaches i18n.T).
	for _, u := range code.calls {
		if !inAll(u.key) {
			t.Errorf("%s: key %q is not in all four catalogs", u.at, u.key)
		}
	}
	prefix := map[string]bool{}
	for _, p := range code.prefixes {
		prefix[p.key] = true
	}
	for s, at := range code.strings {
		if keyShape.MatchString(s) && namespaces[s[:strings.IndexByte(s, '.')]] && !prefix[s] && !code.plurals[s] && !inAll(s) {
			t.Errorf("%s: %q reads as a key but is not in all four catalogs", at, s)
		}
	}
	// Keys built at run time: the prefix must be a family's, and every key
	// of the family must exist.
	known := map[string]bool{}
	for _, f := range families {
		known[f.prefix] = true
		for _, s := range f.suffixes {
			if !inAll(f.prefix + s) {
				t.Errorf("key %q, built at run time, is not in all four catalogs", f.prefix+s)
			}
		}
	}
	for _, p := range code.prefixes {
		if dot := strings.IndexByte(p.key, '.'); dot > 0 && namespaces[p.key[:dot]] && !known[p.key] {
			t.Errorf("%s: a key is built from %q and a value this test does not know: add the family to keyFamilies", p.at, p.key)
		}
	}
	// Every key of the catalog is used.
	var unused []string
	for _, k := range i18n.Keys() {
		if _, ok := code.strings[k]; ok || builtFrom(families, k) {
			continue
		}
		unused = append(unused, k)
	}
	if len(unused) > 0 {
		t.Errorf("%d keys of the catalog are used nowhere (delete them, or list the family that builds them):\n%s",
			len(unused), strings.Join(unused, "\n"))
	}
}

// keyShape is a dotted key: "menu.resume", "gosu.log.round_end".
var keyShape = regexp.MustCompile(`^[a-z]+(\.[a-z0-9_-]+)+$`)

func builtFrom(families []family, key string) bool {
	for _, f := range families {
		if s, ok := strings.CutPrefix(key, f.prefix); ok && (slices.Contains(f.suffixes, s) || slices.Contains(f.optional, s)) {
			return true
		}
	}
	return false
}

// use is a key, or a key's prefix, and where the code writes it.
type use struct {
	key string
	at  string
}

// code is what the repository's Go files say about keys.
type code struct {
	calls    []use             // literal keys given to i18n.T, TIn and Has, tests included
	prefixes []use             // literals that begin a sum of strings outside tests: key prefixes among them
	strings  map[string]string // every string literal outside tests, and where one is
	plurals  map[string]bool   // keys given to i18n.N and NIn: each stands for its forms
}

// scanCode reads every Go file of the repository but the catalog's own.
func scanCode(t *testing.T, root string) code {
	c := code{strings: map[string]string{}, plurals: map[string]bool{}}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != root && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "testdata" ||
				path == filepath.Join(root, "i18n")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		c.scanFile(fset, f, strings.HasSuffix(path, "_test.go"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(c.calls) < 100 {
		t.Fatalf("found only %d calls of i18n.T with a literal key under %s", len(c.calls), root)
	}
	return c
}

func (c *code) scanFile(fset *token.FileSet, f *ast.File, test bool) {
	pkg := ""
	for _, im := range f.Imports {
		if im.Path.Value == `"kamon/i18n"` {
			pkg = "i18n"
			if im.Name != nil {
				pkg = im.Name.Name
			}
		}
	}
	at := func(n ast.Node) string {
		p := fset.Position(n.Pos())
		return filepath.Base(filepath.Dir(p.Filename)) + "/" + filepath.Base(p.Filename) + ":" + strconv.Itoa(p.Line)
	}
	literal := func(e ast.Expr) (string, bool) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(lit.Value)
		return s, err == nil
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			if s, ok := literal(n); ok && !test {
				if _, seen := c.strings[s]; !seen {
					c.strings[s] = at(n)
				}
			}
		case *ast.BinaryExpr:
			if n.Op != token.ADD || test {
				break
			}
			left := n.X
			for {
				b, ok := left.(*ast.BinaryExpr)
				if !ok || b.Op != token.ADD {
					break
				}
				left = b.X
			}
			if s, ok := literal(left); ok {
				c.prefixes = append(c.prefixes, use{s, at(left)})
			}
		case *ast.CallExpr:
			sel, ok := n.Fun.(*ast.SelectorExpr)
			if !ok || pkg == "" {
				break
			}
			if id, ok := sel.X.(*ast.Ident); !ok || id.Name != pkg {
				break
			}
			arg := map[string]int{"T": 0, "TIn": 1, "Has": 1, "N": 0, "NIn": 1}
			i, ok := arg[sel.Sel.Name]
			if !ok || len(n.Args) <= i {
				break
			}
			s, ok := literal(n.Args[i])
			switch {
			case !ok:
			case sel.Sel.Name == "N" || sel.Sel.Name == "NIn": // a key per plural form
				c.plurals[s] = true
				for _, form := range []string{"one", "few", "many"} {
					c.calls = append(c.calls, use{s + "." + form, at(n)})
					if !test {
						c.strings[s+"."+form] = at(n)
					}
				}
			default:
				c.calls = append(c.calls, use{s, at(n)})
			}
		}
		return true
	})
}

// packageStrings is every string literal of the non-test Go files of dir.
func packageStrings(t *testing.T, dir string) []string {
	fset := token.NewFileSet()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s: %v", dir, err)
	}
	var out []string
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if s, err := strconv.Unquote(lit.Value); err == nil {
					out = append(out, s)
				}
			}
			return true
		})
	}
	return out
}

// hintKinds are the "<game>.<decision kind>" suffixes the first-game
// hints may have: the kinds of Gosu's decisions, each worded as a prompt
// ("gosu.decision.<kind>"), and the kinds the other tables name (each
// table's tests check its own list has its hints).
func hintKinds() []string {
	out := []string{
		"mana.place", "mana.pass", "mana.reenter", "mana.free", "mana.obey", "mana.disobey",
		"shinobi.deploy", "shinobi.ninja", "shinobi.reinforce", "shinobi.attack", "shinobi.skip",
		"peuple.turn", "peuple.play", "peuple.defense", "peuple.helper", "peuple.discard",
	}
	for _, k := range i18n.Keys() {
		if kind, ok := strings.CutPrefix(k, "gosu.decision."); ok {
			out = append(out, "gosu."+kind)
		}
	}
	return out
}
