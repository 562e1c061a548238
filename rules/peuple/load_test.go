package peuple

import (
	"fmt"
	"slices"
	"testing"

	"kamon/rules"
	"kamon/rules/rulestest"
)

func load(data []byte) error {
	_, err := Unmarshal(data)
	return err
}

// Each check of Unmarshal refuses a save the game wrote at a turn's start
// with one thing changed, and only that check does.
func TestUnmarshalRefusesEachFaultAlone(t *testing.T) {
	type cases = []rulestest.SaveRefusal[stateJSON]
	seat := func(p rules.Player) *rules.Player { return &p }

	// A turn begins, four players, cards in every pile.
	begun := rulestest.PlayUntil(t, Game, rules.Config{Players: 4, Seed: 5}, func(s *State) bool {
		return s.phase == PhaseTurn && len(s.moveDiscard) > 0 && len(s.powerDiscard) > 0 && len(s.powerDeck) > 0
	})
	turn := begun.turn
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, begun), cases{
		{Name: "not JSON", Edit: rulestest.Replace(`{"version"`, `{version`), Because: "not a saved state"},
		{Name: "the next version", Spoil: func(j *stateJSON) { j.Version = version + 1 }, Kind: rules.ErrNewVersion, Because: "peuple format 3, this build reads up to 2"},
		{Name: "six players", Spoil: func(j *stateJSON) { j.Config.Players = 6 }, Kind: rules.ErrBadConfig, Because: "is for 3 to 5 players, not 6"},
		{Name: "a pawn too few", Spoil: func(j *stateJSON) { j.Pawns = j.Pawns[1:] }, Because: "the state does not match 4 players"},
		{Name: "a score too few", Spoil: func(j *stateJSON) { j.Scores = j.Scores[1:] }, Because: "the state does not match 4 players"},
		{Name: "a skip count too few", Spoil: func(j *stateJSON) { j.Skips = j.Skips[1:] }, Because: "the state does not match 4 players"},
		{Name: "a hand of movement cards too many", Spoil: func(j *stateJSON) { j.Moves = append(j.Moves, nil) }, Because: "the state does not match 4 players"},
		{Name: "a hand of power cards too many", Spoil: func(j *stateJSON) { j.Powers = append(j.Powers, nil) }, Because: "the state does not match 4 players"},
		{Name: "a pawn off the wheel", Spoil: func(j *stateJSON) { j.Pawns[0] = 17 }, Because: "a pawn on card 17 of 16"},
		{Name: "a pawn before the wheel", Spoil: func(j *stateJSON) { j.Pawns[3] = 0 }, Because: "a pawn on card 0 of 16"},
		{Name: "a score below 0", Spoil: func(j *stateJSON) { j.Scores[1] = -1 }, Because: "P2's score -1 out of range"},
		{Name: "a score past 1000", Spoil: func(j *stateJSON) { j.Scores[2] = 1001 }, Because: "P3's score 1001 out of range"},
		{Name: "turns to skip below 0", Spoil: func(j *stateJSON) { j.Skips[1] = -1 }, Because: "P2 skips -1 turns"},
		{Name: "turns to skip past 1000", Spoil: func(j *stateJSON) { j.Skips[2] = 1001 }, Because: "P3 skips 1001 turns"},
		{Name: "the turn of a fifth player", Spoil: func(j *stateJSON) { j.Turn = 4 }, Because: "turn 4"},
		{Name: "the turn of no player", Spoil: func(j *stateJSON) { j.Turn = -1 }, Because: "turn -1"},
		{Name: "a view of a game", Spoil: func(j *stateJSON) { j.View = seat(1) }, Because: "a view with a seed or an RNG"},
		{Name: "a hidden movement card in a game", Spoil: func(j *stateJSON) { j.MoveDeck[0] = 0 }, Because: "a hidden movement card in the deck"},
		{Name: "a movement card of none", Spoil: func(j *stateJSON) { j.Moves[0][0] = MoveCard(MoveCards(4) + 1) }, Because: fmt.Sprintf("movement card %d of %d in P1's hand", MoveCards(4)+1, MoveCards(4))},
		{Name: "a movement card twice", Spoil: func(j *stateJSON) { j.MoveDiscard = append(j.MoveDiscard, j.MoveDeck[0]) }, Because: fmt.Sprintf("movement card %d twice, again in the discard", begun.moveDeck[0])},
		{Name: "a hidden power card in a game", Spoil: func(j *stateJSON) { j.PowerDiscard[0] = 0 }, Because: "a hidden power card in the discard"},
		{Name: "a power card of none", Spoil: func(j *stateJSON) { j.PowerDeck[0] = numPowers + 1 }, Because: "power card 13 of 12 in the deck"},
		{Name: "a power card twice", Spoil: func(j *stateJSON) { j.PowerDiscard = append(j.PowerDiscard, j.PowerDeck[0]) }, Because: fmt.Sprintf("power card %d twice, again in the discard", begun.powerDeck[0])},
		{Name: "a card lost", Spoil: func(j *stateJSON) { j.PowerDeck = j.PowerDeck[1:] }, Because: "cards are missing"},
		{Name: "over below the goal", Spoil: func(j *stateJSON) { j.Phase = PhaseOver }, Because: "the game is over at "},
		{Name: "a turn at the goal", Spoil: func(j *stateJSON) { j.Scores[2] = Goal }, Because: "a turn begins at 12 points, where the game ends"},
		{Name: "a turn with a Speed turn to come", Spoil: func(j *stateJSON) { j.Extra = true }, Because: "a turn begins with a Speed turn to come"},
		{Name: "a turn of a player to skip it", Spoil: func(j *stateJSON) { j.Skips[turn] = 1 }, Because: fmt.Sprintf("P%d's turn begins with 1 turns to skip", turn+1)},
		{Name: "a decision pending at a turn's start", Spoil: func(j *stateJSON) { j.Pending.Village = 2 }, Because: "a pending decision outside its phase"},
		{Name: "a helper to choose for no event", Spoil: func(j *stateJSON) { j.Phase = PhaseHelper }, Because: "pending helper choice"},
		{Name: "a discard below the hand limit", Spoil: func(j *stateJSON) { j.Phase = PhaseDiscard }, Because: "discarding below the hand limit"},
		{Name: "phase 9", Spoil: func(j *stateJSON) { j.Phase = 9 }, Because: "phase 9"},
	})

}

