package shinobi

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/game/storage"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes"
	"kamon/scenes/scenestest"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/text"
)

// The provinces of 3, 4 or 5 players, the piles, the steps, the prompt, the
// hand and the log fit on phones both ways, tablets and desktops without
// overlapping, whoever sits at the bottom; a full army of 11 stays inside
// its province, and cards stay large enough to see their crest.
func TestShinobiLayoutFitsEverySize(t *testing.T) {
	sizes := [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}}
	for _, sz := range sizes {
		for n := 3; n <= 5; n++ {
			for bottom := range n {
				name := fmt.Sprintf("%gx%g/%d players/seat %d below", sz[0], sz[1], n, bottom+1)
				t.Run(name, func(t *testing.T) {
					unit := ui.Zoom(sz[0], sz[1])
					area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
					var l shinobiLayout
					layoutShinobi(&l, area, unit, n, bottom)
					if len(l.provs) != n {
						t.Fatalf("%s: %d provinces", name, len(l.provs))
					}
					blocks := append([]ui.Rect{l.top, l.center, l.steps, l.bar, l.hand}, l.provs...)
					if l.log.H > 0 {
						blocks = append(blocks, l.log)
					}
					if l.rowOverLog {
						blocks = append(blocks, l.row)
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
					if l.hand.H < unit*80 || l.bar.W < unit*300 {
						t.Errorf("%s: hand %+v or bar %+v too small to use", name, l.hand, l.bar)
					}
					// In portrait the log reads four lines with three players,
					// three when a third row of provinces needs the room.
					if want := 3 + 3/n; sz[1] > sz[0] && logLinesShown(l.log, unit) < want {
						t.Errorf("%s: the log %+v shows %d lines, want %d", name, l.log, logLinesShown(l.log, unit), want)
					}
					// In landscape the buttons' row stands over the log,
					// which shows its heading and two lines while no
					// button does (on the smallest phones, its strip).
					if sz[0] > sz[1] {
						if !scenestest.Inside(l.words, l.bar) || l.row.H < unit*shinobiButtonH-1e-6 || l.row.W < unit*shinobiButtonW {
							t.Errorf("%s: the words %+v leave the bar %+v, or the buttons' row %+v is too small", name, l.words, l.bar, l.row)
						}
						if tall := l.logRoom(0); !scenestest.Inside(tall, area) || !scenestest.Inside(l.row, tall) || tall.H < unit*table.LogStripH-1e-6 {
							t.Errorf("%s: without buttons the log %+v is off the screen, or not over the row %+v, or under its strip", name, tall, l.row)
						}
						if got := logLinesShown(l.logRoom(0), unit); sz[1] >= 390 && got < 2 {
							t.Errorf("%s: without buttons the log %+v shows %d lines, want 2", name, l.logRoom(0), got)
						}
						if l.logRoom(1) != l.log {
							t.Errorf("%s: with a button the log %+v takes %+v", name, l.log, l.logRoom(1))
						}
					}
					// The viewer's own province is below every other one.
					for p, r := range l.provs {
						if p != bottom && r.Y >= l.provs[bottom].Y {
							t.Errorf("%s: province %d %+v is not above the viewer's %+v", name, p+1, r, l.provs[bottom])
						}
					}
					for p, r := range l.provs {
						g := provinceGeom(r, unit)
						if g.cardW < unit*14 {
							t.Errorf("%s: cards %.0f px wide in province %d, too small to see", name, g.cardW/unit, p+1)
						}
						for c := range shinobi.Clans {
							full := g.army(c, shinobi.PerClan)
							if !scenestest.Inside(full, r) || !scenestest.Inside(g.head, r) || scenestest.Overlaps(g.head, full) {
								t.Errorf("%s: province %d: a full %d army %+v or the header %+v leaves %+v", name, p+1, c, full, g.head, r)
							}
							if s := g.slots[c]; full.Y+full.H > s.Y+s.H-g.label+1e-9 {
								t.Errorf("%s: province %d: a full %d army %+v covers the clan's name at the foot of %+v", name, p+1, c, full, s)
							}
							if c > 0 && scenestest.Overlaps(g.army(c-1, shinobi.PerClan), full) {
								t.Errorf("%s: province %d: armies %d and %d overlap", name, p+1, c-1, c)
							}
							if x, y, br := g.countDisc(c, shinobi.PerClan, unit); !scenestest.Inside(ui.Rect{X: x - br, Y: y - br, W: 2 * br, H: 2 * br}, r) || y+br > g.slots[c].Y+g.slots[c].H-g.label+1e-9 {
								t.Errorf("%s: province %d: the count of a full %d army at (%.0f, %.0f) leaves %+v or covers the clan's name", name, p+1, c, x, y, r)
							}
						}
					}
				})
			}
		}
	}
}

// On the smaller phones on their side the buttons' row under the hand
// keeps a fingertip's height, and the log, too short under it, still
// shows its strip in the row's room while no button shows.
func TestShinobiSmallLandscapePhonesKeepTheRowAndTheLog(t *testing.T) {
	for _, sz := range [][2]float64{{568, 320}, {640, 360}, {667, 375}, {740, 360}, {812, 375}} {
		name := fmt.Sprintf("%gx%g", sz[0], sz[1])
		unit := ui.Zoom(sz[0], sz[1])
		area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
		var l shinobiLayout
		layoutShinobi(&l, area, unit, 3, 0)
		if !l.rowOverLog || l.row.H < unit*shinobiButtonH-1e-6 || !scenestest.Inside(l.row, area) || scenestest.Overlaps(l.row, l.hand) {
			t.Errorf("%s: the buttons' row %+v under the hand %+v is cut or off the screen", name, l.row, l.hand)
		}
		if tall := l.logRoom(0); tall.H < unit*table.LogStripH-1e-6 || !scenestest.Inside(tall, area) || !scenestest.Inside(l.row, tall) {
			t.Errorf("%s: without buttons the log %+v is under its strip or not over the row %+v", name, tall, l.row)
		}
	}
}

// In portrait the table's parts stand one under the other from the top of
// the screen to its bottom with only a gap between them: no band of empty
// felt. Where the bar is wide enough its button stands beside the words
// (at 768x1024 it left a band 44 logical px high under them), and the
// provinces grow while their cards do before the log takes the rest.
func TestShinobiPortraitLeavesNoEmptyBand(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {768, 1024}, {800, 1280}} {
		for n := 3; n <= 5; n++ {
			name := fmt.Sprintf("%gx%g/%d players", sz[0], sz[1], n)
			unit := ui.Zoom(sz[0], sz[1])
			area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
			var l shinobiLayout
			layoutShinobi(&l, area, unit, n, 0)
			rows := []ui.Rect{l.top, l.center, l.steps, l.bar, l.hand, l.log}
			for _, r := range l.provs {
				if r.X == area.X {
					rows = append(rows, r)
				}
			}
			slices.SortFunc(rows, func(a, b ui.Rect) int { return int(a.Y - b.Y) })
			y := area.Y
			for _, r := range rows {
				if r.Y-y > unit*ui.Gap+1e-6 {
					t.Errorf("%s: %.0f px of empty felt above %+v", name, r.Y-y, r)
				}
				y = r.Y + r.H
			}
			if bottom := area.Y + area.H; bottom-y > 1e-6 {
				t.Errorf("%s: %.0f px of empty felt at the bottom", name, bottom-y)
			}
			words, button := l.words, l.row
			beside := l.bar.W >= unit*shinobiBesideW
			if beside && (l.bar.H > unit*shinobiPromptH+1e-6 || button.X < words.X+words.W || button.W < unit*shinobiButtonW) {
				t.Errorf("%s: the bar %+v holds its button %+v under the words %+v", name, l.bar, button, words)
			}
			if !beside && (button.Y < words.Y+words.H || button.H < unit*shinobiButtonH) {
				t.Errorf("%s: the bar %+v has no row for its button %+v under the words %+v", name, l.bar, button, words)
			}
			if logLinesShown(l.log, unit) > 4 {
				for p, r := range l.provs {
					if r.H < provinceTallest(r.W, unit)-1e-6 && r.H < unit*150 {
						t.Errorf("%s: the log %+v shows %d lines while province %d %+v could grow", name, l.log, logLinesShown(l.log, unit), p+1, r)
					}
				}
			}
		}
	}
	// The cards of the provinces at 768x1024 with three players: 70 px
	// high at the least before.
	unit := ui.Zoom(768, 1024)
	var l shinobiLayout
	layoutShinobi(&l, ui.Rect{W: 768, H: 1024}.Inset(unit*(ui.Margin+ui.RimW)), unit, 3, 0)
	least := math.Inf(1)
	for _, r := range l.provs {
		least = math.Min(least, provinceGeom(r, unit).cardH)
	}
	if least < 85 {
		t.Errorf("768x1024, 3 players: the smallest province's cards are %.0f px high, want 85 at least", least)
	}
}

