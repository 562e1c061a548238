// Package shinobi is the rules of Shinobi: War of the Clans (RightGames,
// 2012) for 3 to 5 players, as docs/rules/shinobi.md tells them.
//
// Reading a state (for a table): each player has a province, Army(p, c)
// lists the cards of clan c lying in p's province (bottom to top); Hand(p)
// is p's hand (Unknown cards where a view hides them), DeckSize and Discard
// the piles. ToMove plays the actions of Step() in order: StepDeploy,
// StepReinforce, StepAttack; Received and NinjaProvince tell what the turn
// has done so far. ClanOf(p) is p's secret clan card, NoClan where a view
// hides it; every clan card shows once the game is over, and Outcome then
// holds each player's score (their clan's cards on the table).
//
// Actions name clans, not cards, since cards of one clan are
// interchangeable: Describe(a) tells which card an action takes (the first
// of that clan in the hand, or the top of an army) and where it goes, which
// is also the Data (*Move) of the action's event.
//
// The state is a value of fixed arrays: Clone is one copy, and Legal and
// Apply do not allocate beyond a block of event storage now and then.
package shinobi

import (
	"fmt"

	"kamon/rules"
)

// ID is the registry id.
const ID = "shinobi"

const version = 1

// Game is the registry entry.
var Game = rules.Game{
	ID: ID, Name: "Shinobi: War of the Clans", Order: 2,
	MinPlayers: MinPlayers, MaxPlayers: MaxPlayers, Hidden: true,
	Version: version,
	// The Data of an action's event, of a draw and of a reveal at the end.
	Payloads: []any{&Move{}, &Drawn{}, &Revealed{}},
}

func init() {
	Game.New = func(c rules.Config) (rules.State, error) { return New(c) }
	Game.Unmarshal = func(b []byte) (rules.State, error) { return Unmarshal(b) }
	rules.Register(Game)
}

// State is a game of Shinobi, or a player's view of one.
type State struct {
	cfg rules.Config
	rng rules.RNG
	n   int8 // players

	clan     [MaxPlayers]Clan // secret clan cards; NoClan where a view hides one
	hand     [MaxPlayers][HandSize]Card
	handN    [MaxPlayers]int8
	deck     [Cards]Card // the next card drawn is deck[deckN-1]
	deckN    int8
	discard  [Cards]Card // oldest first, face up
	discardN int8
	army     [MaxPlayers][Clans][PerClan]Card // bottom to top
	armyN    [MaxPlayers][Clans]int8

	turn     rules.Player
	step     Step
	received [MaxPlayers]uint8 // per province, the clans (bits) that received a card this turn
	ninjaAt  rules.Player      // the province the Ninja struck this turn, NoPlayer if none
	// final is -1 while the deck lasts, then the turns still to play in the
	// final round; 0 is the end of the game.
	final int8

	view   bool         // a view: hidden cards are Unknown, clans NoClan
	viewer rules.Player // whose view (NoPlayer: the public one)

	// Storage for the events of Apply and their payloads, never handed out
	// twice, so that events belong to the caller.
	events pool[rules.Event]
	moves  pool[Move]
	drawn  pool[Drawn]
}

// New deals a game: clan cards, then the troop deck, four cards each, and a
// random first player.
func New(cfg rules.Config) (*State, error) {
	if err := Game.CheckConfig(cfg); err != nil {
		return nil, err
	}
	s := &State{cfg: cfg, rng: rules.NewRNG(cfg.Seed), n: int8(cfg.Players), step: StepDeploy,
		ninjaAt: rules.NoPlayer, final: -1, viewer: rules.NoPlayer}
	clans := [Clans]Clan{Hojo, Mori, Oda, Takeda, Uesugi}
	rules.ShuffleSlice(&s.rng, clans[:])
	for p := range s.clan {
		s.clan[p] = NoClan
		if p < int(s.n) {
			s.clan[p] = clans[p]
		}
	}
	for c := range Card(Cards) {
		s.deck[c] = c
	}
	rules.ShuffleSlice(&s.rng, s.deck[:])
	s.deckN = Cards
	for p := range s.n {
		for s.handN[p] < HandSize {
			s.draw(rules.Player(p))
		}
	}
	s.turn = rules.Player(s.rng.IntN(int(s.n)))
	return s, nil
}

