package gosu

import (
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/gosu"
	"kamon/scenes/table"
	"kamon/scenes/ui"
)

// tableScene is the table of Gosu X. Both armies stand as three rows of up
// to five cards, the viewer's at the bottom building upwards and the
// opponent's facing it from the top; the clan tiles, Wonder, Bounty and
// the last Great Battle lie between them; each player's counters (hand,
// deck, discard, tokens, Supremacy, military now) sit beside their army.
// The player to decide taps (or drags) a card of the hand onto a lit row
// to play it, onto a lit army card to shift it in, taps a lit army card to
// activate or pick it, and answers every other choice with a button. The
// cost is in the prompt before anything is committed; paying is picking
// the lit cards of the hand. A long press shows a card in full. It draws
// only from Match.View(viewer); the hand only while table.SecretsShown allows,
// after the curtain, which also covers a Willpower question.
//
// In table mode the device lies flat between the players: Player 1 sits at
// the bottom and Player 2 at the top whoever looks, and the top player's
// half (counters, army, and their bar and hand when they decide) is drawn
// turned to face them through a table.SeatFrame, their taps mapped back.
type tableScene struct {
	table.Core
	view *gosu.State
	army [2][3][]gosu.Slot // each player's army in the view, by row
	seat [2]gosu.Seat      // each player's counters, hand and piles in the view
	// The texts drawn at every frame, kept while what they say stays.
	headFacts  [2]memo[gosuHeadKey, string]
	headLines  [2]memo[gosuLinesKey, gosuHeadLines]
	middle     memo[gosuMiddleKey, string]
	infoLines  memo[gosuLinesKey, string]
	hoverLines memo[gosuCardKey, []string]
	termCount  memo[gosuCardKey, int]
	tabTexts   [2]memo[gosuTabKey, string]
	// tileTexts are each clan tile's heading, ability and the rules of
	// the words it names, as last read: the tile list is laid out every
	// frame, and wording them anew would allocate.
	tileTexts [gosu.NumClans]struct{ head, body string }
	tileTerms [gosu.NumClans]string // the rules, a line each
	tileLang  string                // the language they are in
	acts      []rules.Action        // the legal actions the table can read, in the order of moves
	moves     []gosu.Move           // acts, decoded
	// What the moves let the person do with each card and clan tile,
	// worked out once as they are decoded (Caught): the taps, Describe
	// and the frames read it rather than scan the moves again.
	uses     map[gosu.Card]gosuCardUse
	tileActs [gosu.NumClans]gosuTileAct

	sel     gosu.Card // the hand card chosen to play or shift in; Unknown for none
	hand    []gosu.Card
	fan     table.HandFan
	litHand []bool
	held    map[gosu.Card]bool // the cards of the hand, as a set (Describe)
	litSlot map[gosu.Card]bool // army cards that may be tapped now
	litRow  [3]bool            // the viewer's rows the selected card may be played in
	buttons []gosuButton
	btnView ui.ScrollView
	btnSize float64   // the buttons' labels' size, logical px: one for the set
	detail  gosu.Card // the card shown in full, Unknown for none
	hover   gosu.Card // the card under a resting mouse, Unknown for none
	hoverT  float64   // how long the mouse has rested on it, s
	pile    int       // the discard shown in full: 0 none, 1 far, 2 near
	tip     float64   // a fingertip, physical px: the least side of what a person taps
	tiles   bool      // the clan tiles shown in words over the table
	preview gosu.Clan // the draft: the clan whose cards are shown, -1 for none

	status, prompt string
	log            []string
	logHeld        int // the last lines of log, told by the animation on show: drawn once it ends

	flights table.CardFlights[gosu.Card]
	inAir   map[gosu.Card]bool // cards flying to their place, not drawn there yet
	battle  gosuBattle         // the Great Battle on show
	count   gosuCount          // the last Great Battle, and the panel of how it was counted

	lay       gosuLayout
	promptBox ui.Rect         // the prompt's room in the bar
	handRoom  ui.Rect         // the hand's: the layout's, grown over unused rows of buttons
	frame     table.SeatFrame // the far side's: turned half round in table mode

	// Table mode: a name plate in the half of the player who does not
	// decide, where their bar and hand would be, turned to face them, or
	// the person across when a bot plays there (plateFrame); plateSeat is
	// rules.NoPlayer when none is shown.
	plate                            ui.Rect // in that half's frame
	plateSeat                        rules.Player
	plateName, plateWait, plateLabel string
	plateLog                         []string // the newest lines of the log, as everyone may read them
	plateEarly                       []string // plateLog without those the animation on show tells
	plateFrame                       table.SeatFrame

	bannerFrame table.SeatFrame // table mode: the battle banner's upper line, turned to the top
}

