package gosu

import "kamon/rules"

// Read accessors for a table: everything a scene draws, read from a view
// (State.View) so hidden cards come back as Unknown. None of them changes
// the state.

// Card is a card instance as a table shows it: 0..119, or Unknown.
type Card uint8

// Unknown is a card the view does not show (another hand, a deck).
const Unknown = Card(unknown)

// Clan is one of the eight clans, in the spec's order.
type Clan int8

// NumClans is the number of clans (and of clan tiles).
const NumClans = int(nClans)

// ID is the clan's id ("goan-sul").
func (k Clan) ID() string { return clanID(int(k)) }

// Name is the clan's English name ("Goan Sul").
func (k Clan) Name() string {
	if k < 0 || k >= Clan(nClans) {
		return "?"
	}
	return clanNames[k]
}

// Keyword is a set of the keywords of §8.
type Keyword uint16

// The keywords, as bits of a Keyword set.
const (
	Bounty      = Keyword(kwBounty)
	Veteran     = Keyword(kwVeteran)
	Wonder      = Keyword(kwWonder)
	Ethereal    = Keyword(kwEthereal)
	Echo        = Keyword(kwEcho)
	SecretShift = Keyword(kwSecretShift)
	Recruiter   = Keyword(kwRecruiter)
	Willpower   = Keyword(kwWillpower)
)

var keywordNames = []struct {
	k    Keyword
	name string
}{{Bounty, "Bounty"}, {Veteran, "Veteran"}, {Wonder, "Wonder"}, {Ethereal, "Ethereal"},
	{Echo, "Echo"}, {SecretShift, "Secret Shift"}, {Recruiter, "Recruiter"}, {Willpower, "Willpower"}}

// Names lists the keywords of the set in a fixed order.
func (k Keyword) Names() []string {
	var out []string
	for _, n := range keywordNames {
		if k&n.k != 0 {
			out = append(out, n.name)
		}
	}
	return out
}

// Known reports whether the view shows the card.
func (c Card) Known() bool { return int(c) < nCards }

// String is the instance id ("galmi.bun-to#1"), "?" when unknown.
func (c Card) String() string { return card(c).String() }

// DefID is the printed card's id, shared by its copies ("galmi.bun-to").
func (c Card) DefID() string { return card(c).def().id }

// Name is the card's English name.
func (c Card) Name() string { return card(c).def().name }

// Clan is the clan printed on the card (-1 when unknown).
func (c Card) Clan() Clan {
	if !c.Known() {
		return -1
	}
	return Clan(card(c).clan())
}

// Level is the printed level: 1 Troop, 2 Hero, 3 Immortal (0 unknown).
func (c Card) Level() int { return int(card(c).def().level) }

// Rows is the set of rows (bit r for row r, 0-2) the card may be played in:
// its level's, or all three for a card of levels I-III.
func (c Card) Rows() uint8 { return levelsOf(card(c)) }

// ShiftCost is the printed shift cost; 0 means it cannot be shifted out.
func (c Card) ShiftCost() int { return int(card(c).def().shift) }

// Military is the printed military value.
func (c Card) Military() int { return int(card(c).def().mil) }

// Slots is the printed number of activation slots (in an army, Slot.Slots
// is the number it has now).
func (c Card) Slots() int { return int(card(c).def().slots) }

// Mirrored reports whether the card takes its keywords, text, passive and
// slots from its mirror card in the army (Aat, §13.7): its printed values
// are marked "*" (slots 0*), as the spec's table does.
func (c Card) Mirrored() bool { return card(c).def().sp == spMirror }

// Keywords are the printed keywords.
func (c Card) Keywords() Keyword { return Keyword(card(c).def().kw) }

// Phase is the stage of the game.
type Phase int8

// The phases of §12.1.
const (
	PhaseDraft    = Phase(phDraft)
	PhaseMulligan = Phase(phMulligan)
	PhasePlay     = Phase(phPlay)
	PhaseSong     = Phase(phSong)
	PhaseOver     = Phase(phOver)
)

