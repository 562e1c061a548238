package mana

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// flow drives the real app, this game's table registered (scenestest.Flow).
type flow struct {
	*scenestest.Flow[scenes.Testing]
}

func newFlow(t *testing.T, st storage.Store) *flow {
	return &flow{scenestest.New(t, scenes.Testing{App: scenes.NewApp(scenes.Options{Store: st, Home: scenes.NewMenu, Log: t.Logf})})}
}

// manaTable is the Mana table on top, or nil.
func (f *flow) manaTable() *tableScene {
	tbl, _ := f.A.Top().(*tableScene)
	return tbl
}

func manaSq(t *testing.T, name string) int {
	t.Helper()
	sq, err := mana.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return sq
}

func TestManaTablePlaysMovesByTaps(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:mana\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	tbl := f.manaTable()
	if tbl == nil {
		t.Fatalf("scene %q is not the Mana table", f.A.Top().Name())
	}
	// Setup on the board: a tap on a square that is not a home-row double says why.
	f.Run("tap sq:d1\nwait 1")
	if !strings.Contains(tbl.Msg(), "double") {
		t.Fatalf("tap on d1 during setup: message %q, want the reason", tbl.Msg())
	}
	f.Run("tap sq:c1\nwait 40")
	if got := tbl.st.Piece(manaSq(t, "c1")); got != 'D' {
		t.Fatalf("c1 holds %q after choosing it for the Daimio", got)
	}
	if tbl.inSetup() || tbl.Match().ToMove() != 0 {
		t.Fatalf("the bot did not set up White: %s", tbl.st.Position())
	}
	// A tap on an empty square with nothing selected only explains.
	f.Run("tap sq:c4\nwait 1")
	if tbl.Msg() == "" || len(tbl.Match().History()) != 2 {
		t.Fatalf("tap on an empty square: message %q, %d actions", tbl.Msg(), len(tbl.Match().History()))
	}
	f.Run("tap sq:d1\nwait 1")
	if tbl.sel != manaSq(t, "d1") {
		t.Fatalf("d1 not selected after a tap (sel %d)", tbl.sel)
	}
	f.Run("tap sq:d2\nwait 40")
	if tbl.st.Piece(manaSq(t, "d2")) != 'R' || tbl.st.Piece(manaSq(t, "d1")) != 0 {
		t.Fatalf("d1-d2 not played: %s", tbl.st.Position())
	}
	if h := tbl.Match().History(); len(h) != 4 || h[2].Action != "d1-d2" {
		t.Fatalf("history %+v, want the setup, d1-d2 and the bot's reply", h)
	}
	if tbl.birdSq < 0 || mana.Symbol(tbl.birdSq) != tbl.st.Mana() {
		t.Fatalf("bird on %d, asking for %d", tbl.birdSq, tbl.st.Mana())
	}
	// The state published for tests says the same.
	published := map[string]string{}
	for _, id := range []string{"board", "moves", "bird", "prompt"} {
		w, ok := f.A.Widget(id)
		if !ok {
			t.Fatalf("no %q among the table's widgets", id)
		}
		published[id] = w.Label
	}
	if h := tbl.Match().History(); published["board"] != tbl.st.Position() ||
		published["moves"] != "D@c1 "+h[1].Action+" d1-d2 "+h[3].Action || published["bird"] != manaSquareNames[tbl.birdSq] ||
		published["prompt"] != tbl.prompt {
		t.Fatalf("published %q; position %s, history %+v, bird on %s", published, tbl.st.Position(), h, manaSquareNames[tbl.birdSq])
	}
	// Another free square of the bird's symbol: the bird flies there, nothing is played.
	for sq, c := range tbl.pieces {
		if c == 0 && sq != tbl.birdSq && mana.Symbol(sq) == tbl.st.Mana() {
			f.Run("tap " + manaSquareIDs[sq] + "\nwait 1")
			if tbl.birdSq != sq || len(tbl.Match().History()) != 4 {
				t.Fatalf("tap on the free %s: bird on %d, %d actions", manaSquareNames[sq], tbl.birdSq, len(tbl.Match().History()))
			}
			break
		}
	}
	// A piece the bird does not allow: the refusal names the bird.
	if tbl.obeying() {
		for sq, c := range tbl.pieces {
			if (c == 'R' || c == 'D') && mana.Symbol(sq) != tbl.st.Mana() {
				f.Run("tap " + manaSquareIDs[sq] + "\nwait 1")
				if !strings.Contains(tbl.Msg(), "Mana-bird") || len(tbl.Match().History()) != 4 {
					t.Fatalf("tap on %s against the bird: message %q", manaSquareNames[sq], tbl.Msg())
				}
				break
			}
		}
	}
	// Two more moves, by whatever is legal.
	for turn := 0; turn < 2; turn++ {
		n := len(tbl.Match().History())
		p := tbl.plays[0]
		script := "tap " + manaSquareIDs[p.to] + "\nwait 40"
		switch {
		case p.kind == 'm' && turn == 0: // by dragging the piece
			fx, fy := tbl.geom.center(p.from)
			tx, ty := tbl.geom.center(p.to)
			script = fmt.Sprintf("press %.0f %.0f\nwait 1\nmove %.0f %.0f\nwait 1\nmove %.0f %.0f\nwait 1\nrelease\nwait 40", fx, fy, (fx+tx)/2, (fy+ty)/2, tx, ty)
		case p.kind == 'm':
			script = "tap " + manaSquareIDs[p.from] + "\n" + script
		case p.kind == 'R':
			script = "tap " + manaTrayIDs[0] + "\n" + script
		case p.kind == 'p':
			script = "tap pass\nwait 40"
		}
		f.Run(script)
		if tbl.Match().Outcome().Over {
			break
		}
		if got := len(tbl.Match().History()); got != n+2 {
			t.Fatalf("turn %d: %d actions after playing %s, want %d", turn, got, tbl.st.FormatAction(p.a), n+2)
		}
	}
	// The move list tells every move in a sentence, as the game log does.
	if h := tbl.Match().History(); len(tbl.moves) != len(h) || tbl.moves[0] != "Player 1 (Black) places the Daimio on c1." {
		t.Fatalf("move list %q after %d moves", tbl.moves, len(h))
	}
}

