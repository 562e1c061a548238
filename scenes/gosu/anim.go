package gosu

import (
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/feedback"
	"kamon/scenes/ui"
	"kamon/sound"
	"kamon/sprites/tween"
)

// The Gosu table animates the events of new actions: a card played flies
// from its player's hand (or counters) to its place in the army, a card
// discarded flies to its player's counters, where the discard is counted.
// The card waits out of its new place until it lands. In the Song for the
// Dead each sacrifice flies from its army to its owner's counters in turn.
// The Great Battle counts both armies' totals up, then shows who takes
// Supremacy.

const gosuFlyTime = 0.35

// gosuAnimPlies is how many new actions at most are animated; more (a
// resume, an undo) are shown at once.
const gosuAnimPlies = 8

// Settle puts every card at its place: nothing in the air.
func (t *tableScene) Settle() {
	t.flights.Land()
	clear(t.inAir)
	t.battle.on = false
}

// Animate appends the flights of events to steps.
func (t *tableScene) Animate(steps []tween.Step, events []rules.Event) []tween.Step {
	for _, e := range events {
		if e.Kind == gosu.EventBattle {
			steps = append(steps, t.battleSteps(gosu.Info(e, t.Viewer()).Totals, e.Player)...)
			continue
		}
		c, ok := gosu.EventCard(e)
		if !ok || (e.Kind != gosu.EventPlay && e.Kind != gosu.EventDiscard && e.Kind != gosu.EventSacrifice) || e.Player < 0 || e.Player > 1 {
			continue
		}
		a := 0
		if e.Player == t.near() {
			a = 1
		}
		from, to := t.counters(a), t.counters(a)
		if a == t.own() && t.Secrets() && t.lay.hand.H > 0 {
			from = t.lay.hand
		}
		if e.Kind == gosu.EventSacrifice {
			from = t.lay.armies[a]
		}
		if e.Kind == gosu.EventPlay {
			r, i, ok := t.placeOf(e.Player, c)
			if !ok {
				continue
			}
			to = t.lay.slot(a, r, i)
			if t.lay.one { // the card lands in sight
				steps = append(steps, tween.Call(func() { t.show(a) }))
			}
		}
		from, to = t.onScreen(a, from), t.onScreen(a, to) // flights cross the screen, upright
		card, faceUp := c, e.VisibleTo(t.Viewer())
		if !faceUp {
			card = gosu.Unknown
		}
		fx, fy := from.Center()
		w := t.lay.cardW
		start := ui.Rect{X: fx - w/2, Y: fy - w/gosuAspect/2, W: w, H: w / gosuAspect}
		if e.Kind != gosu.EventPlay {
			tx, ty := to.Center()
			to = ui.Rect{X: tx - w/4, Y: ty - w/gosuAspect/4, W: w / 2, H: w / gosuAspect / 2}
		}
		steps = append(steps, tween.Call(func() { t.inAir[c] = true }),
			t.flights.Fly(card, faceUp, start, to, 0, gosuFlyTime, func() { delete(t.inAir, c) }))
	}
	return steps
}

// placeOf is where card c stands in p's army now.
func (t *tableScene) placeOf(p rules.Player, c gosu.Card) (row, i int, ok bool) {
	for r, cards := range t.army[p] {
		for i, s := range cards {
			if s.Card == c {
				return r, i, true
			}
		}
	}
	return 0, 0, false
}

// gosuBattle is the Great Battle on show: the totals counting up (far,
// near), then the winner (NoPlayer for a tie: both take Supremacy) and
// the Supremacy token on its way from the battle to the winner's counters,
// which show the token only once it has landed.
type gosuBattle struct {
	on     bool
	shown  [2]float64
	done   bool
	winner rules.Player
	token  float64 // the token's way, 0 at the battle to 1 at the counters
	landed bool
}

// Times of the battle's steps, seconds.
const (
	gosuCountTime  = 0.9
	gosuCountBeats = 3 // drum beats while the totals count up
	gosuTokenTime  = 0.5
	gosuBattleEnd  = 0.9 // the result stays this long after the token lands
)

// OwnSound tells the table core that the battle's count and banner sound
// here, as they show (battleSteps), not with the events' other sounds.
func (t *tableScene) OwnSound(kind string) bool {
	return kind == gosu.EventRoundEnd || kind == gosu.EventBattle
}

// battleSteps counts the totals up (tot by player), names the winner and
// moves the Supremacy token.
func (t *tableScene) battleSteps(tot [2]int, w rules.Player) []tween.Step {
	far, near := float64(tot[1-t.near()]), float64(tot[t.near()])
	return []tween.Step{
		tween.Call(func() { t.battle = gosuBattle{on: true, winner: w} }),
		tween.Parallel(tween.Float(&t.battle.shown[0], 0, far, gosuCountTime, tween.OutCubic),
			tween.Float(&t.battle.shown[1], 0, near, gosuCountTime, tween.OutCubic),
			feedback.Beats(sound.Count, gosuCountBeats, gosuCountTime)),
		tween.Call(func() { t.battle.done = true }), feedback.Step(sound.Banner),
		tween.Delay(0.3),
		tween.Float(&t.battle.token, 0, 1, gosuTokenTime, tween.InOutCubic),
		tween.Call(func() { t.battle.landed = true }),
		tween.Delay(gosuBattleEnd),
		tween.Call(func() { t.battle.on = false }),
	}
}

// supremacyGained is how many Supremacy tokens army a's player takes in
// the battle on show: their counters leave it out until it lands.
func (t *tableScene) supremacyGained(a int) int {
	b := &t.battle
	if !b.on || b.landed || b.winner != rules.NoPlayer && b.winner != t.armyOf(a) {
		return 0
	}
	return 1
}