// Phase is the current stage of the game.
func (s *State) Phase() Phase { return Phase(s.d.Phase) }

// Round is the round being played, 1-3 (0 during the draft).
func (s *State) Round() int { return int(s.d.Round) }

// Turn is the player whose turn it is (a reaction may be asked of the
// other player in the meantime: see ToMove).
func (s *State) Turn() rules.Player { return rules.Player(s.d.Turn) }

// FirstPlayer is the first player of this round.
func (s *State) FirstPlayer() rules.Player { return rules.Player(s.d.First) }

// WonderHolder is the player holding the Wonder token, NoPlayer when it is
// in the supply.
func (s *State) WonderHolder() rules.Player { return player(s.d.Wonder) }

// BountyCard is the army card carrying the Bounty token; false when the
// token is in the supply.
func (s *State) BountyCard() (Card, bool) {
	if s.d.Bounty < 0 {
		return Unknown, false
	}
	return Card(s.d.Bounty), true
}

// Revealed are the cards revealed from a deck and waiting to be placed.
func (s *State) Revealed() []Card { return cards(s.d.Shown) }

// HandLimit is the number of cards a hand is cut down to at the end of a
// turn (5 with the Narashima tile active).
func (s *State) HandLimit() int { return s.handLimit() }

// LastBattle is the last Great Battle's military totals and its winner
// (NoPlayer for a tie); ok is false before the first battle.
func (s *State) LastBattle() (totals [2]int, winner rules.Player, ok bool) {
	// A battle ends every round but the last, opens the Song, or ended the
	// game (its totals then differ: a tie does not end round 1).
	fought := s.d.Round > 1 || s.d.Phase == phSong || s.d.Phase == phOver && s.d.Totals != [2]int16{}
	return [2]int{int(s.d.Totals[0]), int(s.d.Totals[1])}, player(s.d.BWin), fought
}

// Tile is clan k's tile: its drafter (NoPlayer before the draft takes it)
// and whether its ongoing ability is active.
func (s *State) Tile(k Clan) (owner rules.Player, active bool) {
	if k < 0 || k >= Clan(nClans) {
		return rules.NoPlayer, false
	}
	t := s.d.Tiles[k]
	return player(t.Owner), t.Active
}

// Discarded is one entry of a discard pile. A card paid face down for a
// Secret Shift is FaceDown; Card is Unknown when the view hides it.
type Discarded struct {
	Card     Card
	FaceDown bool
}

// Seat is one player's zones and counters.
type Seat struct {
	Clans   []Clan
	Hand    []Card // Unknown for cards the view hides
	Deck    int    // cards left in the deck
	Discard []Discarded
	Removed []Card
	// Tokens: Unlocked in all; Reserve ready to spend; Spent used this
	// round (tokens on army cards make up the rest).
	Unlocked, Reserve, Spent int
	Supremacy                int
	Passed                   bool
	ExtraTurns               int
	// Bans are the names this player may not play or shift in, each for
	// a number of turns of the opponent.
	Bans []Ban
	// FromDiscard: this extra turn may play a card from the discard.
	FromDiscard bool
}

// Seat returns player p's zones and counters.
func (s *State) Seat(p rules.Player) Seat {
	if p != 0 && p != 1 {
		return Seat{}
	}
	st := s.seat(int8(p))
	out := Seat{
		Hand: cards(st.Hand), Deck: len(st.Deck), Removed: cards(st.Removed),
		Unlocked: int(st.Unlocked), Reserve: int(st.Reserve), Spent: int(st.Spent),
		Supremacy: int(st.Sup), Passed: st.Passed, ExtraTurns: int(st.Extra),
		FromDiscard: st.FromDiscard,
	}
	for _, k := range st.Clans {
		out.Clans = append(out.Clans, Clan(k))
	}
	for _, c := range st.Discard {
		out.Discard = append(out.Discard, Discarded{Card: Card(c &^ hiddenBit), FaceDown: c&hiddenBit != 0})
	}
	for _, b := range st.Bans {
		out.Bans = append(out.Bans, Ban{Name: defs[b.Name].name, Turns: int(b.Left)})
	}
	return out
}

