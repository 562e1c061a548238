package peuple

import (
	"encoding/json"
	"fmt"
	"slices"

	"kamon/rules"
)

type stateJSON struct {
	rules.SaveHeader
	Pawns        []int        `json:"pawns"`
	Scores       []int        `json:"scores"`
	Moves        [][]MoveCard `json:"moves"`
	Powers       [][]Power    `json:"powers"`
	MoveDeck     []MoveCard   `json:"moveDeck"`
	MoveDiscard  []MoveCard   `json:"moveDiscard"`
	PowerDeck    []Power      `json:"powerDeck"`
	PowerDiscard []Power      `json:"powerDiscard"`
	Turn         rules.Player `json:"turn"`
	Phase        Phase        `json:"phase"`
	Pending      Pending      `json:"pending"`
	Skips        []int        `json:"skips"`
	Extra        bool         `json:"extra,omitempty"`
	// View is the viewer of a player's view (State.View; -1 for the public
	// one), where hidden cards are 0 and hidden scores HiddenScore. Absent
	// in a game.
	View *rules.Player `json:"view,omitempty"`
}

// MarshalJSON writes the whole state. Card lists are written as numbers,
// never as Go's byte-slice base64.
func (s *State) MarshalJSON() ([]byte, error) {
	j := stateJSON{rules.SaveHeader{Version: version, Config: s.cfg, RNG: s.rng}, s.pawns, s.scores, s.moves, s.powers,
		s.moveDeck, s.moveDiscard, s.powerDeck, s.powerDiscard, s.turn, s.phase, s.pend, s.skips, s.extra, nil}
	if s.view {
		j.View = &s.viewer
	}
	return json.Marshal(j)
}

// MarshalJSON writes a card as its number.
func (c MoveCard) MarshalJSON() ([]byte, error) { return json.Marshal(int(c)) }

// MarshalJSON writes a card as its number.
func (p Power) MarshalJSON() ([]byte, error) { return json.Marshal(int(p)) }

// Unmarshal reads a saved state and checks it is one the game could reach:
// every card exactly once, pawns on the wheel, a decision that can be made.
// It reads a player's view too (an online client gets its seat's view as
// JSON): there, and only there, the decks and the other players' hands are
// hidden.
func Unmarshal(data []byte) (*State, error) {
	var j stateJSON
	if err := Game.DecodeSave(data, &j); err != nil {
		return nil, err
	}
	s := &State{cfg: j.Config, rng: j.RNG,
		promptAll: Game.OptionOn(j.Config, OptionDefensePrompt), hideScore: Game.OptionOn(j.Config, OptionHideScores),
		pawns: j.Pawns, scores: j.Scores, moves: j.Moves, powers: j.Powers,
		moveDeck: j.MoveDeck, moveDiscard: j.MoveDiscard, powerDeck: j.PowerDeck, powerDiscard: j.PowerDiscard,
		turn: j.Turn, phase: j.Phase, pend: j.Pending, skips: j.Skips, extra: j.Extra, viewer: rules.NoPlayer}
	if j.View != nil {
		s.view, s.viewer = true, *j.View
	}
	if err := s.validate(); err != nil {
		return nil, Game.BadSave("%w", err)
	}
	return s, nil
}

func (s *State) validate() error {
	n := s.cfg.Players
	if len(s.pawns) != 2*n || len(s.scores) != n || len(s.skips) != n || len(s.moves) != n || len(s.powers) != n {
		return fmt.Errorf("the state does not match %d players", n)
	}
	for _, at := range s.pawns {
		if at < 1 || at > 4*n {
			return fmt.Errorf("a pawn on card %d of %d", at, 4*n)
		}
	}
	for p := range n {
		hidden := s.view && rules.Player(p) != s.viewer && s.hideScore && s.phase != PhaseOver && s.scores[p] == HiddenScore
		if s.scores[p] < 0 && !hidden || s.scores[p] > 1000 {
			return fmt.Errorf("P%d's score %d out of range", p+1, s.scores[p])
		}
		if s.skips[p] < 0 || s.skips[p] > 1000 {
			return fmt.Errorf("P%d skips %d turns", p+1, s.skips[p])
		}
	}
	if s.turn < 0 || int(s.turn) >= n {
		return fmt.Errorf("turn %d", s.turn)
	}
	if err := s.validateCards(); err != nil {
		return err
	}
	// The game ends at the end of a turn with a score at the goal, and a
	// turn begins only below it, for a player with no turn to skip, with
	// no Speed turn to come: a turn's end gave the turn on.
	switch best := slices.Max(s.scores); {
	case s.phase == PhaseOver && best < Goal:
		return fmt.Errorf("the game is over at %d points, below %d", best, Goal)
	case s.phase == PhaseTurn && best >= Goal:
		return fmt.Errorf("a turn begins at %d points, where the game ends", best)
	case s.phase == PhaseTurn && s.extra:
		return fmt.Errorf("a turn begins with a Speed turn to come")
	case s.phase == PhaseTurn && s.skips[s.turn] > 0:
		return fmt.Errorf("P%d's turn begins with %d turns to skip", s.turn+1, s.skips[s.turn])
	}
	pawn := func(w Pawn) bool { return w >= 0 && int(w) < 2*n }
	pd := s.pend
	switch s.phase {
	case PhaseTurn, PhasePlay, PhaseOver:
		if pd != (Pending{}) {
			return fmt.Errorf("a pending decision outside its phase")
		}
	case PhaseDefense:
		if pd.Target < 0 || int(pd.Target) >= n || pd.Target == s.turn {
			return fmt.Errorf("defense of player %d", pd.Target)
		}
		if pd.Power != 0 {
			if !pd.Power.Targeted() || pd.Power == Swap && (!pawn(pd.MyPawn) || !pawn(pd.TheirPawn) ||
				pd.MyPawn.Owner() != s.turn || pd.TheirPawn.Owner() != pd.Target) || !s.targetable(pd.Power, pd.Target) {
				return fmt.Errorf("pending %s", pd.Power)
			}
		} else if !s.pendingAttack() {
			return fmt.Errorf("pending event")
		}
	case PhaseHelper:
		if !pawn(pd.Mover) || TerrainOf(s.pawns[pd.Mover]) != Empty || len(s.HelperCandidates()) < 2 {
			return fmt.Errorf("pending helper choice")
		}
	case PhaseDiscard:
		if s.HandSize(s.turn) <= HandLimit {
			return fmt.Errorf("discarding below the hand limit")
		}
	default:
		return fmt.Errorf("phase %d", s.phase)
	}
	return nil
}

