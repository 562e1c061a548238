package gosu

import (
	"slices"
	"strings"
	"testing"

	"kamon/rules/rulestest"
)

// One test per card of §13.4 Justice.

func justiceTable(t *testing.T) *State {
	s := table(t, "justice xian galmi", "phoenix tomorrow abhilasha")
	field(t, s, 1, "justice.volantis#1", "xian.all-in-one#1")
	field(t, s, 2, "justice.elle")
	return s
}

func TestCardJustice(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 3, "justice.justice")
	s.d.Tiles[xian].Active, s.d.Tiles[galmi].Active = true, true
	s.seat(0).Sup = 1
	resolve(t, s, "justice.justice")
	play(t, s, "clan justice")
	if o := s.Outcome(); !o.Won(0) {
		t.Fatalf("three tiles active and Supremacy: %+v", o)
	}
	s = justiceTable(t)
	field(t, s, 3, "justice.justice")
	resolve(t, s, "justice.justice")
	play(t, s, "clan galmi")
	if !s.d.Tiles[galmi].Active || s.Outcome().Over {
		t.Error("flip without the win")
	}
}

func TestCardJusticeByunHyungJa(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 3, "justice.byun-hyung-ja")
	field(t, s, 1, "phoenix.timer#1", "phoenix.arpia#1", "phoenix.arpia#2")
	field(t, s, 2, "phoenix.fenghuang", "phoenix.kaez", "phoenix.genious")
	field(t, s, 3, "phoenix.phoenix")
	s.d.Stack = []task{{Op: opBattle}}
	s.run()
	if s.d.BWin != 1 || s.seat(0).Unlocked != 3 {
		t.Errorf("losing the battle: winner %d, unlocked %d", s.d.BWin, s.seat(0).Unlocked)
	}
}

func TestCardElle(t *testing.T) {
	s := justiceTable(t)
	resolve(t, s, "justice.elle")
	play(t, s, "pick galmi.galmi")
	wantWhere(t, s, "galmi.galmi", "hand")
}

func TestCardNezha(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 2, "justice.nezha")
	endTurn(t, s) // draws 1: the hand is not empty
	if len(s.seat(0).Hand) != 1 {
		t.Fatalf("hand %d", len(s.seat(0).Hand))
	}
	s = justiceTable(t)
	field(t, s, 2, "justice.nezha")
	s.seat(0).Deck = s.seat(0).Deck[:0]
	s.seat(0).Discard = s.seat(0).Discard[:0]
	toDiscard(t, s, "galmi.galmi", "galmi.shard", "galmi.kan-te")
	s.seat(0).Reserve = 0
	play(t, s, "pass") // empty hand at the end of the turn: Draw 2
	if len(s.seat(0).Hand) != 2 {
		t.Errorf("Nezha: hand %d, want 2", len(s.seat(0).Hand))
	}
}

func TestCardQuae(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 2, "justice.quae")
	field(t, s, 1, "phoenix.timer#1")
	resolve(t, s, "justice.quae")
	wantPrompt(t, s, 0, opSacrifice)
	play(t, s, "pick justice.quae", "pick justice.elle", "pick xian.all-in-one#1")
	if s.seat(0).Army.count() != 1 {
		t.Errorf("army %d after Quae", s.seat(0).Army.count())
	}
}

func TestCardSati(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 2, "justice.sati")
	hand(t, s, "phoenix.timer#1", "phoenix.timer#2", "phoenix.arpia#1")
	resolve(t, s, "justice.sati")
	if len(s.seat(0).Hand) != 3 {
		t.Errorf("hand %d, want 3", len(s.seat(0).Hand))
	}
}

func TestCardTourach(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 2, "justice.tourach")
	hand(t, s, "galmi.galmi")
	hand(t, s, "phoenix.timer#1", "phoenix.timer#2", "phoenix.arpia#1")
	resolve(t, s, "justice.tourach")
	wantPrompt(t, s, 1, opDiscard)
	play(t, s, "pick phoenix.timer#1", "pick phoenix.timer#2")
	if len(s.seat(1).Hand) != 1 {
		t.Errorf("P2's hand %d, want 1", len(s.seat(1).Hand))
	}
}

func TestCardAtalante(t *testing.T) {
	s := table(t, "phoenix tomorrow galmi", "justice xian abhilasha")
	field(t, s, 1, "phoenix.arpia#1")
	hand(t, s, "justice.great-shield-atalante#1")
	play(t, s, "activate phoenix.arpia#1")
	wantPrompt(t, s, 1, opReactActivation)
	play(t, s, "yes")
	if len(s.seat(0).Hand) != 0 || s.seat(0).Army.Rows[0][0].Tok != 1 {
		t.Error("the cancelled activation resolved or lost its token")
	}
	wantWhere(t, s, "justice.great-shield-atalante#1", "discard")
}

func TestCardArrowsOfJustice(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 1, "justice.arrows-of-justice#1")
	hand(t, s, "phoenix.timer#1")
	ev := resolve(t, s, "justice.arrows-of-justice#1")
	if len(ev) == 0 || ev[0].Kind != "look" || !ev[0].Private {
		t.Fatalf("no private look at the hand: %v", ev)
	}
	play(t, s, "name phoenix.timer")
	endTurn(t, s)
	if isLegalText(s, "play phoenix.timer#1") {
		t.Error("P2 may play the banned name")
	}
	play(t, s, "draw1")
	endTurn(t, s) // the end of P1's next turn lifts the ban
	if !isLegalText(s, "play phoenix.timer#1") {
		t.Error("the ban outlasts P1's next turn")
	}
}

