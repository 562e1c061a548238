package shinobi

import (
	"math"
	"slices"
	"strconv"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
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

// tableScene is the table of Shinobi: War of the Clans. Every player's
// province shows its armies as fanned stacks, one column per clan, the
// viewer's own at the bottom; the deck, the open discard and each clan's
// total on the table stand between them; the three actions of a turn are
// steps, the current one lit. The player to move drags a card of the hand
// onto a province or an army (or taps the card, then the target), taps a
// card in an opponent's province to move it, and taps one of their armies,
// then the army it attacks. Only legal targets are lit, and a refused tap
// says why. It draws only from Match.View(viewer); the hand and the clan
// card are shown only while table.SecretsShown allows, after the curtain.
type tableScene struct {
	table.Core
	view *shinobi.State

	// stepLabels are the steps' chips' words in stepLang, made once per
	// language rather than every drawn frame.
	stepLabels [3]string
	stepLang   string

	// The selection while the person to move composes an action: a card
	// of the hand, or an army (one of theirs to attack with, or an
	// opponent's to move a card out of).
	selCard shinobi.Card // Unknown for none
	selArmy shinobiArmy

	hand     []shinobi.Card // the viewer's hand as drawn, clans in order
	clanName string         // the viewer's secret clan while their hand shows, else ""
	fan      table.HandFan
	// The hand's parts (layoutHand): the cards' row, the secret clan's
	// column and its card.
	handCards, handClanCol, handClan ui.Rect
	litHand                          []bool
	litProv                          [shinobi.MaxPlayers]bool
	litArmy                          [shinobi.MaxPlayers][shinobi.Clans]bool
	buttons                          []shinobiButton
	status                           string
	prompt                           string
	promptClan                       shinobi.Clan // the clan the prompt is about (the card or army chosen), else NoClan
	log                              []string
	logPublic                        bool     // log is worded for everyone (table mode)
	end                              []string // the end: winner, tie-break, unclaimed clans

	lay   shinobiLayout
	frame table.SeatFrame // the viewer's part, turned to their edge in table mode
	geom  []shinobiProvince

	// Table mode: a name plate in each person's strip that holds no part,
	// turned to its edge (plateFrames, by side); what they say, by seat.
	plates      []shinobiPlate
	plateFrames [4]table.SeatFrame
	plateLabels [shinobi.MaxPlayers]string
	waitFor     string

	// What is drawn while events are animated: the piles as shown
	// (catching up with the view), cards in the air, the army that
	// attacks, the Ninja's star, the clan cards turned over so far.
	shown    shinobiShown
	flights  table.CardFlights[shinobi.Card]
	pulse    shinobiArmy
	pulseP   tween.Props
	star     tween.Props // X, Y, Rot, Scale (size in px), Alpha
	revealed [shinobi.MaxPlayers]bool
	banner   string
}

// shinobiArmy names one army: clan c in p's province; p < 0 for none.
type shinobiArmy struct {
	p rules.Player
	c shinobi.Clan
}

var noArmy = shinobiArmy{p: rules.NoPlayer, c: shinobi.NoClan}

// shinobiPlate is the plate of seat in the strip of side, rect in the
// frame of that side.
type shinobiPlate struct {
	seat int
	side table.Side
	rect ui.Rect
}

type shinobiButton struct {
	id, title string
	act       rules.Action
	cancel    bool
	results   bool
	rect      ui.Rect
}

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

// newTableScene builds the Shinobi table for p.
func newTableScene(app table.App, p table.Play) ui.Scene {
	t := &tableScene{selCard: shinobi.Unknown, selArmy: noArmy, pulse: noArmy, promptClan: shinobi.NoClan, fan: table.HandFan{Drag: -1}}
	t.Core = table.NewCore(app, t, p, shinobiAnimPlies, shinobiEndPause)
	return t
}

// Read takes the view the viewer may see. New actions are then animated
// from their events (Animate); any other change (undo, redo, restart,
// resume) is shown at once.
func (t *tableScene) Read(_ *ui.Context, v rules.State) bool { return table.ReadView(v, &t.view) }

// Settle shows the view as it is.
func (t *tableScene) Settle() {
	t.shown.snap(t.view)
	t.flights.Land()
	t.pulse, t.star.Alpha, t.banner = noArmy, 0, ""
	for p := range t.revealed {
		t.revealed[p] = t.Outcome().Over
	}
}

// ClearSelection drops what the person chose: on Cancel, and when an
// action is played (the core calls it then).
func (t *tableScene) ClearSelection() {
	t.selCard, t.selArmy = shinobi.Unknown, noArmy
	t.fan.CancelDrag()
}

// Caught keeps the newest lines of the log as the viewer may read them.
func (t *tableScene) Caught(int) { t.readLog() }

// readLog reads the newest lines of the log: as the viewer may read them,
// but in table mode as everyone may, since the panel and the plates face
// every edge of the table and the viewer's draws are theirs alone.
func (t *tableScene) readLog() {
	who := t.Viewer()
	if t.lay.table {
		who = rules.NoPlayer
	}
	t.log, t.logPublic = table.SourceLog(t.log[:0], t.Src(), t.Names(), who, table.LogLines), t.lay.table
}

// animate appends to steps the animation of one action's events, in order.
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

func (t *tableScene) HasView() bool { return t.view != nil }

func (t *tableScene) HurryArea(ctx *ui.Context) ui.Rect { return ctx.Screen() }

// EndTapped: only the results button leaves the end early, so the end
// can be read in peace.
func (t *tableScene) EndTapped(ctx *ui.Context) bool { return t.tappedButton(ctx) >= 0 }

// Register lists what scripts and tests tap and read.
func (t *tableScene) Register(ctx *ui.Context) {
	for p := range t.geom {
		ctx.Register(shinobiProvIDs[p], t.Names()[p], t.lay.provs[p])
		for c := range shinobi.Clan(shinobi.Clans) {
			if n := len(t.shown.army[p][c]); n > 0 {
				ctx.Register(shinobiArmyID(rules.Player(p), c), strconv.Itoa(n), t.geom[p].army(int(c), n))
			}
		}
	}
	if t.handVisible() {
		if t.clanName != "" {
			ctx.Register("clan", t.clanName, t.frame.RectToScreen(t.handClan))
		}
		for i, c := range t.hand {
			if i < len(t.fan.Rects) {
				ctx.Register(shinobiHandIDs.Of(int(c)), c.String(), t.frame.RectToScreen(t.fan.Rects[i]))
			}
		}
	}
	for i := range t.buttons {
		ctx.Register(t.buttons[i].id, t.buttons[i].title, t.frame.RectToScreen(t.buttons[i].rect))
	}
	if t.Decides() && t.Anim().Done() {
		ctx.Register("prompt", t.prompt, t.frame.RectToScreen(t.lay.bar))
	}
	for _, p := range t.plates {
		ctx.Register(table.PlateIDs[p.seat], t.plateLabels[p.seat], t.plateFrames[p.side].RectToScreen(p.rect))
	}
}

// IDs of the provinces ("prov:1"...), the armies ("army:1:O", clan
// letter) and the hand's cards ("hand:U2").
var (
	shinobiProvIDs = [...]string{"prov:1", "prov:2", "prov:3", "prov:4", "prov:5"}
	shinobiArmyIDs = ui.IDs[int]{Prefix: "army:", Name: func(a int) string { // seat × clans + clan
		return strconv.Itoa(a/shinobi.Clans+1) + ":" + string(shinobi.Clan(a%shinobi.Clans).Letter())
	}}
	shinobiHandIDs = ui.IDs[int]{Prefix: "hand:", Name: func(c int) string { return shinobi.Card(c).String() }}
)

func shinobiArmyID(p rules.Player, c shinobi.Clan) string {
	return shinobiArmyIDs.Of(int(p)*shinobi.Clans + int(c))
}

// handVisible reports whether the viewer's hand is on screen.
func (t *tableScene) handVisible() bool {
	return t.Secrets() && t.Viewer() != rules.NoPlayer && !t.Outcome().Over
}

// tappedButton is the index of the button tapped this frame, or -1.
func (t *tableScene) tappedButton(ctx *ui.Context) int {
	for i := range t.buttons {
		if t.frame.Tapped(ctx.Input, t.buttons[i].rect) {
			return i
		}
	}
	return -1
}

// Pointer handles the taps and drags of the person to decide. The hand
// and the buttons read them in the viewer's frame, the board on screen.
func (t *tableScene) Pointer(ctx *ui.Context) {
	events := t.frame.Events(ctx.Input.Events())
	for _, e := range events {
		if e.Kind != ui.Tap {
			continue
		}
		for i := range t.buttons {
			if b := &t.buttons[i]; b.rect.Contains(e.X, e.Y) {
				if b.cancel {
					t.ClearSelection()
					t.ClearMsg()
					t.Redescribe()
				} else {
					t.Apply(ctx, b.act)
				}
				return
			}
		}
	}
	t.fan.Pointer(events, func(h table.HandPick) {
		h.X, h.Y = t.frame.ToScreen(h.X, h.Y)
		switch {
		case h.Card >= 0 && h.Card < len(t.hand) && h.Drop:
			if p, c, ok := t.boardAt(h.X, h.Y); ok {
				t.selCard, t.selArmy = shinobi.Unknown, noArmy
				t.pickCard(ctx, t.hand[h.Card])
				if t.selCard != shinobi.Unknown {
					t.board(ctx, p, c)
				}
			}
		case h.Card >= 0 && h.Card < len(t.hand):
			t.pickCard(ctx, t.hand[h.Card])
		default:
			if p, c, ok := t.boardAt(h.X, h.Y); ok {
				t.board(ctx, p, c)
			}
		}
	})
}

// boardAt is the province under (x, y) and the army there (NoClan for
// none): a tap on a clan's column counts as that army when it has cards.
func (t *tableScene) boardAt(x, y float64) (rules.Player, shinobi.Clan, bool) {
	for p, r := range t.lay.provs {
		if !r.Contains(x, y) {
			continue
		}
		g := &t.geom[p]
		for c := range shinobi.Clan(shinobi.Clans) {
			if len(t.shown.army[p][c]) > 0 && g.slots[c].Contains(x, y) {
				return rules.Player(p), c, true
			}
		}
		return rules.Player(p), shinobi.NoClan, true
	}
	return rules.NoPlayer, shinobi.NoClan, false
}

func shinobiHandRank(c shinobi.Card) int {
	if c.IsNinja() {
		return shinobi.Clans
	}
	return int(c.Clan())
}

// pickCard selects (or drops) a card of the hand: the first of its clan,
// since that is the one an action of its clan plays.
func (t *tableScene) pickCard(ctx *ui.Context, c shinobi.Card) {
	t.ClearMsg()
	if i := slices.IndexFunc(t.hand, func(h shinobi.Card) bool { return shinobiHandRank(h) == shinobiHandRank(c) }); i >= 0 {
		c = t.hand[i]
	}
	step := t.view.Step()
	switch {
	case t.selCard == c:
		t.selCard = shinobi.Unknown
	case step == shinobi.StepAttack:
		t.Say(ctx, i18n.T("shinobi.why.no_card_now"))
		return
	case c.IsNinja() && step != shinobi.StepDeploy:
		t.Say(ctx, i18n.T("shinobi.why.ninja_step"))
		return
	case !t.cardPlayable(c):
		t.Say(ctx, t.prompt)
		return
	default:
		t.selCard, t.selArmy = c, noArmy
	}
	t.Redescribe()
}

// cardPlayable reports whether some legal action plays card c's kind.
func (t *tableScene) cardPlayable(c shinobi.Card) bool {
	_, ok := t.find(func(m shinobi.Move) bool {
		switch m.Kind {
		case shinobi.Ninja:
			return c.IsNinja()
		case shinobi.Deploy, shinobi.Reinforce:
			return !c.IsNinja() && m.Clan == c.Clan()
		}
		return false
	})
	return ok
}

// find is the legal action whose move fits, if any.
func (t *tableScene) find(fits func(m shinobi.Move) bool) (rules.Action, bool) {
	for _, a := range t.Legal() {
		if m, ok := t.view.Describe(a); ok && fits(m) {
			return a, true
		}
	}
	return 0, false
}

// board handles a tap (or a drop of the selected card) on province p, on
// its army of clan c when c is not NoClan.
func (t *tableScene) board(ctx *ui.Context, p rules.Player, c shinobi.Clan) {
	me := t.view.ToMove()
	at := shinobiArmy{p, c}
	switch {
	case t.selCard != shinobi.Unknown && t.selCard.IsNinja():
		if a, ok := t.find(func(m shinobi.Move) bool { return m.Kind == shinobi.Ninja && m.To == p && m.Target == c }); ok {
			t.Apply(ctx, a)
			return
		}
		if p == me {
			t.Say(ctx, i18n.T("shinobi.why.ninja_own"))
		} else {
			t.Say(ctx, i18n.T("shinobi.why.ninja_army"))
		}
	case t.selCard != shinobi.Unknown:
		clan := t.selCard.Clan()
		if a, ok := t.find(func(m shinobi.Move) bool {
			return (m.Kind == shinobi.Deploy || m.Kind == shinobi.Reinforce) && m.Clan == clan && m.To == p
		}); ok {
			t.Apply(ctx, a)
			return
		}
		if t.view.Step() == shinobi.StepDeploy {
			t.Say(ctx, i18n.T("shinobi.why.deploy_own"))
		} else {
			t.Say(ctx, i18n.T("shinobi.why.reinforce_own"))
		}
	case t.selArmy.p != rules.NoPlayer && t.selArmy.p != me: // a card to move
		src := t.selArmy
		if a, ok := t.find(func(m shinobi.Move) bool {
			return m.Kind == shinobi.MoveCard && m.From == src.p && m.Clan == src.c && m.To == p
		}); ok {
			t.Apply(ctx, a)
			return
		}
		switch {
		case at == src:
			t.selArmy = noArmy
			t.Redescribe()
		case c != shinobi.NoClan && p != me:
			t.selArmy = at
			t.Redescribe()
		default:
			t.Say(ctx, i18n.T("shinobi.why.move_to"))
		}
	case t.selArmy.p == me: // the army attacking
		atk := t.selArmy
		if a, ok := t.find(func(m shinobi.Move) bool {
			return m.Kind == shinobi.Attack && m.Clan == atk.c && m.To == p && m.Target == c
		}); ok {
			t.Apply(ctx, a)
			return
		}
		switch {
		case at == atk:
			t.selArmy = noArmy
			t.Redescribe()
		case p == me && t.litArmyAttacker(c):
			t.selArmy = at
			t.Redescribe()
		default:
			t.Say(ctx, t.whyAttack(atk.c, p, c))
		}
	default:
		t.boardUnselected(ctx, p, c)
	}
}

// boardUnselected handles a tap on the board with nothing selected.
func (t *tableScene) boardUnselected(ctx *ui.Context, p rules.Player, c shinobi.Clan) {
	me := t.view.ToMove()
	switch t.view.Step() {
	case shinobi.StepDeploy:
		t.Say(ctx, i18n.T("shinobi.why.pick_card"))
	case shinobi.StepReinforce:
		switch {
		case p == me:
			t.Say(ctx, i18n.T("shinobi.why.own_move"))
		case c == shinobi.NoClan:
			t.Say(ctx, t.prompt)
		default:
			t.selArmy = shinobiArmy{p, c}
			t.Redescribe()
		}
	case shinobi.StepAttack:
		switch {
		case p == me && c != shinobi.NoClan && t.litArmyAttacker(c):
			t.selArmy = shinobiArmy{p, c}
			t.Redescribe()
		case p == me && c != shinobi.NoClan:
			t.Say(ctx, i18n.T("shinobi.why.too_small", shinobiClanName(c)))
		case p != me && c != shinobi.NoClan:
			var only rules.Action
			n := 0
			for _, a := range t.Legal() {
				if m, _ := t.view.Describe(a); m.Kind == shinobi.Attack && m.To == p && m.Target == c {
					only = a
					n++
				}
			}
			switch n {
			case 0:
				t.Say(ctx, t.whyTarget(p, c))
			case 1:
				t.Apply(ctx, only)
			default:
				t.Say(ctx, i18n.T("shinobi.why.pick_attacker"))
			}
		default:
			t.Say(ctx, t.prompt)
		}
	}
}

// litArmyAttacker reports whether the own army of clan c may attack.
func (t *tableScene) litArmyAttacker(c shinobi.Clan) bool {
	_, ok := t.find(func(m shinobi.Move) bool { return m.Kind == shinobi.Attack && m.Clan == c })
	return ok
}

// whyAttack says why army c of the player to move may not attack p's army
// of clan target, from what the table shows.
func (t *tableScene) whyAttack(c shinobi.Clan, p rules.Player, target shinobi.Clan) string {
	v := t.view
	me := v.ToMove()
	switch {
	case p == me:
		return i18n.T("shinobi.why.own_attack")
	case target == shinobi.NoClan || v.ArmySize(p, target) == 0:
		return i18n.T("shinobi.why.pick_target")
	case c == target:
		return i18n.T("shinobi.why.same_clan")
	case v.NinjaProvince() == p:
		return i18n.T("shinobi.why.ninja_province", t.Names()[p])
	case v.Received(p, target):
		return i18n.T("shinobi.why.received", t.Names()[p], shinobiClanName(target))
	}
	return i18n.T("shinobi.why.not_bigger", shinobiClanName(c), v.ArmySize(me, c), t.Names()[p], shinobiClanName(target), v.ArmySize(p, target))
}

// whyTarget says why nothing of the player to move may attack p's army of
// clan target.
func (t *tableScene) whyTarget(p rules.Player, target shinobi.Clan) string {
	v := t.view
	switch {
	case v.NinjaProvince() == p:
		return i18n.T("shinobi.why.ninja_province", t.Names()[p])
	case v.Received(p, target):
		return i18n.T("shinobi.why.received", t.Names()[p], shinobiClanName(target))
	}
	return i18n.T("shinobi.why.no_bigger", t.Names()[p], shinobiClanName(target), v.ArmySize(p, target))
}

// Describe works out the status line, what to do, the buttons, the hand
// and what is lit, from the view and the selection.
func (t *tableScene) Describe() {
	v := t.view
	t.buttons = t.buttons[:0]
	t.litProv = [shinobi.MaxPlayers]bool{}
	t.litArmy = [shinobi.MaxPlayers][shinobi.Clans]bool{}
	t.describeHand()
	t.promptClan = shinobi.NoClan
	p := v.ToMove()
	t.describePlates()
	if t.Outcome().Over {
		t.status = shinobiOutcome(t.Outcome(), t.Names())
		t.prompt = ""
		t.buttons = append(t.buttons, shinobiButton{id: "results", title: i18n.T("shinobi.results"), results: true})
		return
	}
	t.status = table.Status{Names: t.Names(), ToMove: p, Turn: p, Context: i18n.T("shinobi.status", int(v.Step()))}.Line()
	if v.FinalRound() {
		t.status += " · " + i18n.T("shinobi.final_round", v.TurnsLeft())
	}
	if t.Seats()[p].Bot != "" {
		t.prompt = i18n.T("table.thinking", t.Names()[p])
		return
	}
	if len(t.Legal()) == 0 {
		t.prompt = i18n.T("table.turn", t.Names()[p])
		return
	}
	if len(t.Legal()) == 1 && t.Legal()[0] == shinobi.SkipAction {
		m, _ := v.Describe(shinobi.SkipAction)
		t.prompt = i18n.T("shinobi.prompt.skip", int(v.Step()), shinobiSkipWhy(m.Why))
		t.buttons = append(t.buttons, shinobiButton{id: "skip", title: i18n.T("shinobi.skip"), act: shinobi.SkipAction})
		return
	}
	for _, a := range t.Legal() {
		m, _ := v.Describe(a)
		t.light(m)
	}
	switch {
	case t.selCard != shinobi.Unknown && t.selCard.IsNinja():
		t.prompt = i18n.T("shinobi.prompt.ninja")
	case t.selCard != shinobi.Unknown && v.Step() == shinobi.StepDeploy:
		t.promptClan = t.selCard.Clan()
		t.prompt = i18n.T("shinobi.prompt.deploy", shinobiClanName(t.selCard.Clan()))
	case t.selCard != shinobi.Unknown:
		t.promptClan = t.selCard.Clan()
		t.prompt = i18n.T("shinobi.prompt.reinforce", shinobiClanName(t.selCard.Clan()))
	case t.selArmy.p != rules.NoPlayer && t.selArmy.p != p:
		t.promptClan = t.selArmy.c
		t.prompt = i18n.T("shinobi.prompt.move_to", shinobiClanName(t.selArmy.c), t.Names()[t.selArmy.p])
	case t.selArmy.p == p:
		t.promptClan = t.selArmy.c
		t.prompt = i18n.T("shinobi.prompt.attack_with", shinobiClanName(t.selArmy.c), v.ArmySize(p, t.selArmy.c))
	default:
		t.prompt = i18n.T("shinobi.prompt.step" + strconv.Itoa(int(v.Step())))
	}
	if t.selCard != shinobi.Unknown || t.selArmy.p != rules.NoPlayer {
		t.buttons = append(t.buttons, shinobiButton{id: "cancel", title: i18n.T("ui.cancel"), cancel: true})
	}
}

// describePlates words the name plates: each seat's name and whom the
// table waits for; at the end, who won.
func (t *tableScene) describePlates() {
	if t.Outcome().Over {
		t.end = shinobiEnd(t.view, t.Names())
		for p := range t.Names() {
			t.plateLabels[p] = ""
			if len(t.end) > 0 {
				t.plateLabels[p] = t.end[0]
			}
		}
		return
	}
	t.waitFor = i18n.T("table.waiting", t.Names()[t.view.ToMove()])
	for p, name := range t.Names() {
		t.plateLabels[p] = name + " · " + t.waitFor
	}
}

// light marks what a legal move lets the person tap next.
func (t *tableScene) light(m shinobi.Move) {
	sel, army := t.selCard, t.selArmy
	switch {
	case sel != shinobi.Unknown && sel.IsNinja():
		if m.Kind == shinobi.Ninja {
			t.litArmy[m.To][m.Target] = true
		}
	case sel != shinobi.Unknown:
		if (m.Kind == shinobi.Deploy || m.Kind == shinobi.Reinforce) && m.Clan == sel.Clan() {
			t.litProv[m.To] = true
		}
	case army.p != rules.NoPlayer && army.p != m.Player:
		if m.Kind == shinobi.MoveCard && m.From == army.p && m.Clan == army.c {
			t.litProv[m.To] = true
		}
	case army.p == m.Player:
		if m.Kind == shinobi.Attack && m.Clan == army.c {
			t.litArmy[m.To][m.Target] = true
		}
	default:
		switch m.Kind {
		case shinobi.MoveCard:
			t.litArmy[m.From][m.Clan] = true
		case shinobi.Attack:
			t.litArmy[m.Player][m.Clan] = true
		}
	}
}

// describeHand lists the viewer's cards, clans in order, Ninjas last, and
// which of them may be played now.
func (t *tableScene) describeHand() {
	t.hand = t.hand[:0]
	t.litHand = t.litHand[:0]
	t.clanName = ""
	if !t.handVisible() {
		return
	}
	if c := t.view.ClanOf(t.Viewer()); c != shinobi.NoClan {
		t.clanName = shinobiClanName(c)
	}
	// Clans in order, Ninjas last; within a clan the rules' order, so the
	// first card of a clan shown is the one the rules play.
	t.hand = append(t.hand, t.view.Hand(t.Viewer())...)
	slices.SortStableFunc(t.hand, func(a, b shinobi.Card) int { return shinobiHandRank(a) - shinobiHandRank(b) })
	mine := t.Decides() && t.selArmy.p == rules.NoPlayer
	for _, c := range t.hand {
		t.litHand = append(t.litHand, mine && t.cardPlayable(c))
	}
}
