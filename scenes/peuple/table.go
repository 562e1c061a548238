package peuple

import (
	"strconv"
	"strings"

	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

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

	// What the legal actions and the view allow, read once as the table
	// catches up (Caught): the taps and every frame read these rather
	// than decode the actions again.
	powers  map[peuple.Power]peuplePowerUse
	helpers peupleSeats // the players who may be named the helper

	choices []peupleChoice
	hand    []peupleHandCard
	fan     table.HandFan // the hand's cards on screen, and the one dragged
	title   ui.Rect       // where the hand's title stands: over the cards, or beside them
	status  string
	prompt  string
	// What each plate says under the name: cards held, turns to skip.
	plateInfo []string
	plateSkip []string // the turns to skip alone, for a plate too narrow for both
	log       []string
	logPublic bool   // log is worded for everyone (table mode)
	ringPub   string // pawn places, for the published state
	played    string // the actions so far in notation, " | " between them

	lay  peupleLayout
	ring peupleRing

	// Table mode: the viewer's part (bar and hand) turned to their edge,
	// and the name plates of the people waiting, each strip's turned to
	// its edge (plateFrames, by side).
	frame table.SeatFrame
	// logFrame turns the log panel to the same edge (a frame of its own,
	// so that neither's offscreen image changes size every frame).
	logFrame    table.SeatFrame
	statusFrame table.SeatFrame // the status line, turned to table.StatusSide
	plates      []peuplePlate
	plateFrames [4]table.SeatFrame
	plateWaits  []string // what each seat's plate says the table waits for

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

// peuplePowerUse is what the legal actions allow with a power card: to
// play it, and at whom.
type peuplePowerUse struct {
	playable bool
	aims     peupleSeats
}

// peupleSeats is a set of players, seat p as bit p.
type peupleSeats uint32

func (s peupleSeats) has(p rules.Player) bool { return p >= 0 && p < 32 && s&(1<<p) != 0 }

func (s *peupleSeats) add(p rules.Player) {
	if p >= 0 && p < 32 {
		*s |= 1 << p
	}
}

// peupleChoice is one tappable choice under the prompt: an action, or
// cancelling the selection.
type peupleChoice struct {
	id, title, sub string
	act            rules.Action
	cancel         bool
	disabled       bool
	accent         bool
	rect           ui.Rect // drawn
	reach          ui.Rect // the area a tap takes
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

// newTableScene builds the table of Le Dernier Peuple for p.
func newTableScene(app table.App, p table.Play) ui.Scene {
	n := len(p.Players())
	t := &tableScene{selPawn: -1, swapMine: -1, fan: table.HandFan{Drag: -1}, powers: map[peuple.Power]peuplePowerUse{},
		shownAt: make([]int, 2*n), score: make([]int, n), flying: make([]bool, 2*n), flyPos: make([]tween.Props, 2*n)}
	t.Core = table.NewCore(app, t, p, peupleAnimPlies, peupleEndPause)
	return t
}

// Read takes the view the viewer may see. New actions are then animated
// from their events (Animate); any other change (undo, redo, restart,
// resume) is shown at once.
func (t *tableScene) Read(_ *ui.Context, v rules.State) bool { return table.ReadView(v, &t.view) }

// ClearSelection drops what the person chose: on Cancel, and when an
// action is played (the core calls it then).
func (t *tableScene) ClearSelection() {
	t.selMove, t.selPawn, t.selPower, t.swapMine = 0, -1, 0, -1
	t.fan.CancelDrag()
	t.landings = t.landings[:0]
}

// readLog reads the newest lines of the log: as the viewer may read them,
// but in table mode as everyone may, since the panel and the plates face
// the whole table and the viewer's draws are theirs alone. It leaves out
// the newest turn's "… to play" (or "plays again"), the log's last lines:
// the status line says whose turn it is, and on a phone the panel's few
// lines would then tell less of what happened.
func (t *tableScene) readLog() {
	who := t.Viewer()
	if t.lay.table {
		who = rules.NoPlayer
	}
	log := t.Src().Log()
	for n := len(log); n > 0 && log[n-1].Event.Kind == peuple.EventTurn; n-- {
		log = log[:n-1]
	}
	log = log[max(0, len(log)-table.LogLines):]
	t.log, t.logPublic = table.Story(t.log[:0], peuple.ID, log, t.Names(), who), t.lay.table
}

// Caught keeps the actions so far, the newest lines of the log as the
// viewer may read them and where each pawn stands, for scripts, and what
// the legal actions allow (readMoves).
func (t *tableScene) Caught(int) {
	t.readMoves()
	var played strings.Builder
	for i, r := range t.Src().History() {
		if i > 0 {
			played.WriteString(" | ")
		}
		played.WriteString(r.Action)
	}
	t.played = played.String()
	t.readLog()
	var b strings.Builder
	for w := range t.shownAt {
		if w > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(peuple.Pawn(w).String() + ":" + strconv.Itoa(t.view.PawnAt(peuple.Pawn(w))))
	}
	t.ringPub = b.String()
}

// readMoves notes once which power cards the legal actions play, and at
// whom, and who may be named the helper.
func (t *tableScene) readMoves() {
	clear(t.powers)
	for _, a := range t.Legal() {
		if m := t.view.Describe(a); m.Kind == peuple.KindPower {
			u := t.powers[m.Power]
			u.playable = true
			u.aims.add(m.Player)
			t.powers[m.Power] = u
		}
	}
	t.helpers = 0
	for _, h := range t.view.HelperCandidates() {
		t.helpers.add(h)
	}
}

func (t *tableScene) HasView() bool { return t.view != nil }

func (t *tableScene) HurryArea(*ui.Context) ui.Rect { return t.lay.ring }

func (t *tableScene) EndTapped(ctx *ui.Context) bool { return ctx.Input.Tapped(ctx.Screen()) }

// Register lists what scripts and tests tap and read.
func (t *tableScene) Register(ctx *ui.Context) {
	table.KeepStatus(ctx, &t.statusFrame, t.status, t.MenuRect(), t.lay.top, t.lay.top.X+t.lay.top.W) // a notice keeps off it
	for i := 1; i <= t.ring.cards && i < len(peupleCardIDs); i++ {
		ctx.Register(peupleCardIDs[i], peupleCardIDs[i], t.ring.reach(i))
	}
	for p := range t.lay.seats {
		ctx.Register(peupleSeatIDs[p], t.Names()[p], t.lay.seats[p])
	}
	// Each pawn, after the cards, with the area a tap on it takes
	// (pawnArea): a tap on a card two share takes the first that fits,
	// again the next.
	t.eachPawn(func(w peuple.Pawn, x, y float64, alone bool) {
		if int(w) < len(peuplePawnIDs) && w.Owner() < rules.Player(len(t.Names())) {
			ctx.Register(peuplePawnIDs[w], t.Names()[w.Owner()], t.pawnArea(x, y, alone))
		}
	})
	for i := range t.hand {
		if i < len(t.fan.Rects) {
			ctx.Register(t.hand[i].id, t.hand[i].label, t.frame.RectToScreen(t.fan.Reach(i)))
		}
	}
	for i := range t.choices {
		c := &t.choices[i]
		ctx.RegisterWidget(c.id, c.title, t.frame.RectToScreen(c.reach), !c.disabled)
	}
	for _, p := range t.plates {
		ctx.RegisterRead(table.PlateIDs[p.seat], t.plateWaits[p.seat], t.plateFrames[p.side].RectToScreen(p.rect))
	}
	ctx.RegisterRead("ring", t.ringPub, t.lay.ring)
	ctx.RegisterRead("actions", t.played, t.lay.top)
	if t.Decides() && t.Anim().Done() {
		table.RegisterPrompt(ctx, t.prompt, t.frame.RectToScreen(peuplePromptWords(t.lay.bar, ctx.Unit)))
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
