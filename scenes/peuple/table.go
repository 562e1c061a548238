package peuple

import (
	"slices"
	"strconv"
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/table"
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

// tableScene is the table of Le Dernier Peuple: the wheel of terrain cards
// as a ring with the pawns, the players' plates with their score tracks, the
// decks and discards in the middle, the hand of the player the screen is
// for at the bottom, what to do and the choices, and the log. A movement is
// played by tapping a card of the hand, then a pawn, then one of the lit
// landings (or its choice below); a power card by tapping it, then its
// target's plate or village; a card may also be dragged there. It draws
// only from Match.View(viewer), the viewer changes only behind the hand-off
// curtain, and on a shared screen a hand shows only during its owner's turn.
type tableScene struct {
	table.Core
	view *peuple.State

	// The selection while a person composes an action.
	selMove  peuple.MoveCard
	selPawn  peuple.Pawn // -1 for none
	selPower peuple.Power
	swapMine peuple.Pawn // Swap: the own pawn chosen, -1 for none
	landings []peuple.Landing

	choices []peupleChoice
	hand    []peupleHandCard
	fan     table.HandFan // the hand's cards on screen, and the one dragged
	status  string
	prompt  string
	// What each plate says under the name: cards held, turns to skip.
	plateInfo []string
	log       []string
	ringPub   string // pawn places, for the published state
	played    string // the actions so far in notation, " | " between them

	lay  peupleLayout
	ring peupleRing

	// Table mode: the viewer's part (bar and hand) turned to their edge,
	// and the name plates of the people waiting, each strip's turned to
	// its edge (plateFrames, by side).
	frame       table.SeatFrame
	plates      []peuplePlate
	plateFrames [4]table.SeatFrame
	waitFor     string

	// A card shown in full on a long press, with its title and what it
	// means (detailText joined into detailBody).
	detail      peupleDetail
	detailTitle string
	detailText  []string
	detailBody  string

	// What is drawn while events are animated: pawn places and scores as
	// shown (catching up with the view), flying pawns and cards, the lit
	// event and the floating score changes.
	shownAt   []int
	score     []int
	flying    []bool
	flyPos    []tween.Props
	flights   table.CardFlights[peupleCard]
	flash     peupleFlash
	floats    [8]peupleFloat // score changes rising, faded out when done
	nextFloat int
	banner    string
	curCard   peuple.MoveCard // the movement card being animated
}

// peupleChoice is one tappable choice under the prompt: an action, or
// cancelling the selection.
type peupleChoice struct {
	id, title, sub string
	act            rules.Action
	cancel         bool
	disabled       bool
	accent         bool
	rect           ui.Rect
}

// peuplePlate is the name plate of seat in the strip of side, rect in the
// frame of that side.
type peuplePlate struct {
	seat int
	side table.Side
	rect ui.Rect
}

// peupleCard is a card of either kind: a movement card or a power card.
type peupleCard struct {
	move  peuple.MoveCard
	power peuple.Power
}

// peupleHandCard is one card of the hand, with its widget id and what it
// says in words (the widget's label).
type peupleHandCard struct {
	peupleCard
	id, label string
}

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

// newTableScene builds the table of Le Dernier Peuple for p.
func newTableScene(app table.App, p table.Play) ui.Scene {
	n := len(p.Players())
	t := &tableScene{selPawn: -1, swapMine: -1, fan: table.HandFan{Drag: -1},
		shownAt: make([]int, 2*n), score: make([]int, n), flying: make([]bool, 2*n), flyPos: make([]tween.Props, 2*n)}
	t.Core = table.NewCore(app, t, p, peupleAnimPlies, peupleEndPause)
	return t
}

// Read takes the view the viewer may see. New actions are then animated
// from their events (Animate); any other change (undo, redo, restart,
// resume) is shown at once.
func (t *tableScene) Read(_ *ui.Context, v rules.State) bool { return table.ReadView(v, &t.view) }

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

// ClearSelection drops what the person chose: on Cancel, and when an
// action is played (the core calls it then).
func (t *tableScene) ClearSelection() {
	t.selMove, t.selPawn, t.selPower, t.swapMine = 0, -1, 0, -1
	t.fan.CancelDrag()
	t.landings = t.landings[:0]
}

// Caught keeps the actions so far, the newest lines of the log as the
// viewer may read them and where each pawn stands, for scripts.
func (t *tableScene) Caught(int) {
	var played strings.Builder
	for i, r := range t.Src().History() {
		if i > 0 {
			played.WriteString(" | ")
		}
		played.WriteString(r.Action)
	}
	t.played = played.String()
	t.log = table.SourceLog(t.log[:0], t.Src(), t.Names(), t.Viewer(), table.LogLines)
	var b strings.Builder
	for w := range t.shownAt {
		if w > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(peuple.Pawn(w).String() + ":" + strconv.Itoa(t.view.PawnAt(peuple.Pawn(w))))
	}
	t.ringPub = b.String()
}

// animate appends to steps the animation of one action's events, in order.
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

func (t *tableScene) HasView() bool { return t.view != nil }

func (t *tableScene) HurryArea(*ui.Context) ui.Rect { return t.lay.ring }

func (t *tableScene) EndTapped(ctx *ui.Context) bool { return ctx.Input.Tapped(ctx.Screen()) }

// Register lists what scripts and tests tap and read.
func (t *tableScene) Register(ctx *ui.Context) {
	for i := 1; i <= t.ring.cards && i < len(peupleCardIDs); i++ {
		ctx.Register(peupleCardIDs[i], peupleCardIDs[i], t.ring.rect(i))
	}
	for p := range t.lay.seats {
		ctx.Register(peupleSeatIDs[p], t.Names()[p], t.lay.seats[p])
	}
	// Each pawn, after the cards: where two stand on one card, a tap on
	// the card takes the first that fits, one on a pawn takes that pawn.
	rad := t.ring.pawnRadius()
	t.eachPawnSpot(func(w peuple.Pawn, x, y float64) {
		if int(w) < len(peuplePawnIDs) && w.Owner() < rules.Player(len(t.Names())) {
			ctx.Register(peuplePawnIDs[w], t.Names()[w.Owner()], ui.Rect{X: x - rad, Y: y - rad, W: 2 * rad, H: 2 * rad})
		}
	})
	for i := range t.hand {
		if i < len(t.fan.Rects) {
			ctx.Register(t.hand[i].id, t.hand[i].label, t.frame.RectToScreen(t.fan.Rects[i]))
		}
	}
	for i := range t.choices {
		c := &t.choices[i]
		ctx.RegisterWidget(c.id, c.title, t.frame.RectToScreen(c.rect), !c.disabled)
	}
	for _, p := range t.plates {
		ctx.Register(table.PlateIDs[p.seat], t.waitFor, t.plateFrames[p.side].RectToScreen(p.rect))
	}
	ctx.Register("ring", t.ringPub, t.lay.ring)
	ctx.Register("actions", t.played, t.lay.top)
	if t.Decides() && t.Anim().Done() {
		ctx.Register("prompt", t.prompt, t.frame.RectToScreen(t.lay.bar))
	}
}

// IDs of the tappable terrain cards ("card:1"...), plates ("seat:1"...)
// and pawns ("pawn:1a"...).
var (
	peuplePawnIDs = func() (ids [2 * 5]string) {
		for w := range ids {
			ids[w] = "pawn:" + peuple.Pawn(w).String()
		}
		return ids
	}()
	peupleCardIDs = func() (ids [21]string) {
		for i := range ids {
			ids[i] = "card:" + strconv.Itoa(i)
		}
		return ids
	}()
	peupleSeatIDs = [...]string{"seat:1", "seat:2", "seat:3", "seat:4", "seat:5"}
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
		if !c.rect.Contains(x, y) {
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
func (t *tableScene) powerPlayable(p peuple.Power) bool {
	for _, a := range t.Legal() {
		if m := t.view.Describe(a); m.Kind == peuple.KindPower && m.Power == p {
			return true
		}
	}
	return false
}

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
	// Else a pawn: pawns stand on their card, in its lower half.
	if w, ok := t.pawnAt(x, y); ok {
		t.tapPawn(ctx, w)
		return true
	}
	if i == 0 {
		return false
	}
	// A village aims a power card at its owner.
	if v := peuple.VillageOwner(i); v >= 0 && t.selPower != 0 && t.selPower != peuple.Swap {
		t.target(ctx, rules.Player(v))
		return true
	}
	// Else a pawn standing there: one the selection may take, or any, to
	// hear why not.
	var first peuple.Pawn = -1
	for w, at := range t.shownAt {
		switch {
		case at != i:
		case t.pawnFits(peuple.Pawn(w)):
			t.tapPawn(ctx, peuple.Pawn(w))
			return true
		case first < 0:
			first = peuple.Pawn(w)
		}
	}
	if first >= 0 {
		t.tapPawn(ctx, first)
		return true
	}
	t.Say(ctx, t.prompt)
	return true
}

// pawnAt is the pawn drawn under (x, y).
func (t *tableScene) pawnAt(x, y float64) (peuple.Pawn, bool) {
	rad := t.ring.pawnRadius() * 1.15
	best, found := peuple.Pawn(0), false
	bestD := rad * rad
	t.eachPawnSpot(func(w peuple.Pawn, px, py float64) {
		if d := (px-x)*(px-x) + (py-y)*(py-y); d <= bestD {
			best, bestD, found = w, d, true
		}
	})
	return best, found
}

// eachPawnSpot calls f with every pawn standing still and where it is drawn.
func (t *tableScene) eachPawnSpot(f func(w peuple.Pawn, x, y float64)) {
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
				f(peuple.Pawn(w), x, y)
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

// Describe works out the status line, what to do, the choices under it and
// the hand, from the view and the selection.
func (t *tableScene) Describe() {
	v := t.view
	t.choices = t.choices[:0]
	t.landings = t.landings[:0]
	p := v.ToMove()
	switch {
	case t.Outcome().Over:
		t.status = peupleOutcome(t.Outcome(), t.Names())
		t.prompt = table.ReasonText(peuple.ID, t.Outcome().Reason)
	case v.Phase() == peuple.PhaseDefense:
		t.status = table.Status{Names: t.Names(), ToMove: p, Turn: v.Active(), Decision: i18n.T("peuple.decision.defense")}.Line()
	default:
		t.status = table.Status{Names: t.Names(), ToMove: p, Turn: v.Active()}.Line()
	}
	t.plateInfo = t.plateInfo[:0]
	for q := range t.Names() {
		n := v.HandSize(rules.Player(q))
		info := peupleCount(n, peupleCardsKeys, n)
		if s := v.Skips(rules.Player(q)); s > 0 {
			info += " · " + peupleCount(s, peupleSkipsKeys, s)
		}
		t.plateInfo = append(t.plateInfo, info)
	}
	t.waitFor = t.status // the end: who won
	if !t.Outcome().Over {
		t.waitFor = i18n.T("table.waiting", t.Names()[p])
	}
	t.describeHand()
	if t.Outcome().Over {
		return
	}
	if t.Seats()[p].Bot != "" {
		t.prompt = i18n.T("peuple.thinking", t.Names()[p])
		return
	}
	if len(t.Legal()) == 0 {
		t.prompt = i18n.T("table.turn", t.Names()[p])
		return
	}
	switch v.Phase() {
	case peuple.PhaseDefense:
		t.describeDefense()
	case peuple.PhaseHelper:
		t.prompt = i18n.T("peuple.prompt.helper")
		for _, h := range v.HelperCandidates() {
			t.choices = append(t.choices, peupleChoice{id: "helper:" + strconv.Itoa(int(h)+1),
				title: i18n.T("peuple.helps", t.Names()[h]), act: peuple.HelperAction(h)})
		}
	case peuple.PhaseDiscard:
		t.prompt = i18n.T("peuple.prompt.discard", v.HandSize(p), peuple.HandLimit)
	default:
		t.describeTurn()
	}
}

// describeTurn: the prompt and choices while a turn is composed.
func (t *tableScene) describeTurn() {
	v := t.view
	switch {
	case t.selPower == peuple.Swap && t.swapMine < 0:
		t.prompt = i18n.T("peuple.prompt.swap_mine")
	case t.selPower == peuple.Swap:
		t.prompt = i18n.T("peuple.prompt.swap_theirs")
	case t.selPower != 0 && t.selPower.Targeted():
		t.prompt = i18n.T("peuple.prompt.target", peuplePowerName(t.selPower), peuplePowerText(t.selPower))
	case t.selPower != 0:
		t.prompt = peuplePowerName(t.selPower) + ": " + peuplePowerText(t.selPower)
		t.choices = append(t.choices, peupleChoice{id: "play", title: i18n.T("peuple.play", peuplePowerName(t.selPower)),
			act: peuple.PowerAction(t.selPower, rules.NoPlayer), accent: true})
	case t.selMove != 0 && t.selPawn >= 0:
		t.prompt = i18n.T("peuple.prompt.option")
		t.landings = append(t.landings, v.Preview(t.selMove, t.selPawn)...)
		for _, l := range t.landings {
			t.choices = append(t.choices, peupleChoice{id: peupleOptionIDs[l.Option], title: peupleOptionTitle(t.selMove, l),
				sub: peupleLandingText(l), act: peuple.MoveAction(t.selMove, t.selPawn, l.Option), accent: true})
		}
	case t.selMove != 0 && t.selMove.Spec().Own:
		t.prompt = i18n.T("peuple.prompt.pawn_own")
	case t.selMove != 0:
		t.prompt = i18n.T("peuple.prompt.pawn_theirs")
	case v.Phase() == peuple.PhaseTurn && len(v.PowerHand(v.Active())) > 0:
		t.prompt = i18n.T("peuple.prompt.turn")
	default:
		t.prompt = i18n.T("peuple.prompt.play")
	}
	if t.selMove != 0 || t.selPower != 0 || t.selPawn >= 0 {
		t.choices = append(t.choices, peupleChoice{id: "cancel", title: i18n.T("ui.cancel"), cancel: true})
	}
	t.choices = append(t.choices, peupleChoice{id: "pass", title: i18n.T("peuple.pass"), sub: i18n.T("peuple.pass_sub"), act: peuple.Pass})
}

// describeDefense: the Defense prompt, the same whether or not the player
// holds Defense (unless the game asks only holders).
func (t *tableScene) describeDefense() {
	v := t.view
	pd := v.Pending()
	a := v.Active()
	if pd.Power != 0 {
		t.prompt = i18n.T("peuple.prompt.defense_power", t.Names()[a], peuplePowerName(pd.Power), peuplePowerText(pd.Power))
	} else {
		t.prompt = i18n.T("peuple.prompt.defense_attack", peupleEventName(t.attackKind(pd)))
	}
	holds := slices.Contains(t.Legal(), peuple.Defend)
	c := peupleChoice{id: "defend", title: i18n.T("peuple.defend"), act: peuple.Defend, accent: true}
	if !holds {
		c.disabled, c.sub = true, i18n.T("peuple.no_defense")
	}
	t.choices = append(t.choices, c, peupleChoice{id: "accept", title: i18n.T("peuple.accept"), act: peuple.Accept})
}

// attackKind is the kind of the event whose point loss awaits Defense.
func (t *tableScene) attackKind(pd peuple.Pending) peuple.EventKind {
	if pd.Mover.Owner() == pd.Helper.Owner() {
		return peuple.NobleAttack
	}
	return peuple.SneakyAttack
}

// describeHand lists the viewer's cards, movement cards first.
func (t *tableScene) describeHand() {
	t.hand = t.hand[:0]
	if !t.Secrets() {
		return
	}
	for _, c := range t.view.MoveHand(t.Viewer()) {
		t.hand = append(t.hand, peupleHandCard{peupleCard{move: c}, "move:" + c.String(), peupleSentence(peupleMoveWords(c))})
	}
	for _, p := range t.view.PowerHand(t.Viewer()) {
		t.hand = append(t.hand, peupleHandCard{peupleCard{power: p}, "power:" + strings.ReplaceAll(p.String(), " ", ""), peuplePowerName(p)})
	}
}

var peupleOptionIDs = [...]string{"", "opt:circle", "opt:steps", "opt:target"}
