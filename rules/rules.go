// Package rules is the contract every Kamon game implements, plus what all
// games share: a seeded RNG that lives inside the state, the game registry and
// small helpers. Rules code is pure: no ebiten, no clock, no global random
// source, and it never panics on input.
//
// Which package to open: one game's rules are in rules/mana, rules/shinobi,
// rules/peuple (Le Dernier Peuple) and rules/gosu (Gosu X), and
// docs/rules/<game>.md says them in prose, with every decision we took;
// rules/tally is a small game for tests; rules/rulestest holds the tests every
// game runs. Here, rules.go is the State contract and its errors, rng.go the
// RNG, registry.go the registry and config checks, save.go the opening every
// saved state shares, playout.go random play to the end.
package rules

import (
	"errors"
	"fmt"
)

// Player is a seat index, 0..Players-1.
type Player int

// NoPlayer means "nobody": no player to move (game over), an event that
// concerns no one, or the public view a spectator gets.
const NoPlayer Player = -1

// Action is one atomic decision, packed by its game into 64 bits so that move
// generators can run without allocating. Only its game can read it; the text
// notation (State.FormatAction / State.ParseAction) is what is saved and shown.
type Action uint64

// Config is everything needed to start a game. The same Config and the same
// action list always give the same game, on every platform.
type Config struct {
	Players int               `json:"players"`
	Variant string            `json:"variant,omitempty"` // "" is the game's standard rules
	Options map[string]string `json:"options,omitempty"` // game-specific switches, see Game.Options
	Seed    uint64            `json:"seed"`
}

// Event is something that happened while an action was applied, in order.
// Scenes animate events and the match keeps them as the game's log.
type Event struct {
	Kind   string `json:"kind"`   // game-specific, e.g. "move", "capture", "draw"
	Player Player `json:"player"` // the player it concerns, NoPlayer if none
	// Private events carry details only Player may see (the card they drew).
	Private bool `json:"private,omitempty"`
	// Reveal marks new hidden or random information made known (a draw, a
	// reshuffle, a card turned over). Undo never crosses such an event.
	Reveal bool   `json:"reveal,omitempty"`
	Text   string `json:"text"`             // log line; for Private events only Player sees it
	Public string `json:"public,omitempty"` // what others see of a Private event
	Data   any    `json:"-"`                // game-specific payload for the animation
}

// VisibleTo reports whether p may read the event's Text.
func (e Event) VisibleTo(p Player) bool { return !e.Private || e.Player == p }

// Reveals reports whether any of events makes something hidden or random
// known (an event marked Reveal): undo stops at such an action.
func Reveals(events []Event) bool {
	for _, e := range events {
		if e.Reveal {
			return true
		}
	}
	return false
}

// TextFor is the log line as player p may read it.
func (e Event) TextFor(p Player) string {
	if e.VisibleTo(p) {
		return e.Text
	}
	return e.Public
}

// Maskable is a private event's payload that can be shown to the others
// without its secret: Masked is what every player may know of it (a card
// drawn becomes its back, which still tells the deck; who drew it stays).
// Masking a masked payload changes nothing.
type Maskable interface {
	Masked() any
}

// For is the event as player p may read it: another player's private event
// has its public text and its payload masked (Maskable), or no payload if
// the payload cannot be masked. A table words it from there as a sentence
// ("Cy takes a card from Bo"), never from the text, which is the rules' own
// English. For of an event already read as p reads it is that event.
func (e Event) For(p Player) Event {
	if e.VisibleTo(p) {
		return e
	}
	e.Text = e.Public
	if m, ok := e.Data.(Maskable); ok {
		e.Data = m.Masked()
	} else {
		e.Data = nil
	}
	return e
}

// Outcome is the result of a game. Over with no Winners is a draw.
type Outcome struct {
	Over    bool     `json:"over"`
	Winners []Player `json:"winners,omitempty"`
	Scores  []int    `json:"scores,omitempty"` // per player, where the game keeps scores
	Reason  string   `json:"reason,omitempty"` // e.g. "Daimio captured", "tie broken by ..."
}

// Draw reports a finished game nobody won.
func (o Outcome) Draw() bool { return o.Over && len(o.Winners) == 0 }

// Won reports whether p is among the winners.
func (o Outcome) Won(p Player) bool {
	for _, w := range o.Winners {
		if w == p {
			return true
		}
	}
	return false
}

