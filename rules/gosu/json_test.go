package gosu

import (
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

type refusal = rulestest.SaveRefusal[stateJSON]

// badData is a case that spoils the game's data, refused by check.
func badData(name string, spoil func(d *data), check string) refusal {
	return refusal{Name: check + ": " + name, Spoil: func(j *stateJSON) { spoil(&j.Data) }, Because: "gosu: " + check + ": "}
}

// badTask is a case that puts t at the bottom of the stack, under the
// decision, refused by check.
func badTask(name string, t task, check string) refusal {
	return badData(name, func(d *data) { d.Stack = append([]task{t}, d.Stack...) }, check)
}

// badFrame is a case that adds a frame, spoiled, refused by "frames".
func badFrame(name string, spoil func(f *frame)) refusal {
	f := frame{At: pos{-1, -1, -1}, Clan: -1, Card: -1}
	spoil(&f)
	return badData(name, func(d *data) { d.Frames = append(d.Frames, f) }, "frames")
}

// Each check of saveChecks refuses a save the game wrote with one thing
// changed, and only that check does: Unmarshal names it. Each part of a
// check that reads several fields or bounds has a case of its own, at the
// first value out of range.
func TestUnmarshalRefusesEachFaultAlone(t *testing.T) {
	// The play phase, a turn to take: P2's, 1 card in each army.
	mid := midPlay(t)
	if mid.d.Seats[0].Army.N != [3]int8{1, 0, 0} || !slices.Equal(mid.d.Stack, []task{{Op: opTurn, P: 1}}) || mid.d.Tiles[3].Owner != -1 {
		t.Fatalf("midPlay's game changed: armies %v, stack %v, tiles %v: the cases below need another", mid.d.Seats[0].Army.N, mid.d.Stack, mid.d.Tiles)
	}
	cases := slices.Concat(stateRefusals(), stackRefusals())
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, mid), cases)

	// In the draft, the clans drafted so far.
	draft, err := New(rules.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	undrafted := clan(slices.IndexFunc(draft.d.Tiles[:], func(tl tile) bool { return tl.Owner < 0 }))
	drafting := []refusal{
		badData("a clan not drafted", func(d *data) { d.Seats[0].Clans = append(d.Seats[0].Clans, undrafted) }, "clans"),
		badData("a clan of none", func(d *data) { d.Seats[0].Clans = append(d.Seats[0].Clans, nClans) }, "clans"),
		badData("a clan below none", func(d *data) { d.Seats[0].Clans = append(d.Seats[0].Clans, -1) }, "clans"),
	}
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, draft), drafting)

	// P1's view: P2's hand and both decks hidden.
	view := mid.View(0).(*State)
	viewing := []refusal{
		badData("a view of none", func(d *data) { d.Viewer = 2 }, "view"),
		badData("a view below the public's", func(d *data) { d.Viewer = -2 }, "view"),
		{Name: "a view with a seed", Spoil: func(j *stateJSON) { j.Config.Seed = 1 }, Because: "gosu: view: a view with a seed or an RNG"},
		{Name: "a view with an RNG", Spoil: func(j *stateJSON) { j.RNG = rules.NewRNG(1) }, Because: "gosu: view: a view with a seed or an RNG"},
		badData("the viewer's hand hidden", func(d *data) { d.Seats[0].Hand[0] = unknown }, "view"),
		badData("the viewer's discard hidden", func(d *data) { d.Seats[0].Discard[0] = unknown | hiddenBit }, "view"),
		badData("a hidden card removed", func(d *data) { d.Seats[1].Removed = append(d.Seats[1].Removed, unknown) }, "cards"),
	}
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, view), viewing)

	// Every check has its cases.
	all := slices.Concat(cases, drafting, viewing)
	for _, c := range saveChecks {
		if !slices.ContainsFunc(all, func(r refusal) bool { return strings.HasPrefix(r.Name, c.name+": ") }) {
			t.Errorf("no case for the check %q", c.name)
		}
	}
}

func load(data []byte) error {
	_, err := Unmarshal(data)
	return err
}