// Each check of a pending decision refuses a save of that decision with
// one thing changed, and only that check does.
func TestUnmarshalRefusesEachPendingFaultAlone(t *testing.T) {
	type cases = []rulestest.SaveRefusal[stateJSON]

	// P1 curses P2, who may defend.
	cursed := bare(t, 3)
	cursed.givePower(0, Curse)
	cursed.givePower(1, Defense)
	cursed.scores[1] = 2
	play(t, cursed, "Curse P2")
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, cursed), cases{
		{Name: "the mover defending", Spoil: func(j *stateJSON) { j.Pending.Target = 0 }, Because: "defense of player 0"},
		{Name: "a fourth player defending", Spoil: func(j *stateJSON) { j.Pending.Target = 3 }, Because: "defense of player 3"},
		{Name: "no player defending", Spoil: func(j *stateJSON) { j.Pending.Target = -1 }, Because: "defense of player -1"},
		{Name: "a power card that aims at nobody", Spoil: func(j *stateJSON) { j.Pending.Power = Heal }, Because: "pending Heal"},
		{Name: "a curse on a player without points", Spoil: func(j *stateJSON) { j.Scores[1] = 0 }, Because: "pending Curse"},
		{Name: "an event that is no attack", Spoil: func(j *stateJSON) { j.Pending.Power = 0 }, Because: "pending event"},
	})

	// P1 swaps its pawn 1a with P2's 2a; P2 may defend.
	swapped := bare(t, 3)
	swapped.givePower(0, Swap)
	play(t, swapped, "Swap 1a 2a")
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, swapped), cases{
		{Name: "a swap of no pawn of the mover's", Spoil: func(j *stateJSON) { j.Pending.MyPawn = 6 }, Because: "pending Swap"},
		{Name: "a swap with no pawn", Spoil: func(j *stateJSON) { j.Pending.TheirPawn = -1 }, Because: "pending Swap"},
		{Name: "a swap of another's pawn", Spoil: func(j *stateJSON) { j.Pending.MyPawn = PawnOf(2, 0) }, Because: "pending Swap"},
		{Name: "a swap with a pawn of another than the target", Spoil: func(j *stateJSON) { j.Pending.TheirPawn = PawnOf(2, 0) }, Because: "pending Swap"},
	})

	// P1's 1a and 1b flank P2's village: an attack awaits P2's answer.
	attacked := attackPosition(t, "1", []int{4, 2, 3}, 6, PawnOf(0, 1))
	play(t, attacked, "G+1>2 1a circle")
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, attacked), cases{
		{Name: "the helper off its flank", Spoil: func(j *stateJSON) { j.Pawns[1] = 4 }, Because: "pending event"},
		{Name: "the mover off its flank", Spoil: func(j *stateJSON) { j.Pawns[0] = 1 }, Because: "pending event"},
		{Name: "the mover on a village", Spoil: func(j *stateJSON) { j.Pawns[0] = 10 }, Because: "pending event"},
		{Name: "a mover of none", Spoil: func(j *stateJSON) { j.Pending.Mover = 6 }, Because: "pending event"},
		{Name: "a helper of none", Spoil: func(j *stateJSON) { j.Pending.Helper = 6 }, Because: "pending event"},
		{Name: "the mover helping itself", Spoil: func(j *stateJSON) { j.Pending.Helper = j.Pending.Mover }, Because: "pending event"},
		{Name: "another village", Spoil: func(j *stateJSON) { j.Pending.Village = 10 }, Because: "pending event"},
		{Name: "another than the owner defending", Spoil: func(j *stateJSON) { j.Pending.Target = 2 }, Because: "pending event"},
		{Name: "a Supply", Spoil: func(j *stateJSON) { // P2's own pawns beside P2's village
			j.Pending.Mover, j.Pending.Helper = PawnOf(1, 0), PawnOf(1, 1)
			j.Pawns[PawnOf(1, 0)], j.Pawns[PawnOf(1, 1)] = 7, 5
		}, Because: "pending event"},
	})

	// P1's event has helpers of two players on the other flank: P1 chooses.
	helped := bare(t, 4)
	for w := range helped.pawns {
		helped.pawns[w] = 16
	}
	helped.pawns[PawnOf(1, 0)], helped.pawns[PawnOf(3, 0)], helped.pawns[PawnOf(0, 0)] = 9, 9, 10
	helped.scores[2] = 1
	helped.give(0, card(t, "G+1>2"))
	play(t, helped, "G+1>2 1a circle")
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, helped), cases{
		{Name: "a mover of none", Spoil: func(j *stateJSON) { j.Pending.Mover = 8 }, Because: "pending helper choice"},
		{Name: "the mover on a village", Spoil: func(j *stateJSON) { j.Pawns[0] = 14 }, Because: "pending helper choice"},
		{Name: "one player to help", Spoil: func(j *stateJSON) { j.Pawns[PawnOf(3, 0)] = 16 }, Because: "pending helper choice"},
	})

	// P1 ends its turn with nine cards: it discards.
	full := bare(t, 3)
	full.give(0, 1, 2, 3, 4, 5, 6)
	full.givePower(0, Heal)
	play(t, full, "pass")
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, full), cases{
		{Name: "a discard down to the limit", Spoil: func(j *stateJSON) {
			j.MoveDiscard = append(j.MoveDiscard, j.Moves[0][:2]...)
			j.Moves[0] = j.Moves[0][2:]
		}, Because: "discarding below the hand limit"},
	})

}

