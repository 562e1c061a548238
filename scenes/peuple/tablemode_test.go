package peuple

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Table mode lays the ring, the plates, the menu and the log (at least
// its strip) between strips along the edges where people sit, none
// overlapping, at tablet and desktop sizes with 3 to 5 seats and every
// mix of people and bots;
// each seat's strip is at the bottom of its own frame and holds the bar
// and the hand side by side, large enough to use. Phones fall back to the
// usual layout.
func TestPeupleTableModeLayout(t *testing.T) {
	sizes := [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}, {1920, 1080}}
	for _, sz := range sizes {
		t.Run(fmt.Sprintf("%gx%g", sz[0], sz[1]), func(t *testing.T) {
			unit := ui.Zoom(sz[0], sz[1])
			area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
			phone := math.Min(sz[0], sz[1]) < 500
			for n := 3; n <= 5; n++ {
				for mask := 1; mask < 1<<n; mask++ {
					checkPeupleTableModeLayout(t, sz, unit, area, phone, n, mask)
				}
			}
		})
	}
}

// checkPeupleTableModeLayout checks the table-mode layout of n players at
// size sz where the seats of mask (bit i: seat i) are people's.
func checkPeupleTableModeLayout(t *testing.T, sz [2]float64, unit float64, area ui.Rect, phone bool, n, mask int) {
	t.Helper()
	people := table.PeopleSides(n, func(i int) bool { return mask&(1<<i) != 0 })
	name := fmt.Sprintf("%gx%g/%d players/people %v", sz[0], sz[1], n, people)
	var l peupleLayout
	if ok := layoutPeupleTable(&l, area, unit, n, people); ok == phone {
		t.Errorf("%s: table layout %v", name, ok)
		return
	}
	if phone {
		return
	}
	blocks := append([]ui.Rect{l.top, l.ring}, l.seats...)
	if l.log.H < unit*table.LogStripH-0.5 { // what the others did stays in sight
		t.Errorf("%s: the log %+v, lower than its strip", name, l.log)
	}
	blocks = append(blocks, l.log)
	for side := range table.Side(4) {
		if s := l.strips[side]; people[side] != (s.W > 0) {
			t.Errorf("%s: side %d strip %+v", name, side, s)
		} else if people[side] {
			blocks = append(blocks, s)
		}
	}
	for i, a := range blocks {
		if a.W <= 0 || a.H <= 0 || !scenestest.Inside(a, area) {
			t.Errorf("%s: block %d %+v empty or off the screen %+v", name, i, a, area)
		}
		for _, b := range blocks[i+1:] {
			if scenestest.Overlaps(a, b) {
				t.Errorf("%s: blocks %+v and %+v overlap", name, a, b)
			}
		}
	}
	if g := newPeupleRing(l.ring, 4*n); g.side < unit*24 {
		t.Errorf("%s: terrain cards %.0f px, too small to read", name, g.side/unit)
	}
	for side := range table.Side(4) {
		if !people[side] {
			continue
		}
		var f table.SeatFrame
		f.Place(side, sz[0], sz[1])
		strip := f.RectToLocal(l.strips[side])
		if !scenestest.Near(strip.Y+strip.H, f.Screen().H-unit*(ui.Margin+ui.RimW)) {
			t.Errorf("%s: side %d's strip %+v is not at the bottom of its frame %+v", name, side, strip, f.Screen())
		}
		part := l
		layoutPeupleStrip(&part, strip, unit)
		if !scenestest.Inside(part.bar, strip) || !scenestest.Inside(part.hand, strip) || scenestest.Overlaps(part.bar, part.hand) {
			t.Errorf("%s: side %d: bar %+v and hand %+v in the strip %+v", name, side, part.bar, part.hand, strip)
		}
		if part.bar.W < unit*260 || part.bar.H < unit*(peuplePromptH+4+44) || part.hand.W < unit*220 || part.hand.H < unit*110 {
			t.Errorf("%s: side %d: bar %+v or hand %+v too small to use", name, side, part.bar, part.hand)
		}
	}
}

// startPeupleTableMode starts a game of n seats with seed 7 in table mode
// at w×h, animations off; seats runs at the setup (to change seats: a
// seat's kind is picked from a list).
func startPeupleTableMode(t *testing.T, w, h float64, n int, seats string) *flow {
	t.Helper()
	f := newFlow(t, storage.NewMemory())
	f.A.SetScreen(w, h, 1, ui.Zoom(w, h))
	f.Run("wait 2\ntap settings\ntap table_mode\ntap anim:off\ntap back\ntap game:peuple\nexpect-scene setup\n" +
		"tap shuffle\ntap shared-deal\ntap seed\n" + strings.Repeat("key Backspace\n", 20) + "type 7\n" +
		strings.Repeat("tap players:+\n", n-3) + seats + "tap start")
	return f
}

