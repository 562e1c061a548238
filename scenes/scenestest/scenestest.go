// Package scenestest drives Kamon's app in tests without a window: a Flow
// plays test scripts (see kamon/scenes/script) through the real app frame
// by frame, the way `kamon --script` does; with the checks the screens'
// and tables' tests share (a move played at random, rectangles inside or
// overlapping one another, an idle frame that costs nothing), and, in
// Table, the tests every game's table runs: its idle frame in mid-game,
// and its script ids held to its package comment, by exploring games at
// random.
package scenestest

import (
	"errors"
	"go/parser"
	"go/token"
	"maps"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/rules"
	"kamon/scenes/script"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// App is what a Flow drives: scenes.Testing, the app with what tests ask
// of it. Tests in package scenes drive it from inside, the tables' tests
// from outside, so the harness names only what it needs.
type App interface {
	script.App // what a script reads and feeds
	Update() error
	Draw(screen *ebiten.Image)
	Frame() int64
	Context() *ui.Context
	SetHooks(hs ...ui.Hook)
	SetScreen(w, h, scale, zoom float64)
	Settings() settings.Settings
	SetSettings(s settings.Settings)
}

// Flow drives the app A on a phone-sized screen: scripts are the player's
// hands, Check (when set) runs after every frame.
type Flow[A App] struct {
	T     *testing.T
	A     A
	Check func()
}

// New starts a flow on a, its screen 390×844 physical px at scale 1.
func New[A App](t *testing.T, a A) *Flow[A] {
	a.SetScreen(390, 844, 1, 1)
	return &Flow[A]{T: t, A: a}
}

// play has the app play text from its next frame.
func (f *Flow[A]) play(name, text string) {
	f.T.Helper()
	s, err := script.Parse(name, strings.NewReader(text))
	if err != nil {
		f.T.Fatal(err)
	}
	f.A.SetHooks(script.New(f.A, s))
}

// Run plays script to its end (the script quits the app's frame loop).
func (f *Flow[A]) Run(script string) {
	f.T.Helper()
	f.play("flow", script)
	for i := 0; i < 5000; i++ {
		err := f.A.Update()
		if f.Check != nil {
			f.Check()
		}
		if errors.Is(err, ebiten.Termination) {
			return
		}
		if err != nil {
			f.T.Fatalf("%v", err)
		}
	}
	f.T.Fatalf("script did not end:\n%s", script)
}

// Set changes the app's settings, as the settings screen would.
func (f *Flow[A]) Set(change func(s *settings.Settings)) {
	s := f.A.Settings()
	change(&s)
	f.A.SetSettings(s)
}

// CheckIdle fails the test unless a frame of the app at rest (no input,
// nothing moving) allocates nothing and asks for no redraw: a tablet left
// on a screen must cost nothing. It runs frames of its own, so the app
// must be where the test wants it checked.
func (f *Flow[A]) CheckIdle(what string) {
	f.T.Helper()
	f.play("idle", "wait 100000")
	for range 3 {
		_ = f.A.Update()
	}
	frame := f.A.Frame()
	n := testing.AllocsPerRun(50, func() { _ = f.A.Update() })
	if f.A.Frame() == frame {
		f.T.Fatalf("%s: the app did not run", what)
	}
	if n != 0 {
		f.T.Errorf("an idle frame of %s allocates %v times", what, n)
	}
	f.A.Context().TakeRedraw()
	_ = f.A.Update()
	if f.A.Context().TakeRedraw() {
		f.T.Errorf("an idle frame of %s asks to be drawn", what)
	}
}

// WidgetCenter is the centre of widget id, for drags.
func (f *Flow[A]) WidgetCenter(id string) (x, y float64) {
	f.T.Helper()
	w, ok := f.A.Widget(id)
	if !ok {
		f.T.Fatalf("no widget %q", id)
	}
	return w.Rect.Center()
}

// RandomMove plays one of the moves m allows, chosen by rng.
func RandomMove(t *testing.T, m *game.Match, rng *rules.RNG) {
	t.Helper()
	legal := m.State().Legal(nil)
	if _, err := m.Apply(legal[rng.IntN(len(legal))]); err != nil {
		t.Fatal(err)
	}
}

// PlayToPerson plays m at random (moves chosen by rng) for at least plies
// actions, and on until a person is to move or the game is over.
func PlayToPerson(t *testing.T, m *game.Match, rng *rules.RNG, plies int) {
	t.Helper()
	for i := 0; !m.Outcome().Over && (i < plies || !m.Seats[m.ToMove()].Human()); i++ {
		RandomMove(t, m, rng)
	}
}

// FinishedReplay plays a whole game of gameID between people (Ann, Bo,
// Cy, Di, Ed) at random, the deal and the moves from seed, and gives its
// replay with the match it was saved from.
func FinishedReplay(t *testing.T, gameID string, players int, seed uint64) (*game.Replay, *game.Match) {
	t.Helper()
	names := []string{"Ann", "Bo", "Cy", "Di", "Ed"}
	seats := make([]game.Seat, players)
	for i := range seats {
		seats[i] = game.Seat{Name: names[i%len(names)]}
	}
	m, err := game.New(gameID, rules.Config{Players: players, Seed: seed}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	for !m.Outcome().Over {
		RandomMove(t, m, &rng)
	}
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	r, err := game.NewReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	return r, m
}

// midGame is a match of gameID between a person (seat 1, Ana) and random
// bots, played at random for plies actions and on to the person's turn.
func midGame(t *testing.T, gameID string, players, plies int) *game.Match {
	t.Helper()
	seats := make([]game.Seat, players)
	for i := range seats {
		seats[i] = game.Seat{Name: "Bot " + strconv.Itoa(i+1), Bot: "random"}
	}
	seats[0] = game.Seat{Name: "Ana"}
	m, err := game.New(gameID, rules.Config{Players: players, Seed: 1}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	PlayToPerson(t, m, &rng, plies)
	if m.Outcome().Over || m.ToMove() != 0 {
		t.Fatalf("%s: no person's turn after %d plies of random play", gameID, len(m.History()))
	}
	return m
}

// Overlaps reports whether rectangles a and b share some area.
func Overlaps(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// Inside reports whether inner lies within outer (to a hundredth of a px).
func Inside(inner, outer ui.Rect) bool {
	const eps = 0.01
	return inner.X >= outer.X-eps && inner.Y >= outer.Y-eps &&
		inner.X+inner.W <= outer.X+outer.W+eps && inner.Y+inner.H <= outer.Y+outer.H+eps
}

// SameRect reports whether a and b are the same rectangle to within a px.
func SameRect(a, b ui.Rect) bool {
	return math.Abs(a.X-b.X) < 1 && math.Abs(a.Y-b.Y) < 1 && math.Abs(a.W-b.W) < 1 && math.Abs(a.H-b.H) < 1
}

// Near reports whether a and b are equal but for rounding.
func Near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// Explore plays the table on top for up to frames frames like a restless
// person: whenever it awaits their tap (it lists "prompt"), it taps one of
// the controls listed, at random (never undo, nor those that leave the
// table: "menu", "log", "moves", "results"; nor what is only read, where
// a tap does nothing); under a curtain it taps the curtain, and
// over a move held back (the grace period: "grace:now" listed) it plays
// the move. When moves (the actions played so far) stays the same for a
// dozen taps, nudge plays for the person. It returns every id listed on
// the way.
func (f *Flow[A]) Explore(rng *rules.RNG, frames int, moves func() int, nudge func()) map[string]bool {
	f.T.Helper()
	seen := map[string]bool{}
	last, idle := -1, 0
	leave := map[string]bool{"menu": true, "undo": true, "log": true, "moves": true, "results": true, "status": true}
	for range frames {
		f.Run("wait 1")
		if _, held := f.A.Widget("grace:now"); held { // a move that cannot be taken back: play it
			f.Run("tap grace:now\nwait 1")
			continue
		}
		switch f.A.Top().Name() {
		case "curtain":
			f.Run("tap curtain\nwait 1")
			continue
		case "table":
		default:
			return seen
		}
		f.CheckStatus()
		prompt := false
		var taps []string
		for _, w := range f.A.Widgets() {
			seen[w.ID] = true
			prompt = prompt || w.ID == "prompt"
			if w.Enabled && !w.Read && w.Rect.W > 0 && w.Rect.H > 0 && !leave[w.ID] {
				taps = append(taps, w.ID)
			}
		}
		if !prompt {
			continue
		}
		if n := moves(); n != last {
			last, idle = n, 0
		} else if idle++; idle > 12 {
			nudge()
			idle = 0
			continue
		}
		f.Run("tap " + taps[rng.IntN(len(taps))] + "\nwait 1")
	}
	return seen
}

// statusTable is what CheckStatus reads of the table on top (its Core).
type statusTable interface {
	Mover() (name string, ok bool)
	Viewer() rules.Player
	Anim() *tween.Player
}

// CheckStatus fails the test unless the status line of the table on top
// (its "status" widget) names the seat that must act now, once the table
// has caught up with its game: the seat to move, whoever the screen is
// for (a person waiting while a bot or another person moves).
func (f *Flow[A]) CheckStatus() {
	f.T.Helper()
	c, ok := f.A.Top().(statusTable)
	if !ok || !c.Anim().Done() {
		return
	}
	w, ok := f.A.Widget("status")
	if !ok {
		f.T.Fatalf("the table lists no status line")
	}
	if name, ok := c.Mover(); ok && !NamesWhole(w.Label, name) {
		f.T.Fatalf("%s must act, the screen is seat %d's, and the status line says %q", name, c.Viewer()+1, w.Label)
	}
}

// NamesWhole reports whether line names name as a whole word: "Bo" is
// not named by "Bot 3 to play".
func NamesWhole(line, name string) bool {
	for i := 0; name != ""; {
		k := strings.Index(line[i:], name)
		if k < 0 {
			return false
		}
		start, end := i+k, i+k+len(name)
		before, _ := utf8.DecodeLastRuneInString(line[:start])
		after, _ := utf8.DecodeRuneInString(line[end:])
		if !wordRune(before) && !wordRune(after) {
			return true
		}
		i = start + 1
	}
	return false
}

// wordRune reports whether r goes on a word (utf8.RuneError: the line's
// end, which does not).
func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// ExploreMatch plays m on its table (Explore) for frames frames, the
// settings as set changes them: open puts the table up, stale makes it
// read the match again after a move played behind its back.
func (f *Flow[A]) ExploreMatch(m *game.Match, set func(*settings.Settings), frames int, open, stale func()) map[string]bool {
	f.T.Helper()
	f.Set(set)
	open()
	f.Run("wait 30") // the fade, if any
	rng := rules.NewRNG(1)
	return f.Explore(&rng, frames, func() int { return len(m.History()) }, func() {
		RandomMove(f.T, m, &rng)
		stale()
	})
}

// Exploration is one game a test explores: where (a screen w×h), how
// (table mode, animation speed) and for how many frames.
type Exploration struct {
	Match     *game.Match
	W, H      float64
	TableMode bool
	Anim      settings.AnimSpeed
	Frames    int
}

// Explorations are the games a table's id test explores: from the
// start on a phone and in table mode on a tablet, and from near the end
// to the results (animated, so that the end stays up a moment), on a
// tablet; extra adds more.
func Explorations(t *testing.T, gameID string, players int, extra ...Exploration) []Exploration {
	t.Helper()
	return append([]Exploration{
		{midGame(t, gameID, players, 0), 390, 844, false, settings.AnimOff, 600},
		{midGame(t, gameID, players, 0), 1024, 768, true, settings.AnimOff, 600},
		{lateGame(t, gameID, players), 1024, 768, false, settings.AnimFast, 3000},
		{peopleAndBots(t, gameID, players), 844, 390, false, settings.AnimOff, 600},
	}, extra...)
}

// peopleAndBots is a new game of two people, Ana and Bo, and bots in
// the other seats: the screen passes between the people, and waits on
// the bots.
func peopleAndBots(t *testing.T, gameID string, players int) *game.Match {
	t.Helper()
	seats := make([]game.Seat, players)
	for i := range seats {
		seats[i] = game.Seat{Name: "Bot " + strconv.Itoa(i+1), Bot: "random"}
	}
	seats[0], seats[min(1, players-1)] = game.Seat{Name: "Ana"}, game.Seat{Name: "Bo"}
	m, err := game.New(gameID, rules.Config{Players: players, Seed: 3}, seats)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// lateGame is midGame near its end: the same random game replayed to a
// dozen actions before it ended, and on to the person's turn.
func lateGame(t *testing.T, gameID string, players int) *game.Match {
	t.Helper()
	full := midGame(t, gameID, players, 0)
	rng := rules.NewRNG(2)
	for !full.Outcome().Over {
		RandomMove(t, full, &rng)
	}
	m := midGame(t, gameID, players, 0)
	for _, r := range full.History()[len(m.History()):max(len(m.History()), len(full.History())-12)] {
		if _, err := m.ApplyText(r.Action); err != nil {
			t.Fatal(err)
		}
	}
	PlayToPerson(t, m, &rng, 0)
	if m.Outcome().Over {
		t.Fatalf("%s: the game ended before the person's last turn", gameID)
	}
	return m
}

// docIDs are the ids the package comment in docFile (a doc.go) names in
// its "Script ids" section: the quoted ids without spaces ("sq:a1",
// "move:<card>"). A pattern ("<...>") stands for the ids it starts, and
// so does the end of a range ("card:1" to "card:20": the last card is
// there with five players only).
func docIDs(t *testing.T, docFile string) (exact, prefixes []string) {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), docFile, nil, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	doc := f.Doc.Text()
	_, section, ok := strings.Cut(doc, "Script ids\n")
	if !ok {
		t.Fatalf("%s has no Script ids section", docFile)
	}
	for _, m := range quotedID.FindAllStringSubmatchIndex(section, -1) {
		id := section[m[2]:m[3]]
		rangeEnd := strings.HasSuffix(strings.TrimSpace(section[:m[0]]), " to")
		switch {
		case strings.Contains(id, "<"):
			prefixes = append(prefixes, id[:strings.Index(id, "<")])
		case rangeEnd:
			prefixes = append(prefixes, id[:strings.Index(id, ":")+1])
		default:
			exact = append(exact, id)
		}
	}
	return exact, prefixes
}

var quotedID = regexp.MustCompile(`"([^" ]+)"`)

// checkScriptIDs fails the test unless every id the doc names (exact, or
// by the prefixes of its patterns) is among seen, the ids a table listed,
// and every id seen is named by the doc (by its prefix up to the first
// ':', or whole).
func checkScriptIDs(t *testing.T, exact, prefixes []string, seen map[string]bool) {
	t.Helper()
	named := map[string]bool{}
	for _, id := range exact {
		if !seen[id] {
			t.Errorf("the doc names %q, which the table never listed", id)
		}
		named[idKey(id)] = true
	}
	for _, p := range prefixes {
		found := false
		for id := range seen {
			found = found || strings.HasPrefix(id, p)
		}
		if !found {
			t.Errorf("the doc names ids %q..., which the table never listed", p)
		}
		named[idKey(p)] = true
	}
	var undocumented []string
	for id := range seen {
		if !named[idKey(id)] {
			undocumented = append(undocumented, id)
		}
	}
	slices.Sort(undocumented)
	if len(undocumented) > 0 {
		t.Errorf("the table listed ids the doc does not name: %q", undocumented)
	}
}

// idKey is an id up to its first ':' (included), or the whole id.
func idKey(id string) string {
	if i := strings.Index(id, ":"); i >= 0 {
		return id[:i+1]
	}
	return id
}

// inSource reports whether id is a string literal of the Go files (tests
// left out) in dir: for an id a table lists only in positions a test
// cannot reach by chance (Mana's "pass", when a player can do nothing
// else), this is where the doc's word is checked.
func inSource(t *testing.T, dir, id string) bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	want := strconv.Quote(id)
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), want) {
			return true
		}
	}
	return false
}

