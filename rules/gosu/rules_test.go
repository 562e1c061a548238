package gosu

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func TestDraftOrderAndUndraftedTiles(t *testing.T) {
	s, err := New(rules.Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p1 := s.d.P1
	var order []int8
	for _, c := range []string{"galmi", "xian", "justice", "phoenix", "tomorrow", "goan-sul"} {
		order = append(order, s.top().P)
		play(t, s, "draft "+c)
	}
	want := []int8{p1, 1 - p1, 1 - p1, p1, p1, 1 - p1}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("draft order %v, want %v", order, want)
		}
	}
	for k := range nClans {
		undrafted := clanIDs[k] == "abhilasha" || clanIDs[k] == "narashima"
		if s.d.Tiles[k].Active != undrafted || (s.d.Tiles[k].Owner < 0) != undrafted {
			t.Errorf("tile %s: %+v", clanIDs[k], s.d.Tiles[k])
		}
	}
	for p := range int8(2) {
		st := s.seat(p)
		if len(st.Hand)+len(st.Deck) != 45 {
			t.Errorf("%s holds %d cards", pname(p), len(st.Hand)+len(st.Deck))
		}
	}
}

func TestMulliganOnlyWithFewerThanTwoTroops(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	hand(t, s, "galmi.galmi", "galmi.kan-te", "galmi.ree-ab", "galmi.shard", "galmi.she-rift", "galmi.boul-go#1", "justice.elle")
	s.d.Stack = []task{{Op: opTurn, P: 0}, {Op: opMulligan, P: 0}}
	if legalText(s) != "yes, no" {
		t.Fatalf("one Troop: legal %s", legalText(s))
	}
	play(t, s, "yes")
	if len(s.seat(0).Hand) != 7 || len(s.seat(0).Deck) != 38 {
		t.Fatalf("after the mulligan: hand %d deck %d", len(s.seat(0).Hand), len(s.seat(0).Deck))
	}
	if s.top().Op != opMulligan || s.top().P != 0 {
		t.Fatalf("after a new hand P1 is not asked again: top %v", s.top().Op)
	}
	want := "no"
	if s.mayMulligan(0) {
		want = "yes, no"
	}
	if legalText(s) != want {
		t.Errorf("the new hand (may take another %v): legal %s, want %s", s.mayMulligan(0), legalText(s), want)
	}
	s = table(t, "galmi phoenix justice", "xian tomorrow goan-sul")
	hand(t, s, "galmi.boul-go#1", "phoenix.phoenix-immortal")
	s.d.Stack = []task{{Op: opTurn, P: 0}}
	s.offerMulligan(0)
	if s.top().Op != opMulligan {
		t.Fatal("two Troops: not asked, which would tell the other player the hand holds 2 Troops")
	}
	if legalText(s) != "no" {
		t.Errorf("two Troops (Phoenix (Immortal) counts): legal %s", legalText(s))
	}
	play(t, s, "no")
	if s.top().Op != opTurn || len(s.seat(0).Hand) != 2 {
		t.Errorf("keeping: top %v, hand %d", s.top().Op, len(s.seat(0).Hand))
	}
}

