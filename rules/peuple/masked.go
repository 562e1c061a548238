package peuple

import "kamon/rules"

// What the others may know of a private event (rules.Maskable): the card
// drawn or taken shows its back, and a hidden score only whose it is.

// CardBack is the Data of an EventDraw or EventTake as the others see it: the
// card's back, which tells its deck (the kinds in a hand are public) and
// not the card.
type CardBack struct {
	Player rules.Player // whose hand it goes to
	From   rules.Player // the other player for EventTake, else NoPlayer
	Power  bool         // a power card, else a movement card
}

// Masked is the card's back.
func (d CardData) Masked() any {
	return CardBack{Player: d.Player, From: d.From, Power: d.Power != 0}
}

// Masked is the back itself: nothing more is hidden.
func (b CardBack) Masked() any { return b }

// Masked keeps whose score changed: the change reads 0 and the score
// HiddenScore, as in a view.
func (d ScoreData) Masked() any {
	return ScoreData{Player: d.Player, Score: HiddenScore}
}
