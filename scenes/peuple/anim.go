package peuple

import (
	"strconv"

	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// Durations at normal animation speed, in seconds.
const (
	peupleHopTime   = 0.16 // a pawn hopping to the next card
	peupleStepPause = 0.35 // between the two steps of a two-step card
	peupleFlyTime   = 0.45 // a card or a pawn flying across the table
	peupleFlashTime = 1.1  // an event lit up, its scores floating
	peupleEndPause  = 2.0
)

// peupleAnimPlies is the most actions animated when the table catches up.
const peupleAnimPlies = 8

// peupleFlash is an event lit up: its village and its two pawns.
type peupleFlash struct {
	on            bool
	village       int
	mover, helper peuple.Pawn
}

// peupleFloat is a score change rising over a plate (props.Y its rise).
type peupleFloat struct {
	text  string
	good  bool
	x, y  float64
	props tween.Props
}

// Settle shows the view as it is: pawns on their cards, scores as they are.
func (t *tableScene) Settle() {
	for w := range t.shownAt {
		t.shownAt[w] = t.view.PawnAt(peuple.Pawn(w))
		t.flying[w] = false
	}
	for p := range t.score {
		t.score[p] = t.view.Score(rules.Player(p))
	}
	t.flights.Land()
	t.flash.on, t.banner = false, ""
}

// Animate appends to steps the animation of one action's events, in order.
func (t *tableScene) Animate(steps []tween.Step, events []rules.Event) []tween.Step {
	for _, e := range events {
		switch d := e.Data.(type) {
		case peuple.CardData:
			if e.Kind == peuple.EventPlay && d.Move != 0 {
				t.curCard = d.Move
				steps = append(steps, t.flyCard(peupleCard{move: d.Move}, t.seatRect(d.Player), t.lay.decks[discardMove]))
			}
		case peuple.PowerData:
			switch e.Kind {
			case peuple.EventPower, peuple.EventDefense:
				steps = append(steps, t.flyCard(peupleCard{power: d.Power}, t.seatRect(d.Player), t.lay.decks[discardPower]))
			case peuple.EventSwap:
				steps = append(steps, tween.Parallel(
					t.flyPawnStep(d.MyPawn, t.shownAt[d.MyPawn], t.shownAt[d.TheirPawn]),
					t.flyPawnStep(d.TheirPawn, t.shownAt[d.TheirPawn], t.shownAt[d.MyPawn])))
			}
		case peuple.HopData:
			steps = append(steps, t.hopStep(d)...)
		case peuple.EventData:
			f := peupleFlash{on: true, village: d.Village, mover: d.Mover, helper: d.Helper}
			steps = append(steps, tween.Call(func() { t.flash = f }), tween.Delay(peupleFlashTime*0.3))
		case peuple.ScoreData:
			shown := e.VisibleTo(t.Viewer())
			steps = append(steps, tween.Call(func() { t.floatScore(d, shown) }), tween.Delay(peupleFlashTime*0.25))
		case peuple.RedeployData:
			steps = append(steps, tween.Delay(peupleFlashTime*0.2), tween.Call(func() { t.flash.on = false }),
				tween.Delay(peupleFlyTime*0.3),
				t.flights.Fly(peupleCard{move: d.Card}, true, t.lay.decks[deckMove], t.ring.rect(d.To), 0, peupleFlyTime, nil),
				t.flyPawnStep(d.Pawn, d.From, d.To))
		}
		if b := peupleBanner(e, t.Names()); b != "" {
			steps = append(steps, tween.Call(func() { t.banner = b }), tween.Delay(0.5))
		}
	}
	return append(steps, tween.Call(func() { t.flash.on, t.banner = false, "" }))
}

// hopStep hops a pawn card by card for the circled move or a step, or flies
// it straight to the squared target.
func (t *tableScene) hopStep(d peuple.HopData) []tween.Step {
	spec := t.curCard.Spec()
	n := spec.Move
	if d.Option == peuple.Steps && d.Step >= 1 && d.Step <= 2 {
		n = spec.Steps[d.Step-1]
	}
	var out []tween.Step
	if d.Step == 2 {
		out = append(out, tween.Delay(peupleStepPause))
	}
	if d.Option == peuple.Target || n == 0 || wrapCard(d.From+n, t.ring.cards) != d.To {
		return append(out, t.flyPawnStep(d.Pawn, d.From, d.To))
	}
	w := d.Pawn
	dir := 1
	if n < 0 {
		dir, n = -1, -n
	}
	pts := make([]tween.Props, 0, n+1)
	for k := 0; k <= n; k++ {
		x, y := t.ring.pawnAt(wrapCard(d.From+dir*k, t.ring.cards))
		pts = append(pts, tween.Props{X: x, Y: y, Scale: 1, Alpha: 1})
	}
	return append(out,
		tween.Call(func() { t.flying[w], t.flyPos[w] = true, pts[0] }),
		tween.Path(&t.flyPos[w], pts, peupleHopTime, tween.InOutSine),
		tween.Call(func() { t.flying[w], t.shownAt[w] = false, d.To }))
}

// flyPawnStep lifts pawn w from card from and sets it down on card to.
func (t *tableScene) flyPawnStep(w peuple.Pawn, from, to int) tween.Step {
	fx, fy := t.ring.pawnAt(from)
	x, y := t.ring.pawnAt(to)
	a, b := tween.Props{X: fx, Y: fy, Scale: 1, Alpha: 1}, tween.Props{X: x, Y: y, Scale: 1, Alpha: 1}
	return tween.Sequence(
		tween.Call(func() { t.flying[w], t.flyPos[w] = true, a }),
		tween.Arc(&t.flyPos[w], a, b, t.ring.side*1.2, peupleFlyTime, tween.InOutSine),
		tween.Call(func() { t.flying[w], t.shownAt[w] = false, to }))
}

// flyCard flies card face up from the middle of rect from (a plate) onto
// rect to (a discard pile).
func (t *tableScene) flyCard(card peupleCard, from, to ui.Rect) tween.Step {
	x, y := from.Center()
	a := ui.Rect{X: x - to.W*0.3, Y: y - to.H*0.3, W: to.W * 0.6, H: to.H * 0.6}
	return t.flights.Fly(card, true, a, to, 0, peupleFlyTime*0.8, nil)
}

// floatScore shows a score change rising over the player's plate; a change
// the viewer may not see (hidden scores) floats a "?" and leaves the plate.
func (t *tableScene) floatScore(d peuple.ScoreData, shown bool) {
	if int(d.Player) >= len(t.score) {
		return
	}
	txt := "?"
	if shown {
		t.score[d.Player] = d.Score
		txt = strconv.Itoa(d.Delta)
		if d.Delta > 0 {
			txt = "+" + txt
		}
	}
	x, y := t.seatRect(d.Player).Center()
	// A slot of its own: the tween holds a pointer into the array.
	f := &t.floats[t.nextFloat%len(t.floats)]
	t.nextFloat++
	*f = peupleFloat{text: txt, good: shown && d.Delta > 0, x: x, y: y, props: tween.Props{Scale: 1, Alpha: 1}}
	rise := t.ring.side * 1.2
	held := tween.Props{Y: -rise * 0.3, Scale: 1.2, Alpha: 1}
	t.Anim().Play(tween.Sequence(
		tween.Tween(&f.props, f.props, held, peupleFlashTime*0.5, tween.OutCubic),
		tween.Tween(&f.props, held, tween.Props{Y: -rise, Scale: 1, Alpha: 0}, peupleFlashTime*0.8, tween.InOutSine)))
}

// seatRect is p's plate, or the middle of the ring for nobody.
func (t *tableScene) seatRect(p rules.Player) ui.Rect {
	if int(p) < 0 || int(p) >= len(t.lay.seats) {
		return t.ring.inner()
	}
	return t.lay.seats[p]
}

// wrapCard brings a card number back onto the ring 1..n.
func wrapCard(i, n int) int {
	i = (i - 1) % n
	if i < 0 {
		i += n
	}
	return i + 1
}