// human is the setup taps that make seat i (from 1) a person's: the
// tests' build has no bot but the random one.
func human(i int) string { return fmt.Sprintf("tap seat:%d:kind\ntap kind:human\n", i) }

// botSeat is the setup taps that make seat i (from 1) a bot's.
func botSeat(i int) string { return fmt.Sprintf("tap seat:%d:kind\ntap kind:random\n", i) }

// Table mode on a tablet: Player 2 (the left seat) plays against bots.
// The ring stays upright while Player 2's hand and choices face the left
// edge, turned; taps on the turned cards and choices play a move (card,
// pawn, option) and a pass. An idle frame allocates nothing.
func TestPeupleTableModeTurnedHand(t *testing.T) {
	for _, sz := range [][2]float64{{1024, 768}, {768, 1024}} {
		t.Run(fmt.Sprintf("%gx%g", sz[0], sz[1]), func(t *testing.T) {
			f := startPeupleTableMode(t, sz[0], sz[1], 3, botSeat(1)+human(2))
			f.Run("wait 100")
			tbl := f.peupleTable()
			if tbl == nil || !tbl.lay.table || tbl.Viewer() != 1 || tbl.view.ToMove() != 1 || tbl.frame.Side() != table.SideLeft {
				t.Fatalf("table %v: table mode %v, viewer %d, to move %d, frame side %d", tbl != nil, tbl.lay.table, tbl.Viewer(), tbl.view.ToMove(), tbl.frame.Side())
			}
			strip := tbl.lay.strips[table.SideLeft]
			var cards []ui.WidgetInfo
			for _, w := range f.A.Widgets() {
				if strings.HasPrefix(w.ID, "move:") || strings.HasPrefix(w.ID, "power:") || w.ID == "pass" || w.ID == "prompt" {
					if !scenestest.Inside(w.Rect, strip) {
						t.Errorf("%s at %+v: not in the left strip %+v", w.ID, w.Rect, strip)
					}
					if strings.HasPrefix(w.ID, "move:") {
						cards = append(cards, w)
						if w.Rect.H >= w.Rect.W {
							t.Errorf("hand card %s at %+v: not a card turned on its side", w.ID, w.Rect)
						}
					}
				}
			}
			if len(cards) == 0 {
				t.Fatal("no movement card listed in the hand")
			}
			// A card of the hand, then its pawn on the ring, then the circled
			// option among the turned choices.
			var c peuple.MoveCard
			for _, mc := range tbl.view.MoveHand(1) {
				if mc.Spec().Own {
					c = mc
					break
				}
			}
			if c == 0 {
				t.Fatal("seed 7 deals Player 2 no card for their own pawns: the test needs another seed")
			}
			w := peuple.PawnOf(1, 0)
			n := len(tbl.Match().History())
			f.Run(fmt.Sprintf("tap move:%s\nwait 1", c))
			if tbl.selMove != c {
				t.Fatalf("a tap on move:%s selects %v (message %q)", c, tbl.selMove, tbl.Msg())
			}
			if tbl.selPawn < 0 {
				f.Run(fmt.Sprintf("tap card:%d\nwait 1", tbl.view.PawnAt(w)))
			}
			w = tbl.selPawn
			f.Run("tap opt:circle\nwait 2")
			h := tbl.Match().History()
			if len(h) <= n || h[n].Action != fmt.Sprintf("%s %s circle", c, w) {
				t.Fatalf("after the taps: history %+v, message %q", h[n:], tbl.Msg())
			}
			f.Run("wait 100")
			if tbl.view.ToMove() == 1 {
				n = len(tbl.Match().History())
				f.Run("tap pass\nwait 2")
				if h := tbl.Match().History(); len(h) <= n || h[n].Action != "pass" {
					t.Fatalf("a tap on the turned Pass: history %+v", h[n:])
				}
			}
			for range 3 {
				_ = f.A.Update()
			}
			if a := testing.AllocsPerRun(50, func() { _ = f.A.Update() }); a != 0 {
				t.Errorf("an idle frame of the table in table mode allocates %v times", a)
			}
		})
	}
}

