package peuple

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// The ring of 12, 16 or 20 cards, the plates, the prompt with the rows
// its most choices need, the hand and the log fit on phones both ways,
// tablets and desktops without overlapping, in a usual turn the log with
// its strip at least (upright, with two lines), and the decks sit inside
// the ring, clear of the cards and the pawns.
func TestPeupleLayoutFitsEverySize(t *testing.T) {
	sizes := [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}}
	for _, sz := range sizes {
		for n := 3; n <= 5; n++ {
			name := fmt.Sprintf("%gx%g/%d players", sz[0], sz[1], n)
			t.Run(name, func(t *testing.T) {
				unit := ui.Zoom(sz[0], sz[1])
				screen := ui.Rect{W: sz[0], H: sz[1]}
				area := screen.Inset(unit * (ui.Margin + ui.RimW))
				var l peupleLayout
				// The most choices a turn shows: three options, Cancel and Pass.
				layoutPeuple(&l, area, unit, n, 1)
				_, rows := peupleChoiceGrid(l.bar.W, 5, unit)
				layoutPeuple(&l, area, unit, n, rows)
				blocks := append([]ui.Rect{l.top, l.ring, l.bar, l.hand}, l.seats...)
				if l.log.H > 0 {
					blocks = append(blocks, l.log)
				}
				for i, a := range blocks {
					if !scenestest.Inside(a, area) {
						t.Errorf("%s: block %d %+v leaves the screen %+v", name, i, a, area)
					}
					for _, b := range blocks[i+1:] {
						if scenestest.Overlaps(a, b) {
							t.Errorf("%s: blocks %+v and %+v overlap", name, a, b)
						}
					}
				}
				if len(l.seats) != n {
					t.Fatalf("%s: %d plates", name, len(l.seats))
				}
				// With a row of choices (a usual turn) the log keeps its
				// strip at least; upright, its heading and two lines of what
				// happened, the hand giving up to its least for them.
				var usual peupleLayout
				layoutPeuple(&usual, area, unit, n, 1)
				if usual.log.H < unit*table.LogStripH-0.5 {
					t.Errorf("%s: the log %.0f px high, under its strip", name, usual.log.H/unit)
				}
				if sz[1] > sz[0] && usual.log.H < unit*peupleLogTwoLines-0.5 {
					t.Errorf("%s: the log %.0f px high, under two lines", name, usual.log.H/unit)
				}
				if l.hand.H < unit*80 || l.bar.W < unit*300 {
					t.Errorf("%s: hand %+v or bar %+v too small to use", name, l.hand, l.bar)
				}
				g := newPeupleRing(l.ring, 4*n)
				if g.side < unit*24 {
					t.Errorf("%s: terrain cards %.0f px, too small to read", name, g.side/unit)
				}
				for i := 1; i <= g.cards; i++ {
					if !scenestest.Inside(g.rect(i), l.ring) {
						t.Errorf("%s: card %d %+v outside the ring %+v", name, i, g.rect(i), l.ring)
					}
					for j := i + 1; j <= g.cards; j++ {
						if scenestest.Overlaps(g.rect(i), g.rect(j)) {
							t.Errorf("%s: cards %d and %d overlap", name, i, j)
						}
					}
					if got := g.card(g.center(i)); got != i {
						t.Errorf("%s: the centre of card %d reads as %d", name, i, got)
					}
				}
				for _, d := range l.decks {
					if !scenestest.Inside(d, g.inner()) {
						t.Errorf("%s: deck %+v outside the middle %+v", name, d, g.inner())
					}
					for i := 1; i <= g.cards; i++ {
						for k := range 4 {
							x, y := g.pawnSpot(i, k, 4)
							r := g.pawnRadius()
							if scenestest.Overlaps(d, ui.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}) {
								t.Errorf("%s: deck %+v under a pawn of card %d", name, d, i)
							}
						}
					}
				}
			})
		}
	}
}

