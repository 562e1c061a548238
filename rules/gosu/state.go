// Package gosu is the rules of Gosu X (docs/rules/gosu.md): two players
// draft three clans each, build a 45-card deck and fight three Great Battles
// with a three-row army, unless someone wins early. Comments cite that page's
// sections (§5.3) and decision ids (D13).
//
// Design. Everything that happens is a task on one stack: the turn itself
// (ask for an action, end the turn, pass to the next player), the Great
// Battle and the Song for the Dead, and every step of every card text. A task
// that needs a decision stays on top of the stack and is the decision: Legal
// lists its options and Apply hands one back to it. Tasks are plain data, so
// a game paused in the middle of an effect saves, clones and replays like any
// other. Each task has an opcode, and one table (ops.go) gives every opcode
// its run function and, for one that asks, its options function; each
// family of opcodes has its file: op_flow.go (draft, deal, turns, battle,
// song), op_turn.go (a turn's action), op_react.go (Willpower), op_hand.go,
// op_army.go, op_copy.go, op_zone.go (decks and discards), op_name.go,
// op_tokens.go and op_control.go (May, If, EachPlayer).
//
// Cards are data (cards.go): each of the 88 printed cards has a program — a
// list of steps from the small vocabulary of §14 (effects.go: draw, capture,
// copy, May, EachPlayer, If...) — and, for triggered passives, a hook. The
// steps are compiled once into one table (prog) and tasks point into it, so
// no card has code of its own; a step's frame holds what the text chose so
// far (the named clan, the chosen card, "if you did", the copy chain).
// Willpower reactions are decisions too: the reacting player is ToMove. With
// OptionWillpowerPrompt on (the default) the window opens whenever the
// reaction could apply, whether or not the player holds the card, so on a
// shared screen the prompt reveals nothing (O8); off, only holders are asked.
package gosu

import (
	"fmt"

	"kamon/rules"
)

// ID is the registry id.
const ID = "gosu"

const version = 1

// OptionWillpowerPrompt asks the affected player about The Red Circle or
// Atalante whenever one could apply, whether or not they hold it, so the
// prompt reveals nothing. Off, only holders are asked.
const OptionWillpowerPrompt = "willpowerprompt"

// Game is the registry entry.
var Game = rules.Game{
	ID: ID, Name: "Gosu X", Order: 4,
	MinPlayers: 2, MaxPlayers: 2, Hidden: true, FirstPlayerDrawn: true,
	Options: []rules.Option{{ID: OptionWillpowerPrompt,
		Name: "Ask about Willpower whenever it could apply (hides who holds it)", Default: true}},
	Version:    version,
	EventKinds: EventKinds,
	Payloads:   payloads,
}

func init() {
	Game.New = func(c rules.Config) (rules.State, error) { return New(c) }
	Game.Unmarshal = func(b []byte) (rules.State, error) { return Unmarshal(b) }
	rules.Register(Game)
}

// Phases of the game (§12.1).
type phase int8

const (
	phDraft phase = iota
	phMulligan
	phPlay
	phSong
	phOver
)

// tile is a clan tile: its owner (-1 for undrafted) and whether it is active.
type tile struct {
	Owner  int8 `json:"owner"`
	Active bool `json:"active,omitempty"`
}

// seat is one player's zones and counters.
type seat struct {
	Clans []clan `json:"clans"`
	Deck  []card `json:"deck"`
	Hand  []card `json:"hand"`
	// Discard entries with hiddenBit set were paid for a Secret Shift.
	Discard  []card `json:"discard"`
	Removed  []card `json:"removed"`
	Army     army   `json:"army"`
	Unlocked int8   `json:"unlocked"`
	Reserve  int8   `json:"reserve"`
	Spent    int8   `json:"spent"`
	Sup      int8   `json:"sup,omitempty"`
	Passed   bool   `json:"passed,omitempty"`
	Final    int8   `json:"final,omitempty"`
	Extra    int8   `json:"extra,omitempty"`
	// Bans are the names this player may not play or shift in (Arrows of
	// Justice), each until its count of the banning opponent's turns ends.
	Bans []ban `json:"bans,omitempty"`
	// OldBan and OldBanLeft are the one ban a save from before kept
	// (nameID+1 and turns left); Unmarshal moves it to Bans.
	OldBan     int16 `json:"ban,omitempty"`
	OldBanLeft int8  `json:"ban_left,omitempty"`
	// FromDiscard: in this extra turn Play a Card may take from the discard.
	FromDiscard bool `json:"from_discard,omitempty"`
	// Nityananda grants FromDiscard to the next extra turn.
	GrantDiscard bool `json:"grant_discard,omitempty"`
}

// ban is one Arrows of Justice ban: a name (its nameID) and how many more
// turns of the banning player must end before it lifts.
type ban struct {
	Name int16 `json:"name"`
	Left int8  `json:"left"`
}

