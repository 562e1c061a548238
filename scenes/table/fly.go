package table

import (
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// CardFlight is one card in the air: which card, face up or not, and where
// it is (X, Y its centre, Scale its width in px, Alpha its opacity).
type CardFlight[C any] struct {
	On     bool
	Card   C
	FaceUp bool
	Pos    tween.Props
}

// Rect is where the flight is drawn, for a card of width/height ratio aspect.
func (f *CardFlight[C]) Rect(aspect float64) ui.Rect {
	w := f.Pos.Scale
	h := w / aspect
	return ui.Rect{X: f.Pos.X - w/2, Y: f.Pos.Y - h/2, W: w, H: h}
}

// CardFlights are the cards in the air, in slots of their own: a tween holds
// a pointer to its slot, so slots never move. Animations built from a
// match's events ask for a flight per card that travels; a slot is reused
// round robin once more than len(slots) cards have flown.
type CardFlights[C any] struct {
	slots [12]CardFlight[C]
	Flown int
}

// Fly is the step that flies card from rect a to rect b in d seconds (a
// gentle arc when lift > 0), calling land when it arrives: that is when the
// table shows the card at its new place.
func (fs *CardFlights[C]) Fly(card C, faceUp bool, a, b ui.Rect, lift, d float64, land func()) tween.Step {
	f := &fs.slots[fs.Flown%len(fs.slots)]
	fs.Flown++
	ax, ay := a.Center()
	bx, by := b.Center()
	from := tween.Props{X: ax, Y: ay, Scale: a.W, Alpha: 1}
	to := tween.Props{X: bx, Y: by, Scale: b.W, Alpha: 1}
	move := tween.Tween(&f.Pos, from, to, d, tween.InOutSine)
	if lift > 0 {
		move = tween.Arc(&f.Pos, from, to, lift, d, tween.InOutSine)
	}
	return tween.Sequence(
		tween.Call(func() { *f = CardFlight[C]{On: true, Card: card, FaceUp: faceUp, Pos: from} }),
		move,
		tween.Call(func() {
			f.On = false
			if land != nil {
				land()
			}
		}))
}

// Each calls draw with every card in the air, in the order they took off.
func (fs *CardFlights[C]) Each(draw func(f *CardFlight[C])) {
	n := len(fs.slots)
	for k := range n {
		f := &fs.slots[(fs.Flown+k)%n]
		if f.On {
			draw(f)
		}
	}
}

// Land puts every card in the air down at once (an animation skipped).
func (fs *CardFlights[C]) Land() {
	for i := range fs.slots {
		fs.slots[i].On = false
	}
}
