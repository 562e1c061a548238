// Package scenestest drives Kamon's app in tests without a window: a Flow
// plays test scripts (see scenes.ParseScript) through the real app frame
// by frame, the way `kamon --script` does; with the checks the screens'
// and tables' tests share (a move played at random, rectangles inside or
// overlapping one another).
package scenestest

import (
	"errors"
	"math"
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/rules"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
)

// App is what a Flow drives: scenes.App. Tests in package scenes drive it
// from inside, the tables' tests from outside, so the harness names only
// what it needs.
type App interface {
	Update() error
	Frame() int64
	Context() *ui.Context
	Play(name, script string) error
	SetScreen(w, h, scale, zoom float64)
	Settings() settings.Settings
	SetSettings(s settings.Settings)
	Widget(id string) (ui.WidgetInfo, bool)
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

// Run plays script to its end (the script quits the app's frame loop).
func (f *Flow[A]) Run(script string) {
	f.T.Helper()
	if err := f.A.Play("flow", script); err != nil {
		f.T.Fatal(err)
	}
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
	if err := f.A.Play("idle", "wait 100000"); err != nil {
		f.T.Fatal(err)
	}
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

// MidGame is a match of gameID between a person (seat 1, Ana) and random
// bots, played at random for plies actions and on to the person's turn.
func MidGame(t *testing.T, gameID string, players, plies int) *game.Match {
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