// Table mode with people on several sides: while one plays, each other
// person's strip holds their name plate, turned to their edge, saying whom
// the table waits for; the plates stay clear of the ring, the plates of
// scores and the log. The curtain is turned to the next person's edge.
func TestPeupleTableModePlates(t *testing.T) {
	for n := 3; n <= 5; n++ {
		for _, sz := range [][2]float64{{1024, 768}, {768, 1024}} {
			t.Run(fmt.Sprintf("%d/%gx%g", n, sz[0], sz[1]), func(t *testing.T) {
				seats := human(2)
				for i := 3; i <= n; i++ {
					seats += human(i)
				}
				f := startPeupleTableMode(t, sz[0], sz[1], n, seats)
				f.Run("wait 5\nexpect-scene curtain\ntap curtain\nwait 5\nexpect-scene table")
				tbl := f.peupleTable()
				if tbl == nil || tbl.Viewer() != 0 || tbl.frame.Side() != table.SideBottom {
					t.Fatalf("the table is not Player 1's at the bottom")
				}
				blocks := append([]ui.Rect{tbl.lay.ring, tbl.lay.top, tbl.lay.log}, tbl.lay.seats...)
				want := 0
				for i := 1; i < n; i++ {
					if table.SeatSide(i, n, true) != table.SideBottom {
						want++
					}
				}
				got := 0
				for _, w := range f.A.Widgets() {
					if !strings.HasPrefix(w.ID, "plate:") {
						continue
					}
					got++
					seat := int(w.ID[len("plate:")]-'0') - 1
					side := table.SeatSide(seat, n, true)
					if !scenestest.Inside(w.Rect, tbl.lay.strips[side]) || w.Label != "Waiting for Player 1" {
						t.Errorf("%s %q at %+v, not in its strip %+v", w.ID, w.Label, w.Rect, tbl.lay.strips[side])
					}
					for _, b := range blocks {
						if scenestest.Overlaps(w.Rect, b) {
							t.Errorf("%s at %+v over %+v", w.ID, w.Rect, b)
						}
					}
				}
				if got != want {
					t.Errorf("%d name plates, want %d", got, want)
				}
				f.Run("tap pass\nwait 5\nexpect-scene curtain")
			})
		}
	}
}

// In table mode the status line across the middle faces the person to
// play at the top edge (Player 3 of three), drawn upside down as the
// screen stands; from the left edge (Player 2) it reads as the screen
// stands.
func TestPeupleTableModeStatusFacesTheTopSeat(t *testing.T) {
	for _, c := range []struct {
		seats      string
		viewer     rules.Player
		upsideDown bool
	}{{botSeat(1) + human(2) + botSeat(3), 1, false}, {botSeat(1) + botSeat(2) + human(3), 2, true}} {
		f := startPeupleTableMode(t, 1024, 768, 3, c.seats)
		f.Run("wait 200")
		tbl := f.peupleTable()
		if tbl == nil || !tbl.lay.table || tbl.Viewer() != c.viewer || tbl.view.ToMove() != c.viewer {
			t.Fatalf("want Player %d's turn in table mode", c.viewer+1)
		}
		s := scenestest.Screen{W: 1024, H: 768, Scale: 1}
		box := table.StatusBox(tbl.MenuRect(), tbl.lay.top, tbl.lay.top.X+tbl.lay.top.W, f.A.Context().Unit)
		var listed ui.Rect
		for _, w := range f.A.Widgets() {
			if w.ID == "status" {
				listed = w.Rect.Inset(-2)
			}
		}
		want := 1.0 // upright: the placement's cosine; upside down, -1
		if c.upsideDown {
			want = -1
		}
		drawn := 0
		for _, d := range f.DrawnTexts(s).Texts {
			if scenestest.Inside(d.Rect, box) && strings.Contains(tbl.status, d.Text) {
				drawn++
				if g := d.Place(); math.Abs(g.Element(0, 0)-want) > 0.01 || math.Abs(g.Element(1, 0)) > 0.01 {
					t.Errorf("Player %d to play: the status %q drawn turned %v, want cosine %v", c.viewer+1, d.Text, g, want)
				}
				if !scenestest.Inside(d.Rect, listed) {
					t.Errorf("Player %d to play: the status %q drawn at %+v, listed at %+v", c.viewer+1, d.Text, d.Rect, listed)
				}
			}
		}
		if drawn == 0 {
			t.Errorf("Player %d to play: no status %q drawn in %+v", c.viewer+1, tbl.status, box)
		}
	}
}