// TestMulligansOfferedAtTheDeal: both players are asked at every deal,
// P1 first, and "new hand" is legal exactly when the hand holds fewer than
// 2 Troops, so neither the question nor its order tells anything of a hand.
func TestMulligansOfferedAtTheDeal(t *testing.T) {
	offered := 0
	for seed := range uint64(400) {
		s, err := New(rules.Config{Players: 2, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for s.d.Phase == phDraft {
			play(t, s, s.FormatAction(s.Legal(nil)[0]))
		}
		n := len(s.d.Stack)
		if n < 2 || s.d.Stack[n-1] != (task{Op: opMulligan, P: s.d.P1}) || s.d.Stack[n-2] != (task{Op: opMulligan, P: 1 - s.d.P1}) {
			t.Fatalf("seed %d: the deal leaves the stack %v, want P1's then P2's question", seed, s.d.Stack)
		}
		for range 2 {
			p := s.top().P
			yes := strings.HasPrefix(legalText(s), "yes")
			if yes != s.mayMulligan(p) {
				t.Fatalf("seed %d: %s offered a new hand %v, fewer than 2 Troops %v", seed, pname(p), yes, s.mayMulligan(p))
			}
			if yes {
				offered++
			}
			play(t, s, "no")
		}
	}
	if offered == 0 {
		t.Error("no new hand offered in 400 deals")
	}
}

func TestGridExposedAndSupport(t *testing.T) {
	var a army
	for i := range 3 {
		a.place(0, card(i))
	}
	a.place(1, 10)
	a.place(1, 11)
	a.place(2, 20)
	// Row 1: positions 0-2, row 2: 0-1, row 3: 0. Only the last card of a
	// row with nothing above is exposed.
	for _, c := range []struct {
		r, i int
		want bool
	}{{0, 2, true}, {0, 1, false}, {0, 0, false}, {1, 1, true}, {1, 0, false}, {2, 0, true}} {
		if a.exposed(c.r, c.i) != c.want {
			t.Errorf("row %d pos %d exposed %v", c.r+1, c.i+1, !c.want)
		}
	}
	if !a.canPlace(1) || !a.canPlace(2) || a.canPlace(2) && a.N[2] >= a.N[1] {
		t.Error("support: row 2 has room over row 1, row 3 over row 2")
	}
	a.place(2, 21)
	if a.canPlace(2) {
		t.Error("row 3 cannot outgrow row 2")
	}
	full := army{}
	for r := range 3 {
		for i := range 3 {
			full.place(r, card(r*5+i))
		}
	}
	n := 0
	for r := range 3 {
		for i := range 3 {
			if full.exposed(r, i) {
				n++
			}
		}
	}
	if n != 1 {
		t.Errorf("3 full columns: %d exposed cards, want 1 (D1)", n)
	}
}

func TestTroopCosts(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	hand(t, s, "galmi.bun-to#1", "justice.volantis#1", "justice.petal-faeries#1", "xian.all-in-one#1", "galmi.kno-bo#1", "galmi.un-go#1")
	// The first Troop is free.
	if c := s.playCost(0, cardOf(t, "justice.volantis#1"), 0); c != 0 {
		t.Fatalf("first Troop costs %d", c)
	}
	field(t, s, 1, "galmi.bun-to#1")
	if c := s.playCost(0, cardOf(t, "galmi.kno-bo#1"), 0); c != 0 {
		t.Errorf("same-clan Troop costs %d", c)
	}
	if c := s.playCost(0, cardOf(t, "justice.volantis#1"), 0); c != 2 {
		t.Errorf("new-clan Troop costs %d, want 2", c)
	}
	if c := s.playCost(0, cardOf(t, "xian.all-in-one#1"), 0); c != 0 {
		t.Errorf("All in One shares every drafted clan, costs %d", c)
	}
	play(t, s, "play justice.volantis#1", "pick galmi.kno-bo#1", "pick galmi.un-go#1")
	wantWhere(t, s, "galmi.kno-bo#1", "discard")
	wantWhere(t, s, "justice.volantis#1", "up")
	// Recruiter: a new clan costs 1. Only face-up Troops count.
	s = table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.boul-go#1")
	if c := s.playCost(0, cardOf(t, "justice.volantis#1"), 0); c != 1 {
		t.Errorf("with a Recruiter: %d, want 1", c)
	}
	s.seat(0).Army.Rows[0][0].Down = true
	if c := s.playCost(0, cardOf(t, "justice.volantis#1"), 0); c != 0 {
		t.Errorf("only a face-down Troop: %d, want free", c)
	}
}

func TestHeroAndImmortalPrerequisites(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "justice.volantis#1")
	if s.playCost(0, cardOf(t, "galmi.kan-te"), 1) >= 0 {
		t.Error("a Hero without a Troop of its clan was playable")
	}
	if s.playCost(0, cardOf(t, "justice.elle"), 1) != 0 {
		t.Error("a Hero over a Troop of its clan was refused")
	}
	field(t, s, 2, "justice.elle")
	if s.playCost(0, cardOf(t, "justice.justice"), 2) != 0 {
		t.Error("Justice over a Justice Troop and Hero was refused")
	}
	if s.playCost(0, cardOf(t, "galmi.galmi"), 2) >= 0 {
		t.Error("Galmi without Galmi cards was playable")
	}
	// Phoenix (Immortal) goes into any row but cannot be Troop and Hero at once.
	s = table(t, "phoenix xian justice", "galmi tomorrow goan-sul")
	hand(t, s, "phoenix.phoenix-immortal")
	if !isLegalText(s, "play phoenix.phoenix-immortal@1") || isLegalText(s, "play phoenix.phoenix-immortal@2") {
		t.Errorf("Phoenix (Immortal) on an empty army: %s", legalText(s))
	}
	field(t, s, 1, "phoenix.phoenix-immortal")
	field(t, s, 1, "xian.all-in-one#1")
	if s.playCost(0, cardOf(t, "phoenix.phoenix"), 2) >= 0 {
		t.Error("an Immortal without a Hero was playable")
	}
}

func TestShiftPriceTokensAndSecretShift(t *testing.T) {
	s := table(t, "galmi abhilasha justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "abhilasha.night-apostles#1")
	hand(t, s, "abhilasha.night-wardens#1", "galmi.bun-to#1", "justice.volantis#1")
	q := pos{0, 0, 0}
	if s.shiftPrice(q) != 2 {
		t.Fatalf("price %d", s.shiftPrice(q))
	}
	s.at(q).Tok = 1
	s.seat(0).Reserve = 1
	if s.shiftPrice(q) != 1 {
		t.Fatalf("price with a token %d", s.shiftPrice(q))
	}
	rulestest.Refused(t, s, "shift abhilasha.night-apostles#1 justice.elle")
	play(t, s, "shift abhilasha.night-apostles#1 abhilasha.night-wardens#1", "pick galmi.bun-to#1")
	st := s.seat(0)
	if st.Spent != 1 || len(st.Discard) != 2 || st.Discard[0] != cardOf(t, "galmi.bun-to#1")|hiddenBit {
		t.Fatalf("discard %v spent %d", st.Discard, st.Spent)
	}
	v := s.View(1).(*State)
	if v.seat(0).Discard[0] != unknown|hiddenBit {
		t.Error("the opponent sees a Secret Shift payment")
	}
	wantWhere(t, s, "abhilasha.night-wardens#1", "up")
	// A card with no shift cost cannot be shifted out; same name cannot come in.
	s = table(t, "galmi abhilasha justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.bun-to#1")
	field(t, s, 2, "galmi.galmi-avatar")
	hand(t, s, "galmi.bun-to#2", "galmi.kan-te", "galmi.kno-bo#1", "galmi.un-go#1")
	for _, a := range []string{"shift galmi.bun-to#1 galmi.bun-to#2", "shift galmi.galmi-avatar galmi.kan-te"} {
		if isLegalText(s, a) {
			t.Errorf("%s is legal", a)
		}
	}
}

func TestSpendTokens(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	if isLegalText(s, "pass") {
		t.Fatal("pass with tokens in reserve")
	}
	play(t, s, "draw3")
	st := s.seat(0)
	if st.Reserve != 0 || st.Spent != 2 || len(st.Hand) != 3 {
		t.Fatalf("after draw3: reserve %d spent %d hand %d", st.Reserve, st.Spent, len(st.Hand))
	}
	s = table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.kno-bo#1")
	play(t, s, "draw1")
	play(t, s, "draw1") // P2
	play(t, s, "activate galmi.kno-bo#1", "no")
	if s.seat(0).Army.Rows[0][0].Tok != 1 || s.seat(0).Reserve != 0 {
		t.Fatal("the token is not on the card")
	}
	play(t, s, "draw1")
	if isLegalText(s, "activate galmi.kno-bo#1") {
		t.Error("a 1-slot card activated twice")
	}
}

func TestPassAndFinalTurns(t *testing.T) {
	for _, galmiActive := range []bool{false, true} {
		s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
		s.d.Tiles[galmi].Active = galmiActive
		s.seat(0).Reserve = 0
		s.seat(0).Unlocked = 0
		s.seat(1).Unlocked, s.seat(1).Reserve = 5, 5 // never runs out here
		s.seat(1).Unlocked = 4
		play(t, s, "pass")
		want := 3
		if galmiActive {
			want = 2
		}
		turns := 0
		for s.d.Round == 1 && s.top().Op == opTurn && s.top().P == 1 {
			play(t, s, "draw1")
			turns++
			if turns > 5 {
				break
			}
		}
		if turns != want {
			t.Errorf("Galmi tile %v: %d final turns, want %d", galmiActive, turns, want)
		}
	}
}

func TestExtraTurnsDoNotUseFinalTurns(t *testing.T) {
	s := table(t, "phoenix xian justice", "galmi tomorrow goan-sul")
	s.d.Tiles[galmi].Active = false
	s.seat(1).Reserve, s.seat(1).Unlocked = 0, 0
	s.d.Stack = []task{{Op: opTurn, P: 1}}
	play(t, s, "pass")
	field(t, s, 1, "phoenix.timer#1")
	s.seat(0).Unlocked, s.seat(0).Reserve = 4, 4
	play(t, s, "activate phoenix.timer#1") // extra turn
	n := 0
	for s.d.Phase == phPlay && s.top().Op == opTurn {
		play(t, s, "draw1")
		n++
	}
	if n != 3 {
		t.Errorf("after an extra turn: %d more turns, want 3 (1 extra + 2 final)", n)
	}
}

func TestGreatBattleAndSong(t *testing.T) {
	s := table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	s.d.Tiles[goanSul].Active, s.d.Tiles[phoenix].Active = false, false
	field(t, s, 1, "goan-sul.lava-goddesses#1", "justice.volantis#1")
	field(t, s, 2, "goan-sul.alpha")
	field(t, s, 1, "phoenix.timer#1", "-phoenix.arpia#1")
	field(t, s, 2, "phoenix.fenghuang")
	for p := range int8(2) {
		s.seat(p).Reserve = 0
	}
	s.d.Stack = []task{{Op: opBattle}}
	s.run()
	// P1: 2+1 (Veteran) + 2 + 3+1 = 9; P2: 2 + 0 + 3 = 5.
	if s.d.Totals != [2]int16{9, 5} || s.seat(0).Sup != 1 || s.d.BWin != 0 {
		t.Fatalf("totals %v, supremacy %d, winner %d", s.d.Totals, s.seat(0).Sup, s.d.BWin)
	}
	// The Song: P2's captured card is released, the winner sacrifices first
	// ceil(3/2) = 2 exposed cards.
	if where(t, s, "phoenix.arpia#1") != "up" {
		t.Error("the Song did not release the captured card")
	}
	wantPrompt(t, s, 0, opSacrifice)
	if legalText(s) != "pick justice.volantis#1, pick goan-sul.alpha" {
		t.Fatalf("exposed cards to sacrifice: %s", legalText(s))
	}
	play(t, s, "pick goan-sul.alpha", "pick justice.volantis#1")
	wantPrompt(t, s, 1, opSacrifice)
	play(t, s, "pick phoenix.fenghuang", "pick phoenix.arpia#1")
	if s.d.Round != 2 || s.d.First != 1 || len(s.seat(0).Hand) != 7 || s.seat(0).Reserve != 2 {
		t.Fatalf("round %d first %s hand %d reserve %d", s.d.Round, pname(s.d.First), len(s.seat(0).Hand), s.seat(0).Reserve)
	}
}

func TestBattleTies(t *testing.T) {
	s := table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	s.d.Tiles[goanSul].Active, s.d.Tiles[phoenix].Active = false, false
	s.d.Stack = []task{{Op: opBattle}}
	s.d.Wonder = 1
	s.run()
	if s.d.BWin != 1 || s.seat(1).Sup != 1 || s.seat(0).Sup != 0 {
		t.Fatalf("tie with Wonder: winner %d", s.d.BWin)
	}
	s = table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	s.d.Tiles[goanSul].Active, s.d.Tiles[phoenix].Active = false, false
	s.d.Stack = []task{{Op: opBattle}}
	s.run()
	if s.d.BWin != -1 || s.seat(1).Sup != 1 || s.seat(0).Sup != 1 {
		t.Fatalf("tie without Wonder: winner %d sup %d/%d", s.d.BWin, s.seat(0).Sup, s.seat(1).Sup)
	}
}

func TestInstantWins(t *testing.T) {
	// Two Supremacy tokens.
	s := table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	s.d.Tiles[goanSul].Active, s.d.Tiles[phoenix].Active = false, false
	s.seat(0).Sup = 1
	field(t, s, 1, "xian.all-in-one#1")
	s.d.Stack = []task{{Op: opBattle}}
	s.run()
	if o := s.Outcome(); !o.Won(0) {
		t.Fatalf("2 Supremacy: %+v", o)
	}
	// Goan Sul tile: a margin of 10.
	s = table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	s.d.Tiles[goanSul].Active, s.d.Tiles[phoenix].Active = true, false
	field(t, s, 1, "xian.all-in-one#1", "xian.all-in-one#2", "justice.volantis#1")
	field(t, s, 2, "xian.valeen", "justice.elle")
	s.d.Stack = []task{{Op: opBattle}}
	s.run()
	if o := s.Outcome(); !o.Won(0) || !strings.Contains(o.Reason, "10") {
		t.Fatalf("margin 12 under Goan Sul: %+v", o)
	}
	// A 5th token.
	s = table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	s.seat(0).Unlocked = 4
	s.unlock(0)
	if o := s.Outcome(); !o.Won(0) {
		t.Fatalf("5 tokens: %+v", o)
	}
	// 15 face-up cards.
	s = table(t, "goan-sul xian justice", "phoenix tomorrow galmi")
	var all []card
	for _, k := range s.seat(0).Clans {
		for i := range cardsPerClan {
			all = append(all, card(int(k)*cardsPerClan+i))
		}
	}
	for r := range 3 {
		for i := range 5 {
			c := all[r*5+i]
			s.takeOut(c)
			s.seat(0).Army.place(r, c)
		}
	}
	s.checkWins()
	if o := s.Outcome(); !o.Won(0) {
		t.Fatalf("15 face-up cards: %+v", o)
	}
}

func TestHandLimit(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	s.d.Tiles[narashima].Active = false
	for _, id := range []string{"galmi.galmi", "galmi.kan-te", "galmi.ree-ab", "galmi.shard", "galmi.she-rift", "galmi.boul-go#1", "justice.elle"} {
		hand(t, s, id)
	}
	play(t, s, "draw1")
	wantPrompt(t, s, 0, opHandLimit)
	play(t, s, "pick galmi.galmi")
	if len(s.seat(0).Hand) != 7 || s.top().P != 1 {
		t.Fatal("hand limit 7 not applied")
	}
}

func TestViewHidesHandsDecksAndDeterminizes(t *testing.T) {
	s, err := New(rules.Config{Players: 2, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	chooser := rules.NewRNG(1)
	rulestest.Playout(t, s, &chooser, 40, nil)
	for s.top().Op != opTurn { // no card announced
		rulestest.Playout(t, s, &chooser, 1, nil)
	}
	v := s.View(0).(*State)
	for _, c := range v.seat(1).Hand {
		if c != unknown {
			t.Fatal("P2's hand is visible to P1")
		}
	}
	for p := range int8(2) {
		for _, c := range v.seat(p).Deck {
			if c != unknown {
				t.Fatal("a deck is visible")
			}
		}
	}
	for i, c := range v.seat(0).Hand {
		if c != s.seat(0).Hand[i] {
			t.Fatal("P1's own hand is masked")
		}
	}
	rng := rules.NewRNG(5)
	w := v.Determinize(&rng).(*State)
	if err := invariant(w); err != nil {
		t.Fatalf("a determinized world breaks the invariants: %v", err)
	}
	if len(w.seat(1).Hand) != len(s.seat(1).Hand) {
		t.Fatal("determinized hand size differs")
	}
	if _, err := rules.Playout(w, &rng, 100000, nil); err != nil {
		t.Fatalf("play from a determinized world: %v", err)
	}
}

func TestBadSavesRefused(t *testing.T) {
	s, err := New(rules.Config{Players: 2, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	good := rulestest.Marshal(t, s)
	for _, bad := range []string{
		`{`, `{"version":99,"config":{"players":2}}`,
		strings.Replace(string(good), `"p1":`, `"p1":7,"x":`, 1),
		strings.Replace(string(good), `"stack":[`, `"stack":[{"op":999,"p":0},`, 1),
		strings.Replace(string(good), `"stack":[`, `"hold":1,"stack":[`, 1), // held, with no end on the stack
	} {
		if _, err := Unmarshal([]byte(bad)); !errors.Is(err, rules.ErrBadSave) && !errors.Is(err, rules.ErrNewVersion) {
			t.Errorf("%.60s: %v", bad, err)
		}
	}
}

func TestShiftEchoAfterIncomingText(t *testing.T) {
	s := table(t, "tomorrow xian galmi", "justice phoenix abhilasha")
	field(t, s, 1, "tomorrow.obeezs#1") // Echo: Draw 2, then Discard 2
	hand(t, s, "tomorrow.wiindz#1", "xian.all-in-one#1", "galmi.bun-to#1")
	field(t, s, 1, "-galmi.kno-bo#1")
	play(t, s, "shift tomorrow.obeezs#1 tomorrow.wiindz#1", "pick xian.all-in-one#1", "pick galmi.bun-to#1")
	// Wiindz's text (release in its row) comes first, then Obeezs' Echo.
	wantPrompt(t, s, 0, opRelease)
	play(t, s, "pick galmi.kno-bo#1")
	wantPrompt(t, s, 0, opDiscard)
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("Echo drew %d", len(s.seat(0).Hand))
	}
}

func TestNoEchoInTheSong(t *testing.T) {
	s := table(t, "tomorrow xian galmi", "justice phoenix abhilasha")
	field(t, s, 1, "tomorrow.obeezs#1")
	s.d.Stack = []task{{Op: opSong}}
	s.run()
	play(t, s, "pick tomorrow.obeezs#1")
	if len(s.seat(0).Hand) != 7 || s.top().Op == opDiscard {
		t.Error("Echo fired during the Song")
	}
}

func TestRefillOncePerOperation(t *testing.T) {
	s := table(t, "tomorrow xian galmi", "justice phoenix abhilasha")
	st := s.seat(0)
	st.Deck = st.Deck[:1]
	toDiscard(t, s, "galmi.galmi")
	s.drawCards(0, 5) // 1 from the deck, refill, 1 more, then nothing
	if len(st.Hand) != 2 || len(st.Deck) != 0 || len(st.Discard) != 0 {
		t.Errorf("hand %d deck %d discard %d", len(st.Hand), len(st.Deck), len(st.Discard))
	}
}

func TestPassLosesPendingExtraTurns(t *testing.T) {
	s := table(t, "phoenix xian galmi", "justice tomorrow abhilasha")
	field(t, s, 1, "phoenix.timer#1")
	s.seat(0).Reserve = 1
	play(t, s, "activate phoenix.timer#1")
	if s.top().P != 0 || s.seat(0).Extra != 0 {
		t.Fatal("the extra turn was not taken")
	}
	s.seat(0).Extra = 1
	play(t, s, "pass")
	if s.seat(0).Extra != 0 || s.top().P != 1 {
		t.Error("passing kept a pending extra turn")
	}
}

func TestViewShowsAnAnnouncedCard(t *testing.T) {
	s := table(t, "galmi xian justice", "phoenix tomorrow goan-sul")
	field(t, s, 1, "galmi.bun-to#1")
	hand(t, s, "justice.volantis#1", "galmi.kno-bo#1", "galmi.un-go#1")
	play(t, s, "play justice.volantis#1", "pick galmi.kno-bo#1") // one discard still to pay
	v := s.View(1).(*State)
	seen := 0
	for _, c := range v.seat(0).Hand {
		if c == cardOf(t, "justice.volantis#1") {
			seen++
		} else if c != unknown {
			t.Error("an unannounced card is visible")
		}
	}
	if seen != 1 {
		t.Error("the card being played is hidden")
	}
	rng := rules.NewRNG(3)
	w := v.Determinize(&rng).(*State)
	if err := invariant(w); err != nil {
		t.Fatal(err)
	}
}

// TestNamingAClanRevealsNoDiscard: Secret Shift payments stay face down
// until an effect looks into, counts, takes from or shuffles the pile
// (§8.5). Three Wishes and Goan Sul name a clan without looking at any
// discard; Orgah names a clan that must be in the namer's discard, Genious
// shuffles the named clan's cards out of it.
func TestNamingAClanRevealsNoDiscard(t *testing.T) {
	setup := func(t *testing.T) *State {
		s := table(t, "xian goan-sul phoenix", "galmi justice abhilasha")
		toDiscard(t, s, "xian.nio", "goan-sul.smook")
		s.seat(0).Discard[0] |= hiddenBit
		s.seat(0).Discard[1] |= hiddenBit
		field(t, s, 1, "xian.three-wishes#1", "goan-sul.lava-goddesses#1")
		field(t, s, 2, "goan-sul.orgah", "phoenix.genious")
		field(t, s, 3, "goan-sul.goan-sul")
		return s
	}
	hidden := func(s *State) bool {
		v := s.View(1).(*State)
		return len(v.seat(0).Discard) >= 2 && v.seat(0).Discard[0] == unknown|hiddenBit && v.seat(0).Discard[1] == unknown|hiddenBit
	}
	for _, c := range []struct {
		card    string
		answers []string
		shown   bool
	}{
		{"xian.three-wishes#1", []string{"clan xian"}, false},
		{"goan-sul.goan-sul", []string{"clan galmi"}, false},
		{"goan-sul.orgah", nil, true},
		{"phoenix.genious", []string{"clan phoenix"}, true},
	} {
		t.Run(c.card, func(t *testing.T) {
			s := setup(t)
			resolve(t, s, c.card)
			play(t, s, c.answers...)
			if hidden(s) == c.shown {
				t.Errorf("P1's face-down discards shown to P2: %v, want %v", !hidden(s), c.shown)
			}
		})
	}
}

// TestChoicesOnHiddenCardsAlwaysAsked: a choice that depends on cards
// only its player sees is asked whenever public facts allow it, with a way
// to decline, so whether it comes tells the other player nothing: Nitish's
// "you may discard a Bounty card" (a hand with none), Xi'an's Byun Hyung
// Ja's "you may discard 5 cards that share a clan" (5 cards of 5 clans),
// Fenghuang's search (a deck without a Phoenix).
func TestChoicesOnHiddenCardsAlwaysAsked(t *testing.T) {
	s := table(t, "narashima phoenix galmi", "justice tomorrow abhilasha")
	field(t, s, 1, "narashima.nitish#1")
	hand(t, s, "galmi.shard")
	resolve(t, s, "narashima.nitish#1")
	if legalText(s) != "stop" {
		t.Errorf("Nitish with no Bounty card in hand: %s", legalText(s))
	}
	play(t, s, "stop")
	wantPrompt(t, s, 0, opTurn)

	s = table(t, "xian galmi justice", "phoenix tomorrow abhilasha")
	field(t, s, 1, "xian.all-in-one#1")
	field(t, s, 2, "xian.valeen")
	field(t, s, 3, "xian.byun-hyung-ja")
	hand(t, s, "galmi.shard", "galmi.kan-te", "justice.elle", "justice.sati", "phoenix.timer#1")
	endTurn(t, s)
	wantPrompt(t, s, 0, opDiscardFiveOfAClan)
	if legalText(s) != "stop" {
		t.Errorf("Byun Hyung Ja with no 5 cards of a clan: %s", legalText(s))
	}

	s = table(t, "phoenix xian galmi", "justice tomorrow abhilasha")
	field(t, s, 1, "phoenix.timer#1", "xian.all-in-one#1")
	field(t, s, 2, "phoenix.fenghuang")
	for _, id := range []string{"phoenix.phoenix", "phoenix.phoenix-eliana", "phoenix.phoenix-immortal"} {
		toDiscard(t, s, id)
	}
	before := slices.Clone(s.seat(0).Deck)
	resolve(t, s, "phoenix.fenghuang")
	if legalText(s) != "stop" {
		t.Errorf("Fenghuang with no Phoenix in the deck: %s", legalText(s))
	}
	play(t, s, "stop")
	if slices.Equal(before, s.seat(0).Deck) {
		t.Error("the deck was not shuffled")
	}
}