const gosuEndPause = 8.0 // seconds the end stays up before the results

// gosuCardUse is what the legal moves let the person do with a card: pick
// it (to pay, discard...) by the first such move, and select it to play it
// or shift it in.
type gosuCardUse struct {
	pick       rules.Action
	pickable   bool
	selectable bool
}

// gosuTileAct is the first legal action that drafts, flips or names a
// clan tile, if ok.
type gosuTileAct struct {
	act rules.Action
	ok  bool
}

type gosuButton struct {
	id, title string
	act       rules.Action
	cancel    bool
	results   bool
	rect      ui.Rect
}

// newTableScene builds the Gosu X table for p.
func newTableScene(app table.App, p table.Play) ui.Scene {
	t := newGosuTable()
	t.Core = table.NewCore(app, t, p, gosuAnimPlies, gosuEndPause)
	return t
}

// newGosuTable is a table with nothing selected, hovered or shown over it
// (its core is set by the caller: live or a replay).
func newGosuTable() *tableScene {
	return &tableScene{sel: gosu.Unknown, detail: gosu.Unknown, hover: gosu.Unknown, preview: -1, fan: table.HandFan{Drag: -1},
		lay:     gosuLayout{showing: 1}, // one army at a time: the viewer's own first
		btnView: ui.ScrollView{ID: "choices"}, inAir: map[gosu.Card]bool{},
		uses: map[gosu.Card]gosuCardUse{}, held: map[gosu.Card]bool{}}
}

// near is the player whose army is at the bottom: the viewer, else P1;
// P1 in table mode, where the seats keep their places.
func (t *tableScene) near() rules.Player {
	if t.lay.table {
		return 0
	}
	return max(t.Viewer(), 0)
}

// own is the index of the viewer's side (0 far, 1 near): the near one
// unless, in table mode, the viewer sits at the top.
//
//go:noinline
func (t *tableScene) own() int {
	if t.Viewer() != rules.NoPlayer && t.armyOf(0) == t.Viewer() {
		return 0
	}
	return 1
}

// onScreen is where rect r of side a lies on the screen: the far side's
// places are in its frame's coordinates.
//
//go:noinline
func (t *tableScene) onScreen(a int, r ui.Rect) ui.Rect {
	if a == 0 {
		return t.frame.RectToScreen(r)
	}
	return r
}

// mine is onScreen for the viewer's own things: their bar, buttons, hand
// and the close-ups, which face them.
func (t *tableScene) mine(r ui.Rect) ui.Rect { return t.onScreen(t.own(), r) }

// myEvents are this frame's pointer events as the viewer's side sees them.
func (t *tableScene) myEvents(ctx *ui.Context) []ui.PointerEvent {
	if t.own() == 0 {
		return t.frame.Events(ctx.Input.Events())
	}
	return ctx.Input.Events()
}

// armyOf is the player whose army is drawn at index a (0 far, 1 near).
//
//go:noinline
func (t *tableScene) armyOf(a int) rules.Player {
	if a == 1 {
		return t.near()
	}
	return 1 - t.near()
}

// Read takes the view the viewer may see, with the armies and the clan
// tiles' texts, and who sits where. New actions are then animated from
// their events (Animate); more, or any other change, are shown at once.
func (t *tableScene) Read(ctx *ui.Context, v rules.State) bool {
	if !table.ReadView(v, &t.view) {
		return false
	}
	t.army = [2][3][]gosu.Slot{t.view.Army(0), t.view.Army(1)}
	t.seat = [2]gosu.Seat{t.view.Seat(0), t.view.Seat(1)}
	t.wordTiles()
	t.lay.table = ctx.App.Settings().TableMode // who sits where, before anything is placed
	return true
}

