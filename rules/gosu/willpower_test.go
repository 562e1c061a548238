package gosu

import (
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

// promptAll switches OptionWillpowerPrompt back to its default (on) for a
// test table.
func promptAll(s *State) *State {
	s.cfg.Options = nil
	return s
}

// captureWardens has P1's Lava Goddesses capture P2's Night Wardens.
func captureWardens(t *testing.T, s *State) {
	t.Helper()
	field(t, s, 1, "goan-sul.lava-goddesses#1", "abhilasha.night-wardens#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	play(t, s, "pick abhilasha.night-wardens#1")
}

func TestWillpowerAskedWithoutTheCard(t *testing.T) {
	s := promptAll(table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix"))
	captureWardens(t, s)
	wantPrompt(t, s, 1, opReactCapture)
	if got := legalText(s); got != "no" {
		t.Fatalf("a player without The Red Circle may answer %q, want only no", got)
	}
	rulestest.Refused(t, s, "yes")
	play(t, s, "no")
	wantWhere(t, s, "abhilasha.night-wardens#1", "down")
}

func TestWillpowerHolderMayUseIt(t *testing.T) {
	s := promptAll(table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix"))
	hand(t, s, "abhilasha.red-circle#2")
	captureWardens(t, s)
	if got := legalText(s); got != "yes, no" {
		t.Fatalf("holder's answers %q", got)
	}
	play(t, s, "yes")
	wantWhere(t, s, "abhilasha.night-wardens#1", "up")
	wantWhere(t, s, "abhilasha.red-circle#2", "discard")
}

func TestWillpowerNotAskedWhenOff(t *testing.T) {
	s := table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix")
	captureWardens(t, s)
	wantWhere(t, s, "abhilasha.night-wardens#1", "down")
	if s.top().Op == opReactCapture {
		t.Error("option off: a player without the card was asked")
	}
}

func TestWillpowerNotAskedWithoutTheClan(t *testing.T) {
	s := promptAll(table(t, "goan-sul galmi xian", "justice tomorrow phoenix"))
	field(t, s, 1, "goan-sul.lava-goddesses#1", "justice.great-shield-atalante#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	play(t, s, "pick justice.great-shield-atalante#1")
	wantWhere(t, s, "justice.great-shield-atalante#1", "down")
	if s.top().Op == opReactCapture {
		t.Error("asked about The Red Circle without having drafted Abhilasha")
	}
}

// Both copies known to be out of the hand: nothing to ask. A copy paid
// face down for a Secret Shift might still be in the hand for all the
// opponent knows, so it does not count.
func TestWillpowerNotAskedWhenEveryCopyIsPublic(t *testing.T) {
	s := promptAll(table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix"))
	field(t, s, 1, "abhilasha.red-circle#1")
	toDiscard(t, s, "abhilasha.red-circle#2")
	captureWardens(t, s)
	wantWhere(t, s, "abhilasha.night-wardens#1", "down")

	s = promptAll(table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix"))
	field(t, s, 1, "abhilasha.red-circle#1")
	toDiscard(t, s, "abhilasha.red-circle#2")
	st := s.seat(1)
	st.Discard[len(st.Discard)-1] |= hiddenBit
	captureWardens(t, s)
	wantPrompt(t, s, 1, opReactCapture)
}

func TestAtalanteAskedWithoutTheCard(t *testing.T) {
	s := promptAll(table(t, "phoenix tomorrow galmi", "justice xian abhilasha"))
	field(t, s, 1, "phoenix.arpia#1")
	play(t, s, "activate phoenix.arpia#1")
	wantPrompt(t, s, 1, opReactActivation)
	if got := legalText(s); got != "no" {
		t.Fatalf("answers %q, want only no", got)
	}
	play(t, s, "no")
	if s.top().Op == opReactActivation {
		t.Error("still asking")
	}
}

// The prompt itself must not tell the holder from the non-holder: the
// opponent's view of the waiting decision is the same either way.
func TestWillpowerPromptHidesTheHolder(t *testing.T) {
	views := make([]string, 2)
	for i, holds := range []bool{false, true} {
		s := promptAll(table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix"))
		hand(t, s, "tomorrow.obeezs#1")
		if holds {
			hand(t, s, "abhilasha.red-circle#1")
			s.takeOut(cardOf(t, "tomorrow.obeezs#1"))
			s.seat(1).Deck = append(s.seat(1).Deck, cardOf(t, "tomorrow.obeezs#1"))
		}
		captureWardens(t, s)
		v := s.View(0).(*State)
		views[i] = v.Prompt() + " | " + legalText(v)
	}
	if views[0] != views[1] {
		t.Errorf("P1 sees %q without the card, %q with it", views[0], views[1])
	}
}

// TestHoldersOnlyPromptSaysWhoHolds: with only holders asked, the window
// opening or not shows whether the player holds the card; a "willpower"
// event says so, marked Reveal so that undo cannot take it back. Asking
// everyone who might hold it shows nothing and makes no such event.
func TestHoldersOnlyPromptSaysWhoHolds(t *testing.T) {
	told := func(ev []rules.Event) string {
		for _, e := range ev {
			if e.Kind == "willpower" {
				if !e.Reveal {
					t.Error("a willpower event not marked Reveal")
				}
				return e.Text
			}
		}
		return ""
	}
	s := table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "abhilasha.night-wardens#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	if got := told(play(t, s, "pick abhilasha.night-wardens#1")); got != "P2 does not hold The Red Circle" {
		t.Errorf("holders only, P2 without the card: %q", got)
	}
	s = table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix")
	hand(t, s, "abhilasha.red-circle#2")
	field(t, s, 1, "goan-sul.lava-goddesses#1", "abhilasha.night-wardens#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	if got := told(play(t, s, "pick abhilasha.night-wardens#1")); got != "P2 holds The Red Circle" {
		t.Errorf("holders only, P2 with the card: %q", got)
	}
	wantPrompt(t, s, 1, opReactCapture)
	s = promptAll(table(t, "goan-sul galmi xian", "abhilasha tomorrow phoenix"))
	field(t, s, 1, "goan-sul.lava-goddesses#1", "abhilasha.night-wardens#1")
	resolve(t, s, "goan-sul.lava-goddesses#1")
	if got := told(play(t, s, "pick abhilasha.night-wardens#1")); got != "" {
		t.Errorf("everyone asked: %q", got)
	}
}