func TestCardPetalFaeries(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 1, "justice.petal-faeries#1")
	field(t, s, 1, "phoenix.muraena#1")
	s.seat(0).Reserve, s.seat(0).Spent = 1, 1
	s.seat(1).Reserve, s.seat(1).Spent = 1, 1
	resolve(t, s, "justice.petal-faeries#1")
	play(t, s, "spent", "spent", "pick phoenix.muraena#1")
	if s.seat(0).Reserve != 2 || s.seat(1).Reserve != 2 {
		t.Error("each player takes back 1")
	}
	wantWhere(t, s, "phoenix.muraena#1", "down")
	if len(s.seat(0).Hand) != 1 {
		t.Error("capturing an enemy Bounty card draws 1")
	}
}

func TestCardVolantis(t *testing.T) {
	s := justiceTable(t)
	field(t, s, 1, "phoenix.timer#1")
	hand(t, s, "phoenix.arpia#1")
	resolve(t, s, "justice.volantis#1")
	wantPrompt(t, s, 0, opSacrifice)
	play(t, s, "pick justice.elle")
	wantPrompt(t, s, 1, opDiscard)
	play(t, s, "pick phoenix.arpia#1")
}

// TestArrowsBanEndsWithItsControllersNextTurn: "until the end of your next
// turn" is the next turn of the player who controls the text, also when it
// resolves in the opponent's turn: P1 destroys P2's Nio, whose Echo copies
// P2's Arrows of Justice; or P1's Goan Sul destroys P2's Xi'an, whose Echo
// (Tomorrow tile) copies P1's Arrows. Either way P1 may not play the named
// card in its extra turn, and may again once P2's next turn has ended.
func TestArrowsBanEndsWithItsControllersNextTurn(t *testing.T) {
	banned := "play goan-sul.demon-wardens#1"
	check := func(t *testing.T, s *State) {
		t.Helper()
		wantPrompt(t, s, 0, opTurn) // P1's extra turn
		if isLegalText(s, banned) {
			t.Fatalf("P1 may play the banned card: %s", legalText(s))
		}
		play(t, s, "draw1")
		wantPrompt(t, s, 1, opTurn)
		play(t, s, "draw1") // P2's next turn
		wantPrompt(t, s, 0, opTurn)
		if !isLegalText(s, banned) {
			t.Errorf("the ban outlasts P2's next turn: %s", legalText(s))
		}
	}
	t.Run("Nio's Echo copies Arrows", func(t *testing.T) {
		s := table(t, "goan-sul galmi phoenix", "xian justice tomorrow")
		field(t, s, 1, "goan-sul.lava-goddesses#1")
		field(t, s, 1, "justice.arrows-of-justice#1")
		field(t, s, 2, "xian.nio")
		hand(t, s, "goan-sul.hempo", "goan-sul.demon-wardens#1")
		s.seat(0).Extra = 1
		play(t, s, "play goan-sul.hempo", "no", "pick xian.nio")
		wantPrompt(t, s, 1, opCopy)
		play(t, s, "pick justice.arrows-of-justice#1", "name goan-sul.demon-wardens")
		wantWhere(t, s, "justice.arrows-of-justice#1", "down")
		check(t, s)
	})
	t.Run("Xi'an's Echo copies Arrows", func(t *testing.T) {
		s := table(t, "goan-sul justice phoenix", "xian galmi narashima")
		s.d.Tiles[tomorrow].Active = true
		field(t, s, 1, "goan-sul.lava-goddesses#1", "justice.arrows-of-justice#1")
		field(t, s, 2, "goan-sul.alpha")
		field(t, s, 1, "xian.all-in-one#1")
		field(t, s, 2, "xian.valeen")
		field(t, s, 3, "xian.xian")
		hand(t, s, "goan-sul.goan-sul", "goan-sul.demon-wardens#1")
		s.seat(0).Extra = 1
		play(t, s, "play goan-sul.goan-sul", "clan xian")
		wantWhere(t, s, "xian.xian", "discard")
		wantPrompt(t, s, 1, opCopy)
		play(t, s, "pick justice.arrows-of-justice#1", "name goan-sul.demon-wardens")
		check(t, s)
	})
}

// TestSearchShowsNoOrder: a player searching their deck sees which cards
// it holds (they follow from the rest of the view) but not in which order:
// two decks in different orders give the same view and the same options,
// in card order.
func TestSearchShowsNoOrder(t *testing.T) {
	var views [2]string
	var options [2]string
	for i := range 2 {
		s := justiceTable(t)
		if i == 1 {
			slices.Reverse(s.seat(0).Deck)
		}
		resolve(t, s, "justice.elle")
		wantPrompt(t, s, 0, opSearch)
		v := rulestest.Marshal(t, s.View(0))
		views[i], options[i] = string(v), legalText(s)
		if vd := s.View(0).(*State).seat(0).Deck; !slices.IsSorted(vd) || len(vd) != len(s.seat(0).Deck) {
			t.Errorf("the searcher's deck in the view: %v", vd)
		}
		if vd := s.View(1).(*State).seat(0).Deck; vd[0] != unknown {
			t.Error("the other player sees the searched deck")
		}
	}
	if views[0] != views[1] || options[0] != options[1] {
		t.Errorf("the deck's order shows in the search:\n%s\n%s", options[0], options[1])
	}
	if !strings.HasPrefix(options[0], "pick galmi.galmi, pick galmi.byun-hyung-ja, pick galmi.galmi-avatar") {
		t.Errorf("options not in card order: %.80s", options[0])
	}
}