// Caught decodes the viewer's legal actions into moves (keeping those it
// can) and what they let the person do (readMoves), reads the newest log
// lines (holding back those of a battle still counted: the actions after
// ply from), and drops a selection that can no longer be played.
func (t *tableScene) Caught(from int) {
	t.readMoves()
	log := t.Src().Log()
	t.count.readCount(log, t.Viewer())
	t.log, t.logHeld = t.log[:0], 0
	recent := log[max(0, len(log)-table.LogLines):]
	shown := len(recent) // the entries not held back
	for i, e := range recent {
		held := !t.Anim().Done() && from >= 0 && e.Ply > from // the battle's result waits for its count
		if held {
			shown = min(shown, i)
		}
		if line := gosuLine(e.Event, t.Names(), t.Viewer()); line != "" {
			t.log = append(t.log, line)
			if held {
				t.logHeld++
			}
		}
	}
	// The plate faces the other player: it tells what everyone may know.
	t.plateLog, t.plateEarly = t.plateLog[:0], t.plateEarly[:0]
	if t.lay.table {
		t.plateLog = table.Story(t.plateLog, gosu.ID, recent, t.Names(), rules.NoPlayer)
		t.plateEarly = table.Story(t.plateEarly, gosu.ID, recent[:shown], t.Names(), rules.NoPlayer)
	}
	if !t.selectable(t.sel) {
		t.sel = gosu.Unknown
	}
}

// readMoves decodes the viewer's legal actions into moves, keeping those
// it can, and works out once what each lets the person do with a card or
// a clan tile (uses, tileActs), the first move that does it counting.
func (t *tableScene) readMoves() {
	t.acts, t.moves = t.acts[:0], t.moves[:0]
	clear(t.uses)
	t.tileActs = [gosu.NumClans]gosuTileAct{}
	for _, a := range t.Legal() {
		m, ok := gosu.Decode(a)
		if !ok {
			continue
		}
		t.acts, t.moves = append(t.acts, a), append(t.moves, m)
		switch m.Kind {
		case gosu.MovePick:
			if u := t.uses[m.Card]; !u.pickable {
				u.pick, u.pickable = a, true
				t.uses[m.Card] = u
			}
		case gosu.MovePlay:
			t.setSelectable(m.Card)
		case gosu.MoveShift:
			t.setSelectable(m.In)
		case gosu.MoveDraft, gosu.MoveClan:
			if k := m.Clan; k >= 0 && int(k) < gosu.NumClans && !t.tileActs[k].ok {
				t.tileActs[k] = gosuTileAct{a, true}
			}
		}
	}
}

// setSelectable notes that a move plays card c or shifts it in.
func (t *tableScene) setSelectable(c gosu.Card) {
	u := t.uses[c]
	u.selectable = true
	t.uses[c] = u
}

func (t *tableScene) HasView() bool { return t.view != nil }

func (t *tableScene) HurryArea(ctx *ui.Context) ui.Rect { return ctx.Screen() }

func (t *tableScene) EndTapped(ctx *ui.Context) bool { return t.tappedButton(ctx) >= 0 }

// CloseUp handles a frame while a card, a discard pile or the clan tiles
// are shown in full (a tap anywhere closes them), or opens one on a long
// press, or on a tap on an army card that the tap would not act on; a tap
// on a tab shows its army. It reports whether it took the frame.
func (t *tableScene) CloseUp(ctx *ui.Context) bool {
	if t.CloseUpOpen() {
		if t.tiles {
			t.scrollTiles(ctx)
		}
		if ctx.Input.Tapped(ctx.Screen()) {
			t.detail, t.pile, t.tiles, t.preview, t.count.open = gosu.Unknown, 0, false, -1, 0
			ctx.Redraw()
		}
		return true
	}
	if t.tabTapped(ctx) {
		return true
	}
	if c, ok := t.slotAt(ctx, ctx.Input.Tapped); ok && !t.armyTapActs(c) { // a card nothing asks for: read it
		t.detail = c
		ctx.Redraw()
		return true
	}
	t.rest(ctx)
	return t.longPress(ctx)
}

// CloseUpOpen implements table.Table: a card, a discard pile, the list
// of tiles, a clan's cards or the battle's count lies over the table.
func (t *tableScene) CloseUpOpen() bool {
	return t.detail != gosu.Unknown || t.pile != 0 || t.tiles || t.preview >= 0 || t.count.open != 0
}

// armyTapActs reports whether a tap on army card c would act: the
// person decides, and c is lit or a card of the hand is chosen (to shift
// in over c, or play into its row).
func (t *tableScene) armyTapActs(c gosu.Card) bool {
	return len(t.acts) > 0 && (t.sel != gosu.Unknown || t.litSlot[c])
}

// gosuHoverDelay is how long a mouse rests on a card before its full text
// shows beside it, s.
const gosuHoverDelay = 0.5

