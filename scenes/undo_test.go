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
		if f.A.Held() && m != nil && m.BotToMove() {
			t.Fatal("a bot's move waits for a cancel")
		}
	}
	f.Run("wait 2\ntap game:tally\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	tbl := f.table()
	m = tbl.Match()
	move, n := tbl.Info.Actions[0].ID, len(m.History())
	f.Run("tap " + move + "\nwait 10")
	if !f.A.Held() || len(m.History()) != n {
		t.Fatalf("held %v, %d actions played before the grace period ended", f.A.Held(), len(m.History())-n)
	}
	if _, ok := f.A.Widget("grace:cancel"); !ok {
		t.Fatal("no Cancel while the move waits")
	}
	f.Run("tap grace:cancel\nwait 2")
	if f.A.Held() || len(m.History()) != n {
		t.Fatalf("cancelled, yet held %v and %d actions played", f.A.Held(), len(m.History())-n)
	}
	f.Run("tap " + move + "\nwait 200\nexpect-scene table")
	if h := m.History(); len(h) <= n || h[n].Player != tbl.Viewer() {
		t.Fatalf("the grace period ended without the move: %+v", h)
	}
}

// While a move waits for its moment of grace the table stays at work: a
// tap on another of its controls drops the move and acts (another action
// is then held in its place); undo takes the held move back, and nothing
// before it.
func TestHeldMoveGivesWayToTheTable(t *testing.T) {
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2\ntap game:tally\ntap shuffle\ntap start\nexpect-scene table\nwait 2")
	tbl := f.table()
	m := tbl.Match()
	if len(tbl.Info.Actions) < 2 {
		t.Fatalf("the first decision offers %d actions, the test wants two", len(tbl.Info.Actions))
	}
	first, second, n := tbl.Info.Actions[0], tbl.Info.Actions[1], len(m.History())
	want := m.State().FormatAction(second.Action)
	f.Run("tap " + first.ID + "\nwait 2\ntap " + second.ID + "\nwait 2")
	if !f.A.Held() || len(m.History()) != n {
		t.Fatalf("after a second action tapped while the first waited: held %v, %d played", f.A.Held(), len(m.History())-n)
	}
	f.Run("tap grace:now\nwait 2")
	if h := m.History(); len(h) <= n || h[n].Action != want {
		t.Fatalf("Play now played %+v, want %q", h[n:], want)
	}
	f.Run("wait 200") // the bots answer
	tbl = f.table()
	if tbl == nil || !tbl.Decides() {
		t.Fatal("the table does not await the person again")
	}
	played := len(m.History())
	f.Run("tap " + tbl.Info.Actions[0].ID + "\nwait 2\ntap undo\nwait 2")
	if f.A.Held() || len(m.History()) != played {
		t.Fatalf("undo over a held move: held %v, %d actions now, want %d", f.A.Held(), len(m.History()), played)
	}
}