// Table is what the tests every table shares need to know of one: how to
// start a flow on the app, how to put the table up for a match, and how
// to make it read its match again after a move played behind its back.
type Table[A App] struct {
	New   func(t *testing.T) *Flow[A]
	Open  func(f *Flow[A], m *game.Match)
	Stale func(f *Flow[A])
}

// CheckIdleInMidGame puts the table up on midGame(gameID, players,
// plies), the animations off, and checks its idle frame (CheckIdle).
func (tb Table[A]) CheckIdleInMidGame(t *testing.T, gameID string, players, plies int) {
	t.Helper()
	f := tb.New(t)
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	tb.Open(f, midGame(t, gameID, players, plies))
	f.Run("wait 30\nexpect-scene table")
	f.CheckIdle("the " + gameID + " table in mid-game")
}

// CheckScriptIDs explores es on the table and holds the ids it lists to
// those the package comment (doc.go) names (checkScriptIDs). The ids of
// rare are listed only in positions no exploration reaches: they are
// looked for in the package's code instead (inSource).
func (tb Table[A]) CheckScriptIDs(t *testing.T, es []Exploration, rare ...string) {
	t.Helper()
	exact, prefixes := docIDs(t, "doc.go")
	seen := map[string]bool{}
	for _, e := range es {
		f := tb.New(t)
		f.A.SetScreen(e.W, e.H, 1, ui.Zoom(e.W, e.H))
		set := func(s *settings.Settings) { s.Anim, s.TableMode = e.Anim, e.TableMode }
		maps.Copy(seen, f.ExploreMatch(e.Match, set, e.Frames, func() { tb.Open(f, e.Match) }, func() { tb.Stale(f) }))
	}
	for _, id := range rare {
		if !inSource(t, ".", id) {
			t.Errorf("the code lists no %q", id)
		}
		seen[id] = true
	}
	checkScriptIDs(t, exact, prefixes, seen)
}