func TestManaGeomFindsEverySquareBothWays(t *testing.T) {
	for _, flip := range []bool{false, true} {
		g := newManaGeom(ui.Rect{X: 10, Y: 20, W: 400, H: 400}, flip)
		for sq := 0; sq < manaSize*manaSize; sq++ {
			if got := g.at(g.center(sq)); got != sq {
				t.Fatalf("flip %v: the centre of %s reads as %d", flip, manaSquareNames[sq], got)
			}
		}
		// Seen from Black, a1 is bottom left; from White, top right.
		x, y := g.center(manaSq(t, "a1"))
		if left, low := x < 210, y > 220; left == flip || low == flip {
			t.Fatalf("flip %v: a1 drawn at (%.0f, %.0f)", flip, x, y)
		}
	}
}

func TestManaPathWalksExactlyTheSymbol(t *testing.T) {
	st, err := mana.ParsePosition("rrdrrr/6/6/6/1R4/R1DRRR b - 0 0")
	if err != nil {
		t.Fatal(err)
	}
	var pieces [manaSize * manaSize]byte
	for sq := range pieces {
		pieces[sq] = st.Piece(sq)
	}
	plays := 0
	for _, a := range st.Legal(nil) {
		p := readManaPlay(a, st.FormatAction(a))
		if p.kind != 'm' {
			continue
		}
		plays++
		path := manaPath(&pieces, p.from, p.to)
		if len(path) != mana.Symbol(p.from)+1 || path[0] != p.from || path[len(path)-1] != p.to {
			t.Fatalf("%s-%s: path %v", manaSquareNames[p.from], manaSquareNames[p.to], path)
		}
		for i := 1; i < len(path); i++ {
			df, dr := manaFile(path[i])-manaFile(path[i-1]), manaRank(path[i])-manaRank(path[i-1])
			if df*df+dr*dr != 1 || visited(path[:i], path[i]) || i < len(path)-1 && pieces[path[i]] != 0 {
				t.Fatalf("%s-%s: bad step in %v", manaSquareNames[p.from], manaSquareNames[p.to], path)
			}
		}
	}
	if plays == 0 {
		t.Fatal("no moves to check")
	}
}

