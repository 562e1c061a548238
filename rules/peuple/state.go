// Package peuple is Le Dernier Peuple (Fabrice Belot), 3 to 5 players: pawns
// move around a wheel of 4N terrain cards, two pawns flanking a village make
// an event that scores, and power cards (with the Defense reaction) disturb
// the others. docs/rules/peuple.md tells the rules this package implements,
// with every decision we took.
//
// Where the spec leaves a detail open, these choices are ours:
//   - Thief and Curse aim only at an opponent with a point, Bandit and Black
//     Magic only at one with a card: no power card is played for nothing.
//   - Defense against an attack cancels it whole, as the seed says
//     ("annullare un attacco subito"): nobody scores, the pawns are still
//     redeployed and the turn ends. So the owner of an attacked village is
//     asked before anything is scored, whatever their score, unless it is
//     their own turn (Defense is played out of turn): an attack on the
//     active player's village, made by moving another's pawn, stands.
//   - An event's gains are scored before the village owner's loss, which
//     stops at 0.
//   - The helper pawn of a player with both pawns on the flank is their
//     first; the power card for a pickaxe is for the card the moved pawn
//     ends its move on.
//   - Redeployment with no movement card left anywhere leaves the pawn.
//   - Card backs differ, so how many movement and power cards each hand
//     holds is public; which ones is not.
//   - With the hidden-scores option (OptionHideScores), no rule may tell a
//     player whether an opponent has a point: Thief and Curse may aim at any
//     opponent (on one with no point they take nothing, and Thief gains
//     nothing), and every score change, even one the 0 floor cancels, is
//     logged to the others as "the score changes" without the number.
//
// A table draws from the exported read accessors of State, maps taps to
// actions with Describe and previews a movement card with Preview.
package peuple

import (
	"slices"

	"kamon/rules"
)

// ID is the registry id.
const ID = "peuple"

const version = 2

// Goal is the score that ends the game at the end of a turn.
const Goal = 12

// HandLimit is the most cards (movement and power) a hand keeps at the end of
// its owner's turn.
const HandLimit = 7

// OptionDefensePrompt asks every targeted player about Defense, whether or
// not they hold it, so the prompt reveals nothing. Off, only holders are
// asked.
const OptionDefensePrompt = "defenseprompt"

// OptionHideScores hides each player's score from the others until the game
// ends.
const OptionHideScores = "hidescores"

// HiddenScore is the score a view shows for a player it hides it from.
const HiddenScore = -1

// Game is the registry entry.
var Game = rules.Game{
	ID: ID, Name: "Le Dernier Peuple", Order: 3,
	MinPlayers: 3, MaxPlayers: 5, Hidden: true,
	Options: []rules.Option{{ID: OptionDefensePrompt,
		Name: "Ask every targeted player about Defense (hides who holds it)", Default: true},
		{ID: OptionHideScores, Name: "Hide the other players' scores", Default: false}},
	Version: version,
	// The Data of the events (apply.go), and CardBack, a card as the
	// others see it drawn or taken.
	Payloads: []any{HopData{}, EventData{}, ScoreData{}, RedeployData{}, CardData{}, PowerData{}, CardBack{}},
}

func init() {
	Game.New = func(c rules.Config) (rules.State, error) { return New(c) }
	Game.Unmarshal = func(b []byte) (rules.State, error) { return Unmarshal(b) }
	rules.Register(Game)
}

// Pawn names one pawn: seat*2 + index (index 0 or 1).
type Pawn int

// PawnOf is pawn index i (0 or 1) of player p.
func PawnOf(p rules.Player, i int) Pawn { return Pawn(int(p)*2 + i) }

// Owner is the pawn's player.
func (w Pawn) Owner() rules.Player { return rules.Player(w / 2) }

// Index is 0 or 1, the pawn's index among its owner's two.
func (w Pawn) Index() int { return int(w % 2) }

// Phase is the decision the state waits for.
type Phase uint8