// The end of a game and a view, each with one thing changed, are refused
// by one check alone.
func TestUnmarshalRefusesEndAndViewFaultsAlone(t *testing.T) {
	type cases = []rulestest.SaveRefusal[stateJSON]
	seat := func(p rules.Player) *rules.Player { return &p }

	over := rulestest.PlayUntil(t, Game, rules.Config{Players: 3, Seed: 2}, func(s *State) bool { return s.phase == PhaseOver })
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, over), cases{
		{Name: "over below the goal", Spoil: func(j *stateJSON) {
			for p := range j.Scores {
				j.Scores[p] = min(j.Scores[p], Goal-1)
			}
		}, Because: "the game is over at 11 points, below 12"},
	})

	// With hidden scores, P2's view hides the decks, the other hands and
	// the other scores.
	hidden := rules.Config{Players: 4, Seed: 7, Options: map[string]string{OptionHideScores: "1"}}
	secret := rulestest.PlayUntil(t, Game, hidden, func(s *State) bool {
		return s.phase == PhaseTurn && len(s.moves[1]) > 0 && len(s.moveDiscard) > 0 && slices.Max(s.scores) > 0
	})
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, secret), cases{
		{Name: "a hidden score in a game", Spoil: func(j *stateJSON) { j.Scores[2] = HiddenScore }, Because: "P3's score -1 out of range"},
	})
	rulestest.RefusedSaves(t, load, rulestest.Marshal(t, secret.View(1)), cases{
		{Name: "a view of a fifth player", Spoil: func(j *stateJSON) { j.View = seat(4) }, Because: "a view of P5, not a player"},
		{Name: "a view of no player", Spoil: func(j *stateJSON) { j.View = seat(-2) }, Because: "a view of P-1, not a player"},
		{Name: "a view with a seed", Spoil: func(j *stateJSON) { j.Config.Seed = 7 }, Because: "a view with a seed or an RNG"},
		{Name: "a view with an RNG", Spoil: func(j *stateJSON) { j.RNG = rules.NewRNG(7) }, Because: "a view with a seed or an RNG"},
		{Name: "a movement card of the deck shown", Spoil: func(j *stateJSON) { j.MoveDeck[0] = secret.moveDeck[0] }, Because: "a view shows a card of a deck"},
		{Name: "a power card of the deck shown", Spoil: func(j *stateJSON) { j.PowerDeck[0] = secret.powerDeck[0] }, Because: "a view shows a card of a deck"},
		{Name: "the viewer's card hidden", Spoil: func(j *stateJSON) { j.Moves[1][0] = 0 }, Because: "a view hides a card of its viewer, P2"},
		{Name: "another's card shown", Spoil: func(j *stateJSON) { j.Moves[0][0] = secret.moves[0][0] }, Because: "a view shows a card of P1's hand"},
		{Name: "the viewer's score hidden", Spoil: func(j *stateJSON) { j.Scores[1] = HiddenScore }, Because: "P2's score -1 out of range"},
		{Name: "a hidden card in the discard", Spoil: func(j *stateJSON) { j.MoveDiscard[0] = 0 }, Because: "a hidden movement card in the discard"},
		{Name: "a hidden card lost", Spoil: func(j *stateJSON) { j.MoveDeck = j.MoveDeck[1:] }, Because: "cards are missing"},
	})
}