// stateRefusals spoil midPlay's game outside its stack.
func stateRefusals() []refusal {
	var cases []refusal
	cases = append(cases,
		refusal{Name: "not JSON", Edit: rulestest.Replace(`{"version"`, `{version`), Because: "not a saved state"},
		refusal{Name: "the next version", Spoil: func(j *stateJSON) { j.Version = version + 1 }, Kind: rules.ErrNewVersion, Because: "gosu format 2, this build reads up to 1"},
		refusal{Name: "three players", Spoil: func(j *stateJSON) { j.Config.Players = 3 }, Kind: rules.ErrBadConfig, Because: "is for 2 players, not 3"},
		refusal{Name: "an option neither on nor off", Spoil: func(j *stateJSON) { j.Config.Options = map[string]string{OptionWillpowerPrompt: "2"} }, Kind: rules.ErrBadConfig, Because: "must be 0 or 1"},

		badData("before the draft", func(d *data) { d.Phase = phDraft - 1 }, "phase"),
		badData("after the end", func(d *data) { d.Phase = phOver + 1 }, "phase"),
		badData("a first player of none", func(d *data) { d.P1 = 2 }, "seats"),
		badData("a round's first player of none", func(d *data) { d.First = -1 }, "seats"),
		badData("the turn of none", func(d *data) { d.Turn = 2 }, "seats"),
		badData("round -1", func(d *data) { d.Round = -1 }, "round"),
		badData("round 4", func(d *data) { d.Round = 4 }, "round"),
		badData("the Wonder held by none", func(d *data) { d.Wonder = 2 }, "tokens"),
		badData("the Wonder below the supply", func(d *data) { d.Wonder = -2 }, "tokens"),
		badData("the Bounty on a card of none", func(d *data) { d.Bounty = int16(nCards) }, "tokens"),
		badData("the Bounty below the supply", func(d *data) { d.Bounty = -2 }, "tokens"),
		badData("a winner of none", func(d *data) { d.Winner = 2 }, "winners"),
		badData("a winner below none", func(d *data) { d.Winner = -2 }, "winners"),
		badData("a battle won by none", func(d *data) { d.BWin = 2 }, "winners"),
		badData("a battle won below none", func(d *data) { d.BWin = -2 }, "winners"),
		badData("a viewer in a game", func(d *data) { d.Viewer = 1 }, "view"),
		badData("an owner of none", func(d *data) { d.Tiles[0].Owner = 2 }, "tiles"),
		badData("an owner below none", func(d *data) { d.Tiles[0].Owner = -2 }, "tiles"),
		badData("an owner who did not draft it", func(d *data) { d.Tiles[3].Owner = 0 }, "tiles"),
		badData("four clans", func(d *data) { d.Seats[0].Clans = append(d.Seats[0].Clans, d.Seats[0].Clans[0]) }, "clan count"),
		badData("a row past five", func(d *data) { d.Seats[0].Army.N[0] = 6 }, "support"),
		badData("a row below none", func(d *data) { d.Seats[1].Army.N[2] = -1 }, "support"),
		badData("a row unsupported", func(d *data) { d.Seats[0].Army.N[1] = 2 }, "support"),
		badData("a card twice", func(d *data) { d.Seats[0].Deck = append(d.Seats[0].Deck, d.Seats[0].Hand[0]) }, "cards"),
		badData("a card of none", func(d *data) { d.Seats[0].Hand[0] = card(nCards) }, "cards"),
		badData("a hidden card in a game", func(d *data) { d.Seats[1].Deck[0] = unknown }, "cards"),
		badData("a face-down mark out of a discard", func(d *data) { d.Seats[0].Deck[0] |= hiddenBit }, "cards"),
		badData("a card shown from an army", func(d *data) { d.Shown = append(d.Shown, d.Seats[1].Army.Rows[0][0].C) }, "cards"),
		badData("tokens below none", func(d *data) { d.Seats[0].Army.Rows[0][0].Tok = -1 }, "card tokens"),
		badData("six tokens", func(d *data) { d.Seats[1].Army.Rows[0][0].Tok = 6 }, "card tokens"),
	)
	for _, c := range []struct {
		name string
		set  func(st *seat)
	}{
		{"unlocked below 0", func(st *seat) { st.Unlocked = -1 }},
		{"unlocked past 5", func(st *seat) { st.Unlocked = 6 }},
		{"a reserve below 0", func(st *seat) { st.Reserve = -1 }},
		{"a reserve past 5", func(st *seat) { st.Reserve = 6 }},
		{"spent below 0", func(st *seat) { st.Spent = -1 }},
		{"spent past 5", func(st *seat) { st.Spent = 6 }},
		{"support below 0", func(st *seat) { st.Sup = -1 }},
		{"support past 3", func(st *seat) { st.Sup = 4 }},
		{"a final below 0", func(st *seat) { st.Final = -1 }},
		{"a final past 3", func(st *seat) { st.Final = 4 }},
		{"extra turns below 0", func(st *seat) { st.Extra = -1 }},
	} {
		cases = append(cases, badData(c.name, func(d *data) { c.set(&d.Seats[1]) }, "counters"))
	}
	ban1 := defs[0].nameID
	cases = append(cases,
		badData("an older ban below none", func(d *data) { d.Seats[0].OldBan = -1 }, "counters"),
		badData("turns left of no older ban", func(d *data) { d.Seats[0].OldBanLeft = 1 }, "counters"),
		badData("a ban of no name", func(d *data) { d.Seats[0].Bans = []ban{{Name: int16(len(defs)), Left: 1}} }, "bans"),
		badData("a ban below the names", func(d *data) { d.Seats[0].Bans = []ban{{Name: -1, Left: 1}} }, "bans"),
		badData("a ban of no turns", func(d *data) { d.Seats[1].Bans = []ban{{Name: ban1, Left: 0}} }, "bans"),
		badData("a ban of three turns", func(d *data) { d.Seats[1].Bans = []ban{{Name: ban1, Left: 3}} }, "bans"),
		badData("an older ban of no name", func(d *data) { d.Seats[0].OldBan, d.Seats[0].OldBanLeft = int16(len(defs))+1, 1 }, "bans"),
		badData("an older ban of three turns", func(d *data) { d.Seats[0].OldBan, d.Seats[0].OldBanLeft = ban1+1, 3 }, "bans"),
		badData("a step held of none", func(d *data) { d.Hold = 1 }, "hold"),
		badData("steps held below none", func(d *data) { d.Hold = -1 }, "hold"),
	)
	return cases
}