// rest follows a mouse resting on a face-up card, in the hand or an army,
// with no button down: after gosuHoverDelay the card's full text shows
// beside it (hovered), until the mouse leaves it. A finger's card is read
// by a long press instead, and table mode (a shared tablet) has no mouse
// to speak of.
func (t *tableScene) rest(ctx *ui.Context) {
	x, y, down := ctx.Input.Pointer()
	c := gosu.Unknown
	if !down && !ctx.Input.ByFinger() && !t.lay.table && t.fan.Drag < 0 {
		c = t.cardAt(ctx, x, y)
	}
	if c != t.hover {
		if t.hovered() {
			ctx.Redraw()
		}
		t.hover, t.hoverT = c, 0
		return
	}
	if c != gosu.Unknown && t.hoverT < gosuHoverDelay {
		t.hoverT += ctx.Dt
		if t.hovered() {
			ctx.Redraw()
		}
	}
}

// hovered reports whether a hovered card's text shows.
func (t *tableScene) hovered() bool { return t.hover != gosu.Unknown && t.hoverT >= gosuHoverDelay }

// cardAt is the face-up card of the hand or an army at (x, y) on the
// screen, Unknown if none.
func (t *tableScene) cardAt(ctx *ui.Context, x, y float64) gosu.Card {
	for i := len(t.hand) - 1; i >= 0; i-- { // later cards lie on earlier ones
		if i < len(t.fan.Rects) && t.mine(t.fan.Rects[i]).Contains(x, y) {
			return t.hand[i]
		}
	}
	if c, ok := t.slotAt(ctx, func(r ui.Rect) bool { return r.Contains(x, y) }); ok {
		return c
	}
	return gosu.Unknown
}

// cardRect is where card c lies on the screen, in the hand or an army.
func (t *tableScene) cardRect(c gosu.Card) (ui.Rect, bool) {
	for i, h := range t.hand {
		if h == c && i < len(t.fan.Rects) {
			return t.mine(t.fan.Rects[i]), true
		}
	}
	for _, a := range t.sides() {
		for r, row := range t.army[t.armyOf(a)] {
			for i, s := range row {
				if s.Card == c {
					return t.onScreen(a, t.lay.slot(a, r, i)), true
				}
			}
		}
	}
	return ui.Rect{}, false
}

// Register lists what scripts and tests tap and read: "hand:ID", "army:ID",
// "choice:NOTATION" (spaces as "_"), "tile:CLAN" (tap to draft or name it),
// "row:N" (the viewer's rows 1-3: read, but a control where it takes the
// card selected), "pile:1"/"pile:2" (far and near discards), the buttons
// by id and the prompt.
func (t *tableScene) Register(ctx *ui.Context) {
	switch {
	case t.lay.table && t.plate.W > 0: // no status line: the plate's head says who acts
		head, _ := table.LogPlateParts(t.plate, ctx.Unit)
		ctx.RegisterKept("status", t.plateLabel, t.plateFrame.RectToScreen(head))
	case t.lay.table:
		ctx.RegisterRead("status", t.status, t.lay.top)
	default: // a notice keeps off the status line
		table.KeepStatus(ctx, nil, t.statusLine(), t.MenuRect(), t.lay.top, t.lay.top.X+t.lay.top.W)
	}
	for _, a := range t.sides() {
		for r, row := range t.army[t.armyOf(a)] {
			for i, s := range row {
				ctx.Register(gosuArmyIDs.Of(int(s.Card)), s.Card.Name(), t.onScreen(a, t.lay.slot(a, r, i)))
			}
		}
		ctx.Register(gosuPileIDs[a], t.Names()[t.armyOf(a)], t.onScreen(a, t.lay.heads[a]))
	}
	t.registerTabs(ctx)
	for r := range t.lay.shown(t.own()) {
		switch {
		case !t.visible(t.own()):
		case t.litRow[r]: // it takes the card selected
			ctx.Register(gosuRowIDs[r], "", t.mine(t.lay.row(t.own(), r)))
		default: // a tap only says why not: a passing panel may cover it
			ctx.RegisterRead(gosuRowIDs[r], "", t.mine(t.lay.row(t.own(), r)))
		}
	}
	if t.tilesApart(ctx) {
		for k := range gosu.Clan(gosu.NumClans) {
			ctx.Register(gosuTileIDs.Of(int(k)), k.Name(), t.tileRect(ctx, k))
		}
	} else {
		ctx.Register("clans", i18n.T("gosu.tiles"), t.tilesRect(ctx))
	}
	for i, c := range t.hand {
		if i < len(t.fan.Rects) {
			ctx.Register(gosuHandIDs.Of(int(c)), c.Name(), t.mine(t.fan.Rects[i]))
		}
	}
	for i := range t.buttons {
		if r, ok := t.buttonArea(i); ok {
			ctx.Register(t.buttons[i].id, t.buttons[i].title, t.mine(r))
		}
	}
	if len(t.acts) > 0 && t.Anim().Done() {
		table.RegisterPrompt(ctx, t.prompt, t.mine(t.promptBox))
	}
	t.registerCount(ctx)
	if t.plate.W > 0 {
		ctx.RegisterRead(table.PlateIDs[t.plateSeat], t.plateLabel, t.plateFrame.RectToScreen(t.plate))
	}
}

