package gosu

import (
	"errors"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// Each check of saveChecks refuses a valid save changed so that it alone
// fails (those before it still pass), and Unmarshal names it.
func TestEverySaveCheckRefuses(t *testing.T) {
	mid := midPlay(t)
	draft, err := New(rules.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	undrafted := clan(-1)
	for k, tl := range draft.d.Tiles {
		if tl.Owner < 0 {
			undrafted = clan(k)
			break
		}
	}
	cases := map[string]struct {
		base   *State
		mutate func(d *data)
	}{
		"phase":       {mid, func(d *data) { d.Phase = phOver + 1 }},
		"seats":       {mid, func(d *data) { d.Turn = 2 }},
		"round":       {mid, func(d *data) { d.Round = 4 }},
		"tokens":      {mid, func(d *data) { d.Wonder = 2 }},
		"winners":     {mid, func(d *data) { d.BWin = -2 }},
		"view":        {mid, func(d *data) { d.Viewer = 1 }}, // a viewer, but not a view
		"tiles":       {mid, func(d *data) { d.Tiles[d.Seats[0].Clans[0]].Owner = 1 }},
		"clan count":  {mid, func(d *data) { d.Seats[0].Clans = append(d.Seats[0].Clans, d.Seats[0].Clans[0]) }},
		"clans":       {draft, func(d *data) { d.Seats[0].Clans = append(d.Seats[0].Clans, undrafted) }},
		"support":     {mid, func(d *data) { d.Seats[0].Army.N[2] = d.Seats[0].Army.N[0] + 1 }},
		"cards":       {mid, func(d *data) { d.Seats[0].Deck = append(d.Seats[0].Deck, d.Seats[0].Hand[0]) }},
		"card tokens": {mid, func(d *data) { d.Seats[1].Army.Rows[0][0].Tok = 6 }},
		"counters":    {mid, func(d *data) { d.Seats[1].Sup = 4 }},
		"bans":        {mid, func(d *data) { d.Seats[0].Bans = []ban{{Name: int16(len(defs)), Left: 1}} }},
		"hold":        {mid, func(d *data) { d.Hold = 1 }},
		"tasks":       {mid, func(d *data) { d.Stack = append([]task{{Op: nOps, P: 0}}, d.Stack...) }},
		"task arguments": {mid, func(d *data) {
			d.Stack = append([]task{{Op: opPlace, P: 0, A: int16(nCards), B: 0, Ph: 1}}, d.Stack...)
		}},
		"frames":   {mid, func(d *data) { d.Frames = append(d.Frames, frame{Ctrl: 2, At: pos{-1, -1, -1}, Clan: -1, Card: -1}) }},
		"flow":     {mid, func(d *data) { d.Stack = nil }},
		"decision": {mid, func(d *data) { d.Stack = append(d.Stack, task{Op: opBattle}) }},
		// a hand limit with the hand under it: nothing to discard
		"dead end": {mid, func(d *data) { d.Stack = append(d.Stack, task{Op: opHandLimit, P: 1}) }},
	}
	for _, c := range saveChecks {
		k, ok := cases[c.name]
		if !ok {
			t.Errorf("no case for the check %q", c.name)
			continue
		}
		s := k.base.clone()
		k.mutate(&s.d)
		data, err := s.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		_, err = Unmarshal(data)
		if !errors.Is(err, rules.ErrBadSave) || !strings.Contains(err.Error(), "gosu: "+c.name+": ") {
			t.Errorf("%s: want ErrBadSave from that check, got %v", c.name, err)
		}
	}
	if len(cases) != len(saveChecks) {
		t.Errorf("%d cases for %d checks", len(cases), len(saveChecks))
	}
	for _, base := range []*State{mid, draft} {
		data := rulestest.Marshal(t, base)
		if _, err := Unmarshal(data); err != nil {
			t.Fatalf("the unchanged save: %v", err)
		}
	}
}

// midPlay is a game in its play phase, a turn to take, with cards in both
// armies and in P1's hand.
func midPlay(t *testing.T) *State {
	t.Helper()
	for seed := uint64(1); seed < 100; seed++ {
		s, err := New(rules.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		chooser := rules.NewRNG(seed)
		for range 300 {
			d := &s.d
			if d.Phase == phPlay && s.top().Op == opTurn && d.Seats[0].Army.N[0] > 0 && d.Seats[1].Army.N[0] > 0 &&
				len(d.Seats[0].Hand) > 0 && len(d.Seats[1].Hand) <= s.handLimit() {
				return s
			}
			legal := s.Legal(nil)
			if len(legal) == 0 {
				break
			}
			if _, err := s.Apply(legal[chooser.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game reached the play phase with both armies")
	return nil
}
