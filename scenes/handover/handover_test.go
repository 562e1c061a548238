package handover_test

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/peuple"
	"kamon/rules/shinobi"
	"kamon/scenes"
	_ "kamon/scenes/gosu"
	_ "kamon/scenes/peuple"
	"kamon/scenes/scenestest"
	"kamon/scenes/script"
	"kamon/scenes/settings"
	_ "kamon/scenes/shinobi"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// TestMain runs the tests inside a game's frame, where drawn frames can
// be read back (scenestest.Main).
func TestMain(m *testing.M) { scenestest.Main(m) }

type flow = scenestest.Flow[scenes.Testing]

// handOver is a person's last action before the screen is handed on: the
// match (world A) just before it, its twin (world B: the same as far as
// everyone saw, but dealt anew from the view of the seat that moves next,
// so that the mover's hand, draws and secrets differ), and the action,
// which hands the turn to another seat in both.
type handOver struct {
	name   string
	a, b   *game.Match
	action rules.Action
	mover  rules.Player
}

// findHandOver plays a match of gameID between seats at random, from
// seed, for at least from actions and on until a person is to move with
// an action that ends their turn
// (handing it to a bot when botNext), as legal in a world dealt from the
// next seat's view, where the person's view differs, and after which the
// two worlds stay alike to all until the next person's turn.
func findHandOver(t *testing.T, gameID string, seats []game.Seat, seed uint64, from int, botNext bool) handOver {
	t.Helper()
	m, err := game.New(gameID, rules.Config{Players: len(seats), Seed: seed}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(seed)
	for plies := 0; plies < 400 && !m.Outcome().Over; plies++ {
		if p := m.ToMove(); m.Seats[p].Human() && plies >= from {
			if h, ok := twinAt(t, m, p, botNext, &rng); ok {
				return h
			}
		}
		scenestest.RandomMove(t, m, &rng)
	}
	t.Fatalf("%s: no hand-over found", gameID)
	return handOver{}
}

// twinAt looks for a last action of p's in m and a twin where it is legal
// too, hands the turn to the same seat (a bot when botNext), and leaves
// both worlds alike to all (alikeToAll).
func twinAt(t *testing.T, m *game.Match, p rules.Player, botNext bool, rng *rules.RNG) (handOver, bool) {
	s := m.State()
	for _, a := range s.Legal(nil) {
		after := s.Clone()
		after.ApplyLegal(a)
		q := after.ToMove()
		if q == p || q == rules.NoPlayer || after.Outcome().Over || botNext == m.Seats[q].Human() {
			continue
		}
		d, ok := s.View(q).(rules.Determinizer)
		if !ok {
			return handOver{}, false
		}
		world := d.Determinize(rng)
		wa, err := world.ParseAction(s.FormatAction(a))
		if err != nil || !rules.IsLegal(world, wa) || same(world.View(p), s.View(p)) {
			continue
		}
		w := world.Clone()
		w.ApplyLegal(wa)
		if w.ToMove() != q {
			continue
		}
		h := handOver{a: m, b: m.Twin(world), action: a, mover: p}
		if !alikeToAll(t, h) {
			continue
		}
		next := "a person"
		if botNext {
			next = "a bot"
		}
		h.name = fmt.Sprintf("%s, %s after %d actions, to %s", m.Game.ID, s.FormatAction(a), len(m.History()), next)
		return h, true
	}
	return handOver{}, false
}

// alikeToAll reports that after h's action, and the bots' moves until a
// person's turn, the two worlds still look the same to the public: a
// world where a card turned from the deck differs (the deck is dealt anew
// in the twin) would show it, rightly.
func alikeToAll(t *testing.T, h handOver) bool {
	t.Helper()
	w := [2]*game.Match{scenestest.CopyMatch(t, h.a), h.a.Twin(h.b.State().Clone())}
	for _, m := range w {
		if _, err := m.Apply(h.action); err != nil { // testlint: ok, a twin the action does not fit is passed over, as twinAt passes over others
			return false
		}
	}
	for i := 0; ; i++ {
		if !same(w[0].View(rules.NoPlayer), w[1].View(rules.NoPlayer)) {
			return false
		}
		if i > 50 || !w[0].BotToMove() || w[0].Outcome().Over {
			return !w[0].Outcome().Over
		}
		for _, m := range w {
			for moved := false; !moved; {
				var err error
				if _, moved, err = m.Think(time.Second); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// same reports two states written alike.
func same(x, y rules.State) bool {
	a, errA := x.MarshalJSON()
	b, errB := y.MarshalJSON()
	return errA == nil && errB == nil && bytes.Equal(a, b)
}

// open puts m's table up on screen scr, the animations on (fast), and hands the
// screen to the person to move (the first curtain), their table settled.
func open(t *testing.T, m *game.Match, scr scenestest.Screen) *flow {
	t.Helper()
	f := scenestest.New(t, scenes.Testing{App: scenes.NewApp(scenes.Options{Store: storage.NewMemory(), Home: scenes.NewMenu, Log: t.Logf})})
	f.Set(func(s *settings.Settings) { s.Anim, s.Hints, s.Sound = settings.AnimFast, false, false })
	f.SetScreen(scr)
	f.Run("wait 2")
	newTable, ok := table.Lookup(m.Game.ID)
	if !ok {
		t.Fatalf("no table for %s", m.Game.ID)
	}
	f.A.Go(newTable(f.A, table.Local(m)))
	f.Run("wait 30\nexpect-scene curtain\ntap curtain\nwait 200\nexpect-scene table")
	return f
}

// applier is a table: its core plays an action for the person to decide.
type applier interface {
	Apply(ctx *ui.Context, a rules.Action)
}

// Screens the hand-over is drawn on: a phone both ways and a tablet.
var handScreens = []scenestest.Screen{{W: 390, H: 844, Scale: 1}, {W: 844, H: 390, Scale: 1}, {W: 1024, H: 768, Scale: 1}}

// From a person's last action to the curtain that hands the screen on,
// every frame drawn shows only what everyone may see: two worlds that
// differ only in what the mover (and the others) keep hidden, played
// through the same action and the same taps, draw the same pixels, frame
// after frame, in each game that hides information, people only and with
// a bot playing between two people, on phones both ways and a tablet.
func TestHandOverShowsOnlyThePublic(t *testing.T) {
	if !scenestest.Drawing() {
		t.Skip("no display")
	}
	people := []game.Seat{{Name: "Ann"}, {Name: "Bo"}, {Name: "Cy"}}
	botBetween := []game.Seat{{Name: "Ann"}, {Name: "Bot", Bot: "random"}, {Name: "Cy"}}
	cases := []struct {
		id      string
		seats   []game.Seat
		from    int // actions played before: Gosu X's past its draft
		botNext bool
	}{
		{shinobi.ID, people, 6, false},
		{shinobi.ID, botBetween, 6, true},
		{peuple.ID, people, 6, false},
		{peuple.ID, botBetween, 6, true},
		{gosu.ID, people[:2], 40, false},
	}
	start, frames := time.Now(), 0
	for _, c := range cases {
		for _, scr := range handScreens {
			h := findHandOver(t, c.id, c.seats, 3, c.from, c.botNext)
			name := h.name + " at " + scr.String()
			t.Run(name, func(t *testing.T) {
				frames += compareWorlds(t, h, scr)
			})
		}
	}
	t.Logf("%d hand-overs, %d frames compared in %v", len(cases)*len(handScreens), frames, time.Since(start).Round(time.Second))
}

// compareWorlds plays h's action in both worlds on screen scr, then the
// same taps in both (Play now on the countdown, then none), frame by
// frame, and fails at the first frame, from the one the action is made
// to the curtain, whose pixels differ. It gives the frames compared.
func compareWorlds(t *testing.T, h handOver, scr scenestest.Screen) int {
	t.Helper()
	worlds := [2]*game.Match{scenestest.CopyMatch(t, h.a), h.b}
	var fs [2]*flow
	for i, m := range worlds {
		fs[i] = open(t, m, scr)
		if m.ToMove() != h.mover {
			t.Fatalf("world %c: seat %d to move, want %d", 'A'+i, m.ToMove()+1, h.mover+1)
		}
	}
	taps, err := script.Parse("handover", strings.NewReader("wait 3\ntap grace:now\nwait 900"))
	if err != nil {
		t.Fatal(err)
	}
	n := len(h.a.History())
	var imgs [2]*ebiten.Image
	var pix [2][]byte
	for i, f := range fs {
		f.A.Top().(applier).Apply(f.A.Context(), h.action)
		f.A.SetHooks(script.New(f.A, taps))
		// Each frame on an image of its own, out of Ebitengine's atlases,
		// so that both worlds draw at the same place of a texture.
		imgs[i] = ebiten.NewImageWithOptions(image.Rect(0, 0, int(scr.W*scr.Scale), int(scr.H*scr.Scale)), &ebiten.NewImageOptions{Unmanaged: true})
		defer imgs[i].Deallocate()
		pix[i] = make([]byte, 4*imgs[i].Bounds().Dx()*imgs[i].Bounds().Dy())
	}
	compared := 0
	for frame := 0; frame < 1200; frame++ {
		var done, made [2]bool
		for i, f := range fs {
			err := f.A.Update()
			done[i] = errors.Is(err, ebiten.Termination)
			if err != nil && !done[i] {
				t.Fatal(err)
			}
			made[i] = len(worlds[i].History()) > n
			f.A.Context().Redraw()
			f.A.Draw(imgs[i])
			imgs[i].ReadPixels(pix[i])
		}
		if made[0] != made[1] {
			t.Fatalf("frame %d: the action is made in one world only (%v)", frame, made)
		}
		if !made[0] {
			continue // the countdown: the mover may still take the action back
		}
		compared++
		if !bytes.Equal(pix[0], pix[1]) {
			t.Fatalf("frame %d (%d since the action): the worlds draw different pixels %s", frame, compared, keep(t, imgs, pix))
		}
		if fs[0].A.Top().Name() == "curtain" && fs[1].A.Top().Name() == "curtain" {
			t.Logf("%d frames alike, from the action to the curtain", compared)
			return compared
		}
		if done[0] || done[1] {
			break
		}
	}
	t.Fatalf("no curtain came down after the hand-over (%s, %s)", fs[0].A.Top().Name(), fs[1].A.Top().Name())
	return compared
}

// keep writes the two worlds' frames to out/handover, to be looked at,
// and says where they differ and where they were written.
func keep(t *testing.T, imgs [2]*ebiten.Image, pix [2][]byte) string {
	t.Helper()
	b := imgs[0].Bounds()
	box := image.Rectangle{Min: b.Max, Max: b.Min}
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			k := 4 * (y*b.Dx() + x)
			if !bytes.Equal(pix[0][k:k+4], pix[1][k:k+4]) {
				box = box.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	dir := filepath.Join("..", "..", "out", "handover")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	name := strings.NewReplacer("/", "_", " ", "_", ">", "", "×", "x", "@", "_").Replace(t.Name())
	var paths []string
	for i := range imgs {
		rgba := &image.RGBA{Pix: pix[i], Stride: 4 * b.Dx(), Rect: b}
		path := filepath.Join(dir, fmt.Sprintf("%s-%c.png", name, 'A'+i))
		f, err := os.Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, rgba); err != nil {
			t.Fatal(err)
		}
		f.Close()
		paths = append(paths, path)
	}
	return fmt.Sprintf("in %+v (written to %s)", box, strings.Join(paths, " and "))
}