// longPress opens the close-up of the card pressed, a discard pile, or
// how the last Great Battle was counted.
func (t *tableScene) longPress(ctx *ui.Context) bool {
	if t.openCount(ctx) {
		return true
	}
	in := ctx.Input
	for i, c := range t.hand {
		if i < len(t.fan.Rects) && in.LongPressed(t.mine(t.fan.Rects[i])) {
			t.detail = c
			return true
		}
	}
	if c, ok := t.slotAt(ctx, in.LongPressed); ok {
		t.detail = c
		return true
	}
	for k := range gosu.Clan(gosu.NumClans) {
		if !in.LongPressed(t.tileRect(ctx, k)) {
			continue
		}
		if t.drafting() { // which cards the clan would bring
			t.preview = k
		} else {
			t.tiles = true
		}
		return true
	}
	for _, a := range t.sides() {
		if h := t.onScreen(a, t.lay.heads[a]); !t.drafting() && (in.LongPressed(h) || in.Tapped(h)) {
			t.pile = a + 1
			return true
		}
	}
	return false
}

// slotAt is the face-up army card for which hit holds, if any.
func (t *tableScene) slotAt(ctx *ui.Context, hit func(ui.Rect) bool) (gosu.Card, bool) {
	for _, a := range t.sides() {
		for r, row := range t.army[t.armyOf(a)] {
			for i, s := range row {
				if hit(t.onScreen(a, t.lay.slot(a, r, i))) && !s.Down {
					return s.Card, true
				}
			}
		}
	}
	return gosu.Unknown, false
}

// Pointer handles the taps and drags of the person to decide.
func (t *tableScene) Pointer(ctx *ui.Context) {
	events := t.myEvents(ctx)
	if t.btnView.UpdateIn(ctx, events, t.mine(t.btnView.Rect)) {
		t.Layout(ctx)
		ctx.Redraw()
	}
	if t.drafting() {
		t.scrollTiles(ctx)
	}
	if i := t.tappedButton(ctx); i >= 0 {
		if b := t.buttons[i]; b.cancel {
			t.sel = gosu.Unknown
			t.ClearMsg()
			t.Redescribe()
		} else {
			t.apply(ctx, b.act)
		}
		return
	}
	t.fan.Pointer(events, func(h table.HandPick) {
		if t.own() == 0 { // the board is handled in screen coordinates
			h.X, h.Y = t.frame.ToScreen(h.X, h.Y)
		}
		if h.Card >= 0 && h.Card < len(t.hand) {
			c := t.hand[h.Card]
			if h.Drop {
				t.sel = gosu.Unknown
				t.tapHand(ctx, c)
				if t.sel == c {
					t.tapBoard(ctx, h.X, h.Y)
				}
				return
			}
			t.tapHand(ctx, c)
			return
		}
		t.tapBoard(ctx, h.X, h.Y)
	})
}

// find is the first legal action whose move fits.
//
//go:noinline
func (t *tableScene) find(fits func(m gosu.Move) bool) (rules.Action, bool) {
	for i, m := range t.moves {
		if fits(m) {
			return t.acts[i], true
		}
	}
	return 0, false
}

// selectable reports whether hand card c may be played or shifted in now.
func (t *tableScene) selectable(c gosu.Card) bool {
	return c != gosu.Unknown && t.uses[c].selectable
}

