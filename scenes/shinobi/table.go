package shinobi

import (
	"strconv"

	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

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

	// The legal actions decoded once as the table catches up (Caught),
	// and what they let the person do: the taps and Describe read these
	// rather than decode every action again.
	moves     []shinobiLegal
	playable  [shinobi.Clans + 1]bool // by shinobiHandRank: a card of that kind may be played
	attackers [shinobi.Clans]bool     // the own armies that may attack, by clan

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

	zoom shinobiZoom // a narrow province opened large
	// Table mode: each person's province header faces their edge
	// (headSide, by seat; SideBottom: as the screen is), drawn in the
	// frame of that side.
	headSide   [shinobi.MaxPlayers]table.Side
	headFrames [4]table.SeatFrame
	lay        shinobiLayout
	frame      table.SeatFrame // the viewer's part, turned to their edge in table mode
	// logFrame turns the log panel to the same edge (a frame of its own,
	// so that neither's offscreen image changes size every frame).
	logFrame    table.SeatFrame
	statusFrame table.SeatFrame // the status line, turned to table.StatusSide
	geom        []shinobiProvince

	// Table mode: a name plate in each person's strip that holds no part,
	// turned to its edge (plateFrames, by side); what they say, by seat.
	plates      []shinobiPlate
	plateFrames [4]table.SeatFrame
	plateLabels [shinobi.MaxPlayers]string
	plateWaits  [shinobi.MaxPlayers]string // what each plate says the table waits for

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
	// bannerRoom is where the banner finds its place (its lists reused),
	// bannerAt the place it last took.
	bannerRoom ui.Room
	bannerAt   ui.Rect
}

// shinobiArmy names one army: clan c in p's province; p < 0 for none.
type shinobiArmy struct {
	p rules.Player
	c shinobi.Clan
}

var noArmy = shinobiArmy{p: rules.NoPlayer, c: shinobi.NoClan}

// shinobiLegal is a legal action and its move, as the view describes it
// (ok false: it could not; the move is then zero).
type shinobiLegal struct {
	act rules.Action
	m   shinobi.Move
	ok  bool
}

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

// newTableScene builds the Shinobi table for p.
func newTableScene(app table.App, p table.Play) ui.Scene {
	t := &tableScene{selCard: shinobi.Unknown, selArmy: noArmy, pulse: noArmy, zoom: shinobiZoom{p: rules.NoPlayer}, promptClan: shinobi.NoClan, fan: table.HandFan{Drag: -1}}
	t.Core = table.NewCore(app, t, p, shinobiAnimPlies, shinobiEndPause)
	return t
}

// Read takes the view the viewer may see. New actions are then animated
// from their events (Animate); any other change (undo, redo, restart,
// resume) is shown at once.
func (t *tableScene) Read(_ *ui.Context, v rules.State) bool { return table.ReadView(v, &t.view) }

// ClearSelection drops what the person chose: on Cancel, and when an
// action is played (the core calls it then).
func (t *tableScene) ClearSelection() {
	t.selCard, t.selArmy, t.zoom.p = shinobi.Unknown, noArmy, rules.NoPlayer
	t.fan.CancelDrag()
}

// Caught keeps the newest lines of the log as the viewer may read them,
// and the legal actions decoded.
func (t *tableScene) Caught(int) {
	t.readLog()
	t.readMoves()
}

// readMoves decodes the legal actions into moves, and notes once which
// kinds of card of the hand and which own armies some move plays.
func (t *tableScene) readMoves() {
	t.moves = t.moves[:0]
	t.playable, t.attackers = [shinobi.Clans + 1]bool{}, [shinobi.Clans]bool{}
	for _, a := range t.Legal() {
		m, ok := t.view.Describe(a)
		t.moves = append(t.moves, shinobiLegal{a, m, ok})
		if !ok {
			continue
		}
		switch m.Kind {
		case shinobi.Ninja:
			t.playable[shinobi.Clans] = true
		case shinobi.Deploy, shinobi.Reinforce:
			if shinobiClanIn(m.Clan) {
				t.playable[m.Clan] = true
			}
		case shinobi.Attack:
			if shinobiClanIn(m.Clan) {
				t.attackers[m.Clan] = true
			}
		}
	}
}

// shinobiClanIn reports that c is one of the five clans (not NoClan).
func shinobiClanIn(c shinobi.Clan) bool { return c >= 0 && int(c) < shinobi.Clans }

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

func (t *tableScene) HasView() bool { return t.view != nil }

func (t *tableScene) HurryArea(ctx *ui.Context) ui.Rect { return ctx.Screen() }

// EndTapped: only the results button leaves the end early, so the end
// can be read in peace.
func (t *tableScene) EndTapped(ctx *ui.Context) bool { return t.tappedButton(ctx) >= 0 }

// Register lists what scripts and tests tap and read.
func (t *tableScene) Register(ctx *ui.Context) {
	// What is read where nothing is listed: a notice keeps off it.
	table.KeepStatus(ctx, &t.statusFrame, t.status, t.MenuRect(), t.lay.top, t.lay.top.X+t.lay.top.W)
	if t.zoom.p != rules.NoPlayer {
		t.registerZoom(ctx)
		return
	}
	ctx.KeepClear(t.lay.center)
	ctx.KeepClear(t.frame.RectToScreen(t.lay.steps))
	for p := range t.geom {
		ctx.Register(shinobiProvIDs[p], t.Names()[p], t.lay.provs[p])
		for c := range shinobi.Clan(shinobi.Clans) {
			// A tap anywhere in the clan's column takes its army (boardAt),
			// not only on its cards, drawn small on a phone; a narrow
			// province's armies are read there, and tapped opened large.
			n := len(t.shown.army[p][c])
			switch {
			case n > 0 && t.geom[p].narrow:
				ctx.RegisterRead(shinobiArmyID(rules.Player(p), c), strconv.Itoa(n), t.geom[p].slots[c])
			case n > 0:
				ctx.Register(shinobiArmyID(rules.Player(p), c), strconv.Itoa(n), t.geom[p].slots[c])
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
		table.RegisterPrompt(ctx, t.prompt, t.frame.RectToScreen(t.promptWords()))
	}
	for _, p := range t.plates {
		ctx.RegisterRead(table.PlateIDs[p.seat], t.plateLabels[p.seat], t.plateFrames[p.side].RectToScreen(p.rect))
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
