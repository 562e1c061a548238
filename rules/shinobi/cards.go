package shinobi

import (
	"strconv"
	"strings"
)

// Clan is one of the five clans, NoClan where there is none (a Ninja) or it
// is hidden (another player's clan card in a view).
type Clan int8

// The five clans, in the order of their letters H, M, O, T, U.
const (
	Hojo Clan = iota
	Mori
	Oda
	Takeda
	Uesugi
	NoClan Clan = -1
)

// Sizes of the game.
const (
	Clans      = 5                        // clans, and clan cards
	PerClan    = 11                       // troop cards of each clan
	Ninjas     = 3                        // Ninja cards, of no clan
	ClanCards  = Clans * PerClan          // 55 troop cards that belong to a clan
	Cards      = ClanCards + Ninjas       // 58 troop cards in all
	HandSize   = 4                        // a hand is drawn back up to this
	MaxPlayers = 5                        // players are 3 to 5
	MinPlayers = 3                        // no two-player game exists
	MaxLegal   = HandSize + 4*Clans*4 + 1 // most legal actions of any state: a buffer this long never grows
)

var clanNames = [Clans]string{"Hōjō", "Mōri", "Oda", "Takeda", "Uesugi"}

const clanLetters = "HMOTU"

// String is the clan's name ("Hōjō"), "?" for NoClan.
func (c Clan) String() string {
	if c < 0 || c >= Clans {
		return "?"
	}
	return clanNames[c]
}

// Letter is the clan's letter in the notation (H, M, O, T, U), '?' for NoClan.
func (c Clan) Letter() byte {
	if c < 0 || c >= Clans {
		return '?'
	}
	return clanLetters[c]
}

// Card is one of the 58 troop cards: 0-54 are the clan cards (clan c's
// cards are c*11 ... c*11+10), 55-57 the Ninjas. Unknown is a card a view
// hides (another player's hand, the deck).
type Card uint8

// Unknown is a card the viewer may not see.
const Unknown Card = 255

// ClanCard is card index i (1-11) of clan c.
func ClanCard(c Clan, i int) Card { return Card(int(c)*PerClan + i - 1) }

// NinjaCard is Ninja i (1-3).
func NinjaCard(i int) Card { return Card(ClanCards + i - 1) }

// Clan is the card's clan, NoClan for a Ninja or an unknown card.
func (c Card) Clan() Clan {
	if c >= ClanCards {
		return NoClan
	}
	return Clan(c / PerClan)
}

// IsNinja reports whether c is one of the three Ninjas.
func (c Card) IsNinja() bool { return c >= ClanCards && c < Cards }

// Index is the card's number within its clan (1-11) or among the Ninjas (1-3).
func (c Card) Index() int {
	if c >= ClanCards {
		return int(c) - ClanCards + 1
	}
	return int(c)%PerClan + 1
}

// String is the card in the notation: H3, U11, N2; "?" when unknown.
func (c Card) String() string {
	if c >= Cards {
		return "?"
	}
	return cardNames[c]
}

var cardNames [Cards]string

func init() {
	for c := Card(0); c < Cards; c++ {
		letter := "N"
		if !c.IsNinja() {
			letter = string(clanLetters[c.Clan()])
		}
		cardNames[c] = letter + strconv.Itoa(c.Index())
	}
}

// parseCard reads H3, u11, N2.
func parseCard(s string) (Card, bool) {
	for c := Card(0); c < Cards; c++ {
		if strings.EqualFold(cardNames[c], s) {
			return c, true
		}
	}
	return Unknown, false
}

// parseClan reads a clan letter.
func parseClan(s string) (Clan, bool) {
	if len(s) != 1 {
		return NoClan, false
	}
	for c := Clan(0); c < Clans; c++ {
		if strings.EqualFold(s, string(clanLetters[c])) {
			return c, true
		}
	}
	return NoClan, false
}