func (s *State) Game() string         { return ID }
func (s *State) Config() rules.Config { return s.cfg }

func (s *State) over() bool { return s.final == 0 }

func (s *State) ToMove() rules.Player {
	if s.over() {
		return rules.NoPlayer
	}
	return s.turn
}

// Players is the number of players (3-5).
func (s *State) Players() int { return int(s.n) }

// Step is the action of the turn ToMove is at.
func (s *State) Step() Step { return s.step }

// Hand is p's hand in the order drawn; Unknown cards where this view hides
// them. It shares the state's memory: read it, do not keep it past Apply.
func (s *State) Hand(p rules.Player) []Card {
	if !s.seat(p) {
		return nil
	}
	return s.hand[p][:s.handN[p]:s.handN[p]]
}

// Army is the cards of clan c in p's province, bottom to top (the top card
// is the one a move, a Ninja or an attack takes). Read it, do not keep it.
func (s *State) Army(p rules.Player, c Clan) []Card {
	if !s.seat(p) || c < 0 || c >= Clans {
		return nil
	}
	return s.army[p][c][:s.armyN[p][c]:s.armyN[p][c]]
}

// ArmySize is the number of cards of clan c in p's province.
func (s *State) ArmySize(p rules.Player, c Clan) int { return len(s.Army(p, c)) }

// ClanTotal is the number of cards of clan c on the whole table.
func (s *State) ClanTotal(c Clan) int {
	total := 0
	for p := range rules.Player(s.n) {
		total += s.ArmySize(p, c)
	}
	return total
}

// DeckSize is the number of cards left to draw.
func (s *State) DeckSize() int { return int(s.deckN) }

// Discard is the open discard pile, oldest first. Read it, do not keep it.
func (s *State) Discard() []Card { return s.discard[:s.discardN:s.discardN] }

// ClanOf is p's clan card, NoClan where this view hides it (another
// player's, until the game is over).
func (s *State) ClanOf(p rules.Player) Clan {
	if !s.seat(p) {
		return NoClan
	}
	return s.clan[p]
}

// Unclaimed reports whether clan c is known to be no player's: its card
// stayed in the box. Views know it only once the game is over.
func (s *State) Unclaimed(c Clan) bool {
	for p := range rules.Player(s.n) {
		if s.clan[p] == c || s.clan[p] == NoClan {
			return false
		}
	}
	return c >= 0 && c < Clans
}

// Received reports whether p's army of clan c received a card this turn
// (such an army cannot be attacked).
func (s *State) Received(p rules.Player, c Clan) bool {
	return s.seat(p) && c >= 0 && c < Clans && s.received[p]&(1<<c) != 0
}

// NinjaProvince is the province a Ninja struck this turn (it cannot be
// attacked this turn), NoPlayer if none.
func (s *State) NinjaProvince() rules.Player { return s.ninjaAt }

// FinalRound reports that the deck has run out: the players still to play
// take their last turn without drawing.
func (s *State) FinalRound() bool { return s.final > 0 }

// TurnsLeft is the number of turns still to play once the deck has run
// out (this one included), -1 while the deck lasts.
func (s *State) TurnsLeft() int { return int(s.final) }

// Viewer is whose view this state is; ok is false for a full state.
func (s *State) Viewer() (p rules.Player, ok bool) { return s.viewer, s.view }

func (s *State) seat(p rules.Player) bool { return p >= 0 && p < rules.Player(s.n) }

// firstInHand is p's first card of clan c in hand (c = NoClan: the first
// Ninja), Unknown if none.
func (s *State) firstInHand(p rules.Player, c Clan) Card {
	for _, card := range s.hand[p][:s.handN[p]] {
		if card != Unknown && card.Clan() == c {
			return card
		}
	}
	return Unknown
}

// handClans is the set (bits) of clans p holds, and whether p holds a Ninja.
func (s *State) handClans(p rules.Player) (clans uint8, ninja bool) {
	for _, card := range s.hand[p][:s.handN[p]] {
		switch {
		case card.IsNinja():
			ninja = true
		case card < ClanCards:
			clans |= 1 << card.Clan()
		}
	}
	return clans, ninja
}

