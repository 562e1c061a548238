package gosu

// What the others may know of a private event (rules.Maskable): a card
// drawn, discarded face down or searched for is unknown, and a hand looked
// at is left out; whom it names and how stay.

// Masked is the card unknown.
func (c card) Masked() any { return unknown }

// Masked keeps the player named and the event's variant.
func (n note) Masked() any { return note{c: unknown, d: unknown, p: n.p, how: n.how} }
