package shinobi

import (
	"math"
	"slices"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// Durations at normal animation speed, in seconds.
const (
	shinobiFlyTime    = 0.45 // a card flying across the table
	shinobiPulseTime  = 0.28 // one beat of an attacking army
	shinobiStrikeTime = 0.5  // the Ninja's star to its target
	shinobiRevealTime = 0.8  // between two clan cards turned over
	shinobiEndPause   = 8.0  // the end stays up this long before the results
)

// shinobiAnimPlies is the most actions animated when the table catches up.
const shinobiAnimPlies = 8

// shinobiShown is the table as drawn: the view once the animation is over.
type shinobiShown struct {
	army    [shinobi.MaxPlayers][shinobi.Clans][]shinobi.Card
	discard []shinobi.Card
	deck    int
	hand    [shinobi.MaxPlayers]int
}

func (s *shinobiShown) snap(v *shinobi.State) {
	for p := range rules.Player(v.Players()) {
		for c := range shinobi.Clan(shinobi.Clans) {
			s.army[p][c] = append(s.army[p][c][:0], v.Army(p, c)...)
		}
		s.hand[p] = len(v.Hand(p))
	}
	s.discard = append(s.discard[:0], v.Discard()...)
	s.deck = v.DeckSize()
}

func (s *shinobiShown) pop(a shinobiArmy) shinobi.Card {
	st := s.army[a.p][a.c]
	if len(st) == 0 {
		return shinobi.Unknown
	}
	s.army[a.p][a.c] = st[:len(st)-1]
	return st[len(st)-1]
}

func (s *shinobiShown) push(p rules.Player, card shinobi.Card) {
	if c := card.Clan(); c != shinobi.NoClan {
		s.army[p][c] = append(s.army[p][c], card)
	}
}

// Settle shows the view as it is.
func (t *tableScene) Settle() {
	t.shown.snap(t.view)
	t.flights.Land()
	t.pulse, t.star.Alpha, t.banner = noArmy, 0, ""
	for p := range t.revealed {
		t.revealed[p] = t.Outcome().Over
	}
}

// Animate appends to steps the animation of one action's events, in order.
// Positions are worked out on a copy of the army sizes as they will be
// when each step runs.
func (t *tableScene) Animate(steps []tween.Step, events []rules.Event) []tween.Step {
	var size [shinobi.MaxPlayers][shinobi.Clans]int
	for p := range t.shown.army[:len(t.geom)] {
		for c := range size[p] {
			size[p][c] = len(t.shown.army[p][c])
		}
	}
	top := func(a shinobiArmy) ui.Rect { // where the top card of a lies now
		return t.geom[a.p].card(int(a.c), max(size[a.p][a.c]-1, 0), max(size[a.p][a.c], 1))
	}
	next := func(p rules.Player, c shinobi.Clan) ui.Rect { // where a card joining it goes
		return t.geom[p].card(int(c), size[p][c], size[p][c]+1)
	}
	discard := t.pileRect(1)
	lift := t.geom[0].cardH
	for _, e := range events {
		switch d := e.Data.(type) {
		case *shinobi.Move:
			if !t.seat(d.Player) {
				continue
			}
			p := d.Player
			switch d.Kind {
			case shinobi.Deploy, shinobi.Reinforce:
				if !t.seat(d.To) || d.Clan == shinobi.NoClan {
					continue
				}
				from, to := t.handOrigin(p, d.Card), next(d.To, d.Clan)
				size[d.To][d.Clan]++
				card, at := d.Card, d.To
				steps = append(steps, tween.Call(func() { t.shown.hand[p]-- }),
					t.flights.Fly(card, true, from, to, lift, shinobiFlyTime, func() { t.shown.push(at, card) }))
			case shinobi.Ninja:
				if !t.seat(d.To) || d.Target == shinobi.NoClan {
					continue
				}
				target := shinobiArmy{d.To, d.Target}
				hit := top(target)
				size[d.To][d.Target]--
				ninja, lost := d.Card, d.Lost
				toDiscard := func(c shinobi.Card) func() {
					return func() { t.shown.discard = append(t.shown.discard, c) }
				}
				steps = append(steps, tween.Call(func() { t.shown.hand[p]-- }),
					t.strikeStep(t.geom[p].head, hit),
					tween.Call(func() { t.shown.pop(target) }),
					tween.Parallel(
						t.flights.Fly(ninja, true, hit, discard, lift, shinobiFlyTime, toDiscard(ninja)),
						t.flights.Fly(lost, true, hit, discard, lift*0.6, shinobiFlyTime, toDiscard(lost))))
			case shinobi.MoveCard:
				if !t.seat(d.From) || !t.seat(d.To) || d.Clan == shinobi.NoClan {
					continue
				}
				src := shinobiArmy{d.From, d.Clan}
				from := top(src)
				size[d.From][d.Clan]--
				to := next(d.To, d.Clan)
				size[d.To][d.Clan]++
				card, at := d.Card, d.To
				steps = append(steps, tween.Call(func() { t.shown.pop(src) }),
					t.flights.Fly(card, true, from, to, lift, shinobiFlyTime, func() { t.shown.push(at, card) }))
			case shinobi.Attack:
				if !t.seat(d.To) || d.Clan == shinobi.NoClan || d.Target == shinobi.NoClan {
					continue
				}
				target := shinobiArmy{d.To, d.Target}
				from := top(target)
				size[d.To][d.Target]--
				attacker := shinobiArmy{p, d.Clan}
				lost := d.Lost
				steps = append(steps, t.pulseStep(attacker), tween.Call(func() { t.shown.pop(target) }),
					t.flights.Fly(lost, true, from, discard, lift, shinobiFlyTime, func() {
						t.shown.discard = append(t.shown.discard, lost)
						t.pulse = noArmy
					}))
			case shinobi.Skip:
				b := shinobiLine(e, t.Names(), rules.NoPlayer)
				steps = append(steps, tween.Call(func() { t.banner = b }), tween.Delay(0.9), tween.Call(func() { t.banner = "" }))
			}
		case *shinobi.Drawn:
			if !t.seat(d.Player) {
				continue
			}
			p := d.Player
			card, up := shinobi.Unknown, false
			if e.VisibleTo(t.Viewer()) && p == t.Viewer() && t.Secrets() && !t.lay.table {
				card, up = d.Card, true
			}
			to := t.geom[p].head
			to = ui.Rect{X: to.X + to.W - t.geom[p].cardW, Y: to.Y, W: t.geom[p].cardW, H: t.geom[p].cardH}
			steps = append(steps, tween.Call(func() { t.shown.deck-- }),
				t.flights.Fly(card, up, t.pileRect(0), to, 0, shinobiFlyTime*0.7, func() { t.shown.hand[p]++ }))
		case *shinobi.Revealed:
			if !t.seat(d.Player) {
				continue
			}
			p := d.Player
			steps = append(steps, tween.Call(func() { t.revealed[p] = true }), tween.Delay(shinobiRevealTime))
		default:
			if e.Kind == shinobi.EventFinal {
				b := i18n.T("shinobi.log.final")
				steps = append(steps, tween.Call(func() { t.banner = b }), tween.Delay(1.2), tween.Call(func() { t.banner = "" }))
			}
		}
	}
	return steps
}

func (t *tableScene) seat(p rules.Player) bool { return p >= 0 && int(p) < len(t.geom) }

// handOrigin is where a card played from p's hand takes off: the card
// itself when the hand is on screen, else the corner of p's province.
func (t *tableScene) handOrigin(p rules.Player, card shinobi.Card) ui.Rect {
	if p == t.Viewer() && t.Secrets() {
		if i := slices.Index(t.hand, card); i >= 0 && i < len(t.fan.Rects) {
			return t.frame.RectToScreen(t.fan.Rects[i])
		}
	}
	g := &t.geom[p]
	return ui.Rect{X: g.head.X + g.head.W - g.cardW, Y: g.head.Y, W: g.cardW, H: g.cardH}
}

// pulseStep beats the attacking army twice.
func (t *tableScene) pulseStep(a shinobiArmy) tween.Step {
	rest, big := tween.Props{Scale: 1, Alpha: 1}, tween.Props{Scale: 1.25, Alpha: 1}
	beat := func() tween.Step {
		return tween.Sequence(tween.Tween(&t.pulseP, rest, big, shinobiPulseTime/2, tween.OutCubic),
			tween.Tween(&t.pulseP, big, rest, shinobiPulseTime/2, tween.InOutSine))
	}
	return tween.Sequence(tween.Call(func() { t.pulse = a }), beat(), beat())
}

// strikeStep throws the Ninja's star, spinning, from the thrower's name
// to the army it hits, which flashes.
func (t *tableScene) strikeStep(from, at ui.Rect) tween.Step {
	fx, fy := from.Center()
	x, y := at.Center()
	size := math.Max(at.W*0.9, 16)
	a := tween.Props{X: fx, Y: fy, Scale: size, Alpha: 1}
	b := tween.Props{X: x, Y: y, Rot: 4 * math.Pi, Scale: size, Alpha: 1}
	return tween.Sequence(
		tween.Tween(&t.star, a, b, shinobiStrikeTime, tween.InOutSine),
		tween.Tween(&t.star, b, tween.Props{X: x, Y: y, Rot: 5 * math.Pi, Scale: size * 1.6, Alpha: 0}, shinobiStrikeTime*0.5, tween.OutCubic))
}