// Ban is an Arrows of Justice ban: a card name, until Turns more turns of
// the banning player have ended.
type Ban struct {
	Name  string
	Turns int
}

// Slot is one card of an army as it stands now.
type Slot struct {
	Card    Card
	Down    bool // captured: face down, no text, no military
	Tokens  int  // activation tokens on it
	Exposed bool // the last of its row with nothing above: it may leave
	// Military is what it counts in a Great Battle now; Keywords its
	// keywords now (tiles, Sha'dow, the Bounty token included); Slots its
	// activation slots now (Aat's come from its mirror).
	Military int
	Keywords Keyword
	Slots    int
}

// Army is player p's grid: rows 0 (Troops), 1 (Heroes), 2 (Immortals),
// each left to right.
func (s *State) Army(p rules.Player) [3][]Slot {
	var out [3][]Slot
	if p != 0 && p != 1 {
		return out
	}
	a := &s.seat(int8(p)).Army
	for r := range int8(3) {
		for i := range a.N[r] {
			q := pos{int8(p), r, i}
			sl := a.Rows[r][i]
			slots := 0
			if d := s.armyDef(q); d != nil {
				slots = int(d.slots)
			}
			out[r] = append(out[r], Slot{Card: Card(sl.C), Down: sl.Down, Tokens: int(sl.Tok),
				Exposed: a.exposed(int(r), int(i)), Military: s.military(q), Keywords: Keyword(s.kwAt(q)), Slots: slots})
		}
	}
	return out
}

// Where finds a card in an army: its owner, row and position.
func (s *State) Where(c Card) (p rules.Player, row, i int, ok bool) {
	q, ok := s.find(card(c))
	if !ok {
		return rules.NoPlayer, 0, 0, false
	}
	return rules.Player(q.P), int(q.R), int(q.I), true
}

// MilitaryTotal is what p's army would count in a Great Battle now.
func (s *State) MilitaryTotal(p rules.Player) int {
	if p != 0 && p != 1 {
		return 0
	}
	return s.militaryTotal(int8(p))
}

// PlayCost is the number of cards the owner of c must discard to play it
// in row (0-2) now; -1 when the row cannot take it.
func (s *State) PlayCost(c Card, row int) int {
	p := s.owner(card(c))
	if p < 0 || row < 0 || row > 2 {
		return -1
	}
	return s.playCost(p, card(c), row)
}

// ShiftCost is the number of cards to discard to shift out the army card
// c now; -1 when c is not in an army.
func (s *State) ShiftCost(c Card) int {
	q, ok := s.find(card(c))
	if !ok {
		return -1
	}
	return s.shiftPrice(q)
}

// Decision is the decision waiting now: its kind (opDef.kind), who
// makes it, the card whose text asks (Unknown when the rules ask), a count
// still to choose where the kind has one (cards to pay, discard,
// sacrifice, tokens to take back) and the card it is about: the card being
// paid for, the card a Willpower reaction would protect.
type Decision struct {
	Kind   string
	Player rules.Player
	Source Card
	Count  int
	Target Card
	// Mode is what a Willpower reaction would cancel: "capture",
	// "destroy" or "activation".
	Mode string
}

