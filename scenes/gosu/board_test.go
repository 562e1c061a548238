package gosu

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// gosuWorstCards are one card of each of the 88 ids, those whose names
// need the most room on a narrow card first: the most lines at the text
// floor, then the widest line.
func gosuWorstCards(t *testing.T) []gosu.Card {
	t.Helper()
	defer text.SetScale(text.Scale())
	text.SetScale(1)
	cards := gosuCardsByID(t)
	need := func(c gosu.Card) (int, float64) {
		f := gosuNameLines(c.Name(), 56)
		return len(f.Lines), f.W
	}
	slices.SortStableFunc(cards, func(a, b gosu.Card) int {
		la, wa := need(a)
		lb, wb := need(b)
		if la != lb {
			return lb - la
		}
		switch {
		case wa > wb:
			return -1
		case wa < wb:
			return 1
		}
		return 0
	})
	return cards
}

// gosuBoard is a worst-case board: both armies full, five cards to each
// of their three rows, and a hand of seven, from cards (the first thirty
// to the armies, the next seven to the hand, starting over when they run
// out). Every other army card also carries the Bounty token, so that its
// face names two keywords.
type gosuBoard struct {
	army [2][3][]gosu.Slot
	hand []gosu.Card
}

func newGosuBoard(cards []gosu.Card, from int) gosuBoard {
	var b gosuBoard
	next := func() gosu.Card {
		c := cards[from%len(cards)]
		from++
		return c
	}
	for a := range 2 {
		for r := range 3 {
			for i := range 5 {
				c := next()
				kw := c.Keywords()
				if (r*5+i)%2 == 1 {
					kw |= gosuTermOf("bounty").kw
				}
				b.army[a][r] = append(b.army[a][r], gosu.Slot{Card: c, Military: c.Military(), Slots: c.Slots(), Keywords: kw})
			}
		}
	}
	for range 7 {
		b.hand = append(b.hand, next())
	}
	return b
}

// put lays board b out on the table as the viewer would see it.
func (b gosuBoard) put(tbl *tableScene, ctx *ui.Context) {
	tbl.army = b.army
	tbl.hand = append(tbl.hand[:0], b.hand...)
	tbl.litHand = make([]bool, len(b.hand))
	tbl.Layout(ctx)
}

// cards are the army cards of side a and the hand, as drawn.
func (b gosuBoard) cards(tbl *tableScene, a int) []gosu.Card {
	var out []gosu.Card
	for _, row := range b.army[tbl.armyOf(a)] {
		for _, s := range row {
			out = append(out, s.Card)
		}
	}
	return append(out, b.hand...)
}

// gosuFold is a name or text as it reads once its lines are joined: no
// spaces, no hyphens.
func gosuFold(s string) string {
	return strings.NewReplacer(" ", "", "-", "", "\u00a0", "").Replace(s)
}

// namesDrawn counts, for each name, the runs of texts drawn one after
// another at the text floor or above that join into it whole.
func namesDrawn(rec *ui.TextRecorder, names map[string]int) map[string]int {
	folded := map[string]string{}
	for n := range names {
		folded[n] = gosuFold(n)
	}
	found := map[string]int{}
	for i := range rec.Texts {
		acc := ""
		for j := i; j < len(rec.Texts) && rec.Texts[j].Size >= ui.MinText-0.01; j++ {
			acc += gosuFold(rec.Texts[j].Text)
			more := false
			for n, fn := range folded {
				if fn == acc {
					found[n]++
				}
				more = more || len(fn) > len(acc) && strings.HasPrefix(fn, acc)
			}
			if !more {
				break
			}
		}
	}
	return found
}