// logLinesShown is how many lines table.DrawLog shows in r at unit.
func logLinesShown(r ui.Rect, unit float64) int {
	if r.H <= 0 {
		return 0
	}
	defer text.SetScale(text.Scale())
	text.SetScale(unit)
	inner := r.Inset(unit * 12)
	lh := text.LineHeight(text.Style{Size: ui.SizeSmall}) * 1.15
	top := inner.Y + text.LineHeight(text.Style{Size: ui.SizeSmall, Bold: true}) + unit*4
	n := 0
	for y := inner.Y + inner.H; y-lh >= top; y -= lh {
		n++
	}
	return n
}

// plateLogLines is how many lines table.DrawLogLines shows in r, the text's
// scale set.
func plateLogLines(r ui.Rect) int {
	lh := text.LineHeight(text.Style{Size: ui.SizeSmall})
	n := 0
	for y := r.Y + r.H; y-lh >= r.Y; y -= lh * 1.15 {
		n++
	}
	return n
}

// flow drives the real app, this game's table registered (scenestest.Flow).
type flow struct {
	*scenestest.Flow[scenes.Testing]
}

func newFlow(t *testing.T, st storage.Store) *flow {
	return &flow{scenestest.New(t, scenes.Testing{App: scenes.NewApp(scenes.Options{Store: st, Home: scenes.NewMenu, Log: t.Logf})})}
}

// tapArmy taps army a as a person does: where its province is narrow the
// tap may open the province large, and a second tap takes the army there.
func (f *flow) tapArmy(a shinobiArmy, wait int) {
	f.T.Helper()
	id := shinobiArmyID(a.p, a.c)
	f.Run(fmt.Sprintf("tap %s\nwait %d", id, wait))
	if tbl := f.shinobiTable(); tbl != nil && tbl.zoom.p != rules.NoPlayer {
		f.Run(fmt.Sprintf("tap %s\nwait %d", id, wait))
	}
}

// shinobiTable is the Shinobi table on top, or nil.
func (f *flow) shinobiTable() *tableScene {
	tbl, _ := f.A.Top().(*tableScene)
	return tbl
}

// startShinobi starts a 3-player game with seed 7 at the menu, animations
// off; extra runs after the setup's seed is typed (to change seats).
func startShinobi(t *testing.T, f *flow, extra string) {
	t.Helper()
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:shinobi\nexpect-scene setup\ntap shuffle\ntap shared-deal\ntap seed\n" +
		strings.Repeat("key Backspace\n", 20) + "type 7\n" + extra + "tap start\nwait 5")
}

func (tbl *tableScene) lastAction() string {
	h := tbl.Match().History()
	if len(h) == 0 {
		return ""
	}
	return h[len(h)-1].Action
}

// A human plays a whole turn against two random bots: a card tapped, then
// a lit province (tapping one's own is refused with the reason), a card
// dragged onto the own province, and the attack step that cannot be
// carried out, skipped with its button. Only legal targets are lit.
func TestShinobiTablePlaysATurn(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	startShinobi(t, f, "")
	f.Run("wait 100")
	tbl := f.shinobiTable()
	if tbl == nil {
		t.Fatalf("scene %q is not the Shinobi table", f.A.Top().Name())
	}
	// Seed 7: Bot 3 opens, then Player 1 holds O1 O5 U2 U3 and plays Hōjō.
	if tbl.view.ToMove() != 0 || tbl.view.Step() != shinobi.StepDeploy || tbl.Viewer() != 0 {
		t.Fatalf("%d to move at step %d, viewer %d", tbl.view.ToMove(), tbl.view.Step(), tbl.Viewer())
	}
	if got := fmt.Sprint(tbl.hand); got != "[O5 O1 U3 U2]" || tbl.view.ClanOf(0) != shinobi.Hojo {
		t.Fatalf("hand %s, clan %v", got, tbl.view.ClanOf(0))
	}
	if !slices.Equal(tbl.litHand, []bool{true, true, true, true}) {
		t.Fatalf("playable cards %v", tbl.litHand)
	}
	// Cards of a clan are alike: a tap on O1 selects the Oda the rules play.
	f.Run("tap hand:O1\nwait 1")
	if tbl.selCard != shinobi.ClanCard(shinobi.Oda, 5) || tbl.litProv != [shinobi.MaxPlayers]bool{false, true, true} {
		t.Fatalf("O1 selected: selection %v, lit provinces %v", tbl.selCard, tbl.litProv)
	}
	n := len(tbl.Match().History())
	f.Run("tap prov:1\nwait 1")
	if !strings.Contains(tbl.Msg(), "opponent's province") || len(tbl.Match().History()) != n {
		t.Fatalf("deploying to one's own province: message %q, %d actions (was %d)", tbl.Msg(), len(tbl.Match().History()), n)
	}
	f.Run("tap prov:2\nwait 2")
	if got := tbl.lastAction(); got != "deploy O5 -> p1" || tbl.view.Step() != shinobi.StepReinforce {
		t.Fatalf("last action %q at step %d, want the deploy and action 2", got, tbl.view.Step())
	}
	if n := tbl.view.ArmySize(1, shinobi.Oda); n != 1 || len(tbl.shown.army[1][shinobi.Oda]) != 1 {
		t.Fatalf("Bot 2's Oda army: %d in the view, %d shown", n, len(tbl.shown.army[1][shinobi.Oda]))
	}
	// Action 2 by dragging U2 onto the own province.
	x, y := f.WidgetCenter("hand:U2")
	px, py := f.WidgetCenter("prov:1")
	f.Run(fmt.Sprintf("press %g %g\nwait 1\nmove %g %g\nwait 1\nmove %g %g\nwait 1\nrelease\nwait 2", x, y, (x+px)/2, (y+py)/2, px, py))
	if got := tbl.lastAction(); got != "reinforce U3" || tbl.view.Step() != shinobi.StepAttack {
		t.Fatalf("last action %q at step %d after the drag, want reinforce U3 (message %q)", got, tbl.view.Step(), tbl.Msg())
	}
	// Action 3: Mōri 1 and Uesugi 1 are no bigger than anything: skip.
	if len(tbl.buttons) != 1 || tbl.buttons[0].id != "skip" || !strings.Contains(tbl.prompt, "cannot be carried out") {
		t.Fatalf("buttons %+v, prompt %q", tbl.buttons, tbl.prompt)
	}
	f.Run("tap skip\nwait 2")
	h := tbl.Match().History()
	if h[n+2].Action != "skip" || h[n+2].Player != 0 || tbl.view.ToMove() == 0 {
		t.Fatalf("history after the skip %+v", h[n:])
	}
	if tbl.view.ToMove() == 0 && len(tbl.view.Hand(0)) != shinobi.HandSize {
		t.Fatalf("hand of %d after drawing", len(tbl.view.Hand(0)))
	}
}

