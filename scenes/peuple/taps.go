package peuple

import (
	"math"
	"slices"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// Pointer handles the taps of the person to decide, and the cards dragged
// out of the hand: dropped on a pawn, a lit landing, a plate or a village,
// a card acts as if tapped, then the place it was dropped on.
//
// The hand and the choices read them in the viewer's frame, the ring and
// the plates on screen.
func (t *tableScene) Pointer(ctx *ui.Context) {
	events := t.frame.Events(ctx.Input.Events())
	for _, e := range events {
		if e.Kind == ui.Tap && t.tapChoice(ctx, e.X, e.Y) {
			return
		}
	}
	t.fan.Pointer(events, func(h table.HandPick) {
		h.X, h.Y = t.frame.ToScreen(h.X, h.Y)
		switch {
		case h.Card >= 0 && h.Card < len(t.hand):
			t.handCard(ctx, t.hand[h.Card], !h.Drop)
			if h.Drop && (t.selMove != 0 || t.selPower != 0) {
				t.place(ctx, h.X, h.Y)
			}
		default:
			t.place(ctx, h.X, h.Y)
		}
	})
}

// place acts on a tap on the table off the hand and the choices.
func (t *tableScene) place(ctx *ui.Context, x, y float64) {
	if !t.tapSeat(ctx, x, y) {
		t.tapRing(ctx, x, y)
	}
}

func (t *tableScene) tapChoice(ctx *ui.Context, x, y float64) bool {
	for i := range t.choices {
		c := &t.choices[i]
		if !c.reach.Contains(x, y) {
			continue
		}
		switch {
		case c.disabled:
			t.Say(ctx, c.sub)
		case c.cancel:
			t.ClearSelection()
			t.ClearMsg()
			t.Redescribe()
			ctx.Redraw()
		default:
			t.Apply(ctx, c.act)
		}
		return true
	}
	return false
}

// handCard acts on a card of the hand: discards it at the hand limit, else
// selects it (a tap on the selected card drops the selection when toggle).
func (t *tableScene) handCard(ctx *ui.Context, h peupleHandCard, toggle bool) {
	switch t.view.Phase() {
	case peuple.PhaseDiscard:
		if h.move != 0 {
			t.Apply(ctx, peuple.DiscardMoveAction(h.move))
		} else {
			t.Apply(ctx, peuple.DiscardPowerAction(h.power))
		}
	case peuple.PhaseTurn, peuple.PhasePlay:
		if !toggle && (h.move != 0 && h.move == t.selMove || h.power != 0 && h.power == t.selPower) {
			return // dragged: it stays chosen
		}
		t.pickCard(ctx, h)
	default:
		t.Say(ctx, t.prompt)
	}
}

// pickCard selects (or drops) a card of the hand.
func (t *tableScene) pickCard(ctx *ui.Context, h peupleHandCard) {
	t.ClearMsg()
	switch {
	case h.move != 0 && t.selMove == h.move:
		t.selMove = 0
	case h.move != 0:
		t.selMove, t.selPower, t.swapMine = h.move, 0, -1
		if t.selPawn >= 0 && (t.selPawn.Owner() == t.view.Active()) != h.move.Spec().Own {
			t.selPawn = -1
		}
		if t.selPawn < 0 && h.move.Spec().Own {
			t.selPawn = t.onlyPawn()
		}
	case t.selPower == h.power:
		t.selPower, t.swapMine = 0, -1
	case h.power == peuple.Defense:
		t.Say(ctx, i18n.T("peuple.why.defense"))
		return
	case t.view.Phase() != peuple.PhaseTurn:
		t.Say(ctx, i18n.T("peuple.why.power_first"))
		return
	case !t.powerPlayable(h.power):
		t.Say(ctx, i18n.T("peuple.why.no_target", peuplePowerName(h.power)))
		return
	default:
		t.selPower, t.selMove, t.selPawn, t.swapMine = h.power, 0, -1, -1
	}
	t.Redescribe()
	ctx.Redraw()
}

// onlyPawn is the active player's pawn when both stand on one card (either
// does the same), else -1: the player must choose.
func (t *tableScene) onlyPawn() peuple.Pawn {
	me := t.view.Active()
	a, b := peuple.PawnOf(me, 0), peuple.PawnOf(me, 1)
	if t.view.PawnAt(a) == t.view.PawnAt(b) {
		return a
	}
	return -1
}

// powerPlayable reports whether power p has a legal play now.
func (t *tableScene) powerPlayable(p peuple.Power) bool { return t.powers[p].playable }

func (t *tableScene) tapSeat(ctx *ui.Context, x, y float64) bool {
	for p, r := range t.lay.seats {
		if r.Contains(x, y) {
			t.target(ctx, rules.Player(p))
			return true
		}
	}
	return false
}

// target aims the selected power card, or names the helper, at player p.
func (t *tableScene) target(ctx *ui.Context, p rules.Player) {
	switch {
	case t.view.Phase() == peuple.PhaseHelper:
		t.Apply(ctx, peuple.HelperAction(p))
	case t.selPower != 0 && t.selPower.Targeted() && t.selPower != peuple.Swap:
		a := peuple.PowerAction(t.selPower, p)
		if !slices.Contains(t.Legal(), a) {
			t.Say(ctx, i18n.T("peuple.why.target", t.Names()[p], peuplePowerName(t.selPower)))
			return
		}
		t.Apply(ctx, a)
	default:
		t.Say(ctx, t.prompt)
	}
}

func (t *tableScene) tapRing(ctx *ui.Context, x, y float64) bool {
	// A lit landing plays its option, whatever pawns stand on it.
	i := t.ring.card(x, y)
	if i != 0 && t.selMove != 0 && t.selPawn >= 0 {
		for _, l := range t.landings {
			if l.Stops[len(l.Stops)-1] == i {
				t.Apply(ctx, peuple.MoveAction(t.selMove, t.selPawn, l.Option))
				return true
			}
		}
	}
	// A village aims a power card at its owner, whatever pawns stand on
	// it (a pawn takes no power card but Swap).
	if v := peuple.VillageOwner(i); i != 0 && v >= 0 && t.selPower != 0 && t.selPower != peuple.Swap {
		t.target(ctx, rules.Player(v))
		return true
	}
	// Else a pawn: pawns stand on their card, in its lower half. A tap
	// on the pawn taken, where others stand with it, is a tap on the card:
	// it takes the next. So is a tap, with a movement card chosen or
	// Swap's own pawn to take, on a pawn neither may take beside one it
	// may: the drawings of pawns sharing a card touch, and the finger
	// meant the pawn that can go. (Without a card any pawn may be chosen
	// first, and once Swap has one's own pawn, a tap on the other takes
	// it instead: there every pawn's drawing is its own.)
	taken := t.selPawn
	if t.selPower == peuple.Swap {
		taken = t.swapMine
	}
	choosing := t.selMove != 0 || t.selPower == peuple.Swap && t.swapMine < 0
	if w, ok := t.pawnAt(x, y); ok && (w != taken || !t.sharesCard(w)) && (!choosing || t.pawnFits(w) || !t.fitsBeside(w)) {
		t.tapPawn(ctx, w)
		return true
	}
	if i == 0 {
		return false
	}
	// Else a pawn standing there: one the selection may take (the next
	// after the one taken, when it stands there too: tap again for the
	// other), or any, to hear why not.
	var first, fits, next peuple.Pawn = -1, -1, -1
	after := false
	for w, at := range t.shownAt {
		p := peuple.Pawn(w)
		switch {
		case at != i:
		case t.pawnFits(p):
			if fits < 0 {
				fits = p
			}
			if after && next < 0 {
				next = p
			}
			after = after || p == taken
		case first < 0:
			first = p
		}
	}
	switch {
	case next >= 0:
		t.tapPawn(ctx, next)
		return true
	case fits >= 0:
		t.tapPawn(ctx, fits)
		return true
	case first >= 0:
		t.tapPawn(ctx, first)
		return true
	}
	t.Say(ctx, t.prompt)
	return true
}

// pawnAt is the pawn whose tap area holds (x, y), the nearest when two
// do: a pawn alone on its card takes a fingertip about it (pawnReach);
// pawns that share a card, too close together for a fingertip each, take
// only their drawing, for a mouse or a careful finger, and otherwise a
// tap on their card takes them one after the other (tapRing).
func (t *tableScene) pawnAt(x, y float64) (peuple.Pawn, bool) {
	best, found := peuple.Pawn(0), false
	bestD := math.Inf(1)
	t.eachPawn(func(w peuple.Pawn, px, py float64, alone bool) {
		if !t.pawnArea(px, py, alone).Contains(x, y) {
			return
		}
		if d := math.Hypot(px-x, py-y); d < bestD {
			best, bestD, found = w, d, true
		}
	})
	return best, found
}

// fitsBeside reports whether a pawn the selection may take stands on
// pawn w's card with it.
func (t *tableScene) fitsBeside(w peuple.Pawn) bool {
	if int(w) < 0 || int(w) >= len(t.shownAt) {
		return false
	}
	for v, at := range t.shownAt {
		if v != int(w) && at == t.shownAt[w] && !t.flying[v] && t.pawnFits(peuple.Pawn(v)) {
			return true
		}
	}
	return false
}

// sharesCard reports whether pawn w stands on its card with another.
func (t *tableScene) sharesCard(w peuple.Pawn) bool {
	if int(w) < 0 || int(w) >= len(t.shownAt) {
		return false
	}
	for v, at := range t.shownAt {
		if v != int(w) && at == t.shownAt[w] && !t.flying[v] {
			return true
		}
	}
	return false
}

// pawnArea is the area a tap on a pawn drawn at (x, y) takes: a
// fingertip's square about a pawn alone on its card, the pawn's drawing
// about one that shares it.
func (t *tableScene) pawnArea(x, y float64, alone bool) ui.Rect {
	if alone {
		return t.pawnReach(x, y)
	}
	rad := t.ring.pawnRadius() * 1.15
	return ui.Rect{X: x - rad, Y: y - rad, W: 2 * rad, H: 2 * rad}
}

// pawnReach is the area a tap on a pawn alone on its card, drawn at
// (x, y), takes: a fingertip's square about it, at least the pawn.
func (t *tableScene) pawnReach(x, y float64) ui.Rect {
	rad := t.ring.pawnRadius() * 1.15
	return ui.Reach(ui.Rect{X: x - rad, Y: y - rad, W: 2 * rad, H: 2 * rad}, t.ring.tip, t.ring.tip)
}

// eachPawnSpot calls f with every pawn standing still and where it is drawn.
func (t *tableScene) eachPawnSpot(f func(w peuple.Pawn, x, y float64)) {
	t.eachPawn(func(w peuple.Pawn, x, y float64, _ bool) { f(w, x, y) })
}

// eachPawn calls f with every pawn standing still, where it is drawn and
// whether it stands alone on its card.
func (t *tableScene) eachPawn(f func(w peuple.Pawn, x, y float64, alone bool)) {
	for i := 1; i <= t.ring.cards; i++ {
		n := 0
		for w, at := range t.shownAt {
			if at == i && !t.flying[w] {
				n++
			}
		}
		k := 0
		for w, at := range t.shownAt {
			if at == i && !t.flying[w] {
				x, y := t.ring.pawnSpot(i, k, n)
				f(peuple.Pawn(w), x, y, n == 1)
				k++
			}
		}
	}
}

// pawnFits reports whether pawn w is one the selection may take next.
func (t *tableScene) pawnFits(w peuple.Pawn) bool {
	mine := w.Owner() == t.view.Active()
	switch {
	case t.selPower == peuple.Swap:
		return mine == (t.swapMine < 0)
	case t.selMove != 0:
		return mine == t.selMove.Spec().Own
	}
	return mine
}

// tapPawn selects the pawn to move, or Swap's pawns.
func (t *tableScene) tapPawn(ctx *ui.Context, w peuple.Pawn) {
	mine := w.Owner() == t.view.Active()
	switch {
	case t.view.Phase() != peuple.PhaseTurn && t.view.Phase() != peuple.PhasePlay:
		t.Say(ctx, t.prompt)
		return
	case t.selPower == peuple.Swap && t.swapMine < 0:
		if !mine {
			t.Say(ctx, i18n.T("peuple.prompt.swap_mine"))
			return
		}
		t.swapMine = w
	case t.selPower == peuple.Swap:
		if mine {
			t.swapMine = w
			break
		}
		t.Apply(ctx, peuple.SwapAction(t.swapMine, w))
		return
	case t.selPower != 0:
		t.Say(ctx, t.prompt)
		return
	case t.selMove != 0 && mine != t.selMove.Spec().Own:
		if t.selMove.Spec().Own {
			t.Say(ctx, i18n.T("peuple.why.own"))
		} else {
			t.Say(ctx, i18n.T("peuple.why.theirs"))
		}
		return
	case t.selPawn == w && t.selMove == 0:
		t.selPawn = -1
	default:
		t.selPawn = w
	}
	t.ClearMsg()
	t.Redescribe()
	ctx.Redraw()
}