// The choices under what to do stand in rows of one width each, every
// row filled from the bar's left edge to its right: a lone Pass as wide as
// the bar (it was 200 logical px at most, half a phone's bar), five
// choices three and two. So in the usual layout at the six sizes and in a
// table-mode strip.
func TestPeupleChoicesFillTheirRows(t *testing.T) {
	sizes := [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}, {1920, 1080}}
	for _, sz := range sizes {
		unit := ui.Zoom(sz[0], sz[1])
		area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
		type bar struct {
			name string
			n    int
			r    ui.Rect
		}
		var bars []bar
		for n := 1; n <= 5; n++ {
			var l peupleLayout
			layoutPeuple(&l, area, unit, 4, 1)
			_, rows := peupleChoiceGrid(l.bar.W, n, unit)
			layoutPeuple(&l, area, unit, 4, rows)
			bars = append(bars, bar{fmt.Sprintf("%gx%g/%d choices", sz[0], sz[1], n), n, l.bar})
			if layoutPeupleTable(&l, area, unit, 4, [4]bool{true, true, true, true}) {
				var f table.SeatFrame
				f.Place(table.SideBottom, sz[0], sz[1])
				layoutPeupleStrip(&l, f.RectToLocal(l.strips[table.SideBottom]), unit)
				bars = append(bars, bar{fmt.Sprintf("%gx%g/table mode/%d choices", sz[0], sz[1], n), n, l.bar})
			}
		}
		for _, b := range bars {
			name, n, bar := b.name, b.n, b.r
			_, rows := peupleChoiceGrid(bar.W, n, unit)
			byRow := map[float64][]ui.Rect{}
			for i := range n {
				r := peupleChoiceRect(bar, n, i, unit)
				if !scenestest.Inside(r, bar) || r.W < unit*peupleChoiceMinW || r.H <= 0 {
					t.Errorf("%s: choice %d %+v leaves the bar %+v or is too small", name, i+1, r, bar)
				}
				byRow[r.Y] = append(byRow[r.Y], r)
			}
			if len(byRow) != rows {
				t.Errorf("%s: %d rows, want %d", name, len(byRow), rows)
			}
			for _, row := range byRow {
				first, last := row[0], row[len(row)-1]
				if !scenestest.Near(first.X, bar.X) || !scenestest.Near(last.X+last.W, bar.X+bar.W) {
					t.Errorf("%s: the row %v does not fill the bar %+v", name, row, bar)
				}
				for _, r := range row {
					if !scenestest.Near(r.W, first.W) {
						t.Errorf("%s: choices %.0f and %.0f px wide in one row", name, first.W, r.W)
					}
				}
			}
		}
	}
}

// peupleTable is the Le Dernier Peuple table on top, or nil.
// flow drives the real app, this game's table registered (scenestest.Flow).
type flow struct {
	*scenestest.Flow[scenes.Testing]
}

func newFlow(t *testing.T, st storage.Store) *flow {
	return &flow{scenestest.New(t, scenes.Testing{App: scenes.NewApp(scenes.Options{Store: st, Home: scenes.NewMenu, Log: t.Logf})})}
}

func (f *flow) peupleTable() *tableScene {
	tbl, _ := f.A.Top().(*tableScene)
	return tbl
}

func choiceIDs(tbl *tableScene) []string {
	var ids []string
	for _, c := range tbl.choices {
		ids = append(ids, c.id)
	}
	return ids
}

func (tbl *tableScene) choice(id string) *peupleChoice {
	for i := range tbl.choices {
		if tbl.choices[i].id == id {
			return &tbl.choices[i]
		}
	}
	return nil
}