// top is the top card of p's army of clan c, Unknown if the army is empty.
func (s *State) top(p rules.Player, c Clan) Card {
	if n := s.armyN[p][c]; n > 0 {
		return s.army[p][c][n-1]
	}
	return Unknown
}

// handHidden reports whether this view does not know p's hand.
func (s *State) handHidden(p rules.Player) bool {
	for _, card := range s.hand[p][:s.handN[p]] {
		if card == Unknown {
			return true
		}
	}
	return false
}

// opponentArmies reports whether some opponent of p has a card in their province.
func (s *State) opponentArmies(p rules.Player) bool {
	for k := range rules.Player(s.n) {
		if k != p && s.armyN[k] != [Clans]int8{} {
			return true
		}
	}
	return false
}

// Legal lists the legal actions, without allocating when dst has room. In a
// view that hides the mover's hand it lists nothing: only a determinized
// state can tell what that player may do.
func (s *State) Legal(dst []rules.Action) []rules.Action {
	if s.over() || s.handHidden(s.turn) {
		return dst
	}
	p, n := s.turn, rules.Player(s.n)
	start := len(dst)
	clans, ninja := s.handClans(p)
	switch s.step {
	case StepDeploy:
		for c := range Clan(Clans) {
			if clans&(1<<c) != 0 {
				for k := range n {
					if k != p {
						dst = append(dst, deployAction(c, k))
					}
				}
			}
		}
		if ninja {
			for k := range n {
				for b := range Clan(Clans) {
					if k != p && s.armyN[k][b] > 0 {
						dst = append(dst, ninjaAction(k, b))
					}
				}
			}
		}
	case StepReinforce:
		for c := range Clan(Clans) {
			if clans&(1<<c) != 0 {
				dst = append(dst, reinforceAction(c))
			}
		}
		for j := range n {
			for b := range Clan(Clans) {
				if j == p || s.armyN[j][b] == 0 {
					continue
				}
				for k := range n {
					if k != j {
						dst = append(dst, moveAction(b, j, k))
					}
				}
			}
		}
	case StepAttack:
		for a := range Clan(Clans) {
			size := s.armyN[p][a]
			if size < 2 {
				continue
			}
			for k := range n {
				if k == p || k == s.ninjaAt {
					continue
				}
				for b := range Clan(Clans) {
					if t := s.armyN[k][b]; b != a && t > 0 && t < size && s.received[k]&(1<<b) == 0 {
						dst = append(dst, attackAction(a, k, b))
					}
				}
			}
		}
	}
	if len(dst) == start {
		dst = append(dst, SkipAction)
	}
	return dst
}

// legal reports whether a is among the legal actions, without listing them
// (but for a skip, legal only when nothing else is).
func (s *State) legal(a rules.Action) bool {
	k, clan, from, to, target, ok := unpack(a)
	p, n := s.turn, rules.Player(s.n)
	if !ok || s.over() || s.handHidden(p) || to >= n || from >= n {
		return false
	}
	clans, ninja := s.handClans(p)
	switch k {
	case Deploy:
		return s.step == StepDeploy && from == 0 && target == 0 && to != p && clans&(1<<clan) != 0
	case Ninja:
		return s.step == StepDeploy && from == 0 && clan == 0 && ninja && to != p && s.armyN[to][target] > 0
	case Reinforce:
		return s.step == StepReinforce && from == 0 && to == 0 && target == 0 && clans&(1<<clan) != 0
	case MoveCard:
		return s.step == StepReinforce && target == 0 && from != p && from != to && s.armyN[from][clan] > 0
	case Attack:
		t := s.armyN[to][target]
		return s.step == StepAttack && from == 0 && to != p && to != s.ninjaAt && clan != target &&
			t > 0 && t < s.armyN[p][clan] && s.received[to]&(1<<target) == 0
	}
	var buf [1]rules.Action
	return a == SkipAction && len(s.Legal(buf[:0])) == 1 && buf[0] == SkipAction
}