// Decision describes the decision waiting now; false when the game is over.
func (s *State) Decision() (Decision, bool) {
	if s.d.Phase == phOver || len(s.d.Stack) == 0 {
		return Decision{}, false
	}
	t := s.top()
	d := Decision{Kind: ops[t.Op].kind, Player: rules.Player(t.P), Source: Unknown, Target: Unknown}
	if t.Fr > 0 {
		d.Source = Card(s.frame(t).Src)
	}
	switch t.Op {
	case opPay, opDiscard, opSacrifice, opTakeBack, opFromDiscard:
		d.Count = int(t.N)
	case opHandLimit:
		d.Count = len(s.seat(t.P).Hand) - s.handLimit()
	}
	switch t.Op {
	case opPay:
		d.Target = Card(t.A)
	case opReactCapture:
		d.Target, d.Mode = Card(t.A), modeNames[t.B%3]
	case opReactActivation:
		d.Target, d.Mode = Card(t.A), "activation"
	}
	return d, true
}

// MoveKind is the kind of a decoded action.
type MoveKind uint8

// The kinds of decisions (see the notation in FormatAction).
const (
	MoveDraft    = MoveKind(aDraft)
	MoveYes      = MoveKind(aYes)
	MoveNo       = MoveKind(aNo)
	MovePlay     = MoveKind(aPlay)
	MoveShift    = MoveKind(aShift)
	MoveDraw1    = MoveKind(aDraw1)
	MoveDraw3    = MoveKind(aDraw3)
	MoveActivate = MoveKind(aActivate)
	MovePass     = MoveKind(aPass)
	MovePick     = MoveKind(aCard)
	MoveStop     = MoveKind(aStop)
	MoveClan     = MoveKind(aClan)
	MoveLevel    = MoveKind(aLevel)
	MoveName     = MoveKind(aName)
	MovePlayer   = MoveKind(aPlayer)
	MoveMode     = MoveKind(aMode)
	MoveSpent    = MoveKind(aSpent)
)

// Move is an action decoded for a table. Card is the card played,
// activated or picked, or the card shifted out; In the card shifted in;
// Row the row played into (0-2); Clan, Level, Player and Mode ("capture",
// "destroy", "release") the answer of those choices; Name the named card.
type Move struct {
	Kind   MoveKind
	Card   Card
	In     Card
	Row    int
	Clan   Clan
	Level  int
	Player rules.Player
	Mode   string
	Name   string
}

// Decode reads an action of this game; ok is false for a value that is
// not one.
func Decode(a rules.Action) (m Move, ok bool) {
	k, x, y := split(a)
	if act(k, x, y) != a {
		return Move{}, false
	}
	m = Move{Kind: MoveKind(k), Card: Unknown, In: Unknown, Clan: -1, Player: rules.NoPlayer}
	known := func(c int) bool { return c < nCards }
	switch k {
	case aYes, aNo, aDraw1, aDraw3, aPass, aStop, aSpent:
		return m, true
	case aDraft, aClan:
		m.Clan = Clan(x)
		return m, x < int(nClans)
	case aPlay:
		m.Card, m.Row = Card(x), y
		return m, known(x) && y < 3
	case aShift:
		m.Card, m.In = Card(x), Card(y)
		return m, known(x) && known(y)
	case aActivate, aCard:
		m.Card = Card(x)
		return m, known(x)
	case aLevel:
		m.Level = x
		return m, x >= 1 && x <= 3
	case aName:
		if x < len(defs) {
			m.Name = defs[x].name
			return m, true
		}
	case aPlayer:
		m.Player = rules.Player(x)
		return m, x < 2
	case aMode:
		if x < 3 {
			m.Mode = modeNames[x]
			return m, true
		}
	}
	return Move{}, false
}

func cards(z []card) []Card {
	out := make([]Card, len(z))
	for i, c := range z {
		out[i] = Card(c)
	}
	return out
}

func player(p int8) rules.Player {
	if p < 0 {
		return rules.NoPlayer
	}
	return rules.Player(p)
}

// EventCard is the card an event is about (a play, a discard...), if its
// data names one; a table animates it.
func EventCard(e rules.Event) (Card, bool) {
	c := unknown
	switch d := e.Data.(type) {
	case card:
		c = d
	case note:
		c = d.c
	}
	return Card(c), int(c) < nCards
}