func TestManaTableIdleFrameAllocatesNothing(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:mana\ntap shuffle\ntap start\nexpect-scene table\nwait 2\ntap sq:c1\nwait 40\ntap sq:d1\nwait 2")
	tbl := f.manaTable()
	if tbl == nil || tbl.Match().BotToMove() || tbl.sel < 0 {
		t.Fatal("want the human to move with a piece selected")
	}
	f.CheckIdle("the Mana table")
}

func TestManaTableReentersARoninFromTheTray(t *testing.T) {
	m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "A"}, {Name: "B"}})
	if err != nil {
		t.Fatal(err)
	}
	// A game where Black has lost a Ronin and cannot obey the bird.
	for _, mv := range strings.Fields("D@f1 D@c6 b1-a2 a6-a5 a1-c2 e6-e5 e1-f3 a5-d5 f3-e3 e5-f5 f1-f3 d5-d4 c1-a1 d6-e6 d1-e1 c6-c4 c2-b2 d4-c3 e1-c2 c4-d4 e3-e2 e6-e5 b2-d1 d4-e3 a1-b3 e3-e2 d1-e1 c3-d1 f3-f2 b6-b4") {
		if _, err := m.ApplyText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back")
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 30\nexpect-scene table\ntap tray:white\nwait 1")
	tbl := f.manaTable()
	if tbl.st.Reserve(0) != 1 || tbl.sel == manaTray {
		t.Fatalf("reserve %d, selection %d: White's tray is not Black's to use", tbl.st.Reserve(0), tbl.sel)
	}
	f.Run("tap tray:black\nwait 1\ntap sq:b4\nwait 1")
	if tbl.sel != manaTray || !strings.Contains(tbl.Msg(), "empty") || len(m.History()) != 30 {
		t.Fatalf("a Ronin onto the occupied b4: selection %d, message %q", tbl.sel, tbl.Msg())
	}
	f.Run("tap sq:a6\nwait 2")
	if tbl.st.Piece(manaSq(t, "a6")) != 'R' || tbl.st.Reserve(0) != 0 || len(m.History()) != 31 {
		t.Fatalf("R@a6 not played: %s", tbl.st.Position())
	}
}

func TestManaCoordinatesChoiceIsSavedAndRestored(t *testing.T) {
	st := storage.NewMemory()
	f := newFlow(t, st)
	f.Run("wait 2\ntap game:mana\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	if !f.A.Settings().Coords {
		t.Fatal("coordinates hidden on a first start")
	}
	f.Run("tap coords\nwait 1")
	if f.A.Settings().Coords {
		t.Fatal("the coordinates button did not hide them")
	}
	// A new start reads the choice back, and the settings screen shows it.
	g := newFlow(t, st)
	g.Run("wait 2\ntap settings\nexpect-scene settings\nwait 2")
	if g.A.Settings().Coords {
		t.Fatal("the hidden coordinates came back after a restart")
	}
	g.Run("tap coords\nwait 1\ntap back\ntap game:mana\ntap unfinished:new\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	if !g.A.Settings().Coords {
		t.Fatal("the settings toggle did not show the coordinates again")
	}
	if saved, _ := settings.Load(st, "en"); !saved.Coords {
		t.Fatalf("saved settings %+v, want the coordinates shown", saved)
	}
}