// Apply plays a if it is legal; otherwise the state is left as it was.
func (s *State) Apply(a rules.Action) ([]rules.Event, error) {
	if s.over() {
		return nil, rules.ErrGameOver
	}
	if !s.legal(a) {
		return nil, rules.Illegal("%s", s.whyIllegal(a))
	}
	return s.ApplyLegal(a), nil
}

// ApplyLegal plays a, one of Legal's (see rules.State).
func (s *State) ApplyLegal(a rules.Action) []rules.Event {
	p := s.turn
	m := &s.moves.take(1)[0]
	*m = s.describe(a)
	var buf [4]rules.Event // the action, up to two draws, the start of the final round
	ev := append(buf[:0], rules.Event{Kind: kindEvents[m.Kind], Player: p, Text: actionText(m), Data: m})
	switch m.Kind {
	case Deploy, Reinforce:
		s.removeFromHand(p, m.Card)
		s.push(m.To, m.Card)
	case Ninja:
		s.removeFromHand(p, m.Card)
		s.toDiscard(m.Card)
		s.toDiscard(s.pop(m.To, m.Target))
		s.ninjaAt = m.To
	case MoveCard:
		s.push(m.To, s.pop(m.From, m.Clan))
	case Attack:
		s.toDiscard(s.pop(m.To, m.Target))
	}
	if s.step < StepAttack {
		s.step++
	} else {
		ev = s.endTurn(ev)
	}
	out := s.events.take(len(ev))
	copy(out, ev)
	return out
}

func (s *State) removeFromHand(p rules.Player, card Card) {
	h := s.hand[p][:s.handN[p]]
	for i, c := range h {
		if c == card {
			copy(h[i:], h[i+1:])
			s.handN[p]--
			return
		}
	}
}

// push puts a card on top of its army in p's province; the army received it.
func (s *State) push(p rules.Player, card Card) {
	c := card.Clan()
	s.army[p][c][s.armyN[p][c]] = card
	s.armyN[p][c]++
	s.received[p] |= 1 << c
}

func (s *State) pop(p rules.Player, c Clan) Card {
	s.armyN[p][c]--
	return s.army[p][c][s.armyN[p][c]]
}

func (s *State) toDiscard(card Card) {
	s.discard[s.discardN] = card
	s.discardN++
}

func (s *State) draw(p rules.Player) Card {
	s.deckN--
	card := s.deck[s.deckN]
	s.hand[p][s.handN[p]] = card
	s.handN[p]++
	return card
}

// endTurn draws back up to four (not in the final round), starts the final
// round when the deck runs out, and passes the turn or ends the game.
func (s *State) endTurn(ev []rules.Event) []rules.Event {
	p := s.turn
	s.received = [MaxPlayers]uint8{}
	s.ninjaAt = rules.NoPlayer
	s.step = StepDeploy
	if s.final > 0 {
		s.final--
		if s.final == 0 {
			return append(ev, s.endEvents()...)
		}
	} else {
		// A turn plays at most two cards from the hand: two draws at most.
		drawn := s.drawn.take(HandSize - int(s.handN[p]))
		for i := range drawn {
			if s.deckN == 0 {
				break
			}
			drawn[i] = Drawn{Player: p, Card: s.draw(p)}
			ev = append(ev, rules.Event{Kind: EventDraw, Player: p, Private: true, Reveal: true,
				Text: drawText(p, drawn[i].Card), Public: drawPublic[p], Data: &drawn[i]})
		}
		if s.deckN == 0 {
			s.final = s.n - 1
			ev = append(ev, rules.Event{Kind: EventFinal, Player: rules.NoPlayer, Text: finalText})
		}
	}
	s.turn = (p + 1) % rules.Player(s.n)
	return ev
}

// Drawn is the Data of an EventDraw: a private event, so the card may be
// shown to its Player only.
type Drawn struct {
	Player rules.Player
	Card   Card
}

// pool hands out items in blocks that double from one up to 64, never one
// twice: a clone that plays one action (a search step) allocates one item,
// a long game one block now and then.
type pool[T any] struct {
	free   []T
	blocks int8
}

func (p *pool[T]) take(n int) []T {
	if len(p.free) < n {
		p.free = make([]T, max(n, 1<<min(p.blocks, 6)))
		p.blocks++
	}
	out := p.free[:n:n]
	p.free = p.free[n:]
	return out
}