// A human plays a movement card by taps against two random bots: the card,
// then the pawn (chosen at once when both stand together), the previews of
// each option with what it would do, then a lit landing. A card aimed at the
// wrong kind of pawn says why.
func TestPeupleTablePlaysATurnByTaps(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:peuple\nexpect-scene setup\ntap shuffle\ntap shared-deal\ntap seed\n" +
		strings.Repeat("key Backspace\n", 20) + "type 7\ntap start\nexpect-scene table\nwait 5")
	tbl := f.peupleTable()
	if tbl == nil {
		t.Fatalf("scene %q is not the Peuple table", f.A.Top().Name())
	}
	// Seed 7 deals P1 G+6>1 and B-2>2; both P1 pawns stand on village 2.
	if got := tbl.view.MoveHand(0); !slices.Equal(got, []peuple.MoveCard{mustMove(t, "G+6>1"), mustMove(t, "B-2>2")}) {
		t.Fatalf("P1's hand %v, want the seed's G+6>1 B-2>2", got)
	}
	if tbl.Viewer() != 0 || len(tbl.hand) != 2 {
		t.Fatalf("viewer %d with %d cards shown", tbl.Viewer(), len(tbl.hand))
	}
	f.Run("tap move:G+6>1\nwait 1")
	if tbl.selPawn != peuple.PawnOf(0, 0) {
		t.Fatalf("both pawns on one card: selected pawn %d, want 1a at once", tbl.selPawn)
	}
	if ids := choiceIDs(tbl); !slices.Equal(ids, []string{"opt:circle", "opt:target", "cancel", "pass"}) {
		t.Fatalf("choices %q", ids)
	}
	circle, target := tbl.choice("opt:circle"), tbl.choice("opt:target")
	if circle.title != "6 clockwise" || circle.sub != "draw a power card" || target.title != "Jump to card 1" || target.sub != "nothing happens" {
		t.Fatalf("previews %q/%q and %q/%q", circle.title, circle.sub, target.title, target.sub)
	}
	if w, ok := f.A.Widget("prompt"); !ok || w.Label != tbl.prompt {
		t.Fatalf("prompt widget %+v, table prompt %q", w, tbl.prompt)
	}
	// Cancel, then the B card on one's own pawn: refused with the reason.
	f.Run("tap cancel\nwait 1\ntap move:B-2>2\nwait 1\ntap card:2\nwait 1")
	if !strings.Contains(tbl.Msg(), "opponent's pawn") || len(tbl.Match().History()) != 0 {
		t.Fatalf("B card on one's own pawn: message %q, %d actions", tbl.Msg(), len(tbl.Match().History()))
	}
	// G+6 on pawn 1a by tapping its lit landing, card 8: a pickaxe.
	f.Run("tap move:G+6>1\nwait 1\ntap card:8\nwait 60")
	h := tbl.Match().History()
	if len(h) < 3 || h[0].Action != "G+6>1 1a circle" {
		t.Fatalf("history %+v, want G+6>1 1a circle and the bots' turns", h)
	}
	drewPower := false
	for _, e := range h[0].Events {
		if d, ok := e.Data.(peuple.CardData); ok && e.Kind == peuple.EventDraw && d.Power != 0 {
			drewPower = true
		}
	}
	if !drewPower {
		t.Fatal("ending on a pickaxe gave no power card")
	}
	if tbl.Match().ToMove() == 0 && !tbl.Match().Outcome().Over {
		if _, ok := f.A.Widget("prompt"); !ok {
			t.Fatal("no prompt when the human is to play again")
		}
	}
	for w := range tbl.shownAt {
		if tbl.shownAt[w] != tbl.view.PawnAt(peuple.Pawn(w)) {
			t.Fatalf("pawn %s shown on %d, stands on %d", peuple.Pawn(w), tbl.shownAt[w], tbl.view.PawnAt(peuple.Pawn(w)))
		}
	}
	// The power card drawn is Bandit: aimed by tapping a plate, never one's own.
	if !slices.Contains(tbl.view.PowerHand(0), peuple.Bandit) || len(h) != 3 {
		t.Fatalf("P1 holds %v after %d actions; the seed gives Bandit", tbl.view.PowerHand(0), len(h))
	}
	f.Run("tap power:Bandit\nwait 1")
	if tbl.selPower != peuple.Bandit || !strings.Contains(tbl.prompt, "tap the player") || !tbl.targetable(1) || tbl.targetable(0) {
		t.Fatalf("Bandit selected: power %v, prompt %q", tbl.selPower, tbl.prompt)
	}
	f.Run("tap seat:1\nwait 1")
	if !strings.Contains(tbl.Msg(), "cannot be the target") || len(tbl.Match().History()) != 3 {
		t.Fatalf("Bandit on oneself: message %q", tbl.Msg())
	}
	f.Run("tap seat:2\nwait 30")
	if h := tbl.Match().History(); len(h) < 5 || h[3].Action != "Bandit P2" || h[4].Player != 1 {
		t.Fatalf("history %+v, want Bandit P2 and the bot's answer", h[3:])
	}
	if tbl.view.Phase() != peuple.PhasePlay || tbl.view.ToMove() != 0 || tbl.choice("pass") == nil {
		t.Fatalf("after the power card: phase %d, %d to move, choices %q", tbl.view.Phase(), tbl.view.ToMove(), choiceIDs(tbl))
	}
}

