package peuple

import (
	"strconv"
	"strings"
)

// MoveCard is one movement card, 1..40; 0 is a card this state does not
// show (another player's hand or the deck, in a view).
type MoveCard uint8

// MoveSpec is what a movement card lets its player do.
type MoveSpec struct {
	// Own is the grey down-arrow (move one of your own pawns); false is the
	// black up-arrow (move any opponent's pawn).
	Own bool
	// Move is the circled move: cards clockwise (+) or anticlockwise (−).
	Move int
	// Steps are the two small circled steps of a two-step card, zero
	// otherwise; the event check runs after each.
	Steps [2]int
	// Target is the squared terrain card the pawn may be put on instead.
	Target int
}

// TwoStep reports whether the card has the two small circled steps.
func (m MoveSpec) TwoStep() bool { return m.Steps[0] != 0 }

// moveSpecs is the movement deck as tabled in the spec: the first 24 cards
// always, the next 8 with 4 or more players, the last 8 with 5. Index 0 is
// the unseen card and moves nothing.
var moveSpecs = [...]MoveSpec{
	{},
	// always
	{true, 1, [2]int{}, 2}, {true, 1, [2]int{}, 1}, {false, 1, [2]int{}, 6},
	{true, 2, [2]int{}, 4}, {true, 2, [2]int{}, 12}, {false, 2, [2]int{}, 3},
	{true, 3, [2]int{2, 1}, 6}, {true, 3, [2]int{}, 5}, {false, 3, [2]int{}, 10},
	{true, 4, [2]int{}, 11}, {true, 5, [2]int{4, 1}, 9}, {true, 6, [2]int{}, 1},
	{true, -1, [2]int{}, 4}, {true, -1, [2]int{}, 10}, {false, -1, [2]int{}, 5},
	{true, -2, [2]int{-1, -1}, 3}, {true, -2, [2]int{}, 8}, {false, -2, [2]int{}, 2},
	{true, -3, [2]int{}, 7}, {true, -3, [2]int{}, 8}, {false, -3, [2]int{}, 11},
	{true, -4, [2]int{-3, -1}, 9}, {true, -5, [2]int{}, 12}, {true, -6, [2]int{-5, -1}, 7},
	// with 4 or 5 players
	{true, 4, [2]int{}, 13}, {false, 4, [2]int{}, 14}, {true, 7, [2]int{6, 1}, 15}, {true, 8, [2]int{}, 16},
	{true, -4, [2]int{}, 14}, {false, -4, [2]int{}, 15}, {true, -7, [2]int{}, 16}, {true, -8, [2]int{-7, -1}, 13},
	// with 5 players
	{true, 5, [2]int{}, 17}, {false, 5, [2]int{}, 18}, {true, 9, [2]int{8, 1}, 18}, {true, 10, [2]int{}, 20},
	{true, -5, [2]int{}, 17}, {false, -5, [2]int{}, 19}, {true, -9, [2]int{}, 20}, {true, -10, [2]int{-9, -1}, 19},
}

// MoveCards is the size of the movement deck for n players (24, 32 or 40).
func MoveCards(n int) int {
	switch {
	case n >= 5:
		return 40
	case n == 4:
		return 32
	}
	return 24
}

// Spec is what the card does; the unseen card 0 (or any out-of-range
// value) gives the zero MoveSpec.
func (c MoveCard) Spec() MoveSpec {
	if int(c) >= len(moveSpecs) {
		return MoveSpec{}
	}
	return moveSpecs[c]
}

// String is the card in the spec's notation, in ASCII: G+3(+2,+1)>6.
func (c MoveCard) String() string {
	if c == 0 || int(c) >= len(moveSpecs) {
		return "?"
	}
	return moveNames[c]
}

var moveNames = func() (names [len(moveSpecs)]string) {
	for c := 1; c < len(moveSpecs); c++ {
		names[c] = moveName(moveSpecs[c])
	}
	return names
}()