const hiddenBit card = 0x80

// data is the whole game; every field serialises.
type data struct {
	Phase  phase    `json:"phase"`
	Round  int8     `json:"round"`
	P1     int8     `json:"p1"`    // drafted first, first player of round 1
	First  int8     `json:"first"` // first player of this round
	Turn   int8     `json:"turn"`  // whose turn it is
	Tiles  [8]tile  `json:"tiles"`
	Wonder int8     `json:"wonder"` // holder, -1 supply
	Bounty int16    `json:"bounty"` // card carrying the Bounty token, -1 supply
	Seats  [2]seat  `json:"seats"`
	Stack  []task   `json:"stack"`
	Queue  []task   `json:"queue,omitempty"`
	Hold   int8     `json:"hold,omitempty"` // steps done at once in progress (State.hold)
	Frames []frame  `json:"frames,omitempty"`
	Shown  []card   `json:"shown,omitempty"` // cards revealed from a deck, being placed
	Winner int8     `json:"winner"`          // -1 none or draw
	Reason string   `json:"reason,omitempty"`
	BWin   int8     `json:"bwin"` // last Great Battle's winner, -1 none
	Totals [2]int16 `json:"totals,omitempty"`
	// Masked marks a view: unknown cards are the card value unknown.
	Masked bool `json:"masked,omitempty"`
	// Viewer is whose view it is, -1 for the public one; 0 in a game.
	Viewer int8 `json:"viewer,omitempty"`
}

// State is a game of Gosu X.
type State struct {
	cfg rules.Config
	rng rules.RNG
	d   data
	ev  []rules.Event // events of the Apply in progress
	// opts is a scratch buffer for the options Apply and exec list: an
	// options function called through the ops table would make a local
	// array escape to the heap at every call.
	opts []rules.Action
}

// New sets up a game: P1 at random, then the clan draft.
func New(cfg rules.Config) (*State, error) {
	if err := Game.CheckConfig(cfg); err != nil {
		return nil, err
	}
	s := &State{cfg: cfg, rng: rules.NewRNG(cfg.Seed)}
	d := &s.d
	d.P1 = int8(s.rng.IntN(2))
	d.First, d.Turn, d.Wonder, d.Bounty, d.Winner, d.BWin = d.P1, d.P1, -1, -1, -1, -1
	for i := range d.Tiles {
		d.Tiles[i].Owner = -1
	}
	for p := range 2 {
		d.Seats[p].Deck, d.Seats[p].Hand, d.Seats[p].Discard, d.Seats[p].Removed = []card{}, []card{}, []card{}, []card{}
	}
	d.Stack = []task{{Op: opStartRound}, {Op: opBuild}}
	// The draft 1-2-2-1: pushed last pick first.
	order := []int8{d.P1, 1 - d.P1, 1 - d.P1, d.P1, d.P1, 1 - d.P1}
	for i := len(order) - 1; i >= 0; i-- {
		d.Stack = append(d.Stack, task{Op: opDraft, P: order[i]})
	}
	s.run()
	s.ev = nil
	return s, nil
}

func (s *State) Game() string         { return ID }
func (s *State) Config() rules.Config { return s.cfg }

func (s *State) ToMove() rules.Player {
	if s.d.Phase == phOver || len(s.d.Stack) == 0 {
		return rules.NoPlayer
	}
	return rules.Player(s.top().P)
}

func (s *State) top() *task { return &s.d.Stack[len(s.d.Stack)-1] }

func (s *State) Legal(dst []rules.Action) []rules.Action {
	if s.d.Phase == phOver || len(s.d.Stack) == 0 {
		return dst
	}
	return s.options(s.top(), dst)
}

func (s *State) Apply(a rules.Action) ([]rules.Event, error) {
	if s.d.Phase == phOver {
		return nil, rules.ErrGameOver
	}
	if s.d.Masked { // its unknown cards would be drawn and told as cards
		return nil, rules.Illegal("a view hides cards: it is not played on (Determinize it first)")
	}
	s.opts = s.Legal(s.opts[:0])
	legal := false
	for _, l := range s.opts {
		legal = legal || l == a
	}
	if !legal {
		return nil, s.whyIllegal(a)
	}
	return s.ApplyLegal(a), nil
}

// ApplyLegal plays a, one of Legal's (see rules.State).
func (s *State) ApplyLegal(a rules.Action) []rules.Event {
	s.ev = nil
	s.exec(s.top(), a)
	s.run()
	ev := s.ev
	s.ev = nil
	return ev
}

// whyIllegal explains a refused action in a player's words.
func (s *State) whyIllegal(a rules.Action) error {
	t := s.top()
	return rules.Illegal("%s is not possible now: %s", s.FormatAction(a), s.prompt(t))
}