func mustMove(t *testing.T, s string) peuple.MoveCard {
	t.Helper()
	st, err := peuple.New(rules.Config{Players: 5})
	if err != nil {
		t.Fatal(err)
	}
	a, err := st.ParseAction("discard " + s)
	if err != nil {
		t.Fatal(err)
	}
	return st.Describe(a).Card
}

// matchInPhase plays random actions in three-human games until one waits
// for a decision of phase ph.
func matchInPhase(t *testing.T, ph peuple.Phase) *game.Match {
	t.Helper()
	return matchWhere(t, func(st *peuple.State) bool { return st.Phase() == ph })
}

// matchWhere plays random actions in three-human games until ok holds.
func matchWhere(t *testing.T, ok func(*peuple.State) bool) *game.Match {
	t.Helper()
	seats := []game.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}}
	for seed := uint64(1); seed < 200; seed++ {
		m, err := game.New(peuple.ID, rules.Config{Players: 3, Seed: seed}, seats)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		for ply := 0; ply < 300 && !m.Outcome().Over; ply++ {
			if ok(m.State().(*peuple.State)) {
				return m
			}
			scenestest.RandomMove(t, m, &rng)
		}
	}
	t.Fatal("no such position in 200 random games")
	return nil
}

// The Defense prompt of a targeted human comes behind the curtain, shows
// only that player's hand, offers "play Defense" (greyed without the card)
// and "let it happen"; the answer hands the screen back behind the curtain.
func TestPeupleDefensePromptBehindTheCurtain(t *testing.T) {
	m := matchInPhase(t, peuple.PhaseDefense)
	full := m.State().(*peuple.State)
	target, active := full.ToMove(), full.Active()
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back")
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 5\nexpect-scene curtain\nexpect-label curtain Pass to " + m.Seats[target].Name + "\ntap curtain\nwait 5\nexpect-scene table")
	tbl := f.peupleTable()
	if tbl.Viewer() != target {
		t.Fatalf("the screen is for seat %d, want the target %d", tbl.Viewer(), target)
	}
	var want []string
	for _, c := range full.MoveHand(target) {
		want = append(want, "move:"+c.String())
	}
	for _, p := range full.PowerHand(target) {
		want = append(want, "power:"+strings.ReplaceAll(p.String(), " ", ""))
	}
	var shown []string
	for _, h := range tbl.hand {
		shown = append(shown, h.id)
	}
	if !slices.Equal(shown, want) {
		t.Fatalf("hand shown %q, want the target's %q", shown, want)
	}
	defend := tbl.choice("defend")
	if defend == nil || tbl.choice("accept") == nil {
		t.Fatalf("choices %q, want defend and accept", choiceIDs(tbl))
	}
	holds := slices.Contains(full.PowerHand(target), peuple.Defense)
	if defend.disabled == holds {
		t.Fatalf("defend disabled %v while the target holds Defense: %v", defend.disabled, holds)
	}
	n := len(m.History())
	f.Run("tap accept\nwait 5")
	if h := m.History(); len(h) != n+1 || h[n].Action != "accept" {
		t.Fatalf("history after accept %+v", h[n:])
	}
	if m.ToMove() == active && active != target && !m.Outcome().Over {
		if got := f.A.Top().Name(); got != "curtain" {
			t.Fatalf("after the answer the screen shows %q, want the curtain for the active player", got)
		}
	}
}