func TestManaLayoutFitsPhonesTabletsAndDesktops(t *testing.T) {
	overlap := func(a, b ui.Rect) bool {
		return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
	}
	for _, size := range [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}} {
		for _, tableMode := range []bool{false, true} {
			name := fmt.Sprintf("%vx%v table mode %v", size[0], size[1], tableMode)
			t.Run(name, func(t *testing.T) {
				m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "A"}, {Name: "B"}})
				if err != nil {
					t.Fatal(err)
				}
				f := newFlow(t, storage.NewMemory())
				f.A.SetScreen(size[0], size[1], 1, 1)
				f.Set(func(s *settings.Settings) { s.TableMode = tableMode })
				f.A.Go(newTableScene(f.A, table.Local(m)))
				f.Run("wait 30\nexpect-scene table")
				l := f.manaTable().lay
				screen := ui.Rect{W: size[0], H: size[1]}
				parts := map[string]ui.Rect{"top bar": l.top, "board": l.board, "far panel": l.sides[1], "near panel": l.sides[0], "moves": l.moves}
				for a, ra := range parts {
					if ra.X < 0 || ra.Y < 0 || ra.X+ra.W > screen.W || ra.Y+ra.H > screen.H {
						t.Errorf("%s: the %s %+v leaves the screen", name, a, ra)
					}
					for b, rb := range parts {
						if a < b && overlap(ra, rb) {
							t.Errorf("%s: the %s %+v and the %s %+v overlap", name, a, ra, b, rb)
						}
					}
				}
				if short := math.Min(size[0], size[1]); l.board.W < short*0.5 {
					t.Errorf("%s: a board of %.0f px on a %.0f px side", name, l.board.W, short)
				}
				// The far panel faces the far player in table mode only, and its
				// tray is where its turned picture puts it.
				if l.up[1] != tableMode || l.up[0] {
					t.Errorf("%s: panels turned %v", name, l.up)
				}
				if tr, s := l.trays[1], l.sides[1]; tableMode && tr.X+tr.W/2 > s.X+s.W/2 {
					t.Errorf("%s: the far tray %+v is not on the left of its turned panel %+v", name, tr, s)
				}
				// Each panel holds its name row and tray side by side or one above the other.
				for p := range l.sides {
					local := ui.Rect{W: l.sides[p].W, H: l.sides[p].H}
					row, tray := manaNameRect(f.A.Context(), local), manaTrayRect(f.A.Context(), local)
					inPanel := func(r ui.Rect) bool { return r.X >= 0 && r.Y >= 0 && r.X+r.W <= local.W && r.Y+r.H <= local.H }
					if overlap(row, tray) || !inPanel(row) || !inPanel(tray) || row.W < 90 {
						t.Errorf("%s: panel %d %+v: name row %+v, tray %+v", name, p, local, row, tray)
					}
				}
				// In table mode the pass button stands in the mover's panel, clear of its tray.
				if !tableMode {
					return
				}
				inside := func(in, out ui.Rect) bool {
					return in.X >= out.X && in.Y >= out.Y && in.X+in.W <= out.X+out.W && in.Y+in.H <= out.Y+out.H
				}
				for p := rules.Player(0); p < 2; p++ {
					if p == 1 {
						if _, err := m.ApplyText("D@c1"); err != nil { // White sets up next
							t.Fatal(err)
						}
						f.A.Top().(*tableScene).Reread()
						f.Run("wait 2")
					}
					tbl := f.manaTable()
					if pass := tbl.pass.Rect; tbl.st.ToMove() != p || !inside(pass, tbl.lay.sides[p]) || overlap(pass, tbl.lay.trays[p]) {
						t.Errorf("%s: player %d to move, the pass button %+v is not in their panel %+v clear of the tray %+v", name, tbl.st.ToMove(), pass, tbl.lay.sides[p], tbl.lay.trays[p])
					}
				}
			})
		}
	}
}

func TestManaFlipTurnsTheBoardInNormalModeOnly(t *testing.T) {
	for _, tableMode := range []bool{false, true} {
		f := newFlow(t, storage.NewMemory())
		f.Set(func(s *settings.Settings) { s.TableMode = tableMode })
		f.Run("wait 2\ntap game:mana\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
		a1, _ := f.A.Widget("sq:a1")
		f6, _ := f.A.Widget("sq:f6")
		if a1.Rect.X > f6.Rect.X || a1.Rect.Y < f6.Rect.Y {
			t.Fatalf("table mode %v: a1 %+v is not bottom left of f6 %+v", tableMode, a1.Rect, f6.Rect)
		}
		_, hasFlip := f.A.Widget("flip")
		if hasFlip == tableMode {
			t.Fatalf("table mode %v: a flip button: %v", tableMode, hasFlip)
		}
		if tableMode {
			continue
		}
		f.Run("tap flip\nwait 2")
		if b, _ := f.A.Widget("sq:a1"); b.Rect != f6.Rect {
			t.Fatalf("flipped: a1 at %+v, want where f6 was, %+v", b.Rect, f6.Rect)
		}
		// The squares still answer to their names: a tap on c1 sets the Daimio there.
		f.Run("tap sq:c1\nwait 40")
		if got := f.manaTable().st.Piece(manaSq(t, "c1")); got != 'D' {
			t.Fatalf("flipped: a tap on c1 put %q there", got)
		}
	}
}

// The ids the package comment names for scripts are those the table
// lists, and it lists no others: games explored by random taps, with the
// standard and the advanced setup, upright and in table mode. "pass" is
// listed only when a player can do nothing else, which random games never
// reach: its id is looked for in the code.
func TestManaScriptIDsMatchTheDoc(t *testing.T) {
	var es []scenestest.Exploration
	for _, variant := range []string{"", mana.Advanced} {
		m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1, Variant: variant}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
		if err != nil {
			t.Fatal(err)
		}
		es = append(es, scenestest.Exploration{Match: m, W: 390, H: 844, TableMode: variant != "", Anim: settings.AnimOff, Frames: 600})
	}
	kit.CheckScriptIDs(t, es, "pass")
}

