package scenes

import (
	"slices"
	"testing"

	"kamon/game"
	"kamon/game/storage"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/feedback"
	"kamon/scenes/settings"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sound"
)

// applier is a hidden table: it plays an action for the person to decide.
type applier interface {
	Apply(ctx *ui.Context, a rules.Action)
}

// heardOf is what the table plays for the events of one action: each
// event's sound in order, the same sound twice in a row once, silence
// and the end (the results' own) left out.
func heardOf(gameID string, events []rules.Event) []string {
	var out []string
	for _, e := range events {
		s, _ := table.SoundOf(gameID, e.Kind)
		if s != sound.None && s != sound.Win && (len(out) == 0 || out[len(out)-1] != s.String()) {
			out = append(out, s.String())
		}
	}
	return out
}

// The hot-seat table sounds each move as it is shown: the curtain chimes
// as it comes down, the person handed the device feels their turn, their
// move's events are heard in order, and the next person, once handed the
// device, hears nothing of it again, the private draw included. A tap the
// table refuses sounds refused and buzzes.
func TestTableSoundsMovesAndTheHandOff(t *testing.T) {
	fake := &feedback.Fake{}
	defer feedback.Use(fake)()
	seats := []game.Seat{{Name: "Ann"}, {Name: "Bob"}, {Name: "Cy"}}
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 4}, seats)
	if err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, storage.NewMemory())
	f.Run("wait 2")
	f.openTable(m)
	f.Run("expect-scene curtain\nwait 3")
	if got, want := fake.Take(), []string{"chime"}; !slices.Equal(got, want) {
		t.Fatalf("the curtain came down: heard %q, want %q", got, want)
	}
	private := 0
	for turn := 0; turn < 5; turn++ {
		f.Run("tap curtain\nexpect-scene table\nwait 2")
		if got, want := fake.Take(), []string{"buzz 40 60 40"}; !slices.Equal(got, want) {
			t.Fatalf("turn %d, the curtain lifted: heard %q, want %q", turn, got, want)
		}
		if turn == 0 { // a province tapped before a card is chosen
			f.Run("tap prov:2\nwait 1")
			if got, want := fake.Take(), []string{"refused", "buzz 30"}; !slices.Equal(got, want) {
				t.Fatalf("a refused tap: heard %q, want %q", got, want)
			}
		}
		// The person plays the first thing they may, action after action,
		// until the turn passes and the curtain comes down.
		p, from := m.ToMove(), len(m.History())
		var want []string
		for m.ToMove() == p {
			var legal []rules.Action
			legal = m.View(p).Legal(legal)
			f.A.Top().(applier).Apply(f.A.Context(), legal[0])
			if f.A.Held() { // a move that cannot be taken back
				f.Run("tap grace:now")
			}
			f.Run("wait 60")
			events := m.History()[len(m.History())-1].Events
			want = append(want, heardOf(shinobi.ID, events)...)
			for _, e := range events {
				if e.Private && e.Player == p {
					private++
				}
			}
		}
		f.Run("expect-scene curtain\nwait 3")
		if got, want := fake.Take(), append(want, "chime"); !slices.Equal(got, want) {
			t.Fatalf("turn %d, actions %v: heard %q, want %q", turn, m.History()[from:], got, want)
		}
	}
	if private == 0 {
		t.Fatal("no private event was hidden by the curtain")
	}
}

// Bots' moves are heard as they are shown, one after the other, and the
// end is the results': the win (no person at the table to lose).
func TestBotMovesSoundAsShownAndTheResultsPlayTheEnd(t *testing.T) {
	fake := &feedback.Fake{}
	defer feedback.Use(fake)()
	seats := []game.Seat{{Name: "A", Bot: "random"}, {Name: "B", Bot: "random"}, {Name: "C", Bot: "random"}}
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 4}, seats)
	if err != nil {
		t.Fatal(err)
	}
	f := newFlow(t, storage.NewMemory())
	f.Set(func(s *settings.Settings) { s.Anim = settings.AnimOff })
	f.Run("wait 2")
	f.openTable(m)
	for i := 0; i < 300 && f.A.Top().Name() != "results"; i++ {
		f.Run("wait 30")
	}
	f.Run("expect-scene results")
	var want []string
	for _, r := range m.History() {
		want = append(want, heardOf(shinobi.ID, r.Events)...)
	}
	if len(want) < 20 {
		t.Fatalf("a whole game makes only the sounds %q", want)
	}
	end := "chime"
	if len(m.Outcome().Winners) > 0 {
		end = "win"
	}
	if got := fake.Sounds(); !slices.Equal(got, append(want, end)) {
		t.Fatalf("heard %q,\nwant %q", got, append(want, end))
	}
}

// Every game the app plays gives a sound to every kind of event its rules
// emit (rules.Game.EventKinds, which rulestest holds the rules to), a
// silence named as such with the reason for it, and to no other kind:
// nothing is silent by mistake, and a renamed kind cannot leave a stale
// entry.
func TestEveryEventKindHasASound(t *testing.T) {
	games := table.Playable()
	if len(games) < 5 {
		t.Fatalf("%d games playable, want the four and tally", len(games))
	}
	for _, g := range games {
		if len(g.EventKinds) == 0 {
			t.Errorf("%s lists no kinds of events", g.ID)
		}
		listed := map[string]bool{}
		for _, k := range table.Sounds(g.ID) {
			if listed[k.Kind] {
				t.Errorf("%s: the sounds list %q twice", g.ID, k.Kind)
			}
			listed[k.Kind] = true
			if !slices.Contains(g.EventKinds, k.Kind) {
				t.Errorf("%s: the sounds list %q, which the rules never emit", g.ID, k.Kind)
			}
			switch silent := k.Sound == sound.None; {
			case silent && len(k.Silent) < 10:
				t.Errorf("%s: %q is silent without saying why (OfKind.Silent)", g.ID, k.Kind)
			case !silent && k.Silent != "":
				t.Errorf("%s: %q sounds %s yet says it is silent: %q", g.ID, k.Kind, k.Sound, k.Silent)
			}
		}
		for _, k := range g.EventKinds {
			if !listed[k] {
				t.Errorf("%s: no sound, not even silence, for the event kind %q", g.ID, k)
			}
		}
	}
}