// An idle frame of the table, at the start and in mid-game on a person's
// turn, allocates nothing and draws nothing.
func TestPeupleTableIdleFrameAllocatesNothing(t *testing.T) {
	t.Run("start", func(t *testing.T) {
		f := newFlow(t, storage.NewMemory())
		f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:peuple\ntap shuffle\ntap start\nexpect-scene table\nwait 5")
		f.CheckIdle("the Peuple table")
	})
	t.Run("mid-game", func(t *testing.T) { kit.CheckIdleInMidGame(t, peuple.ID, 4, 60) })
}

// The helper choice and the discard at the hand limit are made by taps too:
// a choice per candidate helper, a tap on a card of the hand to discard it.
func TestPeupleHelperAndDiscardByTaps(t *testing.T) {
	for _, tc := range []struct {
		phase peuple.Phase
		want  string // the action the tap makes starts so
	}{{peuple.PhaseHelper, "helper P"}, {peuple.PhaseDiscard, "discard "}} {
		m := matchInPhase(t, tc.phase)
		full := m.State().(*peuple.State)
		f := newFlow(t, storage.NewMemory())
		f.Run("wait 2\ntap settings\ntap anim:off\ntap back")
		f.A.Go(newTableScene(f.A, table.Local(m)))
		f.Run("wait 5\nexpect-scene curtain\ntap curtain\nwait 5\nexpect-scene table")
		tbl := f.peupleTable()
		n := len(m.History())
		switch tc.phase {
		case peuple.PhaseHelper:
			ids := choiceIDs(tbl)
			if len(ids) != len(full.HelperCandidates()) || len(ids) < 2 {
				t.Fatalf("helper choices %q for candidates %v", ids, full.HelperCandidates())
			}
			f.Run("tap " + ids[0] + "\nwait 5")
		case peuple.PhaseDiscard:
			if !strings.Contains(tbl.prompt, "discard down to 7") || len(tbl.hand) <= peuple.HandLimit {
				t.Fatalf("discard prompt %q with %d cards", tbl.prompt, len(tbl.hand))
			}
			f.Run("tap " + tbl.hand[0].id + "\nwait 5")
		}
		if h := m.History(); len(h) != n+1 || !strings.HasPrefix(h[n].Action, tc.want) {
			t.Fatalf("phase %d: history after the tap %+v, want %s…", tc.phase, h[n:], tc.want)
		}
	}
}

// Swap is played by tapping one's own pawn, then an opponent's.
func TestPeupleSwapByTaps(t *testing.T) {
	m := matchWhere(t, func(st *peuple.State) bool {
		return st.Phase() == peuple.PhaseTurn && slices.Contains(st.PowerHand(st.Active()), peuple.Swap)
	})
	full := m.State().(*peuple.State)
	me := full.Active()
	mine := peuple.PawnOf(me, 0)
	theirs := peuple.PawnOf((me+1)%3, 1)
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back")
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 5\nexpect-scene curtain\ntap curtain\nwait 5\nexpect-scene table\ntap power:Swap\nwait 1")
	tbl := f.peupleTable()
	if tbl.selPower != peuple.Swap || tbl.prompt != "Swap: tap one of your pawns." {
		t.Fatalf("Swap selected: power %v, prompt %q", tbl.selPower, tbl.prompt)
	}
	n := len(m.History())
	f.Run(fmt.Sprintf("tap card:%d\nwait 1", full.PawnAt(mine)))
	if tbl.swapMine.Owner() != me || tbl.prompt != "Swap: now tap an opponent's pawn." {
		t.Fatalf("own pawn tapped: swap pawn %d, prompt %q", tbl.swapMine, tbl.prompt)
	}
	f.Run(fmt.Sprintf("tap card:%d\nwait 5", full.PawnAt(theirs)))
	h := m.History()
	if len(h) != n+1 || !strings.HasPrefix(h[n].Action, "Swap ") {
		t.Fatalf("history after the taps %+v, want a Swap", h[n:])
	}
	if d := full.Describe(mustParse(t, full, h[n].Action)); d.TheirPawn.Owner() == me || d.MyPawn.Owner() != me {
		t.Fatalf("%s swaps %s and %s", h[n].Action, d.MyPawn, d.TheirPawn)
	}
}