func moveName(m MoveSpec) string {
	var b strings.Builder
	if m.Own {
		b.WriteByte('G')
	} else {
		b.WriteByte('B')
	}
	b.WriteString(signed(m.Move))
	if m.TwoStep() {
		b.WriteString("(" + signed(m.Steps[0]) + "," + signed(m.Steps[1]) + ")")
	}
	b.WriteString(">" + strconv.Itoa(m.Target))
	return b.String()
}

func signed(n int) string {
	if n >= 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// parseMoveCard reads a card in the notation of String (also with the
// typographic minus and arrow of the spec).
func parseMoveCard(text string) (MoveCard, bool) {
	text = strings.NewReplacer("−", "-", "→", ">", " ", "").Replace(text)
	text = strings.ToUpper(text)
	for c := MoveCard(1); int(c) < len(moveSpecs); c++ {
		if c.String() == text {
			return c, true
		}
	}
	return 0, false
}

// Power is one of the 12 power cards, 1..12; 0 is a card this state does not
// show.
type Power uint8

// The power cards, one of each.
const (
	Bandit Power = iota + 1
	Barter
	Defense
	Fortune
	Strength
	Heal
	Thief
	BlackMagic
	Curse
	Mace
	Swap
	Speed
	numPowers = 12
)

var powerNames = [...]string{"?", "Bandit", "Barter", "Defense", "Fortune", "Strength", "Heal", "Thief",
	"Black Magic", "Curse", "Mace", "Swap", "Speed"}

var powerTexts = [...]string{"",
	"Take a random card from a chosen opponent's hand.",
	"Swap your whole hand with a chosen opponent's.",
	"Out of turn only: cancel a power card aimed at you, or the point an attack would cost you.",
	"Draw 1 movement card and 1 power card.",
	"Gain 2 points.",
	"Gain 1 point.",
	"Take 1 point from a chosen opponent who has at least 1.",
	"A chosen opponent discards a random card from their hand.",
	"A chosen opponent loses 1 point.",
	"A chosen opponent skips their next turn.",
	"Exchange the places of one of your pawns and one opponent's pawn.",
	"Take another whole turn right after this one.",
}

// String is the card's English name.
func (p Power) String() string {
	if int(p) >= len(powerNames) {
		return "?"
	}
	return powerNames[p]
}

// Text is the card's one-line effect.
func (p Power) Text() string {
	if int(p) >= len(powerTexts) {
		return ""
	}
	return powerTexts[p]
}

// Targeted reports whether playing the card names an opponent, who may
// answer with Defense.
func (p Power) Targeted() bool {
	switch p {
	case Bandit, Barter, Thief, BlackMagic, Curse, Mace, Swap:
		return true
	}
	return false
}

// notation is the name without spaces, as actions write it.
//
//go:noinline
func (p Power) notation() string { return strings.ReplaceAll(p.String(), " ", "") }

func parsePower(text string) (Power, bool) {
	text = strings.ReplaceAll(text, " ", "")
	for p := Power(1); p <= numPowers; p++ {
		if strings.EqualFold(p.notation(), text) {
			return p, true
		}
	}
	return 0, false
}

// Terrain is the kind of a terrain card of the wheel.
type Terrain uint8

const (
	Empty Terrain = iota
	Village
	Pickaxe
)

// TerrainOf is the kind of card i (1-based): a village when i mod 4 = 2, a
// pickaxe when i mod 4 = 0, empty otherwise.
func TerrainOf(i int) Terrain {
	switch i % 4 {
	case 2:
		return Village
	case 0:
		return Pickaxe
	}
	return Empty
}

// VillageOwner is the seat whose village is card i, NoPlayer-like -1 when i
// is not a village.
func VillageOwner(i int) int {
	if TerrainOf(i) != Village {
		return -1
	}
	return (i - 2) / 4
}

// VillageOf is the card of seat p's village.
func VillageOf(p int) int { return 4*p + 2 }

// flankVillage is the village an empty card i flanks, and the other empty
// card flanking it.
func flankVillage(i int) (village, other int) {
	if i%4 == 1 {
		return i + 1, i + 2
	}
	return i - 1, i - 2
}