// tapHand picks hand card c (to pay, discard...) or selects it to play.
func (t *tableScene) tapHand(ctx *ui.Context, c gosu.Card) {
	t.ClearMsg()
	if u := t.uses[c]; u.pickable {
		t.apply(ctx, u.pick)
		return
	}
	switch {
	case t.sel == c:
		t.sel = gosu.Unknown
	case t.selectable(c):
		t.sel = c
	default:
		t.Say(ctx, i18n.T("gosu.why.card", c.Name()))
		return
	}
	t.Redescribe()
}

// tapBoard handles a tap (or the drop of the selected card) at (x, y): on
// an army card that a move wants, that move; else on a row of the
// viewer's army, playing the selected card there.
func (t *tableScene) tapBoard(ctx *ui.Context, x, y float64) {
	if !t.tilesApart(ctx) && t.tilesRect(ctx).Contains(x, y) {
		t.tiles = true
		ctx.Redraw()
		return
	}
	for k := range gosu.Clan(gosu.NumClans) {
		if t.tileRect(ctx, k).Contains(x, y) {
			switch a, ok := t.tileMove(k); {
			case ok:
				t.apply(ctx, a)
			case t.drafting(): // a clan already taken: say what is asked
				t.Say(ctx, t.prompt)
			default:
				t.tiles = true
				ctx.Redraw()
			}
			return
		}
	}
	for _, a := range t.sides() {
		for r, row := range t.army[t.armyOf(a)] {
			for i, s := range row {
				if t.onScreen(a, t.lay.slot(a, r, i)).Contains(x, y) && t.tapArmy(ctx, s.Card) {
					return
				}
			}
		}
	}
	sel := t.sel
	for r := range t.lay.shown(t.own()) {
		if sel == gosu.Unknown || !t.visible(t.own()) || !t.mine(t.lay.row(t.own(), r)).Contains(x, y) {
			continue
		}
		if a, ok := t.find(func(m gosu.Move) bool { return m.Kind == gosu.MovePlay && m.Card == sel && m.Row == r }); ok {
			t.apply(ctx, a)
			return
		}
		t.Say(ctx, i18n.T("gosu.why.row", sel.Name(), gosuRoman(r+1)))
		return
	}
	for _, a := range t.sides() {
		if t.onScreen(a, t.lay.armies[a]).Contains(x, y) {
			t.Say(ctx, t.prompt)
		}
	}
}

// tileMove is the legal action that drafts, flips or names clan k, if
// nothing is selected and there is one.
func (t *tableScene) tileMove(k gosu.Clan) (rules.Action, bool) {
	if t.sel != gosu.Unknown || k < 0 || int(k) >= gosu.NumClans {
		return 0, false
	}
	return t.tileActs[k].act, t.tileActs[k].ok
}

// tapArmy carries out what a tap on army card c means now, if anything:
// shift the selected card in over it, pick it, or activate it.
func (t *tableScene) tapArmy(ctx *ui.Context, c gosu.Card) bool {
	sel := t.sel
	if sel != gosu.Unknown {
		if a, ok := t.find(func(m gosu.Move) bool { return m.Kind == gosu.MoveShift && m.Card == c && m.In == sel }); ok {
			t.apply(ctx, a)
			return true
		}
		return false
	}
	for _, k := range []gosu.MoveKind{gosu.MovePick, gosu.MoveActivate} {
		if a, ok := t.find(func(m gosu.Move) bool { return m.Kind == k && m.Card == c }); ok {
			t.apply(ctx, a)
			return true
		}
	}
	return false
}

// apply plays a (table.Hidden.Apply) with the selection cleared.
//
//go:noinline
func (t *tableScene) apply(ctx *ui.Context, a rules.Action) {
	t.sel = gosu.Unknown
	t.Core.Apply(ctx, a)
}

// describe works out the status, the prompt, the buttons, the hand and
// what is lit, from the view and the selection.
// describePlate words the name plate of table mode: the name of the
// player whose half holds no bar, and whom the table waits for (their
// own turn while the curtain is up, or their bot thinking).
func (t *tableScene) describePlate() {
	t.plateSeat = rules.NoPlayer
	mover := t.view.ToMove()
	if !t.lay.table || t.Outcome().Over || mover == rules.NoPlayer {
		return
	}
	p := t.armyOf(1 - t.own())
	t.plateSeat, t.plateName = p, t.Names()[p]
	t.plateWait = table.PlateWait(t.Names(), p, mover, t.Seats()[mover].Bot != "")
	t.plateLabel = t.plateName + " · " + t.plateWait
}