func mustParse(t *testing.T, st *peuple.State, text string) rules.Action {
	t.Helper()
	a, err := st.ParseAction(text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// A movement card dragged onto its lit landing plays at once (both pawns on
// one card: no pawn to choose); on a shared screen the hand is hidden as
// soon as its owner's turn is over, while a bot plays.
func TestPeupleDragAndHiddenHandBetweenTurns(t *testing.T) {
	seats := []game.Seat{{Name: "Ann"}, {Name: "Bot", Bot: "random"}, {Name: "Bob"}}
	m, err := game.New(peuple.ID, rules.Config{Players: 3, Seed: 7}, seats)
	if err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, storage.NewMemory())
	f.A.Go(newTableScene(f.A, table.Local(m))) // animated: the bot waits for the move to be seen
	f.Run("wait 5\nexpect-scene curtain\ntap curtain\nwait 5\nexpect-scene table")
	tbl := f.peupleTable()
	card, ok := f.A.Widget("move:G+6>1")
	if !ok {
		t.Fatal("Ann's G+6>1 is not in the hand")
	}
	to := tbl.ring.rect(8)
	cx, cy := card.Rect.Center()
	tx, ty := to.Center()
	botFrames := 0
	f.Check = func() {
		if m.ToMove() != 1 || f.peupleTable() == nil || tbl.Stale() {
			return
		}
		botFrames++
		if len(tbl.hand) > 0 {
			t.Fatalf("Ann's hand %v shown while the bot plays", tbl.hand)
		}
		// The widgets of a frame are listed before its taps act.
		for _, w := range f.A.Widgets() {
			if botFrames == 1 {
				break
			}
			if strings.HasPrefix(w.ID, "move:") || strings.HasPrefix(w.ID, "power:") {
				t.Fatalf("widget %s listed while the bot plays", w.ID)
			}
		}
	}
	f.Run(fmt.Sprintf("press %.0f %.0f\nwait 1\nmove %.0f %.0f\nwait 1\nmove %.0f %.0f\nwait 1\nrelease\nwait 240",
		cx, cy, (cx+tx)/2, (cy+ty)/2, tx, ty))
	if h := m.History(); len(h) == 0 || h[0].Action != "G+6>1 1a circle" {
		t.Fatalf("history %+v, want G+6>1 1a circle from the drag", h)
	}
	if botFrames < 2 {
		t.Fatalf("the bot's turn was on screen for %d frames", botFrames)
	}
}

// Animated turns settle: once the animations are over, no pawn is left in
// the air and the pawns and scores shown are the view's.
func TestPeupleAnimatedTurnsSettle(t *testing.T) {
	seats := []game.Seat{{Name: "Ann"}, {Name: "B2", Bot: "random"}, {Name: "B3", Bot: "random"}}
	for seed := uint64(1); seed <= 6; seed++ {
		m, err := game.New(peuple.ID, rules.Config{Players: 3, Seed: seed}, seats)
		if err != nil {
			t.Fatal(err)
		}
		f := newFlow(t, storage.NewMemory())
		f.A.Go(newTableScene(f.A, table.Local(m)))
		f.Run("wait 30")
		tbl := f.peupleTable()
		st := func() *peuple.State { return m.State().(*peuple.State) }
		for turn := 0; turn < 3 && m.ToMove() == 0 && st().Phase() == peuple.PhaseTurn; turn++ {
			c := st().MoveHand(0)[0]
			w := peuple.PawnOf(0, 0)
			if !c.Spec().Own {
				w = peuple.PawnOf(1, 0)
			}
			if _, err := m.Apply(peuple.MoveAction(c, w, peuple.Circle)); err != nil {
				t.Fatal(err)
			}
			tbl.Reread()
			f.Run("wait 900")
			if !tbl.Anim().Done() {
				continue
			}
			for p := range tbl.shownAt {
				if tbl.flying[p] || tbl.shownAt[p] != tbl.view.PawnAt(peuple.Pawn(p)) {
					t.Fatalf("seed %d turn %d: pawn %s in the air %v, shown on %d, stands on %d", seed, turn,
						peuple.Pawn(p), tbl.flying[p], tbl.shownAt[p], tbl.view.PawnAt(peuple.Pawn(p)))
				}
			}
			for p := range tbl.score {
				if tbl.score[p] != tbl.view.Score(rules.Player(p)) {
					t.Fatalf("seed %d turn %d: P%d's score shown %d, is %d", seed, turn, p+1, tbl.score[p], tbl.view.Score(rules.Player(p)))
				}
			}
		}
	}
}

// The ids the package comment names for scripts are those the table
// lists, and it lists no others: games explored by random taps
// (scenestest.Explorations, and the choice of a helper).
func TestPeupleScriptIDsMatchTheDoc(t *testing.T) {
	kit.CheckScriptIDs(t, scenestest.Explorations(t, peuple.ID, 4,
		scenestest.Exploration{Match: matchInPhase(t, peuple.PhaseHelper), W: 390, H: 844, Anim: settings.AnimOff, Frames: 300},
		scenestest.Exploration{Match: matchInPhase(t, peuple.PhaseTurn), W: 1024, H: 768, TableMode: true, Anim: settings.AnimOff, Frames: 300}))
}

// kit is this table for the tests every table shares (scenestest.Table).
var kit = scenestest.Table[scenes.Testing]{
	New:   func(t *testing.T) *scenestest.Flow[scenes.Testing] { return newFlow(t, storage.NewMemory()).Flow },
	Open:  func(f *scenestest.Flow[scenes.Testing], m *game.Match) { f.A.Go(newTableScene(f.A, table.Local(m))) },
	Stale: func(f *scenestest.Flow[scenes.Testing]) { f.A.Top().(*tableScene).Reread() },
}

// In table mode the log panel and the name plates face the whole table:
// they tell only what everyone may know. A twin of the match, the same
// to the public but dealt other hidden cards, shows the same lines there,
// though the viewer's own log (the usual mode's) differs.
func TestPeupleTableModeLogTellsOnlyThePublic(t *testing.T) {
	seats := []game.Seat{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}}
	m, err := game.New(peuple.ID, rules.Config{Players: 3, Seed: 3}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(3)
	for range 12 {
		scenestest.RandomMove(t, m, &rng)
	}
	twin := m.Twin(m.State().View(rules.NoPlayer).(rules.Determinizer).Determinize(&rng))
	lines := func(mm *game.Match, tableMode bool) []string {
		f := newFlow(t, storage.NewMemory())
		f.A.SetScreen(1024, 768, 1, 1)
		f.Set(func(s *settings.Settings) { s.TableMode, s.Anim = tableMode, settings.AnimOff })
		f.A.Go(newTableScene(f.A, table.Local(mm)))
		f.Run("wait 5")
		if f.A.Top().Name() == "curtain" {
			f.Run("tap curtain\nwait 5")
		}
		tbl := f.peupleTable()
		if tbl == nil || tbl.lay.table != tableMode {
			t.Fatalf("no table in table mode %v", tableMode)
		}
		return slices.Clone(tbl.log)
	}
	if own, twinOwn := lines(m, false), lines(twin, false); slices.Equal(own, twinOwn) {
		t.Fatalf("the twin's own log is the match's: the twin hides nothing to compare (%q)", own)
	}
	real, other := lines(m, true), lines(twin, true)
	if len(real) == 0 || !slices.Equal(real, other) {
		t.Errorf("in table mode the log differs with what is hidden:\n%q\n%q", real, other)
	}
}
