package scenes

import (
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// flow drives the real app (menu first) on a phone-sized screen without a
// window: scripts are the player's hands, Check runs after every frame.
type flow struct{ *scenestest.Flow[Testing] }

func newFlow(t *testing.T, st storage.Store) *flow {
	return &flow{scenestest.New(t, Testing{App: NewApp(Options{Store: st, Home: NewMenu, Log: t.Logf})})}
}

// openTable opens m's table, as the app does: the game's table package
// registered it.
func (f *flow) openTable(m *game.Match) {
	f.T.Helper()
	newTable, ok := table.Lookup(m.Game.ID)
	if !ok {
		f.T.Fatalf("no table for %s", m.Game.ID)
	}
	f.A.Go(newTable(f.A, table.Local(m)))
}

// table is the generic table on top, or nil.
func (f *flow) table() *table.Generic {
	tbl, _ := f.A.Top().(*table.Generic)
	return tbl
}

// handsSeen fails the test if the table describes any hand but the
// viewer's, and returns the viewer (NoPlayer when no table is up to date).
func (f *flow) handsSeen() rules.Player {
	tbl := f.table()
	if tbl == nil || tbl.Stale() {
		return rules.NoPlayer
	}
	for q, s := range tbl.Info.Seats {
		if rules.Player(q) == tbl.Info.Viewer {
			continue
		}
		for _, c := range s.Cards {
			if c != 0 {
				f.T.Fatalf("the table shows seat %d's card %d to seat %d", q+1, c, tbl.Info.Viewer+1)
			}
		}
	}
	return tbl.Info.Viewer
}

func TestStartWithTwoHumansPutsUpTheCurtainFirst(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	var onCurtain []string
	f.Check = func() {
		f.handsSeen()
		if f.A.Top().Name() == "curtain" {
			for _, w := range f.A.Widgets() {
				onCurtain = append(onCurtain, w.ID)
			}
		}
	}
	f.Run("wait 2\ntap game:tally\ntap seat:2:kind\ntap kind:human\ntap shuffle\ntap start\nexpect-scene curtain\nwait 3")
	if len(onCurtain) == 0 {
		t.Fatal("no curtain came up")
	}
	for _, id := range onCurtain {
		if id != "curtain" {
			t.Fatalf("widget %q is listed under the curtain: nothing else may be on screen", id)
		}
	}
	if _, ok := f.A.Top().(ui.Overlay); ok {
		t.Fatal("the curtain is an overlay: the table below it would be drawn")
	}
	var names []string
	for _, s := range f.A.stack.scenes {
		names = append(names, s.Name())
	}
	if got := strings.Join(names, " "); got != "menu table curtain" {
		t.Fatalf("scenes %q: Start should replace the setup with the table, under the curtain", got)
	}
}

func TestHandOffShowsEachHumanOnlyTheirHand(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	var viewers []rules.Player
	curtains, wasCurtain := 0, false
	f.Check = func() {
		if v := f.handsSeen(); v != rules.NoPlayer && (len(viewers) == 0 || viewers[len(viewers)-1] != v) {
			viewers = append(viewers, v)
		}
		up := f.A.Top().Name() == "curtain"
		if up && !wasCurtain {
			curtains++
		}
		wasCurtain = up
	}
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:tally\ntap seat:2:kind\ntap kind:human\ntap shuffle\ntap start")
	for turn := 0; turn < 6; turn++ {
		f.Run("expect-scene curtain\ntap curtain\nexpect-scene table\nwait 2")
		tbl := f.table()
		if tbl.Viewer() != tbl.Match().ToMove() || len(tbl.Info.Actions) == 0 {
			t.Fatalf("turn %d: seat %d sees the table while seat %d moves (%d actions)", turn, tbl.Viewer()+1, tbl.Match().ToMove()+1, len(tbl.Info.Actions))
		}
		f.Run("tap " + tbl.Info.Actions[0].ID + "\nwait 2")
	}
	if curtains != 7 { // one before each of the 6 turns, and one for the next
		t.Errorf("%d curtains for 6 turns, want 7", curtains)
	}
	if len(viewers) != 6 {
		t.Fatalf("viewers %v, want one per turn", viewers)
	}
	for i := 1; i < len(viewers); i++ {
		if viewers[i] == viewers[i-1] {
			t.Fatalf("viewers %v: the device must go from one human to the other", viewers)
		}
	}
}

func TestBotGameEndsInResultsThenReplayAndPlayAgain(t *testing.T) {
	st := storage.NewMemory()
	f := newFlow(t, st)
	f.Check = func() { f.handsSeen() }
	// Both seats bots, animations off: the game plays itself to the end.
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:tally\ntap seat:1:kind\ntap kind:random\ntap shuffle\ntap start\nexpect-scene results")
	res := f.A.Top().(*resultsScene)
	if !res.out.Over || len(res.out.Scores) != 2 {
		t.Fatalf("results of an unfinished game: %+v", res.out)
	}
	if headline(res.m, res.out) == "" {
		t.Error("no headline")
	}
	f.Run("tap replay\nexpect-scene replay\ntap replay:next\ntap replay:next\ntap replay:last")
	rp := f.A.Top().(*replayScene)
	if rp.Ply() != rp.r.Len() || rp.r.Len() == 0 {
		t.Fatalf("replay at ply %d of %d after ►►", rp.Ply(), rp.r.Len())
	}
	if !strings.Contains(rp.sentence, "Bot") {
		t.Errorf("caption %q should name the mover", rp.sentence)
	}
	f.Run("tap replay:prev\ntap back\nexpect-scene results\ntap again\nexpect-scene table")
	if tbl := f.table(); tbl.Match().Config().Seed == res.m.Config().Seed {
		t.Error("play again kept the seed: it should deal anew")
	}
	f.Run("key Escape\nexpect-scene ingame\ntap quit\nexpect-scene menu\ntap replay-last\nexpect-scene replay\ntap back\nexpect-scene menu")
}

func TestQuitThenContinue(t *testing.T) {
	st := storage.NewMemory()
	f := newFlow(t, st)
	f.Check = func() { f.handsSeen() }
	f.Run("wait 2\ntap game:tally\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	tbl := f.table()
	seed := tbl.Match().Config().Seed
	if tbl.Viewer() != 0 || tbl.Match().ToMove() != 0 && !tbl.Match().BotToMove() {
		t.Fatalf("one human at seat 1: viewer %d", tbl.Viewer())
	}
	f.Run("tap menu\nexpect-scene ingame\ntap quit\nexpect-scene menu\ntap continue:1\nexpect-scene table\nwait 2")
	if got := f.table().Match().Config().Seed; got != seed {
		t.Fatalf("continued seed %d, want %d", got, seed)
	}
}

func TestRefusedSaveIsReportedAndSetAside(t *testing.T) {
	st := storage.NewMemory()
	bad := []byte(`{"format": 1, "game": "tally", "actions": [`)
	if err := st.Save("autosave", bad); err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, st)
	f.Run("wait 2")
	keys, _ := st.Keys("autosave.")
	if len(keys) != 1 {
		t.Fatalf("kept saves %v: the refused save must be set aside, not lost", keys)
	}
	if kept, _ := st.Load(keys[0]); string(kept) != string(bad) {
		t.Fatalf("kept %q: the refused save must be kept as it was", kept)
	}
	note, ok := f.A.Widget("set-aside")
	if want := "A saved game could not be opened. It was kept, unchanged, here: " + storage.Where(st, keys[0]); !ok || note.Label != want {
		t.Fatalf("set-aside note %q (listed %v), want %q", note.Label, ok, want)
	}
	if _, ok := f.A.Widget("continue:1"); ok {
		t.Fatal("a refused save is offered to continue")
	}
	// The note stays until dismissed, across a visit elsewhere, and is not
	// shown again once dismissed.
	f.Run("tap settings\nexpect-scene settings\nkey Escape\nexpect-scene menu\nwait 2")
	if _, ok := f.A.Widget("set-aside"); !ok {
		t.Fatal("the set-aside note went before the person dismissed it")
	}
	f.Run("tap set-aside:ok\nwait 2\ntap settings\nexpect-scene settings\nkey Escape\nexpect-scene menu\nwait 2")
	if _, ok := f.A.Widget("set-aside"); ok {
		t.Fatal("the set-aside note came back after it was dismissed")
	}
}

func TestInGameMenuUndoRedoRestart(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Check = func() { f.handsSeen() }
	// Seat 1 human, seat 2 a bot; wait for the human's turn.
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:tally\ntap shuffle\ntap start\nexpect-scene table\nwait 5")
	tbl := f.table()
	if len(tbl.Info.Actions) == 0 {
		t.Fatal("no actions for the human")
	}
	f.Run("tap " + tbl.Info.Actions[0].ID + "\nwait 1\ntap menu\nexpect-scene ingame")
	gm := f.A.Top().(*gameMenu)
	// Tally reveals the card drawn after a play, so the match refuses to undo
	// it: the button must say so rather than fail when tapped.
	if gm.undo.Disabled != !tbl.Match().CanUndo() {
		t.Fatalf("undo button disabled=%v, match can undo=%v", gm.undo.Disabled, tbl.Match().CanUndo())
	}
	if !gm.redo.Disabled {
		t.Fatal("redo enabled with nothing to redo")
	}
	f.Run("tap restart\ntap restart:no\ntap restart\ntap restart:yes\nexpect-scene table\nwait 3")
	if n := len(f.table().Match().History()); n > 1 {
		t.Fatalf("after restart the history holds %d actions", n)
	}
}

func TestSetupRefusesDuplicateNames(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\ntap seat:2:name\ntype player 1\nwait 1")
	w, ok := f.A.Widget("start")
	if !ok || w.Enabled {
		t.Fatal("Start stays enabled with two seats called Player 1")
	}
	s := f.A.Top().(*setupScene)
	if !strings.Contains(s.errMsg, "Player 1") && !strings.Contains(s.errMsg, "player 1") {
		t.Fatalf("error %q should name the duplicate", s.errMsg)
	}
	f.Run("key Backspace\ntype 2\nwait 1")
	if w, _ := f.A.Widget("start"); !w.Enabled {
		t.Fatalf("Start disabled after fixing the name: %q", s.errMsg)
	}
}

func TestLanguageSwitchRelabels(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap lang:fr\nwait 1\ntap back\nexpect-scene menu\nwait 1")
	w, ok := f.A.Widget("settings")
	if !ok || w.Label != "Réglages" {
		t.Fatalf("settings button says %q after switching to French", w.Label)
	}
	f.Run("tap settings\ntap lang:en\nwait 1")
}

// Idle frames (nothing pressed, nothing moving) must not allocate: a
// tablet left on the menu or on a player's turn should cost nothing.
func TestIdleScreensAllocateNothing(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	steps := map[string]string{
		"menu":     "wait 2\nexpect-scene menu\nwait 2",
		"setup":    "tap game:tally\nexpect-scene setup\nwait 2",
		"table":    "tap shuffle\ntap start\nexpect-scene table\nwait 60",
		"ingame":   "tap menu\nexpect-scene ingame\nwait 2",
		"rules":    "tap rules\nexpect-scene rules\nwait 2",
		"settings": "tap back\nexpect-scene ingame\ntap quit\nexpect-scene menu\ntap settings\nexpect-scene settings\nwait 2",
		"about":    "tap back\nexpect-scene menu\ntap about\nexpect-scene about\nwait 2",
	}
	for _, name := range []string{"menu", "setup", "table", "ingame", "rules", "settings", "about"} {
		f.Run(steps[name])
		if name == "table" && f.table().Match().BotToMove() {
			t.Fatal("the bot should have moved: the human's turn is the idle table")
		}
		f.CheckIdle(name)
		if f.A.Top().Name() != name {
			t.Fatalf("%s: the app left it for %q", name, f.A.Top().Name())
		}
	}
}