// validateCards checks every card is somewhere once: known cards at most
// once, and as many cards in all as the game has. Hidden cards (0) are
// allowed only in a view, which hides the decks and the hands but its
// viewer's, and carries no seed and no RNG.
func (s *State) validateCards() error {
	n := s.cfg.Players
	if s.view {
		if s.viewer < rules.NoPlayer || int(s.viewer) >= n {
			return fmt.Errorf("a view of P%d, not a player", s.viewer+1)
		}
		if _, rng := rules.HideSeed(s.cfg); s.cfg.Seed != 0 || s.rng != rng {
			return fmt.Errorf("a view with a seed or an RNG")
		}
		if slices.ContainsFunc(s.moveDeck, func(c MoveCard) bool { return c != 0 }) ||
			slices.ContainsFunc(s.powerDeck, func(c Power) bool { return c != 0 }) {
			return fmt.Errorf("a view shows a card of a deck")
		}
		for p := range n {
			hidden := slices.Contains(s.moves[p], 0) || slices.Contains(s.powers[p], 0)
			shown := slices.ContainsFunc(s.moves[p], func(c MoveCard) bool { return c != 0 }) ||
				slices.ContainsFunc(s.powers[p], func(c Power) bool { return c != 0 })
			switch {
			case rules.Player(p) == s.viewer && hidden:
				return fmt.Errorf("a view hides a card of its viewer, P%d", p+1)
			case rules.Player(p) != s.viewer && shown:
				return fmt.Errorf("a view shows a card of P%d's hand", p+1)
			}
		}
	}
	// Piles are listed deck, discard, then the hands: all but the discard
	// (pile 1) may be hidden in a view.
	seenM := make([]bool, MoveCards(n)+1)
	for i, pile := range append([][]MoveCard{s.moveDeck, s.moveDiscard}, s.moves...) {
		for _, c := range pile {
			if err := seeCard(seenM, int(c), i, s.view, "movement"); err != nil {
				return err
			}
		}
	}
	seenP := make([]bool, numPowers+1)
	for i, pile := range append([][]Power{s.powerDeck, s.powerDiscard}, s.powers...) {
		for _, c := range pile {
			if err := seeCard(seenP, int(c), i, s.view, "power"); err != nil {
				return err
			}
		}
	}
	if cards := len(s.moveDeck) + len(s.moveDiscard) + len(s.powerDeck) + len(s.powerDiscard); cards+s.handCards() != MoveCards(n)+numPowers {
		return fmt.Errorf("cards are missing")
	}
	return nil
}

// seeCard marks card c of pile i (the deck, the discard, then the hands),
// of the kind seen counts, refusing one out of range or seen before, and a
// hidden one (0) but in a view's deck or hand.
func seeCard(seen []bool, c, pile int, view bool, kind string) error {
	switch {
	case c == 0 && view && pile != 1:
		return nil
	case c == 0:
		return fmt.Errorf("a hidden %s card in %s", kind, pileName(pile))
	case c >= len(seen):
		return fmt.Errorf("%s card %d of %d in %s", kind, c, len(seen)-1, pileName(pile))
	case seen[c]:
		return fmt.Errorf("%s card %d twice, again in %s", kind, c, pileName(pile))
	}
	seen[c] = true
	return nil
}

func pileName(pile int) string {
	switch pile {
	case 0:
		return "the deck"
	case 1:
		return "the discard"
	}
	return fmt.Sprintf("P%d's hand", pile-1)
}

func (s *State) handCards() int {
	n := 0
	for p := range s.moves {
		n += len(s.moves[p]) + len(s.powers[p])
	}
	return n
}

// pendingAttack reports whether the pending event is an attack awaiting its
// village owner's answer: the mover and the helper, not yet redeployed, on
// the two empty cards flanking the owner's village.
func (s *State) pendingAttack() bool {
	pd := s.pend
	n := Pawn(len(s.pawns))
	if pd.Mover < 0 || pd.Mover >= n || pd.Helper < 0 || pd.Helper >= n || pd.Mover == pd.Helper ||
		TerrainOf(s.pawns[pd.Mover]) != Empty {
		return false
	}
	village, other := flankVillage(s.pawns[pd.Mover])
	return village == pd.Village && other == s.pawns[pd.Helper] && VillageOwner(village) == int(pd.Target) &&
		eventKind(pd.Mover.Owner(), pd.Helper.Owner(), pd.Target) != Supply
}
