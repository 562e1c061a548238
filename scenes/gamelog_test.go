package scenes

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/rules/mana"
	"kamon/rules/shinobi"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
)

// shinobiPlayed is a 3-seat Shinobi match with seats as given, played at
// random for plies actions and on to a person's turn, so its log holds
// cards drawn by every seat.
func shinobiPlayed(t *testing.T, seats []game.Seat, plies int) *game.Match {
	t.Helper()
	m, err := game.New(shinobi.ID, rules.Config{Players: len(seats), Seed: 11}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(5)
	scenestest.PlayToPerson(t, m, &rng, plies)
	return m
}

// logPage is the game log on top, failing the test if it is not.
func (f *flow) logPage() *textPage {
	f.T.Helper()
	p, ok := f.A.Top().(*textPage)
	if !ok || p.Name() != "gamelog" {
		f.T.Fatalf("the game log is not up: %q", f.A.Top().Name())
	}
	return p
}

// pageLines are the log lines the page lists, in order.
func pageLines(p *textPage) []string {
	var out []string
	for _, q := range p.paras {
		if q.id != "" {
			out = append(out, q.text)
		}
	}
	return out
}

// checkPrivacy fails when lines hold the wording of a private event of
// a seat other than viewer as its owner reads it, and reports how many
// such events the log holds (when the wordings differ).
func checkPrivacy(t *testing.T, m *game.Match, viewer rules.Player, lines []string) (others int) {
	t.Helper()
	names := table.SeatNames(m)
	line := table.LogLineOf(m.Game.ID)
	all := strings.Join(lines, "\n")
	for _, e := range m.Log() {
		if !e.Event.Private || e.Event.Player == viewer {
			continue
		}
		own, public := line(e.Event, names, e.Event.Player), line(e.Event, names, viewer)
		if own == public {
			continue
		}
		others++
		for _, l := range lines {
			if l == own {
				t.Fatalf("the log of seat %d reads seat %d's private line %q:\n%s", viewer+1, e.Event.Player+1, own, all)
			}
		}
	}
	return others
}

// The game log from the in-game menu lists every line the table would,
// oldest first, as its viewer reads them: the table's last lines end it,
// the others' cards drawn read as "draws a card". It opens on the newest
// line, scrolls back with a drag, and an idle frame allocates nothing.
func TestGameLogFromTheMenu(t *testing.T) {
	m := shinobiPlayed(t, []game.Seat{{Name: "Ann"}, {Name: "Bob", Bot: "random"}, {Name: "Cy", Bot: "random"}}, 60)
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.openTable(m)
	f.Run("wait 5\nexpect-scene table\ntap menu\nexpect-scene ingame")
	if v := f.A.Top().(*gameMenu).reader.Viewer; v != 0 {
		t.Fatalf("Ann's table is not up: the menu is for seat %d", v+1)
	}
	f.Run("tap log\nexpect-scene gamelog\nwait 2")
	p := f.logPage()
	lines := pageLines(p)
	want := table.MatchLog(nil, m, table.SeatNames(m), 0, 0)
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the page lists\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	if checkPrivacy(t, m, 0, lines) == 0 {
		t.Fatal("no card drawn by another seat in the log: the test shows nothing")
	}
	// On the newest line, scrolled to the end.
	last := "line:" + strconv.Itoa(len(lines))
	if _, ok := f.A.Widget(last); !ok {
		t.Fatalf("the newest line %s is not listed", last)
	}
	if _, ok := f.A.Widget("line:1"); ok {
		t.Fatal("the oldest line shows: the page did not open on the newest")
	}
	if end := p.scroll.ContentH - p.scroll.Rect.H; end <= 0 || p.scroll.Offset != end {
		t.Fatalf("offset %v of %v", p.scroll.Offset, end)
	}
	// An idle frame allocates nothing.
	for range 3 {
		_ = f.A.Update()
	}
	if n := testing.AllocsPerRun(50, func() { _ = f.A.Update() }); n != 0 {
		t.Errorf("an idle frame of the game log allocates %v times", n)
	}
	// A drag down scrolls back to the first line.
	x, y := f.WidgetCenter("gamelog")
	before := p.scroll.Offset
	for i := 0; i < 40 && p.scroll.Offset > 0; i++ {
		f.Run(fmt.Sprintf("press %g %g\nwait 1\nmove %g %g\nwait 1\nmove %g %g\nwait 1\nrelease\nwait 1", x, y-150, x, y-100, x, y+150))
	}
	if p.scroll.Offset != 0 || before == 0 {
		t.Fatalf("after dragging down the offset is %v (was %v)", p.scroll.Offset, before)
	}
	if w, ok := f.A.Widget("line:1"); !ok || w.Label != lines[0] {
		t.Fatalf("line:1 is %+v, want %q", w, lines[0])
	}
	f.Run("tap back\nexpect-scene ingame\ntap continue\nexpect-scene table")
}

// Two people share the screen: after the hand-off the table is Bob's, and
// a tap on its log panel opens his log, where Ann's cards never show; his
// own draws do, and the page says whose view it is.
func TestGameLogFollowsTheViewer(t *testing.T) {
	m := shinobiPlayed(t, []game.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy", Bot: "random"}}, 40)
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.openTable(m)
	bob := false
	for i := 0; i < 40 && !bob; i++ {
		switch {
		case f.A.Top().Name() == "curtain":
			bob = m.ToMove() == 1
			f.Run("tap curtain\nwait 5")
		case f.A.Top().Name() == "table" && m.ToMove() == 0:
			// Ann plays on her table, which reads the match again when the
			// in-game menu closes.
			if _, err := m.Apply(m.State().Legal(nil)[0]); err != nil {
				t.Fatal(err)
			}
			f.Run("tap menu\nexpect-scene ingame\ntap continue\nexpect-scene table")
		default:
			f.Run("wait 5")
		}
	}
	f.Run("expect-scene table\ntap menu\nexpect-scene ingame")
	if v := f.A.Top().(*gameMenu).reader.Viewer; !bob || v != 1 {
		t.Fatalf("the table never came to Bob: the menu is for seat %d", v+1)
	}
	f.Run("tap continue\nexpect-scene table")
	if _, ok := f.A.Widget("log"); !ok {
		t.Fatal("the log panel is not listed at 390x844")
	}
	f.Run("tap log\nexpect-scene gamelog\nwait 2")
	p := f.logPage()
	lines := pageLines(p)
	if want := table.MatchLog(nil, m, table.SeatNames(m), 1, 0); strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Fatalf("Bob's page lists\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
	if checkPrivacy(t, m, 1, lines) == 0 {
		t.Fatal("nobody else drew a card: the test shows nothing")
	}
	own := 0
	for _, e := range m.Log() {
		if e.Event.Private && e.Event.Player == 1 {
			own++
		}
	}
	if own == 0 {
		t.Fatal("Bob drew no card")
	}
	if !strings.Contains(p.paras[0].text, "Bob") || p.paras[0].id != "" {
		t.Fatalf("the page does not say whose view it is: %q", p.paras[0].text)
	}
	f.Run("tap back\nexpect-scene table")
}

// In table mode the page faces its viewer: Bob sits at the left edge, so
// the page is drawn a quarter turn round, its back button listed where it
// shows, and a drag along his up and down scrolls it.
func TestGameLogFacesTheViewer(t *testing.T) {
	m := shinobiPlayed(t, []game.Seat{{Name: "Ann", Bot: "random"}, {Name: "Bob"}, {Name: "Cy", Bot: "random"}}, 60)
	f := newFlow(t, storage.NewMemory())
	f.A.SetScreen(1024, 768, 1, 1)
	f.Set(func(s *settings.Settings) { s.Anim, s.TableMode = settings.AnimOff, true })
	f.openTable(m)
	f.Run("wait 30\ntap menu\nexpect-scene ingame\ntap log\nexpect-scene gamelog\nwait 2")
	p := f.logPage()
	if p.frame.Side() != table.SideLeft {
		t.Fatalf("the page faces side %d, want the left (%d)", p.frame.Side(), table.SideLeft)
	}
	back, _ := f.A.Widget("back")
	if want := p.frame.RectToScreen(p.back.Rect); !scenestest.SameRect(back.Rect, want) || back.Rect.H < back.Rect.W {
		t.Fatalf("back listed at %+v, drawn at %+v", back.Rect, want)
	}
	// His "down" is the screen's left: a drag to the left scrolls back.
	x, y := f.WidgetCenter("gamelog")
	before := p.scroll.Offset
	f.Run(fmt.Sprintf("press %g %g\nwait 1\nmove %g %g\nwait 1\nmove %g %g\nwait 1\nrelease\nwait 1", x+100, y, x+60, y, x-100, y))
	if before <= 0 || p.scroll.Offset >= before {
		t.Fatalf("offset %v after the drag, was %v", p.scroll.Offset, before)
	}
	f.Run("tap back\nexpect-scene ingame")
}

// Mana's log reads in the current language, a sentence per move naming
// its squares, and opens from a tap on the move list.
func TestGameLogOfMana(t *testing.T) {
	m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 3}, []game.Seat{{Name: "Ann"}, {Name: "Bo", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(2)
	for i := 0; i < 12; i++ {
		scenestest.RandomMove(t, m, &rng)
	}
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap lang:fr\ntap anim:off\ntap back\nwait 1")
	f.A.SetScreen(1280, 800, 1, 1)
	f.openTable(m)
	f.Run("wait 5\ntap moves\nexpect-scene gamelog\nwait 2")
	lines := pageLines(f.logPage())
	h := m.History()
	if len(lines) < len(h) {
		t.Fatalf("%d lines for %d moves", len(lines), len(h))
	}
	i := 0
	for _, l := range lines {
		if strings.Contains(l, "(Noirs)") || strings.Contains(l, "(Blancs)") {
			if !manaLineSays(l, h[i].Action) {
				t.Fatalf("line %q for move %d %q", l, i+1, h[i].Action)
			}
			i++
		}
	}
	if i != len(h) {
		t.Fatalf("%d move lines for %d moves:\n%s", i, len(h), strings.Join(lines, "\n"))
	}
}

// manaLineSays reports whether a French log line l is a sentence telling
// the action in notation a: its squares, or the pass.
func manaLineSays(l, a string) bool {
	if a == "pass" {
		return strings.Contains(l, " passe ")
	}
	for _, sq := range strings.Split(strings.TrimLeft(a, "DR@"), "-") {
		if !strings.Contains(l, " "+sq) {
			return false
		}
	}
	return strings.HasSuffix(l, ".") && !strings.Contains(l, a)
}

// Every game's page, opened from the in-game menu on a person's turn after
// some random play, lists what its table's wording gives for the viewer
// (the person; Mana's log is public), nothing of the others' private
// events, and the table's own lines last.
func TestGameLogOfEveryGame(t *testing.T) {
	for _, c := range fourGames {
		t.Run(c.id, func(t *testing.T) {
			seats := []game.Seat{{Name: "Ann"}, {Name: "Bot B", Bot: "random"}, {Name: "Bot C", Bot: "random"}}[:c.players]
			m, err := game.New(c.id, rules.Config{Players: c.players, Seed: 21}, seats)
			if err != nil {
				t.Fatal(err)
			}
			rng := rules.NewRNG(4)
			scenestest.PlayToPerson(t, m, &rng, 50)
			if m.Outcome().Over {
				t.Fatalf("%s: the game ended in the random play", c.id)
			}
			f := newFlow(t, storage.NewMemory())
			f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
			f.openTable(m)
			f.Run("wait 5\ntap menu\nexpect-scene ingame\ntap log\nexpect-scene gamelog\nwait 2")
			viewer := rules.Player(0)
			if c.id == mana.ID {
				viewer = rules.NoPlayer
			}
			lines := pageLines(f.logPage())
			want := table.MatchLog(nil, m, table.SeatNames(m), viewer, 0)
			if len(lines) < 20 || strings.Join(lines, "\n") != strings.Join(want, "\n") {
				t.Fatalf("%s: the page lists %d lines\n%s\nwant\n%s", c.id, len(lines), strings.Join(lines, "\n"), strings.Join(want, "\n"))
			}
			if c.id != mana.ID && checkPrivacy(t, m, viewer, lines) == 0 {
				t.Errorf("%s: no private event of another seat in the log", c.id)
			}
			if w, ok := f.A.Widget("line:" + strconv.Itoa(len(lines))); !ok || w.Label != lines[len(lines)-1] {
				t.Errorf("%s: the newest line is not in sight", c.id)
			}
		})
	}
}

// Where the Gosu table lists its log panel (in the turn, facing the
// viewer), a tap on it opens the page. Which sizes show it is the layout's
// business (its tests check the panel is listed where it is drawn): the
// first of a few that lists it is used, and one of them must.
func TestGameLogFromTheGosuPanel(t *testing.T) {
	for _, size := range gosuPanelSizes {
		m, err := game.New(gosu.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(4)
		scenestest.PlayToPerson(t, m, &rng, 30) // past the draft
		f := newFlow(t, storage.NewMemory())
		f.A.SetScreen(size[0], size[1], 1, 1)
		f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
		f.openTable(m)
		f.Run("wait 20\nexpect-scene table")
		if _, ok := f.A.Widget("log"); !ok {
			continue
		}
		f.Run("tap log\nexpect-scene gamelog\nwait 2")
		if got, want := strings.Join(pageLines(f.logPage()), "\n"), strings.Join(table.MatchLog(nil, m, table.SeatNames(m), 0, 0), "\n"); got != want {
			t.Fatalf("%v: the page lists\n%s\nwant\n%s", size, got, want)
		}
		f.Run("tap back\nexpect-scene table")
		t.Logf("the log panel at %v", size)
		return
	}
	t.Fatalf("no size of %v lists the Gosu log panel", gosuPanelSizes)
}

// gosuPanelSizes are the screens TestGameLogFromTheGosuPanel tries.
var gosuPanelSizes = [][2]float64{{768, 1024}, {800, 1280}, {1024, 768}, {1280, 800}, {1920, 1080}}

// otherWorld is m's log in a world where mover's private events differ:
// each takes the text and payload of the next private event of its kind
// (by anyone) whose text differs, as if mover had drawn other cards; it
// reports how many it changed.
func otherWorld(m *game.Match, mover rules.Player) (log []game.LogEntry, changed int) {
	log = m.Log()
	orig := m.Log()
	for i, e := range log {
		if !e.Event.Private || e.Event.Player != mover {
			continue
		}
		for k := 1; k < len(orig); k++ {
			o := orig[(i+k)%len(orig)].Event
			if o.Private && o.Kind == e.Event.Kind && o.Text != e.Event.Text {
				log[i].Event.Text, log[i].Event.Data = o.Text, o.Data
				changed++
				break
			}
		}
	}
	return log, changed
}

// paraTexts are the texts of a page's paragraphs, one a line.
func paraTexts(paras []pagePara) string {
	var b strings.Builder
	for _, q := range paras {
		b.WriteString(q.text + "\n")
	}
	return b.String()
}

// In table mode anyone round the table can read the screen: the game log
// the mover opens (from the in-game menu, and from the log panel where it
// shows) holds only what everyone may read, and still faces the mover.
// The page is the public story of the match, nothing of any seat's
// private events, and a world where the mover's private events differ
// (other cards drawn) gives the very same page, while the mover's own
// reading of the two worlds differs. Shinobi with the mover at the left
// edge, Gosu X with the mover at the top.
func TestGameLogInTableModeIsPublic(t *testing.T) {
	for _, c := range []struct {
		id    string
		seats []game.Seat
		side  table.Side
		plies int
	}{
		{shinobi.ID, []game.Seat{{Name: "Ann", Bot: "random"}, {Name: "Bob"}, {Name: "Cy", Bot: "random"}}, table.SideLeft, 60},
		{gosu.ID, []game.Seat{{Name: "Ana", Bot: "random"}, {Name: "Bo"}}, table.SideTop, 40},
	} {
		t.Run(c.id, func(t *testing.T) {
			m, err := game.New(c.id, rules.Config{Players: len(c.seats), Seed: 7}, c.seats)
			if err != nil {
				t.Fatal(err)
			}
			rng := rules.NewRNG(4)
			scenestest.PlayToPerson(t, m, &rng, c.plies)
			mover := m.ToMove()
			f := newFlow(t, storage.NewMemory())
			f.A.SetScreen(1280, 800, 1, 1)
			f.Set(func(s *settings.Settings) { s.Anim, s.TableMode = settings.AnimOff, true })
			f.openTable(m)
			f.Run("wait 30\nexpect-scene table")
			if tbl, ok := f.A.Top().(interface{ Name() string }); !ok || tbl.Name() != "table" {
				t.Fatal("no table")
			}
			names := table.SeatNames(m)
			opens := []string{"tap menu\nexpect-scene ingame\ntap log"}
			if _, ok := f.A.Widget("log"); ok {
				opens = append(opens, "tap log")
			}
			for _, open := range opens {
				f.Run(open + "\nexpect-scene gamelog\nwait 2")
				p := f.logPage()
				if p.frame.Side() != c.side {
					t.Fatalf("%q: the page faces side %d, want %d (the mover's)", open, p.frame.Side(), c.side)
				}
				lines := pageLines(p)
				if want := table.MatchLog(nil, m, names, rules.NoPlayer, 0); strings.Join(lines, "\n") != strings.Join(want, "\n") {
					t.Fatalf("%q: the page lists\n%s\nwant the public story\n%s", open, strings.Join(lines, "\n"), strings.Join(want, "\n"))
				}
				checkPrivacy(t, m, rules.NoPlayer, lines)
				f.Run("tap back\nwait 2")
				if f.A.Top().Name() == "ingame" {
					f.Run("tap continue\nexpect-scene table")
				}
			}
			other, changed := otherWorld(m, mover)
			if changed == 0 {
				t.Fatal("the mover has no private event to change: the test shows nothing")
			}
			_, here := gameLogPage(m.Game.ID, m.Seats, m.Log(), names, rules.NoPlayer)
			_, there := gameLogPage(m.Game.ID, m.Seats, other, names, rules.NoPlayer)
			if a, b := paraTexts(here), paraTexts(there); a != b {
				t.Fatalf("the public page differs between worlds that differ in the mover's private events:\n%s\nand\n%s", a, b)
			}
			_, mine := gameLogPage(m.Game.ID, m.Seats, m.Log(), names, mover)
			_, mineThere := gameLogPage(m.Game.ID, m.Seats, other, names, mover)
			if paraTexts(mine) == paraTexts(mineThere) {
				t.Fatal("the mover reads the two worlds alike: they do not differ")
			}
			t.Logf("%d private events of the mover changed; opened %d ways", changed, len(opens))
		})
	}
}