func (t *tableScene) Describe() {
	v := t.view
	t.buttons = t.buttons[:0]
	t.litSlot = map[gosu.Card]bool{}
	t.litRow = [3]bool{}
	t.hand, t.litHand = t.hand[:0], t.litHand[:0]
	if t.Secrets() && t.Viewer() != rules.NoPlayer {
		t.hand = append(t.hand, v.Seat(t.Viewer()).Hand...)
	}
	clear(t.held)
	for _, c := range t.hand {
		t.held[c] = true
	}
	t.describePlate()
	if t.Outcome().Over {
		t.status = gosuOutcome(t.Outcome(), t.Names())
		t.prompt = ""
		t.buttons = append(t.buttons, gosuButton{id: "results", title: i18n.T("gosu.results"), results: true})
		return
	}
	status := table.Status{Names: t.Names(), ToMove: v.ToMove(), Turn: v.Turn(), Context: i18n.T("gosu.round", v.Round())}
	switch v.Phase() {
	case gosu.PhaseDraft:
		status.Turn, status.Context = rules.NoPlayer, i18n.T("gosu.status.draft")
	case gosu.PhaseMulligan:
		status.Turn, status.Context = rules.NoPlayer, i18n.T("gosu.status.mulligan")
	}
	t.status = status.Line()
	d, _ := v.Decision()
	if p := v.ToMove(); p != rules.NoPlayer && t.Seats()[p].Bot != "" {
		t.prompt = i18n.T("table.thinking", t.Names()[p])
	} else if len(t.acts) == 0 {
		t.prompt = i18n.T("table.turn", t.Names()[max(p, 0)])
	} else {
		t.prompt = gosuPrompt(d, t.Names(), t.moves)
	}
	for i, m := range t.moves {
		t.light(m, t.acts[i], d)
	}
	for _, c := range t.hand {
		u := t.uses[c]
		t.litHand = append(t.litHand, u.pickable || t.sel == gosu.Unknown && u.selectable)
	}
	if t.sel != gosu.Unknown {
		t.prompt = t.costLine(t.sel)
		t.buttons = append(t.buttons, gosuButton{id: "cancel", title: i18n.T("ui.cancel"), cancel: true})
	}
	t.showAsked(d.Kind)
}

// costLine says where the selected card may go and what each costs, a
// sentence each.
func (t *tableScene) costLine(c gosu.Card) string {
	line := i18n.T("gosu.prompt.selected", c.Name())
	for r := range 3 {
		if t.litRow[r] {
			if cost := t.view.PlayCost(c, r); cost > 0 {
				line += " " + i18n.N("gosu.prompt.row_cost", cost, gosuRoman(r+1))
			} else {
				line += " " + i18n.T("gosu.prompt.row_free", gosuRoman(r+1))
			}
		}
	}
	for _, m := range t.moves {
		if m.Kind == gosu.MoveShift && m.In == c {
			if cost := t.view.ShiftCost(m.Card); cost > 0 {
				line += " " + i18n.N("gosu.prompt.shift_cost", cost, m.Card.Name())
			} else {
				line += " " + i18n.T("gosu.prompt.shift_free", m.Card.Name())
			}
		}
	}
	return line
}

// light marks what a legal move lets the person tap, or adds its button.
func (t *tableScene) light(m gosu.Move, a rules.Action, d gosu.Decision) {
	_, _, _, inArmy := t.view.Where(m.Card)
	switch m.Kind {
	case gosu.MovePlay:
		if t.held[m.Card] {
			if m.Card == t.sel {
				t.litRow[m.Row] = true
			}
			return
		}
		// A play from the discard (Nityananda's extra turn): the table
		// shows no discard to tap a card in, so the play is a button.
	case gosu.MoveShift:
		if m.In == t.sel {
			t.litSlot[m.Card] = true
		}
		return
	case gosu.MoveActivate:
		if t.sel == gosu.Unknown {
			t.litSlot[m.Card] = true
		}
		return
	case gosu.MovePick:
		if inArmy {
			t.litSlot[m.Card] = true
			return
		}
		if t.held[m.Card] {
			return
		}
	}
	if t.sel != gosu.Unknown {
		return
	}
	id := "choice:" + strings.ReplaceAll(t.view.FormatAction(a), " ", "_")
	t.buttons = append(t.buttons, gosuButton{id: id, title: gosuMoveLabel(m, d, t.Names()), act: a})
}