// State is one game in progress. Apply is the only way to change it.
type State interface {
	// Game is the id of the game, as registered.
	Game() string
	// Config is the config the game started from.
	Config() Config
	// ToMove is the player who must decide now, NoPlayer once the game is over.
	// Out-of-turn reactions (a Defense card, a Willpower) are decisions too:
	// ToMove is then the reacting player.
	ToMove() Player
	// Legal appends the legal actions of ToMove to dst and returns it, in a
	// stable order. It is empty once the game is over.
	Legal(dst []Action) []Action
	// Apply plays a and returns what happened, checking first that a is
	// legal: it is the way in for actions from outside (a save, a typed
	// move, the network). An illegal action returns an error and leaves the
	// state exactly as it was.
	Apply(a Action) ([]Event, error)
	// ApplyLegal plays a without checking it, for a caller that took a from
	// Legal of this very state, unchanged since (a table's tap matched to
	// the legal list, a bot's choice): legality is checked once, where the
	// action came in. Anything else is a programming error whose result
	// the game does not define (OpenSpiel's ApplyAction, where Apply is
	// its ApplyActionWithLegalityCheck).
	ApplyLegal(a Action) []Event
	// Outcome is the result so far; Over once the game has ended.
	Outcome() Outcome
	// Clone is a deep copy that shares nothing mutable with the original.
	Clone() State
	// View is a copy holding only what p may know: other players' hands,
	// secret cards and deck order are masked. NoPlayer gives the public view.
	// Screens draw views, and bots decide from views.
	//
	// A view holds nothing from which a hidden fact follows: two states that
	// differ only in what p may not know (other cards in the hidden places,
	// another seed, another RNG position) give p views that marshal to the
	// same bytes. In a game with hidden information the view's Config().Seed
	// is therefore 0 and its RNG the fixed NewRNG(0) (see HideSeed), since
	// every deal follows from the seed: New(view.Config()) must not deal the
	// game again. rulestest.Run checks all of this for every game.
	View(p Player) State
	// FormatAction prints a in the game's notation; ParseAction reads it back
	// in this state, with an error that says what is wrong.
	FormatAction(a Action) string
	ParseAction(s string) (Action, error)
	// MarshalJSON writes the whole state, RNG included; Game.Unmarshal reads
	// it back. The format carries Game.Version.
	MarshalJSON() ([]byte, error)
}

// Errors every game wraps, so callers can tell kinds of failure apart.
var (
	ErrIllegal    = errors.New("illegal action")
	ErrGameOver   = errors.New("the game is over")
	ErrBadConfig  = errors.New("bad config")
	ErrBadSave    = errors.New("bad saved state")
	ErrBadAction  = errors.New("bad action notation")
	ErrNewVersion = errors.New("saved by a newer version of Kamon")
)

// Illegal builds an ErrIllegal error with the reason a player would be told.
func Illegal(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrIllegal, fmt.Sprintf(format, args...))
}

// IsLegal reports whether a is among s's legal actions.
func IsLegal(s State, a Action) bool {
	var buf [64]Action
	for _, l := range s.Legal(buf[:0]) {
		if l == a {
			return true
		}
	}
	return false
}

// Determinizer is implemented by the views of games with hidden information.
// Determinize deals one complete state consistent with everything the view
// shows: cards the viewer cannot see are dealt at random, from rng, out of
// those not accounted for. The world also gets a fresh seed and RNG drawn
// from rng (see Reseed), so that worlds differ in the randomness to come as
// the real game may, from the viewer's side. Play may go on from the result,
// so searching bots (information-set MCTS) sample worlds this way and never
// read hidden state. The viewer's view of the world is the view it was dealt
// from, byte for byte.
//
// Calling it on a full state, not a view, is a programming error the game
// may answer with a copy of the state.
type Determinizer interface {
	Determinize(rng *RNG) State
}

// Viewed is implemented by the states of games with hidden information:
// a view says whose it is, also once read back from JSON (an online
// client's). A view of another seat than the mover's cannot know the
// mover's options, which hang on what it hides: its Legal may be empty
// though the game goes on (it must not panic).
type Viewed interface {
	// Viewer is whose view the state is, NoPlayer for the public one; ok
	// is false for a full state.
	Viewer() (p Player, ok bool)
}

// HideSeed is what a view of a game with hidden information keeps of the
// seed and the RNG: cfg with Seed 0, and NewRNG(0). A view's config then
// deals nothing, and its JSON carries neither the seed nor the RNG's place.
func HideSeed(cfg Config) (Config, RNG) {
	cfg.Seed = 0
	return cfg, NewRNG(0)
}

// Reseed gives a determinized world its own seed, drawn from rng, and the
// RNG that seed starts: worlds drawn from one view differ in their future
// draws as they do in their hidden cards.
func Reseed(cfg Config, rng *RNG) (Config, RNG) {
	cfg.Seed = rng.Uint64()
	return cfg, NewRNG(cfg.Seed)
}