const (
	// PhaseTurn starts a turn: play a power card, a movement card, or pass.
	PhaseTurn Phase = iota
	// PhasePlay follows a power card: play a movement card or pass.
	PhasePlay
	// PhaseDefense: the targeted player (ToMove) plays Defense or not.
	PhaseDefense
	// PhaseHelper: the active player chooses whose pawn helps an event.
	PhaseHelper
	// PhaseDiscard: the active player discards down to HandLimit cards.
	PhaseDiscard
	// PhaseOver: the game has ended.
	PhaseOver
)

// Pending is what the current decision is about: the power card awaiting a
// Defense answer, or the event awaiting its helper or, as an attack, its
// village owner's answer (nothing of it is scored yet).
type Pending struct {
	// Power is the targeted power card played, 0 when the decision is about
	// an event.
	Power Power `json:"power,omitempty"`
	// Target is the player a power card aims at, or the owner of the
	// attacked village (PhaseDefense).
	Target rules.Player `json:"target"`
	// MyPawn and TheirPawn are Swap's two pawns.
	MyPawn    Pawn `json:"myPawn,omitempty"`
	TheirPawn Pawn `json:"theirPawn,omitempty"`
	// Mover is the pawn whose step made the event, Helper the flanking pawn
	// (chosen, in PhaseDefense; -1 in PhaseHelper), Village its card.
	Mover   Pawn `json:"mover,omitempty"`
	Helper  Pawn `json:"helper,omitempty"`
	Village int  `json:"village,omitempty"`
}

// State is a game of Le Dernier Peuple.
type State struct {
	cfg       rules.Config
	rng       rules.RNG
	promptAll bool
	hideScore bool // OptionHideScores

	pawns  []int // per Pawn, terrain card 1..4N
	scores []int
	moves  [][]MoveCard // hands, per player
	powers [][]Power

	moveDeck, moveDiscard   []MoveCard // the top is the last card
	powerDeck, powerDiscard []Power

	turn  rules.Player // the active player
	phase Phase
	pend  Pending
	skips []int // turns each player will skip (Mace)
	extra bool  // Speed: the active player plays again after this turn
	// view marks a player's view, viewer's (NoPlayer: the public one):
	// hidden cards are 0, hidden scores HiddenScore.
	view   bool
	viewer rules.Player

	ev []rules.Event // what the Apply under way has done so far
}

// New deals a game: pawns on their villages, two movement cards each.
func New(cfg rules.Config) (*State, error) {
	if err := Game.CheckConfig(cfg); err != nil {
		return nil, err
	}
	n := cfg.Players
	s := &State{
		cfg: cfg, rng: rules.NewRNG(cfg.Seed),
		promptAll: Game.OptionOn(cfg, OptionDefensePrompt), hideScore: Game.OptionOn(cfg, OptionHideScores),
		pawns: make([]int, 2*n), scores: make([]int, n), skips: make([]int, n),
		moves: make([][]MoveCard, n), powers: make([][]Power, n), viewer: rules.NoPlayer,
	}
	for w := range s.pawns {
		s.pawns[w] = VillageOf(w / 2)
	}
	for c := MoveCards(n); c >= 1; c-- {
		s.moveDeck = append(s.moveDeck, MoveCard(c))
	}
	for p := Power(numPowers); p >= 1; p-- {
		s.powerDeck = append(s.powerDeck, p)
	}
	rules.ShuffleSlice(&s.rng, s.moveDeck)
	rules.ShuffleSlice(&s.rng, s.powerDeck)
	for p := range s.moves {
		for range 2 {
			s.moves[p] = append(s.moves[p], s.popMove())
		}
	}
	return s, nil
}

func (s *State) Game() string         { return ID }
func (s *State) Config() rules.Config { return s.cfg }

// Players is the number of players.
func (s *State) Players() int { return len(s.scores) }

// Ring is the number of terrain cards, 4N.
func (s *State) Ring() int { return 4 * len(s.scores) }

// PawnAt is the terrain card (1..Ring) pawn w stands on.
func (s *State) PawnAt(w Pawn) int { return s.pawns[w] }

// PawnsOn lists the pawns standing on terrain card i.
func (s *State) PawnsOn(i int) []Pawn {
	var out []Pawn
	for w, at := range s.pawns {
		if at == i {
			out = append(out, Pawn(w))
		}
	}
	return out
}

