package scenes

import (
	"strconv"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/scenestest"
	"kamon/scenes/table"
)

// tapAt taps the centre of widget id even when it is disabled (a script's
// "tap ID" waits for it to be enabled).
func (f *flow) tapAt(id string) {
	f.T.Helper()
	x, y := f.WidgetCenter(id)
	f.Run("tap " + strconv.FormatFloat(x, 'f', 1, 64) + " " + strconv.FormatFloat(y, 'f', 1, 64) + "\nwait 1")
}

// Every table has undo beside its menu button, the same height, in the
// top row; off, a tap on it says why in a sentence (nothing yet or the
// bot's move, then after the person's move why that cannot be taken back).
func TestUndoBesideTheMenuSaysWhyItIsOff(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap settings\ntap anim:off\ntap back\ntap game:tally\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	menu, _ := f.A.Widget("menu")
	undo, ok := f.A.Widget("undo")
	if !ok {
		t.Fatal("no undo on the table")
	}
	if undo.Enabled || undo.Rect.Y != menu.Rect.Y || undo.Rect.H != menu.Rect.H || undo.Rect.X <= menu.Rect.X+menu.Rect.W || scenestest.Overlaps(undo.Rect, menu.Rect) {
		t.Fatalf("undo %+v beside menu %+v: want it disabled, in line, to its right", undo, menu)
	}
	tbl := f.table()
	f.tapAt("undo")
	if got, want := f.A.Notice(), table.UndoWhy(tbl.Match().UndoBlocker()); got != want || tbl.Match().CanUndo() {
		t.Fatalf("a tap on undo at the start says %q, want %q", got, want)
	}
	f.Run("tap " + tbl.Info.Actions[0].ID + "\nwait 400") // the notice, over the top row, has gone
	m := tbl.Match()
	if m.CanUndo() {
		t.Fatal("Tally's moves draw a card: nothing can be taken back")
	}
	f.tapAt("undo")
	if got, want := f.A.Notice(), table.UndoWhy(m.UndoBlocker()); got != want || m.UndoBlocker() == game.UndoAllowed {
		t.Fatalf("a tap on undo after a move says %q, want %q", got, want)
	}
}

// The in-game menu's Undo takes back and closes the menu: the table shows
// what was taken back at once. Off, it says why when tapped.
func TestInGameUndoClosesTheMenu(t *testing.T) {
	m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	scenestest.RandomMove(t, m, &rng)
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2")
	changed := 0
	f.A.Go(newGameMenu(table.Local(m), table.PublicReader, func(bool) { changed++ }))
	f.Run("expect-scene ingame\ntap undo\nexpect-scene menu")
	if len(m.History()) != 0 || changed != 1 {
		t.Fatalf("after undo: %d actions, the table told %d times; want 0 and once", len(m.History()), changed)
	}
	f.A.Go(newGameMenu(table.Local(m), table.PublicReader, nil))
	f.Run("expect-scene ingame")
	f.tapAt("undo")
	if got, want := f.A.Notice(), table.UndoWhy(game.UndoNothing); got != want || f.A.Top().Name() != "ingame" {
		t.Fatalf("a tap on a disabled undo: notice %q on %s, want %q on the menu", got, f.A.Top().Name(), want)
	}
}

// A person's move that cannot be taken back waits over the table, with
// Cancel: cancelled, nothing is played and the table awaits a move again;
// left alone, it is played when the time is up. The bots' moves never
// wait.
func TestMoveThatCannotBeTakenBackWaitsForCancel(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	var m *game.Match
	f.Check = func() {
		if f.A.Top().Name() == "grace" && m != nil && m.BotToMove() {
			t.Fatal("a bot's move waits for a cancel")
		}
	}
	f.Run("wait 2\ntap game:tally\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	tbl := f.table()
	m = tbl.Match()
	move, n := tbl.Info.Actions[0].ID, len(m.History())
	f.Run("tap " + move + "\nexpect-scene grace\nwait 10")
	if len(m.History()) != n {
		t.Fatal("the move was played before its grace period ended")
	}
	if _, ok := f.A.Widget("grace:cancel"); !ok {
		t.Fatal("no Cancel while the move waits")
	}
	f.Run("tap grace:cancel\nexpect-scene table\nwait 2")
	if len(m.History()) != n {
		t.Fatalf("cancelled, yet %d actions were played", len(m.History())-n)
	}
	f.Run("tap " + move + "\nexpect-scene grace\nwait 200\nexpect-scene table")
	if h := m.History(); len(h) <= n || h[n].Player != tbl.Viewer() {
		t.Fatalf("the grace period ended without the move: %+v", h)
	}
}