// With two humans and a bot the curtain names each human before their
// turn; the hand and the clan card are described only during the viewer's
// own turn and never for anyone else, and nothing is listed under the
// curtain.
func TestShinobiHotSeatHidesTheHand(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	curtains, ownTurns, betweenTurns, plies := 0, 0, 0, 0
	f.Check = func() {
		if f.A.Top().Name() == "curtain" {
			curtains++
			for _, w := range f.A.Widgets() {
				if w.ID != "curtain" {
					t.Fatalf("widget %q listed under the curtain", w.ID)
				}
			}
			return
		}
		tbl := f.shinobiTable()
		if tbl == nil || tbl.Stale() || tbl.view == nil {
			return
		}
		// Widgets are listed before a tap plays: skip the frame that played.
		acted := len(tbl.Match().History()) != plies
		plies = len(tbl.Match().History())
		for _, w := range f.A.Widgets() {
			if strings.HasPrefix(w.ID, "hand:") && !acted && !table.SecretsShown(tbl.Match(), tbl.Viewer()) {
				t.Fatalf("hand card %q listed while %d is not to move", w.ID, tbl.Viewer())
			}
		}
		switch {
		case tbl.view.ToMove() == tbl.Viewer() && tbl.Match().Seats[tbl.Viewer()].Human():
			ownTurns++
		case len(tbl.hand) > 0:
			t.Fatalf("hand %v of seat %d shown while seat %d is to move", tbl.hand, tbl.Viewer()+1, tbl.view.ToMove()+1)
		default:
			betweenTurns++
		}
		for q := range rules.Player(tbl.view.Players()) {
			if q != tbl.Viewer() && (tbl.view.ClanOf(q) != shinobi.NoClan || slices.ContainsFunc(tbl.view.Hand(q), func(c shinobi.Card) bool { return c != shinobi.Unknown })) {
				t.Fatalf("seat %d sees seat %d's clan or hand", tbl.Viewer()+1, q+1)
			}
		}
	}
	startShinobi(t, f, "tap seat:2:kind\ntap kind:human\n")
	// Seed 7: the bot (seat 3) opens, then the curtain for Player 1.
	f.Run("wait 100")
	if curtains == 0 || f.A.Top().Name() != "curtain" {
		t.Fatalf("scene %q after the bot's turn, %d curtain frames", f.A.Top().Name(), curtains)
	}
	f.Run("tap curtain\nwait 3")
	tbl := f.shinobiTable()
	if tbl == nil || tbl.Viewer() != 0 || len(tbl.hand) != shinobi.HandSize {
		t.Fatalf("after the curtain: table %v", tbl != nil)
	}
	// Player 1 plays a turn by taps; then Player 2's curtain comes up.
	f.Run("tap hand:O1\nwait 1\ntap prov:3\nwait 2")
	for range 3 {
		if tbl.view.ToMove() != 0 {
			break
		}
		if slices.ContainsFunc(tbl.buttons, func(b shinobiButton) bool { return b.id == "skip" }) {
			f.Run("tap skip\nwait 2")
			continue
		}
		// Reinforce with the first clan card, or attack as offered.
		for _, a := range tbl.Legal() {
			if _, err := tbl.Match().Apply(a); err != nil {
				t.Fatal(err)
			}
			tbl.Reread()
			break
		}
		f.Run("wait 2")
	}
	f.Run("wait 5")
	if f.A.Top().Name() != "curtain" || betweenTurns == 0 || ownTurns == 0 {
		t.Fatalf("after Player 1's turn: scene %q, %d frames between turns, %d own", f.A.Top().Name(), betweenTurns, ownTurns)
	}
}

// shinobiMatchWhere plays random actions in three-human games until ok
// holds for the full state.
func shinobiMatchWhere(t *testing.T, seed0 uint64, ok func(*shinobi.State) bool) *game.Match {
	t.Helper()
	seats := []game.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}}
	for seed := seed0; seed < seed0+200; seed++ {
		m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: seed}, seats)
		if err != nil {
			t.Fatal(err)
		}
		rng := rules.NewRNG(seed)
		for ply := 0; ply < 300 && !m.Outcome().Over; ply++ {
			if ok(m.State().(*shinobi.State)) {
				return m
			}
			scenestest.RandomMove(t, m, &rng)
		}
	}
	t.Fatal("no such position in 200 random games")
	return nil
}

// legalMoves lists the legal moves of kind k of the full state.
func legalMoves(st *shinobi.State, k shinobi.Kind) []shinobi.Move {
	var out []shinobi.Move
	for _, a := range st.Legal(nil) {
		if m, _ := st.Describe(a); m.Kind == k {
			out = append(out, m)
		}
	}
	return out
}

// openShinobi puts m's table up behind the curtain and passes it.
func openShinobi(t *testing.T, m *game.Match) (*flow, *tableScene) {
	t.Helper()
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back")
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 5\nexpect-scene curtain\ntap curtain\nwait 5\nexpect-scene table")
	return f, f.shinobiTable()
}

// shinobiTextsAt opens m's table in lang, in table mode if asked, on
// screen s, and draws a frame: the flow, the table and the texts drawn.
func shinobiTextsAt(t *testing.T, m *game.Match, lang string, tableMode bool, s scenestest.Screen) (*flow, *tableScene, []ui.DrawnText) {
	t.Helper()
	f, tbl := openShinobi(t, m)
	f.Set(func(st *settings.Settings) { st.Lang, st.TableMode = lang, tableMode })
	f.SetScreen(s)
	tbl.Reread()
	f.Run("wait 2")
	return f, tbl, f.DrawnTexts(s).Texts
}

// In every step only what the rules allow is lit: the armies that may
// attack, then the armies the chosen one may attack; the armies a card may
// be moved out of, then where it may go; the armies a Ninja may strike. A
// tap on a lit target plays it, a tap elsewhere says why and plays nothing.
func TestShinobiLightsOnlyLegalTargets(t *testing.T) {
	for _, seed := range []uint64{1, 40, 90} {
		t.Run(fmt.Sprintf("attack/%d", seed), func(t *testing.T) {
			m := shinobiMatchWhere(t, seed, func(st *shinobi.State) bool { return len(legalMoves(st, shinobi.Attack)) > 1 })
			full := m.State().(*shinobi.State)
			me := full.ToMove()
			f, tbl := openShinobi(t, m)
			attacks := legalMoves(full, shinobi.Attack)
			var want [shinobi.MaxPlayers][shinobi.Clans]bool
			for _, a := range attacks {
				want[me][a.Clan] = true
			}
			if tbl.litArmy != want {
				t.Fatalf("lit %v, want the attackers %v", tbl.litArmy, want)
			}
			atk := attacks[0].Clan
			want = [shinobi.MaxPlayers][shinobi.Clans]bool{}
			for _, a := range attacks {
				if a.Clan == atk {
					want[a.To][a.Target] = true
				}
			}
			f.Run("tap " + shinobiArmyID(me, atk) + "\nwait 1")
			if tbl.selArmy != (shinobiArmy{me, atk}) || tbl.litArmy != want {
				t.Fatalf("attacker %v selected: lit %v, want %v", tbl.selArmy, tbl.litArmy, want)
			}
			n := len(m.History())
			// An unlit army of an opponent: refused with a reason.
			for q := range rules.Player(3) {
				for c := range shinobi.Clan(shinobi.Clans) {
					if q != me && full.ArmySize(q, c) > 0 && !want[q][c] {
						f.tapArmy(shinobiArmy{q, c}, 1)
						if tbl.Msg() == "" || len(m.History()) != n {
							t.Fatalf("unlit army %v: message %q, %d actions", shinobiArmy{q, c}, tbl.Msg(), len(m.History()))
						}
						f.Run("tap " + shinobiArmyID(me, atk) + "\nwait 1\ntap " + shinobiArmyID(me, atk) + "\nwait 1")
					}
				}
			}
			a := attacks[0]
			f.tapArmy(shinobiArmy{a.To, a.Target}, 2)
			if h := m.History(); len(h) != n+1 || !strings.HasPrefix(h[n].Action, "attack") {
				t.Fatalf("after tapping the target: %+v (message %q)", h[n-1:], tbl.Msg())
			}
		})
		t.Run(fmt.Sprintf("move/%d", seed), func(t *testing.T) {
			m := shinobiMatchWhere(t, seed, func(st *shinobi.State) bool { return len(legalMoves(st, shinobi.MoveCard)) > 0 })
			full := m.State().(*shinobi.State)
			f, tbl := openShinobi(t, m)
			moves := legalMoves(full, shinobi.MoveCard)
			src := shinobiArmy{moves[0].From, moves[0].Clan}
			if !tbl.litArmy[src.p][src.c] {
				t.Fatalf("the army %v a card may leave is not lit: %v", src, tbl.litArmy)
			}
			f.Run("tap " + shinobiArmyID(src.p, src.c) + "\nwait 1")
			var want [shinobi.MaxPlayers]bool
			for _, mv := range moves {
				if mv.From == src.p && mv.Clan == src.c {
					want[mv.To] = true
				}
			}
			if tbl.litProv != want {
				t.Fatalf("moving out of %v: lit provinces %v, want %v", src, tbl.litProv, want)
			}
			n := len(m.History())
			f.Run("tap " + shinobiProvIDs[moves[0].To] + "\nwait 2")
			if h := m.History(); len(h) != n+1 || !strings.HasPrefix(h[n].Action, "move") {
				t.Fatalf("after tapping the destination: %+v (message %q)", h[n-1:], tbl.Msg())
			}
		})
		t.Run(fmt.Sprintf("ninja/%d", seed), func(t *testing.T) {
			m := shinobiMatchWhere(t, seed, func(st *shinobi.State) bool { return len(legalMoves(st, shinobi.Ninja)) > 0 })
			full := m.State().(*shinobi.State)
			f, tbl := openShinobi(t, m)
			strikes := legalMoves(full, shinobi.Ninja)
			f.Run("tap hand:" + strikes[0].Card.String() + "\nwait 1")
			var want [shinobi.MaxPlayers][shinobi.Clans]bool
			for _, s := range strikes {
				want[s.To][s.Target] = true
			}
			if !tbl.selCard.IsNinja() || tbl.litArmy != want {
				t.Fatalf("Ninja selected (%v): lit %v, want %v", tbl.selCard, tbl.litArmy, want)
			}
			n := len(m.History())
			f.tapArmy(shinobiArmy{strikes[0].To, strikes[0].Target}, 2)
			if h := m.History(); len(h) != n+1 || !strings.HasPrefix(h[n].Action, "ninja") {
				t.Fatalf("after tapping the army: %+v (message %q)", h[n-1:], tbl.Msg())
			}
		})
	}
}