// TestGosuBoardReadsAtEverySize: at the six sizes (phones at 3×), in the
// four languages, with worst-case boards (both armies full, the longest
// names first, then every other card, and a hand of seven), every card's
// name is drawn whole on its card, at the text floor or above, and no
// name is drawn cut short; on a phone, in each army its tab shows. Every
// keyword a face shows is a whole word, and a tap on an army card (a long
// press on a hand card) opens its close-up, which gives the rule of each
// of its keywords and of every word of Gosu X its text names.
func TestGosuBoardReadsAtEverySize(t *testing.T) {
	m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bo", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(3)
	scenestest.PlayToPerson(t, m, &rng, 50)
	cards := gosuWorstCards(t)
	defer i18n.SetLang(i18n.Fallback)
	for _, s := range scenestest.Screens {
		f := newFlow(t, storage.NewMemory())
		f.SetScreen(s)
		f.Set(func(st *settings.Settings) { st.Anim = settings.AnimOff })
		f.A.Go(newTableScene(f.A, table.Local(scenestest.CopyMatch(t, m))))
		f.Run("wait 30")
		tbl := f.gosuTable()
		if tbl == nil || len(tbl.Legal()) == 0 {
			t.Fatalf("%s: the table does not wait for Ana", s)
		}
		for _, lang := range i18n.Langs() {
			f.Set(func(st *settings.Settings) { st.Lang = lang.Code })
			f.Run("wait 2")
			where := fmt.Sprintf("%s %s", s, lang.Code)
			for from := 0; from < len(cards); from += 37 {
				b := newGosuBoard(cards, from)
				b.put(tbl, f.A.Context())
				for _, a := range []int{0, 1} {
					if tbl.lay.one {
						tbl.show(a)
					} else if a == 0 {
						continue // both armies in one frame
					}
					checkBoardDrawn(t, where, f, s, tbl, b, a)
				}
			}
			b := newGosuBoard(cards, 0)
			b.put(tbl, f.A.Context())
			checkCloseUps(t, where, f, s, tbl, b)
		}
	}
}

// checkBoardDrawn draws the table with side a's army in sight (both
// where both show) and fails on a card name not drawn whole at the text
// floor, or drawn cut, or keywords on a face drawn cut.
func checkBoardDrawn(t *testing.T, where string, f *flow, s scenestest.Screen, tbl *tableScene, b gosuBoard, a int) {
	t.Helper()
	want := map[string]int{}
	var shown []gosu.Card
	if tbl.lay.one {
		shown = b.cards(tbl, a)
	} else {
		shown = append(b.cards(tbl, 0)[:15], b.cards(tbl, 1)...)
	}
	for _, c := range shown {
		want[c.Name()]++
	}
	rec := f.DrawnTexts(s)
	got := namesDrawn(rec, want)
	for name, n := range want {
		if got[name] < n {
			t.Errorf("%s, army %d: %q drawn whole at %d CSS px or more %d times of %d", where, a, name, ui.MinText, got[name], n)
		}
	}
	marks := map[string]bool{}
	for _, row := range b.army[tbl.armyOf(a)] {
		for _, sl := range row {
			marks[gosuFold(gosuKeywordMarks(sl.Keywords))] = true
		}
	}
	for _, cut := range rec.Cut {
		c := gosuFold(strings.TrimSuffix(cut, "…"))
		for name := range want {
			if c != "" && strings.HasPrefix(gosuFold(name), c) {
				t.Errorf("%s, army %d: %q drawn cut to %q", where, a, name, cut)
			}
		}
		for m := range marks {
			if c != "" && strings.HasPrefix(m, c) {
				t.Errorf("%s, army %d: keywords %q drawn cut to %q", where, a, m, cut)
			}
		}
	}
	if tbl.lay.one && !slices.ContainsFunc(f.A.Widgets(), func(w ui.WidgetInfo) bool { return w.ID == gosuTabIDs[1-a] }) {
		t.Errorf("%s: army %d shows with no tab to the other", where, a)
	}
}