// Score is p's score, HiddenScore in a view that hides it.
func (s *State) Score(p rules.Player) int { return s.scores[p] }

// MoveHand is p's movement cards, in the order they were received; zeros
// are cards this state does not show.
func (s *State) MoveHand(p rules.Player) []MoveCard { return s.moves[p] }

// PowerHand is p's power cards; zeros are cards this state does not show.
func (s *State) PowerHand(p rules.Player) []Power { return s.powers[p] }

// HandSize is the number of cards p holds, of both kinds.
func (s *State) HandSize(p rules.Player) int { return len(s.moves[p]) + len(s.powers[p]) }

// MoveDeckSize and PowerDeckSize are the cards left to draw.
func (s *State) MoveDeckSize() int  { return len(s.moveDeck) }
func (s *State) PowerDeckSize() int { return len(s.powerDeck) }

// MoveDiscard and PowerDiscard are the face-up discard piles, top last.
func (s *State) MoveDiscard() []MoveCard { return s.moveDiscard }
func (s *State) PowerDiscard() []Power   { return s.powerDiscard }

// Active is the player whose turn it is (who may differ from ToMove during a
// Defense reaction).
func (s *State) Active() rules.Player { return s.turn }

// Phase is the decision the state waits for.
func (s *State) Phase() Phase { return s.phase }

// Pending is what the current Defense or helper decision is about.
func (s *State) Pending() Pending { return s.pend }

// Skips is how many turns p will skip (Mace).
func (s *State) Skips(p rules.Player) int { return s.skips[p] }

// ExtraTurn reports whether the active player plays again after this turn
// (Speed).
func (s *State) ExtraTurn() bool { return s.extra }

// HelperCandidates are the players whose pawns could help the pending event
// (PhaseHelper), in seat order.
func (s *State) HelperCandidates() []rules.Player {
	if s.phase != PhaseHelper {
		return nil
	}
	_, other := flankVillage(s.pawns[s.pend.Mover])
	var out []rules.Player
	for w, at := range s.pawns {
		if at == other && Pawn(w) != s.pend.Mover && !slices.Contains(out, Pawn(w).Owner()) {
			out = append(out, Pawn(w).Owner())
		}
	}
	return out
}

func (s *State) ToMove() rules.Player {
	switch s.phase {
	case PhaseOver:
		return rules.NoPlayer
	case PhaseDefense:
		return s.pend.Target
	}
	return s.turn
}

// Outcome carries HiddenScore for the scores a view hides; the end of the
// game shows them all.
func (s *State) Outcome() rules.Outcome {
	o := rules.Outcome{Scores: slices.Clone(s.scores)}
	if s.phase != PhaseOver {
		return o
	}
	o.Over = true
	best := slices.Max(s.scores)
	for p, v := range s.scores {
		if v == best {
			o.Winners = append(o.Winners, rules.Player(p))
		}
	}
	o.Reason = "first to 12 points"
	if len(o.Winners) > 1 {
		o.Reason = "shared win: equal highest scores at 12 or more"
	}
	return o
}

func (s *State) Clone() rules.State { return s.clone() }

func (s *State) clone() *State {
	c := *s
	c.ev = nil
	c.pawns = slices.Clone(s.pawns)
	c.scores = slices.Clone(s.scores)
	c.skips = slices.Clone(s.skips)
	c.moves = make([][]MoveCard, len(s.moves))
	c.powers = make([][]Power, len(s.powers))
	for p := range s.moves {
		c.moves[p] = slices.Clone(s.moves[p])
		c.powers[p] = slices.Clone(s.powers[p])
	}
	c.moveDeck = slices.Clone(s.moveDeck)
	c.moveDiscard = slices.Clone(s.moveDiscard)
	c.powerDeck = slices.Clone(s.powerDeck)
	c.powerDiscard = slices.Clone(s.powerDiscard)
	return &c
}

// wrap brings a card number back onto the ring 1..ring.
func wrap(i, ring int) int {
	i = (i - 1) % ring
	if i < 0 {
		i += ring
	}
	return i + 1
}