// Table mode: the provinces keep their seats' places round the table (a
// seat's province lies towards its edge from the centre), each occupied
// edge where a person sits has a strip along it (everyone a person, or
// one person among bots), and the viewer's part, laid out in their turned
// strip, shows on screen inside that strip; nothing overlaps or leaves the
// screen at tablet and desktop sizes both ways. Phones fall back to the
// usual layout.
func TestShinobiTableModeLayout(t *testing.T) {
	sizes := [][2]float64{{390, 844}, {844, 390}, {1024, 768}, {768, 1024}, {1280, 800}, {800, 1280}, {1920, 1080}}
	for _, sz := range sizes {
		t.Run(fmt.Sprintf("%gx%g", sz[0], sz[1]), func(t *testing.T) {
			unit := ui.Zoom(sz[0], sz[1])
			area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
			phone := math.Min(sz[0], sz[1]) < 500
			for n := 3; n <= 5; n++ {
				for person := -1; person < n; person++ {
					checkShinobiTableModeLayout(t, sz, unit, area, phone, n, person)
				}
			}
		})
	}
}

// On a desktop in table mode with people on three sides, the strips
// leave a low band of the table at the top and the bottom: its armies fan
// across and each band spans the width or stands between the side seats'
// provinces, as leaves the smallest cards the largest, so that no
// province's cards are small (54 px high before).
func TestShinobiTableModeProvinceCardsOnADesktop(t *testing.T) {
	const w, h, floor = 1920, 1080, 84
	unit := ui.Zoom(w, h)
	area := ui.Rect{W: w, H: h}.Inset(unit * (ui.Margin + ui.RimW))
	for n := 3; n <= 5; n++ {
		for mask := 1; mask < 1<<n; mask++ {
			people := table.PeopleSides(n, func(i int) bool { return mask&(1<<i) != 0 })
			sides := 0
			for _, p := range people {
				if p {
					sides++
				}
			}
			if sides != 3 {
				continue
			}
			var l shinobiLayout
			if !layoutShinobiTable(&l, area, unit, n, people) {
				t.Fatalf("%d players, people %v: no table layout at %dx%d", n, people, w, h)
			}
			for p, r := range l.provs {
				if g := provinceGeom(r, unit); g.cardH < floor {
					t.Errorf("%d players, people %v: province %d %+v has cards %.0f px high, want %d at least", n, people, p+1, r, g.cardH, floor)
				}
			}
		}
	}
}

