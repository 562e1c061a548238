package table

import (
	"fmt"
	"strings"
	"testing"

	"kamon/game"
	"kamon/rules"
	"kamon/rules/tally"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

func newTallyMatch(t *testing.T, seats ...game.Seat) *game.Match {
	t.Helper()
	m, err := game.New(tally.ID, rules.Config{Players: len(seats), Seed: 9}, seats)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestNextViewer(t *testing.T) {
	human, bot := game.Seat{Name: "A"}, game.Seat{Name: "B", Bot: "random"}
	none := rules.NoPlayer

	m := newTallyMatch(t, bot, bot)
	if v, c := nextViewer(m, none); v != none || c {
		t.Errorf("bots only: viewer %d curtain %v, want the public view", v, c)
	}
	m = newTallyMatch(t, bot, human, bot)
	if v, c := nextViewer(m, none); v != 1 || c {
		t.Errorf("one human: viewer %d curtain %v, want seat 2 without a curtain", v, c)
	}

	m = newTallyMatch(t, human, game.Seat{Name: "C"})
	p := m.ToMove()
	if v, c := nextViewer(m, none); v != none || !c {
		t.Errorf("two humans at the start: viewer %d curtain %v, want a curtain first", v, c)
	}
	if v, c := nextViewer(m, p); v != p || c {
		t.Errorf("after the curtain: viewer %d curtain %v, want %d", v, c, p)
	}
	var buf []rules.Action
	if _, err := m.Apply(m.View(p).Legal(buf)[0]); err != nil {
		t.Fatal(err)
	}
	if v, c := nextViewer(m, p); v != p || !c {
		t.Errorf("the other human to move: viewer %d curtain %v, want the screen kept by %d behind a curtain", v, c, p)
	}
	m.Game.Hidden = false // a perfect-information game needs no hand-off
	if v, c := nextViewer(m, p); v != m.ToMove() || c {
		t.Errorf("perfect information: viewer %d curtain %v, want %d at once", v, c, m.ToMove())
	}
}

// describeTable is the generic table's picture of m for viewer, with the
// actions of the viewer to move.
func describeTable(m *game.Match, viewer rules.Player, logLines int) Info {
	info := describeSource(Live(m), viewer, logLines)
	if view := m.View(viewer); view.ToMove() == viewer {
		info.listActions(m.Game.ID, view, view.Legal(nil))
	}
	return info
}

func TestDescribeTableHidesOthersCardsAndPrivateLines(t *testing.T) {
	m := newTallyMatch(t, game.Seat{Name: "A"}, game.Seat{Name: "C"})
	p := m.ToMove()
	q := 1 - p
	mover := describeTable(m, p, 40)
	if len(mover.Actions) == 0 || !strings.HasPrefix(mover.Actions[0].ID, "action:") {
		t.Fatalf("the mover has actions %+v", mover.Actions)
	}
	want := m.State().(*tally.State).Hand(p)
	if got := mover.Seats[p].Cards; len(got) != len(want) || got[0] != want[0] {
		t.Fatalf("mover's hand %v, want %v", got, want)
	}
	if other := describeTable(m, q, 40); len(other.Actions) != 0 {
		t.Fatalf("the seat not to move got actions %+v", other.Actions)
	}
	if _, err := m.Apply(mover.Actions[0].Action); err != nil {
		t.Fatal(err)
	}
	seen := describeTable(m, q, 40)
	for _, c := range seen.Seats[p].Cards {
		if c != 0 {
			t.Fatalf("seat %d sees seat %d's card %d", q+1, p+1, c)
		}
	}
	log := strings.Join(seen.Log, "\n")
	if !strings.Contains(log, "draws a card") {
		t.Fatalf("log %q should say a card was drawn", log)
	}
	for _, e := range m.Log() {
		if e.Event.Private && strings.Contains(log, e.Event.Text) {
			t.Fatalf("log %q shows the private line %q to the other seat", log, e.Event.Text)
		}
	}
}

func TestTableLayoutScrollsManyActions(t *testing.T) {
	for _, size := range [][2]float64{{390, 844}, {1280, 800}} {
		t.Run(fmt.Sprintf("%gx%g", size[0], size[1]), func(t *testing.T) {
			ctx := &ui.Context{W: size[0], H: size[1], Unit: 1}
			info := Info{Viewer: 0, HasTotal: true, HasDeck: true,
				Seats: []seatInfo{{Name: "A", HasHand: true, Cards: []int{1, 2}}, {Name: "B", HasHand: true}}}
			area := ctx.Screen().Inset(20)
			l := LayoutInfo(ctx, area, &info, 60)
			if l.actView.H >= l.actions.Height() {
				t.Errorf("%v: 60 actions fit in %v px? the grid is %v px", size, l.actView.H, l.actions.Height())
			}
			if l.actView.Y+l.actView.H > area.Y+area.H+0.5 {
				t.Errorf("%v: the actions run off the screen: %+v", size, l.actView)
			}
			if ctx.Portrait() && l.log.H < 100 {
				t.Errorf("%v: the log was squeezed to %v px", size, l.log.H)
			}
			few := LayoutInfo(ctx, area, &info, 3)
			if few.actView.H < few.actions.Height() {
				t.Errorf("%v: 3 actions scroll (%v < %v)", size, few.actView.H, few.actions.Height())
			}
		})
	}
}

func TestTableIconsExist(t *testing.T) {
	m := newTallyMatch(t, game.Seat{Name: "A"}, game.Seat{Name: "B"})
	mb := NewGeneric(nil, Local(m)).(*Generic).menu
	for _, b := range []ui.Button{mb.Menu, mb.Undo} {
		if b.Icon != "" && !sprites.HasIcon(b.Icon) {
			t.Errorf("button %q has icon %q, which sprites does not have", b.ID, b.Icon)
		}
	}
}

// A long line of the log, as Shinobi writes when an action is skipped,
// is read whole in a log panel as narrow as the turned one of table mode
// (its lines 140 px wide at 1024x768): it wraps onto the lines it needs, at the
// floor at worst, rather than being cut short.
func TestALongLogLineIsReadWholeInANarrowPanel(t *testing.T) {
	defer text.SetScale(text.Scale())
	text.SetScale(1)
	line := "Player 1 skips an action: no army is bigger than an army of another clan that may be attacked"
	st := text.Style{Size: ui.SizeSmall}
	f := ui.FitText(line, st, 140, float64(logFit.Lines)*text.LineHeight(st), logFit)
	if f.Cut || f.Size < ui.MinText {
		t.Fatalf("cut %v at %.1f px: %q", f.Cut, f.Size, f.Lines)
	}
}