// kit is this table for the tests every table shares (scenestest.Table).
var kit = scenestest.Table[scenes.Testing]{
	New:   func(t *testing.T) *scenestest.Flow[scenes.Testing] { return newFlow(t, storage.NewMemory()).Flow },
	Open:  func(f *scenestest.Flow[scenes.Testing], m *game.Match) { f.A.Go(newTableScene(f.A, table.Local(m))) },
	Stale: func(f *scenestest.Flow[scenes.Testing]) { f.A.Top().(*tableScene).Reread() },
}

// In table mode the pass button stands in the mover's panel; once the
// game is over nobody moves, and the table shows the end (it used to look
// for the mover's panel there, and fail) before the results.
func TestManaTableModeShowsTheEnd(t *testing.T) {
	m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	for !m.Outcome().Over {
		scenestest.RandomMove(t, m, &rng)
	}
	f := newFlow(t, storage.NewMemory())
	f.A.SetScreen(1024, 768, 1, 1)
	f.Set(func(s *settings.Settings) { s.Anim, s.TableMode = settings.AnimOff, true })
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 30\nexpect-scene results")
}

// A player whose pieces are all walled in must pass, a Ronin in their
// tray or not: the prompt, a tap on the board or on the tray, and the
// game log say so in words.
func TestManaTableExplainsAForcedPass(t *testing.T) {
	for _, c := range []struct{ pos, key string }{
		{"5d/6/6/4r1/r5/Dr4 b 2 0 1", "mana.prompt.pass"},
		{"5d/6/6/4r1/r5/Dr4 b 2 1 1", "mana.prompt.pass.reserve"},
	} {
		m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}})
		if err != nil {
			t.Fatal(err)
		}
		f := newFlow(t, storage.NewMemory())
		f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
		f.A.Go(newTableScene(f.A, table.Local(m)))
		f.Run("wait 30\nexpect-scene table")
		tbl := f.manaTable()
		// The walled-in position, shown in place of the match's own.
		st, err := mana.ParsePosition(c.pos)
		if err != nil {
			t.Fatal(err)
		}
		tbl.st, tbl.plays = st, tbl.plays[:0]
		for _, a := range st.Legal(nil) {
			tbl.plays = append(tbl.plays, readManaPlay(a, st.FormatAction(a)))
		}
		for sq := range tbl.pieces {
			tbl.pieces[sq] = st.Piece(sq)
		}
		tbl.status, tbl.prompt = tbl.describe()
		want := i18n.T(c.key)
		if !tbl.onlyPass() || tbl.prompt != want || !strings.Contains(want, "blocked") {
			t.Fatalf("%s: only pass %v, prompt %q, want %q", c.pos, tbl.onlyPass(), tbl.prompt, want)
		}
		for _, tap := range []string{"sq:a1", "tray:black", "sq:c4"} {
			f.Run("tap " + tap + "\nwait 1")
			if tbl.Msg() != want {
				t.Errorf("%s: a tap on %s says %q, want %q", c.pos, tap, tbl.Msg(), want)
			}
			tbl.ClearMsg()
		}
	}
	line := manaLogLine(rules.Event{Kind: mana.EventPass, Player: 0}, []string{"Ana", "Bo"}, 0)
	if line != "Ana (Black) passes: all their pieces are blocked." {
		t.Errorf("the log says %q", line)
	}
}