// checkShinobiTableModeLayout checks the table-mode layout of n players at
// size sz where seat person is the one person (-1: everyone is).
func checkShinobiTableModeLayout(t *testing.T, sz [2]float64, unit float64, area ui.Rect, phone bool, n, person int) {
	t.Helper()
	people := table.PeopleSides(n, func(i int) bool { return person < 0 || i == person })
	name := fmt.Sprintf("%gx%g/%d players/people %v", sz[0], sz[1], n, people)
	var l shinobiLayout
	if ok := layoutShinobiTable(&l, area, unit, n, people); ok == phone {
		t.Errorf("%s: table layout %v", name, ok)
		return
	}
	if phone {
		return
	}
	blocks := append([]ui.Rect{l.top, l.center}, l.provs...)
	if l.log.H > 0 {
		blocks = append(blocks, l.log)
	}
	for side := range table.Side(4) {
		s := l.strips[side]
		if people[side] != (s.W > 0) {
			t.Errorf("%s: side %d strip %+v", name, side, s)
		}
		if people[side] {
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
	if !scenestest.Inside(l.piles, l.center) || !scenestest.Inside(l.bars, l.center) || scenestest.Overlaps(l.piles, l.bars) || l.bars.W < unit*120 {
		t.Errorf("%s: piles %+v and bars %+v in the centre %+v", name, l.piles, l.bars, l.center)
	}
	cx, cy := area.Center()
	for i, r := range l.provs {
		x, y := r.Center()
		var towards bool
		switch table.SeatSide(i, n, true) {
		case table.SideBottom:
			towards = r.Y >= l.center.Y+l.center.H && y > cy
		case table.SideTop:
			towards = r.Y+r.H <= l.center.Y && y < cy
		case table.SideLeft:
			towards = x < cx
		case table.SideRight:
			towards = x > cx
		}
		if !towards {
			t.Errorf("%s: seat %d's province %+v is not towards side %d from the middle (%.0f, %.0f)", name, i+1, r, table.SeatSide(i, n, true), cx, cy)
		}
		g := provinceGeom(r, unit)
		if g.cardW < unit*14 {
			t.Errorf("%s: cards %.0f px wide in province %d, too small to see", name, g.cardW/unit, i+1)
		}
		for c := range shinobi.Clans {
			if full := g.army(c, shinobi.PerClan); !scenestest.Inside(full, r) || scenestest.Overlaps(g.head, full) {
				t.Errorf("%s: province %d: a full army %+v leaves %+v", name, i+1, full, r)
			}
			for _, n := range []int{1, shinobi.PerClan} {
				if x, y, br := g.countDisc(c, n, unit); !scenestest.Inside(ui.Rect{X: x - br, Y: y - br, W: 2 * br, H: 2 * br}, r) {
					t.Errorf("%s: province %d: the count of an army of %d at (%.0f, %.0f) leaves %+v", name, i+1, n, x, y, r)
				}
			}
		}
	}
	if n >= 5 && l.provs[0].X >= l.provs[4].X {
		t.Errorf("%s: seat 1 %+v is not left of seat 5 %+v along the bottom (clockwise)", name, l.provs[0], l.provs[4])
	}
	// The viewer's part in each seat's frame.
	for i := range n {
		side := table.SeatSide(i, n, true)
		if !people[side] {
			continue
		}
		var f table.SeatFrame
		f.Place(side, sz[0], sz[1])
		strip := f.RectToLocal(l.strips[side])
		if !scenestest.Near(strip.Y+strip.H, f.Screen().H-unit*(ui.Margin+ui.RimW)) {
			t.Errorf("%s: seat %d's strip %+v is not at the bottom of its frame %+v", name, i+1, strip, f.Screen())
		}
		part := l
		layoutShinobiStrip(&part, strip, unit, false)
		parts := []ui.Rect{part.steps, part.bar, part.hand}
		for k, a := range parts {
			if !scenestest.Inside(a, strip) || !scenestest.Inside(f.RectToScreen(a), l.strips[side]) {
				t.Errorf("%s: seat %d: part %d %+v leaves the strip %+v", name, i+1, k, a, strip)
			}
			for _, b := range parts[k+1:] {
				if scenestest.Overlaps(a, b) {
					t.Errorf("%s: seat %d: parts %+v and %+v overlap", name, i+1, a, b)
				}
			}
		}
		if part.bar.W < unit*200 || part.bar.H < unit*shinobiBarH || part.hand.W < unit*220 || part.hand.H < unit*90 {
			t.Errorf("%s: seat %d: bar %+v or hand %+v too small to use", name, i+1, part.bar, part.hand)
		}
	}
}

// startShinobiTableMode starts a game with seed 7 in table mode at
// 1024x768, animations off; seats runs at the setup (to change seats).
func startShinobiTableMode(t *testing.T, seats string) *flow {
	t.Helper()
	f := newFlow(t, storage.NewMemory())
	f.A.SetScreen(1024, 768, 1, ui.Zoom(1024, 768))
	f.Run("wait 2\ntap settings\ntap table_mode\ntap anim:off\ntap back\ntap game:shinobi\nexpect-scene setup\ntap shuffle\ntap shared-deal\ntap seed\n" +
		strings.Repeat("key Backspace\n", 20) + "type 7\n" + seats + "tap start")
	return f
}

// Table mode on a tablet: Player 2 (the left seat) plays against bots. The
// board keeps its places (seat 1's province at the bottom, seat 2's at
// the left) and Player 2's hand, steps and prompt face the left edge;
// taps and a drag on the turned cards play: a card tapped, then a lit
// province, then a card dragged onto their own province. An idle frame
// allocates nothing in either mode.
func TestShinobiTableModeTurnedHand(t *testing.T) {
	f := startShinobiTableMode(t, "tap seat:1:kind\ntap kind:random\ntap seat:2:kind\ntap kind:human\n")
	f.Run("wait 100")
	tbl := f.shinobiTable()
	if tbl == nil || !tbl.lay.table || tbl.Viewer() != 1 || tbl.view.ToMove() != 1 || tbl.frame.Side() != table.SideLeft {
		t.Fatalf("table %v: table mode %v, viewer %d, to move %d, frame side %d", tbl != nil, tbl.lay.table, tbl.Viewer(), tbl.view.ToMove(), tbl.frame.Side())
	}
	if p1, p2 := tbl.lay.provs[0], tbl.lay.provs[1]; p1.Y < tbl.lay.center.Y || p2.X > tbl.lay.center.X {
		t.Fatalf("seat 1's province %+v is not at the bottom or seat 2's %+v at the left", p1, p2)
	}
	strip := tbl.lay.strips[table.SideLeft]
	var cards []ui.WidgetInfo
	for _, w := range f.A.Widgets() {
		if strings.HasPrefix(w.ID, "hand:") {
			cards = append(cards, w)
			if !scenestest.Inside(w.Rect, strip) || w.Rect.H >= w.Rect.W {
				t.Errorf("hand card %s at %+v: not a card turned on its side in the left strip %+v", w.ID, w.Rect, strip)
			}
		}
	}
	if len(cards) != shinobi.HandSize {
		t.Fatalf("%d hand cards listed", len(cards))
	}
	// The first card is picked and played by taps on the screen.
	card := tbl.hand[0]
	n := len(tbl.Match().History())
	f.Run("tap " + cards[0].ID + "\nwait 1")
	if tbl.selCard.Clan() != card.Clan() {
		t.Fatalf("a tap on %s selects %v (message %q)", cards[0].ID, tbl.selCard, tbl.Msg())
	}
	target := -1
	for p, lit := range tbl.litProv[:3] {
		if lit {
			target = p
			break
		}
	}
	if target < 0 {
		t.Fatalf("no province lit for %v", card)
	}
	f.Run(fmt.Sprintf("tap prov:%d\nwait 2", target+1))
	if h := tbl.Match().History(); len(h) != n+1 || !strings.HasPrefix(h[n].Action, "deploy ") || tbl.view.Step() != shinobi.StepReinforce {
		t.Fatalf("after the taps: history %+v, step %d, message %q", h[n:], tbl.view.Step(), tbl.Msg())
	}
	// Action 2 by dragging a card of the turned hand onto the own province.
	var drag ui.WidgetInfo
	for _, w := range f.A.Widgets() {
		if strings.HasPrefix(w.ID, "hand:") && !strings.HasPrefix(w.ID, "hand:N") {
			drag = w
			break
		}
	}
	x, y := drag.Rect.Center()
	px, py := f.WidgetCenter("prov:2")
	f.Run(fmt.Sprintf("press %g %g\nwait 1\nmove %g %g\nwait 1\nmove %g %g\nwait 1\nrelease\nwait 2", x, y, (x+px)/2, (y+py)/2, px, py))
	if got := tbl.lastAction(); !strings.HasPrefix(got, "reinforce "+drag.ID[len("hand:"):len("hand:")+1]) || tbl.view.Step() != shinobi.StepAttack {
		t.Fatalf("last action %q at step %d after dragging %s, message %q", got, tbl.view.Step(), drag.ID, tbl.Msg())
	}
	for i := 0; i < 3; i++ {
		_ = f.A.Update()
	}
	if a := testing.AllocsPerRun(50, func() { _ = f.A.Update() }); a != 0 {
		t.Errorf("an idle frame of the Shinobi table in table mode allocates %v times", a)
	}
}

// Table mode: a person's province is named facing their edge, a bot's as
// the screen stands, and the log panel faces the person whose turn it is:
// Player 2, at the left edge, against two bots, both ways round.
func TestShinobiTableModeTextsFaceTheirReaders(t *testing.T) {
	for _, s := range []scenestest.Screen{{W: 1024, H: 768, Scale: 1}, {W: 768, H: 1024, Scale: 1}} {
		f := startShinobiTableMode(t, "tap seat:1:kind\ntap kind:random\ntap seat:2:kind\ntap kind:human\n")
		f.SetScreen(s)
		f.Run("wait 100")
		tbl := f.shinobiTable()
		if tbl == nil || tbl.Viewer() != 1 || tbl.frame.Side() != table.SideLeft || tbl.lay.log.H <= 0 {
			t.Fatalf("%v: the table is not Player 2's turn at the left edge, with a log", s)
		}
		heads, lines := map[int]table.Side{}, 0
		for _, d := range f.DrawnTexts(s).Texts {
			for p, r := range tbl.lay.provs {
				if d.Text == tbl.Names()[p] && scenestest.Inside(d.Rect, r) {
					heads[p] = textFacing(d.Place())
				}
			}
			if scenestest.Inside(d.Rect, tbl.lay.log) {
				lines++
				if got := textFacing(d.Place()); got != table.SideLeft {
					t.Errorf("%v: the log's %q faces side %d, want the left (Player 2's)", s, d.Text, got)
				}
			}
		}
		if want := map[int]table.Side{0: table.SideBottom, 1: table.SideLeft, 2: table.SideBottom}; !maps.Equal(heads, want) {
			t.Errorf("%v: province names face %v, want %v (Player 2's to the left, the bots' as the screen)", s, heads, want)
		}
		if lines < 2 {
			t.Errorf("%v: %d texts drawn in the log panel", s, lines)
		}
		checkStatusFaces(t, f, s, tbl, table.SideBottom)
	}
}

// Table mode: the name plates of the people whose strip holds no part stand
// inside their strips, clear of the provinces, the centre, the log and one
// another, at 1024x768 and 768x1024 with 3 to 5 seats, some people and
// some bots; the crest, a name as long as names get (of usual letters: a
// longer one is drawn smaller, never cut) and whom the table waits for fit
// their parts unshrunk in every language, and the end's explanation fits a
// whole strip. A phone (844x390) has no strips, so no plates: it falls
// back to the usual layout, where the viewer's part faces everyone.
func TestShinobiTableModePlates(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	long := "Alexandra Müller" // MaxNameLen letters
	eachPeopleMix(t, [][2]float64{{1024, 768}, {768, 1024}, {844, 390}}, func(t *testing.T, sz [2]float64, unit float64, area ui.Rect, n, mask int) {
		checkShinobiPlates(t, sz, unit, area, n, mask, long)
		if mask == 1<<n-1 {
			checkShinobiEndFits(t, sz, unit, area, n)
		}
	})
}

// eachPeopleMix calls check with each screen size of sizes (its zoom and
// its table's area, text scaled to it), 3 to 5 seats and every mix of
// people among them (mask: bit i, seat i is a person's).
func eachPeopleMix(t *testing.T, sizes [][2]float64, check func(t *testing.T, sz [2]float64, unit float64, area ui.Rect, n, mask int)) {
	for _, sz := range sizes {
		unit := ui.Zoom(sz[0], sz[1])
		area := ui.Rect{W: sz[0], H: sz[1]}.Inset(unit * (ui.Margin + ui.RimW))
		for n := 3; n <= 5; n++ {
			t.Run(fmt.Sprintf("%gx%g/%d seats", sz[0], sz[1], n), func(t *testing.T) {
				defer text.SetScale(text.Scale())
				text.SetScale(unit)
				for mask := 1; mask < 1<<n; mask++ {
					check(t, sz, unit, area, n, mask)
				}
			})
		}
	}
}

func checkShinobiPlates(t *testing.T, sz [2]float64, unit float64, area ui.Rect, n, mask int, long string) {
	t.Helper()
	people := table.PeopleSides(n, func(i int) bool { return mask&(1<<i) != 0 })
	name := fmt.Sprintf("%gx%g/%d players/people %05b", sz[0], sz[1], n, mask)
	var l shinobiLayout
	if ok := layoutShinobiTable(&l, area, unit, n, people); !ok {
		if math.Min(sz[0], sz[1]) >= 500 {
			t.Errorf("%s: no table layout", name)
		}
		return
	}
	board := append([]ui.Rect{l.top, l.center}, l.provs...)
	if l.log.H > 0 {
		board = append(board, l.log)
	}
	var plates []ui.Rect
	for side := range table.Side(4) {
		var seats []int
		for i := range n {
			if table.SeatSide(i, n, true) == side && mask&(1<<i) != 0 {
				seats = append(seats, i)
			}
		}
		if len(seats) == 0 {
			continue
		}
		var f table.SeatFrame
		f.Place(side, sz[0], sz[1])
		strip := f.RectToLocal(l.strips[side])
		for k, seat := range seats {
			p := table.LogPlateRect(strip, unit, len(seats), k)
			on := f.RectToScreen(p)
			if !scenestest.Inside(on, l.strips[side]) || p.H < unit*80 {
				t.Errorf("%s: seat %d's plate %+v leaves its strip %+v or is too low", name, seat+1, on, l.strips[side])
			}
			for _, b := range append(board, plates...) {
				if scenestest.Overlaps(on, b) {
					t.Errorf("%s: seat %d's plate %+v overlaps %+v", name, seat+1, on, b)
				}
			}
			plates = append(plates, on)
			head, log := table.LogPlateParts(p, unit)
			crest, nameR, wait := table.PlateParts(head, unit)
			for _, r := range []ui.Rect{crest, nameR, wait, log} {
				if !scenestest.Inside(r, p) || r.W <= 0 {
					t.Errorf("%s: seat %d: part %+v outside the plate %+v", name, seat+1, r, p)
				}
			}
			if crest.W < unit*24 || scenestest.Overlaps(crest, nameR) || scenestest.Overlaps(crest, wait) || scenestest.Overlaps(nameR, wait) {
				t.Errorf("%s: seat %d: crest %+v, name %+v and wait %+v", name, seat+1, crest, nameR, wait)
			}
			for _, r := range []ui.Rect{crest, nameR, wait} {
				if scenestest.Overlaps(r, log) {
					t.Errorf("%s: seat %d: the log %+v overlaps %+v", name, seat+1, log, r)
				}
			}
			if n := plateLogLines(log); n < 3 || log.W < unit*200 {
				t.Errorf("%s: seat %d: the plate's log %+v shows %d lines, want 3", name, seat+1, log, n)
			}
			st := text.Style{Size: ui.SizeHeading, Bold: true}
			if w, _ := text.Measure(long, st); w > nameR.W || text.LineHeight(st) > nameR.H+unit*4 {
				t.Errorf("%s: seat %d: a %d-letter name (%.0f px) does not fit %+v", name, seat+1, scenes.MaxNameLen, w, nameR)
			}
			for _, lang := range i18n.Langs() {
				i18n.SetLang(lang.Code)
				s := i18n.T("table.waiting", long)
				st := text.Style{Size: ui.SizeBody}
				if w, _ := text.Measure(s, st); w > wait.W || text.LineHeight(st) > wait.H+unit*4 {
					t.Errorf("%s: seat %d: %q (%.0f px) does not fit %+v", name, seat+1, s, w, wait)
				}
			}
			i18n.SetLang(i18n.Fallback)
		}
	}
}

// In table mode the log can always be read: at every tablet and desktop
// size with 3-5 seats and every mix of people and bots, while any
// person's strip holds their part and between people's turns, the log
// stands in the centre or in a name plate with three lines at least; the
// centre's is clear of the provinces, the centre's other parts and the
// strips (where the plates' text is); a plate's stands under its name.
// With people along one side only (no plate while one plays) the
// centre's reads three lines.
func TestShinobiTableModeLogAlwaysShown(t *testing.T) {
	eachPeopleMix(t, [][2]float64{{1024, 768}, {768, 1024}, {1280, 800}, {800, 1280}, {1920, 1080}}, func(t *testing.T, sz [2]float64, unit float64, area ui.Rect, n, mask int) {
		checkShinobiLogShown(t, sz, unit, area, n, mask)
	})
}

func checkShinobiLogShown(t *testing.T, sz [2]float64, unit float64, area ui.Rect, n, mask int) {
	t.Helper()
	people := table.PeopleSides(n, func(i int) bool { return mask&(1<<i) != 0 })
	name := fmt.Sprintf("%gx%g/%d players/people %05b", sz[0], sz[1], n, mask)
	var l shinobiLayout
	if !layoutShinobiTable(&l, area, unit, n, people) {
		t.Errorf("%s: no table layout", name)
		return
	}
	centre := logLinesShown(l.log, unit)
	if centre > 0 {
		others := append([]ui.Rect{l.top, l.center}, l.provs...)
		others = append(others, l.strips[:]...)
		for _, r := range others {
			if scenestest.Overlaps(l.log, r) {
				t.Errorf("%s: the log %+v overlaps %+v", name, l.log, r)
			}
		}
		if !scenestest.Inside(l.log, area) {
			t.Errorf("%s: the log %+v leaves the screen", name, l.log)
		}
	}
	// Turned to a person at the left or the right edge, the centre's
	// lines are a few words long at least, where the log has that length.
	least := unit * shinobiLogLine
	for _, side := range []table.Side{table.SideLeft, table.SideRight} {
		lines := l.log.W
		if s := table.LogSide(side, l.log, least); s == table.SideLeft || s == table.SideRight {
			lines = l.log.H
		}
		if people[side] && centre > 0 && lines < least && math.Max(l.log.W, l.log.H) >= least {
			t.Errorf("%s: facing side %d the centre's log %+v has lines %.0f px long", name, side, l.log, lines)
		}
	}
	sides := 0
	for _, p := range people {
		if p {
			sides++
		}
	}
	if sides == 1 && centre < 3 {
		t.Errorf("%s: people on one side only, and the centre's log %+v shows %d lines", name, l.log, centre)
	}
	for part := table.Side(0); part <= 4; part++ { // the strip that holds the part; 4: none
		if part < 4 && !people[part] {
			continue
		}
		most := centre
		for side := range table.Side(4) {
			if side == part || !people[side] {
				continue
			}
			var f table.SeatFrame
			f.Place(side, sz[0], sz[1])
			k := 0
			for i := range n {
				if table.SeatSide(i, n, true) == side && mask&(1<<i) != 0 {
					k++
				}
			}
			_, log := table.LogPlateParts(table.LogPlateRect(f.RectToLocal(l.strips[side]), unit, k, 0), unit)
			most = max(most, plateLogLines(log))
		}
		if most < 3 {
			t.Errorf("%s: while side %d's strip holds the part no log shows 3 lines (the centre's %+v: %d)", name, part, l.log, centre)
		}
	}
}

// checkShinobiEndFits checks that the end of a game of n with long names,
// worded in every language, fits every strip of a table where everyone is
// a person, as drawEnd draws it.
func checkShinobiEndFits(t *testing.T, sz [2]float64, unit float64, area ui.Rect, n int) {
	t.Helper()
	var l shinobiLayout
	if !layoutShinobiTable(&l, area, unit, n, [4]bool{true, true, true, true}) {
		return
	}
	names := make([]string, n)
	seats := make([]game.Seat, n)
	for i := range names {
		names[i] = "Alexandra Müll " + strconv.Itoa(i+1)
		seats[i] = game.Seat{Name: names[i]}
	}
	m, err := game.New(shinobi.ID, rules.Config{Players: n, Seed: 3}, seats)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(3)
	for !m.Outcome().Over {
		scenestest.RandomMove(t, m, &rng)
	}
	for _, lang := range i18n.Langs() {
		i18n.SetLang(lang.Code)
		lines := shinobiEnd(m.State().(*shinobi.State), names)
		for side := range table.Side(4) {
			var f table.SeatFrame
			f.Place(side, sz[0], sz[1])
			in := f.RectToLocal(l.strips[side]).Inset(unit * 10)
			h := 0.0
			st := text.Style{Size: ui.SizeSmall, Bold: true}
			for _, line := range lines {
				_, lh := text.MeasureWrapped(line, in.W, st)
				h += lh + unit*4
				st.Bold = false
			}
			if h-unit*4 > in.H {
				t.Errorf("%gx%g/%d players/%s: the end (%.0f px) does not fit side %d's strip %+v", sz[0], sz[1], n, lang.Code, h, side, in)
			}
		}
	}
	i18n.SetLang(i18n.Fallback)
}

// Table mode with two people (seats 1 and 3) and two bots at 1024x768: on
// Player 1's turn their part fills the bottom strip and Player 3's plate
// the top strip, naming them and whom the table waits for; no plate
// stands where the part is, and an idle frame allocates nothing.
func TestShinobiTableModePlatesOnTheTable(t *testing.T) {
	f := startShinobiTableMode(t, "tap players:+\ntap seat:3:kind\ntap kind:human\n")
	f.Run("wait 100\nexpect-scene curtain\ntap curtain\nwait 5")
	tbl := f.shinobiTable()
	if tbl == nil || tbl.Viewer() != 0 || tbl.view.ToMove() != 0 || !tbl.Match().Seats[2].Human() {
		t.Fatalf("table %v: want Player 1 to move with Player 3 a person", tbl != nil)
	}
	plate, ok := f.A.Widget("plate:3")
	if !ok || !scenestest.Inside(plate.Rect, tbl.lay.strips[table.SideTop]) || plate.Label != "Player 3 · Waiting for Player 1" {
		t.Fatalf("Player 3's plate %+v (listed %v), top strip %+v", plate, ok, tbl.lay.strips[table.SideTop])
	}
	for _, w := range f.A.Widgets() {
		if strings.HasPrefix(w.ID, "plate:") && w.ID != "plate:3" {
			t.Errorf("plate %q listed on Player 1's turn", w.ID)
		}
	}
	if _, ok := f.A.Widget("prompt"); !ok {
		t.Error("no prompt in Player 1's strip")
	}
	for i := 0; i < 3; i++ {
		_ = f.A.Update()
	}
	if a := testing.AllocsPerRun(50, func() { _ = f.A.Update() }); a != 0 {
		t.Errorf("an idle frame with a plate allocates %v times", a)
	}
}

// The table's log panel shows the newest lines of the match's log as its
// viewer reads them, worded as the game log page words them (which lists
// them all: TestGameLogFromTheMenu), and the whole log holds more.
func TestShinobiLogPanelShowsTheNewestLines(t *testing.T) {
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 11},
		[]game.Seat{{Name: "Ann"}, {Name: "Bob", Bot: "random"}, {Name: "Cy", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(5)
	scenestest.PlayToPerson(t, m, &rng, 60)
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 5")
	tbl := f.shinobiTable()
	if tbl == nil || tbl.Viewer() != 0 {
		t.Fatalf("Ann's table is not up (%q)", f.A.Top().Name())
	}
	shown := tbl.log
	lines := table.MatchLog(nil, m, table.SeatNames(m), 0, 0)
	if len(shown) == 0 || len(lines) < len(shown)+10 || strings.Join(lines[len(lines)-len(shown):], "\n") != strings.Join(shown, "\n") {
		t.Fatalf("the table's %d lines do not end the log's %d:\n%s", len(shown), len(lines), strings.Join(shown, "\n"))
	}
}

// An idle frame of the table in mid-game, on a person's turn, allocates
// nothing and draws nothing.
func TestShinobiTableIdleFrameAllocatesNothing(t *testing.T) {
	kit.CheckIdleInMidGame(t, shinobi.ID, 4, 60)
}

// The ids the package comment names for scripts are those the table
// lists, and it lists no others: games explored by random taps
// (scenestest.Explorations, and two people sharing a tablet).
func TestShinobiScriptIDsMatchTheDoc(t *testing.T) {
	// In table mode the name plates stand for the people not to move.
	hotSeat, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}, {Name: "Bot", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	kit.CheckScriptIDs(t, scenestest.Explorations(t, shinobi.ID, 4,
		scenestest.Exploration{Match: hotSeat, W: 1024, H: 768, TableMode: true, Anim: settings.AnimOff, Frames: 300}))
}

// kit is this table for the tests every table shares (scenestest.Table).
var kit = scenestest.Table[scenes.Testing]{
	New:   func(t *testing.T) *scenestest.Flow[scenes.Testing] { return newFlow(t, storage.NewMemory()).Flow },
	Open:  func(f *scenestest.Flow[scenes.Testing], m *game.Match) { f.A.Go(newTableScene(f.A, table.Local(m))) },
	Stale: func(f *scenestest.Flow[scenes.Testing]) { f.A.Top().(*tableScene).Reread() },
}

// The steps' chips share their row by their labels: a long label takes
// room from short ones, whole, where the three fit side by side; where
// they do not, each gives up room in proportion. The chips fill the row.
func TestShinobiStepChipsFitTheirLabels(t *testing.T) {
	row := ui.Rect{X: 10, Y: 0, W: 309, H: 28}
	for _, c := range []struct {
		widths [3]float64
		whole  bool
	}{{[3]float64{60, 125, 60}, true}, {[3]float64{90, 180, 90}, false}} {
		chips := stepChips(row, c.widths, 16, 6)
		for i, r := range chips {
			if whole := r.W >= c.widths[i]+16-1e-9; whole != c.whole {
				t.Errorf("labels %v: chip %d is %.1f wide, whole %v, want %v", c.widths, i, r.W, whole, c.whole)
			}
			if i > 0 && math.Abs(r.X-(chips[i-1].X+chips[i-1].W+6)) > 1e-9 {
				t.Errorf("labels %v: chip %d at %.1f, not 6 px after chip %d", c.widths, i, r.X, i-1)
			}
		}
		if end := chips[2].X + chips[2].W; math.Abs(end-(row.X+row.W)) > 1e-9 || chips[0].X != row.X {
			t.Errorf("labels %v: chips span %.1f to %.1f, not the row", c.widths, chips[0].X, end)
		}
	}
}

// Table mode with two people (seats 1 and 3) and two bots at 1024x768:
// the secret clan card shows only in the strip of the person whose hand
// shows, turned to their edge, after their curtain, with their clan; the
// log, which faces every edge (the panel and the plates), tells only what
// everyone may read, never the card a person drew.
func TestShinobiTableModeKeepsTheClanToItsEdge(t *testing.T) {
	f := startShinobiTableMode(t, "tap players:+\ntap seat:3:kind\ntap kind:human\n")
	shown := map[rules.Player]int{}
	f.Check = func() {
		tbl := f.shinobiTable()
		if tbl == nil || tbl.Stale() || tbl.view == nil || !tbl.lay.table {
			return
		}
		public := table.MatchLog(nil, tbl.Match(), tbl.Names(), rules.NoPlayer, table.LogLines)
		if !slices.Equal(tbl.log, public) {
			t.Fatalf("the log facing every edge reads %q, not what everyone may read %q", tbl.log, public)
		}
		w, ok := f.A.Widget("clan")
		if !ok {
			return
		}
		v := tbl.Viewer()
		side := table.SeatSide(int(v), len(tbl.Match().Seats), true)
		if !tbl.Secrets() || tbl.frame.Side() != side || !scenestest.Inside(w.Rect, tbl.lay.strips[side]) || w.Label != shinobiClanName(tbl.view.ClanOf(v)) {
			t.Fatalf("the clan card %+v of seat %d (secrets shown %v) is not in their strip %+v facing them", w, v+1, tbl.Secrets(), tbl.lay.strips[side])
		}
		shown[v]++
	}
	f.Run("wait 100\nexpect-scene curtain\ntap curtain\nwait 5")
	tbl := f.shinobiTable()
	if tbl == nil || tbl.Viewer() != 0 {
		t.Fatalf("table %v: want Player 1 after the curtain", tbl != nil)
	}
	// Player 1 plays their turn; the bot, then the curtain for Player 3.
	for range 3 {
		if tbl.view.ToMove() != 0 {
			break
		}
		if _, err := tbl.Match().Apply(tbl.Legal()[0]); err != nil {
			t.Fatal(err)
		}
		tbl.Reread()
		f.Run("wait 2")
	}
	f.Run("wait 100\nexpect-scene curtain")
	if _, ok := f.A.Widget("clan"); ok {
		t.Fatal("a clan card listed under the curtain")
	}
	f.Run("tap curtain\nwait 5")
	if tbl = f.shinobiTable(); tbl == nil || tbl.Viewer() != 2 {
		t.Fatalf("want Player 3 after the second curtain")
	}
	if shown[0] == 0 || shown[2] == 0 {
		t.Errorf("clan card shown in %d frames to Player 1, %d to Player 3", shown[0], shown[2])
	}
}

// On a phone both ways and a desktop, in every language, the table names
// the clans: the totals under their heading with each clan's name, the
// hand's cards with theirs, the armies at their column's foot on a
// desktop, and the secret clan card apart under its own title, beside the
// hand's.
func TestShinobiTableNamesTheClans(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	m := shinobiMatchWhere(t, 3, func(st *shinobi.State) bool {
		return st.ToMove() == 0 && st.Step() == shinobi.StepDeploy && len(legalMoves(st, shinobi.Deploy)) > 0
	})
	chosen := 0
	for _, lang := range i18n.Langs() {
		for _, s := range []scenestest.Screen{scenestest.Screens[0], scenestest.Screens[1], scenestest.Screens[5]} {
			f, tbl, texts := shinobiTextsAt(t, m, lang.Code, false, s)
			drawn := map[string]int{}
			for _, d := range texts {
				drawn[d.Text]++
			}
			want := []string{i18n.T("shinobi.secret_clan"), i18n.T("table.hand")}
			if drawn[i18n.T("shinobi.totals")]+drawn[i18n.T("shinobi.totals_short")] == 0 {
				t.Errorf("%s at %s: the totals have no heading", lang.Code, s)
			}
			for c := range shinobi.Clan(shinobi.Clans) {
				want = append(want, shinobiClanName(c))
			}
			for _, w := range want {
				if drawn[w] == 0 {
					t.Errorf("%s at %s: %q is not drawn", lang.Code, s, w)
				}
			}
			for _, c := range tbl.hand {
				if name := shinobiClanName(c.Clan()); !c.IsNinja() && drawn[name] < 2 {
					t.Errorf("%s at %s: the hand's %s card does not name its clan", lang.Code, s, name)
				}
			}
			// On a desktop every army is named at the foot of its column too.
			if s.W >= 1920 {
				for c := range shinobi.Clan(shinobi.Clans) {
					armies := 0
					for p := range tbl.geom {
						if tbl.geom[p].label == 0 {
							t.Errorf("%s at %s: province %d has no room for the armies' names", lang.Code, s, p+1)
						}
						if len(tbl.shown.army[p][c]) > 0 {
							armies++
						}
					}
					if name := shinobiClanName(c); drawn[name] < 1+armies {
						t.Errorf("%s at %s: %q drawn %d times, want the total and %d armies at least", lang.Code, s, name, drawn[name], armies)
					}
				}
			}
			// A card chosen: the prompt shows its clan's crest and names it.
			for i, c := range tbl.hand {
				if !c.IsNinja() && tbl.litHand[i] {
					f.Run("tap " + shinobiHandIDs.Of(int(c)) + "\nwait 1")
					if p, _ := f.A.Widget("prompt"); tbl.promptClan != c.Clan() || !strings.Contains(p.Label, shinobiClanName(c.Clan())) {
						t.Errorf("%s at %s: %v chosen, the prompt %q is about clan %d", lang.Code, s, c, p.Label, tbl.promptClan)
					}
					chosen++
					break
				}
			}
		}
	}
	if chosen != 3*len(i18n.Langs()) {
		t.Errorf("a card was chosen %d times, want one per language and screen", chosen)
	}
}

// At the six sizes, usually and in table mode, in every language, the
// table in mid-game cuts no text short: every one drawn reads whole.
func TestShinobiTableCutsNoText(t *testing.T) {
	defer i18n.SetLang(i18n.Fallback)
	m := shinobiMatchWhere(t, 3, func(st *shinobi.State) bool { return st.ToMove() == 0 && st.DeckSize() < 20 })
	for _, lang := range i18n.Langs() {
		for _, s := range scenestest.Screens {
			for _, mode := range []bool{false, true} {
				_, _, texts := shinobiTextsAt(t, m, lang.Code, mode, s)
				for _, d := range texts {
					if strings.HasSuffix(d.Text, "…") {
						t.Errorf("%s at %s (table mode %v): %q cut short", lang.Code, s, mode, d.Text)
					}
				}
			}
		}
	}
}

// The header names the person to play alone: on the second person's turn
// it says that it is theirs, not "Bo to act · Ana's turn".
func TestShinobiHeaderNamesWhoseTurnItIs(t *testing.T) {
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	for m.ToMove() != 1 {
		legal := m.State().Legal(nil)
		if _, err := m.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	_, tbl := openShinobi(t, m)
	if !strings.HasPrefix(tbl.status, i18n.T("table.turn", "Bo")) || strings.Contains(tbl.status, "Ana") {
		t.Fatalf("on Bo's turn the header says %q", tbl.status)
	}
}

// textFacing is the edge a text drawn with placement g reads from.
func textFacing(g ebiten.GeoM) table.Side {
	switch c, sn := g.Element(0, 0), g.Element(1, 0); {
	case sn > 0.5:
		return table.SideLeft
	case sn < -0.5:
		return table.SideRight
	case c < -0.5:
		return table.SideTop
	}
	return table.SideBottom
}

// In table mode the status line across the middle faces the person to
// play when they sit at the top edge (Player 3 of three, who starts with
// seed 7); from the left edge it reads as the screen stands
// (TestShinobiTableModeTextsFaceTheirReaders).
func TestShinobiTableModeStatusFacesTheTopSeat(t *testing.T) {
	f := startShinobiTableMode(t, "tap seat:1:kind\ntap kind:random\ntap seat:2:kind\ntap kind:human\ntap seat:3:kind\ntap kind:human\n")
	s := scenestest.Screen{W: 1024, H: 768, Scale: 1}
	f.SetScreen(s)
	f.Run("wait 100\ntap curtain\nwait 30")
	tbl := f.shinobiTable()
	if tbl == nil || !tbl.lay.table || tbl.Viewer() != 2 || tbl.view.ToMove() != 2 {
		t.Fatal("want Player 3's turn in table mode")
	}
	checkStatusFaces(t, f, s, tbl, table.SideTop)
	// Each person's plate says whose turn it is: their own, for Player 3
	// (shown between their last move and the curtain), else whom they
	// wait for.
	for p, want := range []string{"", i18n.T("table.waiting", tbl.Names()[2]), i18n.T("table.turn", tbl.Names()[2])} {
		if want != "" && !strings.HasSuffix(tbl.plateLabels[p], want) {
			t.Errorf("Player %d's plate says %q, want it to end %q", p+1, tbl.plateLabels[p], want)
		}
	}
}

// checkStatusFaces checks that the status line is drawn, in its box,
// facing side.
func checkStatusFaces(t *testing.T, f *flow, s scenestest.Screen, tbl *tableScene, side table.Side) {
	t.Helper()
	box := table.StatusBox(tbl.MenuRect(), tbl.lay.top, tbl.lay.top.X+tbl.lay.top.W, f.A.Context().Unit)
	var listed ui.Rect
	for _, w := range f.A.Widgets() {
		if w.ID == "status" {
			listed = w.Rect.Inset(-2)
		}
	}
	drawn := 0
	for _, d := range f.DrawnTexts(s).Texts {
		if scenestest.Inside(d.Rect, box) && strings.Contains(tbl.status, d.Text) {
			drawn++
			if !scenestest.Inside(d.Rect, listed) {
				t.Errorf("%v: the status %q drawn at %+v, listed at %+v", s, d.Text, d.Rect, listed)
			}
			if got := textFacing(d.Place()); got != side {
				t.Errorf("%v: the status %q faces side %d, want %d", s, d.Text, got, side)
			}
		}
	}
	if drawn == 0 {
		t.Errorf("%v: no status %q drawn in %+v", s, tbl.status, box)
	}
}

// roomOffKept reports that a panel of r's size could stand somewhere in
// room off its controls and off all it keeps clear (a search every 4 px).
func roomOffKept(room *ui.Room, r ui.Rect) bool {
	for y := room.Area.Y; y+r.H <= room.Area.Y+room.Area.H; y += 4 {
		for x := room.Area.X; x+r.W <= room.Area.X+room.Area.W; x += 4 {
			if at := (ui.Rect{X: x, Y: y, W: r.W, H: r.H}); room.Fits(at) && !room.CoversKept(at) {
				return true
			}
		}
	}
	return false
}

// The banner of a skipped action says why on the lines it needs, whole,
// at the text floor or above, on every screen (it was cut to one line),
// off every control and off the clans' counters in the centre where
// there is room off them and the prompt (a play-tester found it over the
// counters with the screen's lower half free).
func TestShinobiSkipBannerIsReadWhole(t *testing.T) {
	m := scenestest.PeopleMatch(t, shinobi.ID, rules.Config{Players: 3, Seed: 1})
	f, tbl := openShinobi(t, m)
	banner := tbl.Names()[0] + " skips an action: " + i18n.T("shinobi.skip.no army of yours is bigger than an army of another clan that may be attacked")
	for _, s := range scenestest.Screens {
		f.SetScreen(s)
		f.Run("wait 2")
		tbl.banner = banner
		rec := f.DrawnTexts(s)
		var drawn []string
		for _, d := range rec.Texts {
			if strings.Contains(banner, d.Text) && scenestest.Inside(d.Rect, tbl.bannerAt) {
				drawn = append(drawn, d.Text)
				if d.Size < ui.MinText-0.01 {
					t.Errorf("%v: %q at %.1f px", s, d.Text, d.Size)
				}
			}
		}
		if got := strings.Join(drawn, " "); got != banner || len(rec.Cut) > 0 {
			t.Errorf("%v: the banner drawn as %q (cut %q), want %q", s, got, rec.Cut, banner)
		}
		if scenestest.Overlaps(tbl.bannerAt, tbl.lay.center) && roomOffKept(&tbl.bannerRoom, tbl.bannerAt) {
			t.Errorf("%v: the banner %+v over the centre %+v, with room off it", s, tbl.bannerAt, tbl.lay.center)
		}
		for _, w := range f.A.Widgets() {
			if w.Control() && scenestest.Overlaps(tbl.bannerAt, w.Rect) {
				t.Errorf("%v: the banner %+v over %s %+v", s, tbl.bannerAt, w.ID, w.Rect)
			}
		}
		tbl.banner = ""
	}
}