// checkCloseUps taps army cards of board b (a long press on a card of the
// hand) and fails unless the close-up opens and draws, whole, the rule of
// every keyword the card has and of every word of Gosu X its text names;
// and taps a player's counters, whose panel gives the rules of theirs.
func checkCloseUps(t *testing.T, where string, f *flow, s scenestest.Screen, tbl *tableScene, b gosuBoard) {
	t.Helper()
	taps := []string{}
	for _, a := range tbl.sides() {
		for _, row := range b.army[tbl.armyOf(a)][:1] {
			for _, sl := range row[:2] {
				taps = append(taps, "tap army:"+sl.Card.String())
			}
		}
	}
	taps = append(taps, "longpress hand:"+b.hand[0].String())
	for _, tap := range taps {
		f.Run(tap + "\nwait 1")
		c := tbl.detail
		if c == gosu.Unknown {
			t.Errorf("%s: %q opened no close-up", where, tap)
			continue
		}
		rec := f.DrawnTexts(s)
		var drawn []string
		for _, d := range rec.Texts {
			drawn = append(drawn, d.Text)
		}
		all := gosuFold(strings.Join(drawn, " "))
		for _, g := range gosuCardTerms(c, tbl.keywordsOf(c)) {
			if !strings.Contains(all, gosuFold(g.line())) {
				t.Errorf("%s: the close-up of %s does not say %q", where, c.Name(), g.line())
			}
		}
		for _, d := range rec.Below(ui.MinText) {
			t.Errorf("%s: the close-up of %s draws %q at %.1f CSS px", where, c.Name(), d.Text, d.Size)
		}
		f.Run("tap 5 5\nwait 1")
	}
	// The counters' words (Supremacy, military, tokens): a tap on them
	// gives their rules.
	a := tbl.sides()[0]
	f.Run("tap " + gosuPileIDs[a] + "\nwait 1")
	rec := f.DrawnTexts(s)
	var drawn []string
	for _, d := range rec.Texts {
		drawn = append(drawn, d.Text)
	}
	all := gosuFold(strings.Join(drawn, " "))
	for _, id := range gosuHeadTerms {
		if line := gosuTermOf(id).line(); tbl.pile != a+1 || !strings.Contains(all, gosuFold(line)) {
			t.Errorf("%s: a tap on the counters does not say %q (pile %d)", where, line, tbl.pile)
		}
	}
	f.Run("tap 5 5\nwait 1")
}

// TestGosuPhoneTabsShowOneArmy: on a phone the board shows one army at a
// time, the viewer's first; a tap on a tab shows that army, whose cards
// (and only them) are listed; taking a card of the hand brings the
// viewer's own army back, its rows lit; the tab of an army out of sight
// lights while that army holds cards to tap.
func TestGosuPhoneTabsShowOneArmy(t *testing.T) {
	m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bo", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(3)
	scenestest.PlayToPerson(t, m, &rng, 50)
	f := newFlow(t, storage.NewMemory())
	f.SetScreen(scenestest.Screen{W: 390, H: 844, Scale: 3})
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 30")
	tbl := f.gosuTable()
	if tbl == nil || !tbl.lay.one || tbl.lay.showing != tbl.own() {
		t.Fatalf("the phone's table does not show the viewer's army alone: %+v", tbl.lay)
	}
	listed := func() (far, near int) {
		side := map[string]int{}
		for a := range 2 {
			for _, row := range tbl.army[tbl.armyOf(a)] {
				for _, sl := range row {
					side[gosuArmyIDs.Of(int(sl.Card))] = a + 1
				}
			}
		}
		for _, w := range f.A.Widgets() {
			switch side[w.ID] {
			case 1:
				far++
			case 2:
				near++
			}
		}
		return far, near
	}
	count := func(p rules.Player) (n int) {
		for _, row := range tbl.army[p] {
			n += len(row)
		}
		return n
	}
	if far, near := listed(); far != 0 || near != count(tbl.armyOf(1)) {
		t.Errorf("the viewer's army shows: %d far and %d near cards listed", far, near)
	}
	f.Run("tap tab:1\nwait 1")
	if far, near := listed(); tbl.lay.showing != 0 || near != 0 || far != count(tbl.armyOf(0)) || far == 0 {
		t.Errorf("after a tap on Bo's tab: showing %d, %d far and %d near cards listed", tbl.lay.showing, far, near)
	}
	lit := false
	for c := range tbl.litSlot {
		if _, _, mine := tbl.placeOf(tbl.armyOf(1), c); mine && tbl.litSlot[c] {
			lit = true
		}
	}
	if tbl.tabLit(1) != lit || tbl.tabLit(0) {
		t.Errorf("tabs lit %v %v, the viewer's army holds lit cards %v", tbl.tabLit(0), tbl.tabLit(1), lit)
	}
	c := tbl.playable()
	if c == gosu.Unknown {
		t.Fatal("no card of the hand to play")
	}
	f.Run("tap hand:" + c.String() + "\nwait 1")
	if tbl.sel != c || tbl.lay.showing != tbl.own() || !slices.Contains(tbl.litRow[:], true) {
		t.Errorf("%s taken: selected %v, showing %d, rows lit %v", c.Name(), tbl.sel, tbl.lay.showing, tbl.litRow)
	}
}
