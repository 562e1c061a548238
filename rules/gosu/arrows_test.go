package gosu

import (
	"encoding/json"
	"slices"
	"testing"

	"kamon/rules/rulestest"
)

// TestTwoArrowsBansBothHold: Arrows of Justice's text resolves twice in one
// turn of P1 — shifted in, then copied by the Echo of the Dancing Dragon it
// replaced (Sha'dow stands above it) — naming Bun To, then Un'Go. Each text
// bans its name "until the end of your next turn" (§13.4); the second ban
// does not lift the first, so in P2's next turn neither name may be played.
func TestTwoArrowsBansBothHold(t *testing.T) {
	s := table(t, "justice xian tomorrow", "galmi phoenix goan-sul")
	field(t, s, 1, "xian.dancing-dragon#1")
	field(t, s, 2, "tomorrow.sha-dow")
	hand(t, s, "justice.arrows-of-justice#1", "justice.petal-faeries#1", "justice.volantis#1")
	hand(t, s, "galmi.bun-to#1", "galmi.un-go#1")
	play(t, s, "shift xian.dancing-dragon#1 justice.arrows-of-justice#1",
		"pick justice.petal-faeries#1", "pick justice.volantis#1", "name galmi.bun-to")
	wantPrompt(t, s, 0, opCopy) // the Echo of Dancing Dragon
	play(t, s, "pick justice.arrows-of-justice#1", "name galmi.un-go")
	wantPrompt(t, s, 1, opTurn)
	for _, banned := range []string{"play galmi.bun-to#1", "play galmi.un-go#1"} {
		if isLegalText(s, banned) {
			t.Errorf("P2 may %s in the turn after both bans: %s", banned, legalText(s))
		}
	}
}

// TestBanFromAnOlderSaveHolds: a save that kept its one ban as "ban" and
// "ban_left" loads with that ban in force; without turns left, the ban's
// last turn is to come.
func TestBanFromAnOlderSaveHolds(t *testing.T) {
	s := table(t, "justice xian tomorrow", "galmi phoenix goan-sul")
	hand(t, s, "galmi.bun-to#1")
	s.d.Stack = []task{{Op: opTurn, P: 1}}
	s.d.Turn = 1
	b := rulestest.Marshal(t, s)
	for left, turns := range []int{1, 1, 2} {
		var top map[string]any
		if err := json.Unmarshal(b, &top); err != nil {
			t.Fatal(err)
		}
		seat := top["game"].(map[string]any)["seats"].([]any)[1].(map[string]any)
		seat["ban"], seat["ban_left"] = cardOf(t, "galmi.bun-to#1").def().nameID+1, left
		old, err := json.Marshal(top)
		if err != nil {
			t.Fatal(err)
		}
		l, err := Unmarshal(old)
		if err != nil {
			t.Fatal(err)
		}
		if isLegalText(l, "play galmi.bun-to#1") || !slices.Equal(l.Seat(1).Bans, []Ban{{"Bun To", turns}}) {
			t.Errorf("the older save's ban for %d turns: %s, bans %v", left, legalText(l), l.Seat(1).Bans)
		}
	}
}

// TestBanHoldsInANityanandaTurn: P2's Arrows of Justice, resolved during
// P1's turn (as an Echo may), bans Navaj until the end of P2's next turn.
// P1 plays Nityananda: its extra turn may play from the discard (D40), but
// not the banned name, from the discard or from the hand; once P2's next
// turn has ended, P1 may play Navaj again.
func TestBanHoldsInANityanandaTurn(t *testing.T) {
	s := naraTable(t)
	hand(t, s, "narashima.nityananda", "narashima.navaj#2")
	toDiscard(t, s, "narashima.navaj#1")
	s.seat(0).Bans = []ban{{Name: cardOf(t, "narashima.navaj#1").def().nameID, Left: 1}}
	play(t, s, "play narashima.nityananda")
	wantPrompt(t, s, 0, opTurn) // the extra turn
	if !s.seat(0).FromDiscard {
		t.Fatal("Nityananda's extra turn may not play from the discard")
	}
	if isLegalText(s, "play narashima.navaj#1") || isLegalText(s, "play narashima.navaj#2") {
		t.Errorf("P1 plays the banned Navaj: %s", legalText(s))
	}
	play(t, s, "draw1")
	wantPrompt(t, s, 1, opTurn)
	play(t, s, "draw1")
	wantPrompt(t, s, 0, opTurn)
	if !isLegalText(s, "play narashima.navaj#2") {
		t.Errorf("the ban outlasts P2's next turn: %s", legalText(s))
	}
}

// TestNamingPhoenixCoversEveryCardNamedPhoenix: "a card named Phoenix" is
// any card whose name is Phoenix or starts with "Phoenix (" (§2.3, D48).
// Arrows of Justice naming Phoenix bans Phoenix (Immortal) and Phoenix
// (Eliana) too; Spoil Seekers naming Phoenix takes all three from the
// discard.
func TestNamingPhoenixCoversEveryCardNamedPhoenix(t *testing.T) {
	s := table(t, "justice xian tomorrow", "phoenix galmi goan-sul")
	field(t, s, 1, "justice.arrows-of-justice#1")
	hand(t, s, "phoenix.phoenix-immortal", "phoenix.arpia#1")
	resolve(t, s, "justice.arrows-of-justice#1")
	play(t, s, "name phoenix.phoenix")
	s.d.Stack, s.d.Turn = []task{{Op: opTurn, P: 1}}, 1
	if isLegalText(s, "play phoenix.phoenix-immortal@1") || !isLegalText(s, "play phoenix.arpia#1") {
		t.Errorf("P2 may play Phoenix (Immortal) under a ban on Phoenix: %s", legalText(s))
	}

	s = table(t, "tomorrow xian galmi", "justice phoenix abhilasha")
	s.d.Tiles[phoenix] = tile{Owner: 0}
	s.d.Tiles[galmi] = tile{Owner: -1}
	s.seat(0).Clans[2] = phoenix
	field(t, s, 1, "tomorrow.spoil-seekers#1")
	toDiscard(t, s, "phoenix.phoenix", "phoenix.phoenix-eliana", "phoenix.phoenix-immortal", "phoenix.arpia#1")
	resolve(t, s, "tomorrow.spoil-seekers#1")
	play(t, s, "name phoenix.phoenix")
	for _, id := range []string{"phoenix.phoenix", "phoenix.phoenix-eliana", "phoenix.phoenix-immortal"} {
		wantWhere(t, s, id, "hand")
	}
	wantWhere(t, s, "phoenix.arpia#1", "discard")
}