// stackRefusals spoil midPlay's stack and frames.
func stackRefusals() []refusal {
	// A step of a card's program whose opcode asks for a decision, and
	// another opcode.
	asks := slices.IndexFunc(prog, func(st step) bool { return ops[st.op].options != nil })
	other := opDraw
	if prog[asks].op == other {
		other = opDiscard
	}
	next := task{Op: opNextTurn} // a task of no arguments, as the engine leaves one under a turn
	return []refusal{
		badTask("an opcode of none", task{Op: nOps}, "tasks"),
		badTask("an opcode below none", task{Op: -1}, "tasks"),
		badTask("no opcode and no step", task{Op: opNone}, "tasks"),
		badTask("a step of none", task{Op: prog[asks].op, Pc: int16(len(prog)) + 1}, "tasks"),
		badTask("a step below none", task{Op: next.Op, Pc: -1}, "tasks"),
		badTask("a step begun with another opcode", task{Op: other, Pc: int16(asks) + 1, Ph: 1}, "tasks"),
		badTask("a seat of none", task{Op: next.Op, P: 2}, "tasks"),
		badTask("a seat below none", task{Op: next.Op, P: -1}, "tasks"),
		badTask("a frame of none", task{Op: next.Op, Fr: 1}, "tasks"),
		badTask("a frame below none", task{Op: next.Op, Fr: -1}, "tasks"),
		badTask("an argument A past 255", task{Op: next.Op, A: 256}, "tasks"),
		badTask("an argument A below -1", task{Op: next.Op, A: -2}, "tasks"),
		badTask("an argument B past 255", task{Op: next.Op, B: 256}, "tasks"),
		badTask("an argument B below -1", task{Op: next.Op, B: -2}, "tasks"),
		badTask("the text of no card", task{Op: opText, A: int16(len(defs))}, "tasks"),
		badTask("the text below the cards", task{Op: opText, A: -1}, "tasks"),
		badData("an opcode of none in the queue", func(d *data) { d.Queue = []task{{Op: nOps}} }, "tasks"),
		badTask("the end of a turn past its walk", task{Op: opEndTurn, A: 16}, "task arguments"),
		badTask("the end of a turn before its walk", task{Op: opEndTurn, A: -1}, "task arguments"),
		badTask("a card of none placed", task{Op: opPlace, A: int16(nCards), Ph: 1}, "task arguments"),
		badTask("a card placed in row 4", task{Op: opPlace, B: 3, Ph: 1}, "task arguments"),
		badTask("a card placed below row 1", task{Op: opPlace, B: -1, Ph: 1}, "task arguments"),
		badTask("a card placed in a row without room", task{Op: opPlace, B: 2, Ph: 1}, "task arguments"),
		badTask("a card of none shifted out", task{Op: opShiftIn, A: int16(nCards)}, "task arguments"),
		badTask("a card of none shifted in", task{Op: opShiftIn, B: int16(nCards)}, "task arguments"),
		badTask("a payment of neither kind", task{Op: opPay, B: 2}, "task arguments"),
		badTask("a reaction to the activation of none", task{Op: opReactActivation, A: -1}, "task arguments"),
		badTask("a reaction to the capture of none", task{Op: opReactCapture, A: -1}, "task arguments"),
		badTask("a reaction to a strike of no mode", task{Op: opReactCapture, B: 3}, "task arguments"),
		badTask("a reaction to a strike by none", task{Op: opReactCapture, N: 2}, "task arguments"),
		badTask("a strike on none", task{Op: opStrike, A: -1}, "task arguments"),
		badTask("a strike of no mode", task{Op: opStrike, B: 3}, "task arguments"),
		badTask("the removal of none", task{Op: opRemoveCard, A: -1}, "task arguments"),
		badTask("Pangu's mode of none", task{Op: opPangu, Ph: 2, B: 3}, "task arguments"),
		badTask("Nitish's strike of no mode", task{Op: opNitishStrike, Ph: 2, B: -1}, "task arguments"),
		badTask("a swap with none", task{Op: opSwap, Ph: 2, A: -1}, "task arguments"),
		badFrame("a controller of none", func(f *frame) { f.Ctrl = 2 }),
		badFrame("a player of none", func(f *frame) { f.Player = 2 }),
		badFrame("a source of none", func(f *frame) { f.Src = card(nCards) }),
		badFrame("a clan of none", func(f *frame) { f.Clan = int8(nClans) }),
		badFrame("a clan below none", func(f *frame) { f.Clan = -2 }),
		badFrame("a level past 3", func(f *frame) { f.Level = 4 }),
		badFrame("a level below 0", func(f *frame) { f.Level = -1 }),
		badFrame("a name of none", func(f *frame) { f.Name = int16(len(defs)) }),
		badFrame("a name below the names", func(f *frame) { f.Name = -1 }),
		badFrame("a chosen card of none", func(f *frame) { f.Card = int16(nCards) }),
		badFrame("a chosen card below none", func(f *frame) { f.Card = -2 }),
		badFrame("a place in the army of none", func(f *frame) { f.At = pos{2, 0, 0} }),
		badFrame("a place in row 4", func(f *frame) { f.At = pos{0, 3, 0} }),
		badFrame("a place below the rows", func(f *frame) { f.At = pos{0, -2, 0} }),
		badFrame("a place past five", func(f *frame) { f.At = pos{0, 0, 5} }),
		badFrame("a place below the first", func(f *frame) { f.At = pos{0, 0, -1} }),
		badData("nothing to lead the game on", func(d *data) { d.Stack = nil }, "flow"),
		badData("no decision on top", func(d *data) { d.Stack = append(d.Stack, task{Op: opBattle}) }, "decision"),
		badData("a step not begun on top", func(d *data) { d.Stack = append(d.Stack, task{Op: prog[asks].op, Pc: int16(asks) + 1, P: 1}) }, "decision"),
		// a hand limit with the hand under it: nothing to discard
		badData("no legal action", func(d *data) { d.Stack = append(d.Stack, task{Op: opHandLimit, P: 1}) }, "dead end"),
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