// run executes tasks until one waits for a decision or the game ends.
// Triggers queued by a finished task go on top of the stack, first in first
// out; the winning conditions are checked after every task.
func (s *State) run() {
	for {
		s.flushQueue()
		if afterTask != nil {
			afterTask(s)
		}
		s.checkWins()
		if s.d.Phase == phOver || len(s.d.Stack) == 0 || s.exec(s.top(), noInput) {
			return
		}
	}
}

// afterTask, when set (by tests), sees the state after every task: the
// grid and card-count invariants must hold between any two operations.
var afterTask func(s *State)

func (s *State) flushQueue() {
	if s.d.Hold > 0 {
		return
	}
	for i := len(s.d.Queue) - 1; i >= 0; i-- {
		s.d.Stack = append(s.d.Stack, s.d.Queue[i])
	}
	s.d.Queue = s.d.Queue[:0]
}

func (s *State) Outcome() rules.Outcome {
	o := rules.Outcome{Scores: []int{int(s.d.Seats[0].Sup), int(s.d.Seats[1].Sup)}}
	if s.d.Phase != phOver {
		return o
	}
	o.Over, o.Reason = true, s.d.Reason
	if s.d.Winner >= 0 {
		o.Winners = []rules.Player{rules.Player(s.d.Winner)}
	}
	return o
}

// emit records event e of the Apply in progress; every event goes through
// it, so that its kind alone says whether it reveals something.
func (s *State) emit(e rules.Event) {
	e.Reveal = revealing(e.Kind)
	s.ev = append(s.ev, e)
}

// revealing reports whether events of this kind make hidden or random
// information known to someone: a card drawn, milled, revealed from a deck
// or a face-down discard, or found in a search; a hand looked at; who holds
// a Willpower card. Undo never crosses such an event. A face-down discard
// (EventDiscard, private) shows nothing: its player chose the card.
func revealing(kind string) bool {
	switch kind {
	case EventDraw, EventMill, EventReveal, EventSearch, EventLook, EventWillpower:
		return true
	}
	return false
}

// event records one event of the Apply in progress.
//
//go:noinline
func (s *State) event(kind string, p int8, data any, format string, args ...any) {
	s.emit(rules.Event{Kind: kind, Player: rules.Player(p), Text: fmt.Sprintf(format, args...), Data: data})
}

// privateEvent records an event only p may read in full.
//
//go:noinline
func (s *State) privateEvent(kind string, p int8, data any, public, format string, args ...any) {
	s.emit(rules.Event{Kind: kind, Player: rules.Player(p), Private: true,
		Text: fmt.Sprintf(format, args...), Public: public, Data: data})
}

// end finishes the game; winner -1 is a draw.
func (s *State) end(winner int8, reason string) {
	if s.d.Phase == phOver {
		return
	}
	s.d.Phase, s.d.Winner, s.d.Reason = phOver, winner, reason
	s.d.Stack, s.d.Queue, s.d.Hold = s.d.Stack[:0], s.d.Queue[:0], 0
	if winner < 0 {
		s.event(EventEnd, winner, reason, "game over, a draw: %s", reason)
		return
	}
	s.event(EventEnd, winner, reason, "game over, %s wins: %s", pname(winner), reason)
}

var pnames = [2]string{"P1", "P2"}

func pname(p int8) string {
	if p == 0 || p == 1 {
		return pnames[p]
	}
	return "nobody"
}

// Log lines about one card, made once: cardLog[kind][player][card].
type logKind int8

const (
	lgDraw logKind = iota
	lgMill
	lgDiscard
	lgDiscardHidden
	lgCapture
	lgRelease
	lgDestroy
	lgSacrifice
	lgToDeck
	lgRemove
	lgActivate
	lgPlay
	nLogKinds
)

var logFormats = [nLogKinds]string{"%s draws %s", "%s mills %s", "%s discards %s", "%s discards %s face down",
	"%s's %s is captured", "%s's %s is released", "%s's %s is destroyed", "%s sacrifices %s",
	"%s's %s goes on top of the deck", "%s's %s is removed from the game", "%s activates %s", "%s plays %s"}

var cardLog [nLogKinds][2][nCards]string

func init() {
	for k := range nLogKinds {
		for p := range 2 {
			for c := range card(nCards) {
				cardLog[k][p][c] = fmt.Sprintf(logFormats[k], pnames[p], c.def().name)
			}
		}
	}
}

// cardEvent records an event about card c with a prepared log line.
//
//go:noinline
func (s *State) cardEvent(kind string, lk logKind, p int8, c card, data any) {
	s.emit(rules.Event{Kind: kind, Player: rules.Player(p), Text: cardLog[lk][p][c], Data: data})
}