// fresh returns a copy of s with no event storage of its own.
func (s *State) fresh() *State {
	c := *s
	c.events, c.moves, c.drawn = pool[rules.Event]{}, pool[Move]{}, pool[Drawn]{}
	return &c
}

// Clone is a deep copy: the state is arrays, its config is never changed.
func (s *State) Clone() rules.State { return s.fresh() }

// whyIllegal says, in a player's words, why a is not playable now.
func (s *State) whyIllegal(a rules.Action) string {
	k, clan, from, to, target, ok := unpack(a)
	if !ok {
		return fmt.Sprintf("%#x is not a Shinobi action", uint64(a))
	}
	p := s.turn
	if s.handHidden(p) {
		return "this view does not show the hand of the player to move"
	}
	want := map[Step]string{StepDeploy: "action 1: deploy to an opponent or play a Ninja",
		StepReinforce: "action 2: reinforce your province or move a card", StepAttack: "action 3: attack"}[s.step]
	if k == Skip {
		return fmt.Sprintf("you cannot skip %s: it can be carried out", want)
	}
	if (k == Deploy || k == Ninja) != (s.step == StepDeploy) || (k == Reinforce || k == MoveCard) != (s.step == StepReinforce) ||
		(k == Attack) != (s.step == StepAttack) {
		return fmt.Sprintf("it is time for %s", want)
	}
	if to >= rules.Player(s.n) || from >= rules.Player(s.n) {
		return fmt.Sprintf("there is no player p%d", max(to, from))
	}
	clans, ninja := s.handClans(p)
	switch k {
	case Deploy:
		if to == p {
			return "deploy to an opponent's province; your own is reinforced at action 2"
		}
		if clans&(1<<clan) == 0 {
			return fmt.Sprintf("you have no %s card in hand", clan)
		}
	case Ninja:
		if !ninja {
			return "you have no Ninja in hand"
		}
		if to == p {
			return "a Ninja strikes an opponent's province, not yours"
		}
		return fmt.Sprintf("p%d has no %s army", to, target)
	case Reinforce:
		return fmt.Sprintf("you have no %s card in hand", clan)
	case MoveCard:
		if from == p {
			return "cards are never moved out of your own province"
		}
		if from == to {
			return "a card moves to another province"
		}
		return fmt.Sprintf("p%d has no %s army", from, clan)
	case Attack:
		switch size := s.armyN[p][clan]; {
		case to == p:
			return "you attack another player's province"
		case size == 0:
			return fmt.Sprintf("you have no %s army", clan)
		case clan == target:
			return "an army does not attack an army of its own clan"
		case to == s.ninjaAt:
			return fmt.Sprintf("your Ninja struck p%d this turn: you may not attack it", to)
		case s.armyN[to][target] == 0:
			return fmt.Sprintf("p%d has no %s army", to, target)
		case s.received[to]&(1<<target) != 0:
			return fmt.Sprintf("p%d's %s army received a card this turn", to, target)
		default:
			return fmt.Sprintf("your %s army (%d) is not bigger than p%d's %s army (%d)", clan, size, to, target, s.armyN[to][target])
		}
	}
	return fmt.Sprintf("%s is not legal now", s.FormatAction(a))
}

// whySkip is why the step cannot be carried out.
func (s *State) whySkip() string {
	p := s.turn
	clans, _ := s.handClans(p)
	switch s.step {
	case StepDeploy:
		if s.handN[p] == 0 {
			return whyEmptyHand
		}
		return whyOnlyNinjas
	case StepReinforce:
		if clans == 0 && !s.opponentArmies(p) {
			return whyNothingToMove
		}
	case StepAttack:
		if s.armyN[p] == [Clans]int8{} {
			return whyNoArmy
		}
		return whyNoTarget
	}
	return ""
}

// Why a step is skipped.
const (
	whyEmptyHand     = "no card in hand to deploy"
	whyOnlyNinjas    = "only Ninjas in hand and no army in an opponent's province to strike"
	whyNothingToMove = "no clan card in hand and no card in an opponent's province to move"
	whyNoArmy        = "no army in your province to attack with"
	whyNoTarget      = "no army of yours is bigger than an army of another clan that may be attacked"
)