// The game log and the results' final move read as sentences: who, the
// piece, from where to where, what it captured; the capture is not told
// twice, and no notation is left.
func TestManaLogReadsAsSentences(t *testing.T) {
	m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}})
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ana", "Bo"}
	lines := func(rec game.Record) []string {
		var out []string
		for _, e := range rec.Events {
			if l := manaLogLine(e, names, rules.NoPlayer); l != "" {
				out = append(out, l)
			}
		}
		return out
	}
	for _, c := range []struct{ action, want string }{
		{"D@c1", "Ana (Black) places the Daimio on c1."},
		{"D@c6", "Bo (White) places the Daimio on c6."},
		{"c1-c3", "Ana (Black) moves the Daimio from c1 to c3."},
	} {
		if _, err := m.ApplyText(c.action); err != nil {
			t.Fatal(err)
		}
		h := m.History()
		if got := lines(h[len(h)-1]); len(got) != 1 || got[0] != c.want {
			t.Errorf("%s: log %q, want %q", c.action, got, c.want)
		}
	}
	// A Ronin takes the Daimio: one line for the move and its capture,
	// and the results' final move says the same.
	m, err = game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	for !m.Outcome().Over {
		scenestest.RandomMove(t, m, &rng)
	}
	h := m.History()
	last := h[len(h)-1]
	p := last.Events[0].Data.(*mana.Played)
	from, to := mana.SquareName(p.From), mana.SquareName(p.To)
	piece := map[byte]string{'D': "the Daimio", 'R': "a Ronin"}[p.Piece]
	want := names[last.Player] + " (" + i18n.T(manaSideKey(last.Player)) + ") moves " + piece + " from " + from + " to " + to + " and captures "
	got := lines(last)
	if len(got) != 2 || !strings.HasPrefix(got[0], want) || !strings.Contains(got[0], "Daimio.") || !strings.Contains(got[1], names[last.Player]) {
		t.Errorf("the winning move: log %q, want %q… and the win", got, want)
	}
	if mt := manaMoveText(last, names); mt != got[0] {
		t.Errorf("the final move %q, want the log's %q", mt, got[0])
	}
}

// The Mana-bird's disc covers the symbol of the square it lands on,
// every mark whole, and stays inside the square.
func TestManaBirdCoversTheSymbolItSitsOn(t *testing.T) {
	const cell = 100.0
	disc := cell * manaBirdSize / 2
	for v := 1; v <= 3; v++ {
		if reach := manaMarksOf(cell, v).reach(v); reach > disc || disc > cell/2 {
			t.Errorf("symbol %d: marks reach %.1f px from the centre, the bird's disc %.1f px, the square's half %.1f px", v, reach, disc, cell/2)
		}
	}
}

// On a screen lying flat a notice faces the person to move, Black at the
// bottom edge and White at the top, and one for everyone faces each edge
// where a person sits.
func TestManaNoticesFaceWhomTheyAreFor(t *testing.T) {
	for _, people := range []int{1, 2} {
		f := newFlow(t, storage.NewMemory())
		f.Set(func(s *settings.Settings) { s.TableMode = true })
		script := "wait 2\ntap game:mana\ntap shuffle\n"
		if people == 2 {
			script += "tap seat:2:kind\ntap kind:human\n"
		}
		f.Run(script + "tap start\nexpect-scene table\nwait 2")
		tbl := f.manaTable()
		if tbl == nil {
			t.Fatalf("scene %q is not the Mana table", f.A.Top().Name())
		}
		bottom, top := [4]bool{table.SideBottom: true}, [4]bool{table.SideTop: true}
		everyone := bottom
		if people == 2 {
			everyone[table.SideTop] = true
		}
		if got := tbl.NoticeSides(true); got != everyone {
			t.Errorf("%d people: a notice for everyone faces %v, want %v", people, got, everyone)
		}
		if p := tbl.st.ToMove(); p != 0 || tbl.NoticeSides(false) != bottom {
			t.Fatalf("%d people: to move %d, a notice faces %v; want Black at the bottom", people, p, tbl.NoticeSides(false))
		}
		if people == 2 {
			f.Run("tap sq:c1\nwait 40")
			if p := tbl.st.ToMove(); p != 1 || tbl.NoticeSides(false) != top {
				t.Fatalf("to move %d, a notice faces %v; want White at the top", p, tbl.NoticeSides(false))
			}
			// The header names White alone: it is White's turn, no one else's.
			if want := i18n.T("table.turn", tbl.Seats()[1].Name); tbl.status != want {
				t.Fatalf("White to move: the header says %q, want %q", tbl.status, want)
			}
		}
	}
}
