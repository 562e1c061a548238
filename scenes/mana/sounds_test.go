package mana

import (
	"slices"
	"strings"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/feedback"
	"kamon/scenes/table"
)

// A move that captures is heard as it is shown: the piece slides, the
// captured one is knocked off as the mover arrives, and the bird's wings
// beat as it flies on. A refused tap sounds and buzzes.
func TestManaTableSoundsMoveCaptureWingsAndRefusal(t *testing.T) {
	fake := &feedback.Fake{}
	defer feedback.Use(fake)()
	m, err := game.New(mana.ID, rules.Config{Players: 2, Seed: 1}, []game.Seat{{Name: "A"}, {Name: "B"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range strings.Fields("D@f1 D@c6 b1-a2 a6-a5 a1-c2 e6-e5 e1-f3 a5-d5 f3-e3 e5-f5 f1-f3 d5-d4 c1-a1 d6-e6 d1-e1 c6-c4 c2-b2 d4-c3 e1-c2 c4-d4 e3-e2 e6-e5 b2-d1 d4-e3 a1-b3") {
		if _, err := m.ApplyText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2")
	f.A.Go(newTableScene(f.A, table.Local(m)))
	f.Run("wait 30\nexpect-scene table")
	if got := fake.Take(); len(got) != 0 {
		t.Fatalf("opening the table: heard %q", got)
	}
	f.Run("tap sq:e3\nwait 1\ntap sq:e2\nwait 90")
	if h := m.History(); h[len(h)-1].Action != "e3-e2" {
		t.Fatalf("e3-e2 not played: %s", h[len(h)-1].Action)
	}
	if got, want := fake.Take(), []string{"move", "capture", "wings"}; !slices.Equal(got, want) {
		t.Fatalf("e3-e2 taking on e2: heard %q, want %q", got, want)
	}
	f.Run("tap sq:e2\nwait 1") // Black's piece, White to move
	if got, want := fake.Take(), []string{"refused", "buzz 30"}; !slices.Equal(got, want) {
		t.Fatalf("a tap on the other side's piece: heard %q, want %q (message %q)", got, want, f.manaTable().Msg())
	}
}
