package rulestest

import (
	"fmt"

	"kamon/rules"
)

// actionsPerWorld is how many of a position's actions RevealsMarked plays
// in each world it deals.
const actionsPerWorld = 3

// RevealsMarked checks that every action that makes something hidden known
// says so with an event marked Reveal (undo stops there, and the online
// twin-world test relies on it). For every player p and the public view, a
// world is dealt from p's view of s; a few actions told the same way in
// both are played in s and in that world, and where neither world's events
// hold a Reveal, p's views after them must be the same: nothing p learnt
// came from what p could not see.
//
// What the mover knows and shows by acting (which card they play, from
// where) is theirs to show: a world that differs in it is compared only
// for the mover.
func RevealsMarked(s rules.State, rng *rules.RNG) error {
	if s.Outcome().Over {
		return nil
	}
	legal := s.Legal(nil)
	mover := s.ToMove()
	moverSees, err := viewBytes(s, mover)
	if err != nil {
		return err
	}
	for p := rules.NoPlayer; int(p) < s.Config().Players; p++ {
		d, ok := s.View(p).(rules.Determinizer)
		if !ok {
			return fmt.Errorf("the view of %d of a game with hidden information is not a rules.Determinizer", p)
		}
		w := d.Determinize(rng)
		if p != mover && looksLike(moverSees, w, mover) != nil {
			continue
		}
		for range min(actionsPerWorld, len(legal)) {
			if err := revealMarked(s, w, legal[rng.IntN(len(legal))], p); err != nil {
				return err
			}
		}
	}
	return nil
}

// revealMarked plays a in s and, told the same way, in world w; unless an
// event of either says Reveal, p's views after must be the same.
func revealMarked(s, w rules.State, a rules.Action, p rules.Player) error {
	text := s.FormatAction(a)
	b, err := w.ParseAction(text)
	if err != nil || !rules.IsLegal(w, b) || w.FormatAction(b) != text {
		return nil // the worlds part here, by what the mover holds
	}
	x, y := s.Clone(), w.Clone()
	ex, err := x.Apply(a)
	if err != nil {
		return fmt.Errorf("%s: %w", text, err)
	}
	ey, err := y.Apply(b)
	if err != nil {
		return fmt.Errorf("%s in a world dealt from the view of %d: %w", text, p, err)
	}
	if rules.Reveals(ex) || rules.Reveals(ey) {
		return nil
	}
	if err := SameView(x, y, p); err != nil {
		return fmt.Errorf("%s reveals to player %d what no event marks Reveal: %w", text, p, err)
	}
	return nil
}
