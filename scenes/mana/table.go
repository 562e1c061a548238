package mana

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/mana"
	"kamon/scenes/feedback"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sound"
	"kamon/sprites/tween"
)

// manaTray is the selection standing for the mover's reserve tray (or, in
// the advanced setup, the pieces still to place).
const manaTray = 100

// Durations at normal animation speed, in seconds.
const (
	manaStepTime  = 0.17 // a piece sliding over one square
	manaFlightDur = 0.55 // the bird flying to its new square
	manaEndPause  = 2.0  // the winning capture stays before the results
)

var (
	manaTrayIDs  = [2]string{"tray:black", "tray:white"}
	manaPanelIDs = [2]string{"panel:black", "panel:white"}
)

// tableScene is the table of Mana: the wooden board with its symbols, the
// pieces and the Mana-bird, both reserve trays, whose turn and what the bird
// asks for, and the move list. Moves are made by tapping (or dragging) a
// piece and then one of its lit destinations; refused taps say why. It runs
// on table.Core, which shows a move by its events (Animate) and reads
// nothing hidden: nothing in Mana is.
type tableScene struct {
	table.Core
	st      *mana.State
	plays   []manaPlay                // the legal actions, read from their notation
	pieces  [manaSize * manaSize]byte // as drawn; the new position once a move is read
	moves   []string                  // the moves so far, each a sentence (the game log's)
	played  string                    // the actions so far in notation, for the published state
	posNote string                    // the position in notation, for the published state
	status  string
	prompt  string // what the player to move is asked to do

	flip      bool // normal mode: the board seen from White's side
	sel       int  // selected square, manaTray, or -1
	hover     int  // a destination under the pointer, or -1
	preview   []int
	dragging  bool
	dragX     float64
	dragY     float64
	placeKind byte // advanced setup: 'D' or 'R', what a tap on the board places
	lastFrom  int
	lastTo    int

	flipBtn, coordBtn, pass ui.Button
	lay                     manaLayout
	geom                    manaGeom
	upside                  *ebiten.Image // the top side's panel, drawn then turned (table mode)
	coordsUp                *ebiten.Image // the far side's coordinates, likewise

	slide    manaSlide
	drop     manaSlide // the captured piece: a Ronin drops into its owner's tray
	birdSq   int
	birdFly  bool
	birdPos  tween.Props
	tableMod bool // table mode as of the last layout
}

// manaSlide is a piece being animated: one sliding from square to square,
// or a captured one leaving the board.
type manaSlide struct {
	on    bool
	piece byte
	to    int
	pos   tween.Props
}

// manaAnimPlies is the most actions animated when the table catches up:
// the last one, as it was played.
const manaAnimPlies = 1

// newTableScene builds the Mana table for p, facing the only person when
// they play White.
func newTableScene(app table.App, p table.Play) ui.Scene {
	t := newManaTable()
	t.Core = table.NewCore(app, t, p, manaAnimPlies, manaEndPause)
	t.flip = len(t.Seats()) == 2 && !p.Person(0) && p.Person(1)
	return t
}

// newManaTable is a table with nothing selected, its core set by the
// caller: live or a replay.
func newManaTable() *tableScene {
	return &tableScene{sel: -1, hover: -1, birdSq: -1, lastFrom: -1, lastTo: -1,
		flipBtn:  ui.Button{ID: "flip", Icon: "redo", Kind: ui.ButtonSecondary},
		coordBtn: ui.Button{ID: "coords", Label: "a1", Kind: ui.ButtonSecondary},
		pass:     ui.Button{ID: "pass", Icon: "pass", Kind: ui.ButtonPrimary}}
}

// Read takes the position: everyone sees all of it.
func (t *tableScene) Read(_ *ui.Context, v rules.State) bool { return table.ReadView(v, &t.st) }

func (t *tableScene) HasView() bool { return t.st != nil }

// Settle shows the position as it is: nothing moving, the bird on its
// square, the last move marked.
func (t *tableScene) Settle() {
	t.slide.on, t.drop.on, t.birdFly = false, false, false
	t.birdSq = t.st.Bird()
	t.lastFrom, t.lastTo = -1, -1
	if hist := t.Src().History(); len(hist) > 0 {
		p := readManaPlay(0, hist[len(hist)-1].Action)
		t.lastFrom, t.lastTo = p.from, p.to
	}
	t.readPieces()
}

func (t *tableScene) readPieces() {
	for sq := range t.pieces {
		t.pieces[sq] = t.st.Piece(sq)
	}
}

// ClearSelection drops the selected piece and the drag: a new action is
// shown.
func (t *tableScene) ClearSelection() {
	t.sel, t.hover, t.preview, t.dragging = -1, -1, t.preview[:0], false
}

// Caught reads the legal actions as plays, what a tap on the board
// places, and the moves so far.
func (t *tableScene) Caught(int) {
	st := t.st
	t.plays = t.plays[:0]
	for _, a := range t.Legal() {
		t.plays = append(t.plays, readManaPlay(a, st.FormatAction(a)))
	}
	// One move left: its piece (or the tray) stands selected, so one tap
	// on the square it goes to makes it (a tutorial has the person select
	// it, as its guide says).
	if len(t.plays) == 1 && t.sel < 0 && t.Lesson() == nil {
		switch p := t.plays[0]; {
		case p.kind == 'm':
			t.sel = p.from
		case p.kind == 'R' && !t.inSetup():
			t.sel = manaTray
		}
	}
	t.placeKind = 'R'
	if d, _ := st.ToPlace(st.ToMove()); d {
		t.placeKind = 'D'
	}
	hist := t.Src().History()
	var played strings.Builder
	t.moves = t.moves[:0]
	for i, h := range hist {
		if i > 0 {
			played.WriteByte(' ')
		}
		played.WriteString(h.Action)
		if s := manaMoveText(h, t.Names()); s != "" {
			t.moves = append(t.moves, s)
		}
	}
	t.posNote, t.played = st.Position(), played.String()
}

// Describe works out the status line and the prompt.
func (t *tableScene) Describe() { t.status, t.prompt = t.describe() }

// Layout places everything for the screen.
func (t *tableScene) Layout(ctx *ui.Context) { t.layout(ctx) }

// OwnSound: the table sounds its moves itself, as the piece slides and lands.
func (t *tableScene) OwnSound(kind string) bool {
	return kind == mana.EventMove || kind == mana.EventEnter || kind == mana.EventPlace || kind == mana.EventCapture
}

// HurryArea: a tap on the board brings a sliding piece to its square.
func (t *tableScene) HurryArea(*ui.Context) ui.Rect { return t.geom.board }

// LogPanel is the move list while it shows: a tap opens the game log.
func (t *tableScene) LogPanel(ctx *ui.Context) ui.Rect {
	if t.movesShown(ctx) {
		return t.lay.moves
	}
	return ui.Rect{}
}

// Animate slides the piece of the action played along its path (pieces
// still holds the position before it), knocks off what it captured and
// flies the bird to its new square.
func (t *tableScene) Animate(steps []tween.Step, events []rules.Event) []tween.Step {
	var d *mana.Played
	for _, e := range events {
		if p, ok := e.Data.(*mana.Played); ok && e.Kind != mana.EventCapture {
			d = p
			break
		}
	}
	if d == nil {
		return steps
	}
	kind := byte('p')
	switch {
	case d.From >= 0:
		kind = 'm'
	case d.To >= 0:
		kind = d.Piece
	}
	p := manaPlay{kind: kind, from: d.From, to: d.To}
	t.lastFrom, t.lastTo = p.from, p.to
	var parts []tween.Step
	delay := 0.0
	if p.to >= 0 {
		var slide tween.Step
		slide, delay = t.slideStep(p)
		parts = append(parts, slide)
	}
	if c := t.pieces[max(p.to, 0)]; p.kind == 'm' && c != 0 {
		parts = append(parts, t.captureStep(c, p.to, delay))
	}
	if newBird := t.st.Bird(); newBird >= 0 && newBird != t.birdSq {
		parts = append(parts, t.birdStep(max(t.birdSq, 0), newBird, p.to, delay))
		t.birdSq = newBird
	}
	t.readPieces()
	return append(steps, tween.Parallel(parts...))
}

// slideStep slides the piece of play p from its square (or its tray) to
// p.to, and reports how long it takes.
func (t *tableScene) slideStep(p manaPlay) (tween.Step, float64) {
	t.slide = manaSlide{on: true, piece: t.st.Piece(p.to), to: p.to}
	var pts []tween.Props
	if p.kind == 'm' {
		for _, sq := range manaPath(&t.pieces, p.from, p.to) {
			x, y := t.geom.center(sq)
			pts = append(pts, tween.Props{X: x, Y: y, Scale: 1, Alpha: 1})
		}
	} else { // from the tray (or the hand) onto the board
		fx, fy := t.lay.trays[manaOwner(t.slide.piece)].Center()
		x, y := t.geom.center(p.to)
		pts = []tween.Props{{X: fx, Y: fy, Scale: 1.2, Alpha: 0.6}, {X: x, Y: y, Scale: 1, Alpha: 1}}
	}
	delay := manaStepTime * float64(len(pts)-1)
	slides, lands := sound.Move, sound.None // a move slides and lands; a piece set down lands
	if p.kind != 'm' {
		delay = manaStepTime * 2
		slides, lands = sound.None, sound.Land
	}
	return tween.Sequence(feedback.Step(slides), tween.Path(&t.slide.pos, pts, delay/float64(max(1, len(pts)-1)), tween.InOutSine),
		feedback.Step(lands), tween.Call(func() { t.slide.on = false })), delay
}

// birdStep flies the bird from square from (or, when it had none, from
// where the piece landed) to square to, once the piece has moved.
func (t *tableScene) birdStep(from, to, landed int, delay float64) tween.Step {
	if t.birdSq < 0 {
		from = landed
	}
	fx, fy := t.geom.center(from)
	x, y := t.geom.center(to)
	t.birdFly, t.birdPos = true, tween.Props{X: fx, Y: fy, Scale: 1, Alpha: 1}
	return tween.Sequence(tween.Delay(delay), feedback.Step(sound.Wings),
		tween.Arc(&t.birdPos, t.birdPos, tween.Props{X: x, Y: y, Scale: 1, Alpha: 1}, t.geom.cell*1.3, manaFlightDur, tween.InOutSine),
		tween.Call(func() { t.birdFly = false }))
}

// captureStep shows captured piece c waiting on square sq until the
// mover arrives (after delay), then a Ronin drops into its owner's tray
// and a Daimio fades away.
func (t *tableScene) captureStep(c byte, sq int, delay float64) tween.Step {
	x, y := t.geom.center(sq)
	at := tween.Props{X: x, Y: y, Scale: 1, Alpha: 1}
	t.drop = manaSlide{on: true, piece: c, to: sq, pos: at}
	end := tween.Props{X: x, Y: y, Scale: 1.4, Alpha: 0}
	if c == 'R' || c == 'r' {
		tx, ty := t.lay.trays[manaOwner(c)].Center()
		end = tween.Props{X: tx, Y: ty, Scale: 0.8, Alpha: 1}
	}
	return tween.Sequence(tween.Delay(delay), feedback.Step(sound.Capture), tween.Tween(&t.drop.pos, at, end, 0.4, tween.InOutSine),
		tween.Call(func() { t.drop.on = false }))
}

// manaOwner is the player a piece letter belongs to.
func manaOwner(c byte) rules.Player {
	if c == 'd' || c == 'r' {
		return 1
	}
	return 0
}

// statusSide is the side panel that says the status line in table mode:
// the waiting player's, or at the end the loser's (none for a draw).
func (t *tableScene) statusSide() (rules.Player, bool) {
	if out := t.Outcome(); out.Draw() {
		return 0, false
	} else if out.Over {
		return 1 - out.Winners[0], true
	}
	return 1 - t.st.ToMove(), true
}

// describe is the status line and what the player to move is asked to do.
func (t *tableScene) describe() (status, prompt string) {
	st, out, seats := t.st, t.Outcome(), t.Seats()
	if out.Over {
		if out.Draw() {
			return i18n.T("results.draw"), table.ReasonText(mana.ID, out.Reason)
		}
		w := out.Winners[0]
		return i18n.T("results.wins", seats[w].Name), i18n.T("mana.won", seats[w].Name, manaSquareName(t.lastTo))
	}
	p := st.ToMove()
	status = table.Status{Names: t.Names(), ToMove: p, Turn: p}.Line()
	switch {
	case t.BotToMove():
		prompt = i18n.T("mana.thinking")
	case t.inSetup():
		if t.Src().Config().Variant == mana.Advanced {
			d, r := st.ToPlace(p)
			n := r
			if d {
				n++
			}
			prompt = i18n.T("mana.prompt.place", n)
			if n == 1 { // named, not counted: "ne mancano 1" is no Italian
				prompt = i18n.T("mana.prompt.place.last")
			}
		} else {
			prompt = i18n.T("mana.prompt.daimio")
		}
	case t.onlyPass():
		prompt = t.forcedPass()
	case st.Mana() == 0:
		prompt = i18n.T("mana.prompt.free")
	case t.obeying():
		prompt = i18n.T("mana.prompt.asks." + strconv.Itoa(st.Mana()))
	default:
		prompt = i18n.T("mana.prompt.disobey." + strconv.Itoa(st.Mana()))
	}
	return status, prompt
}

// inSetup reports that pieces are still being placed.
//
//go:noinline
func (t *tableScene) inSetup() bool {
	for p := rules.Player(0); p < 2; p++ {
		if d, r := t.st.ToPlace(p); d || r > 0 {
			return true
		}
	}
	return false
}

// obeying reports that the legal moves all start on the bird's symbol.
func (t *tableScene) obeying() bool {
	v := t.st.Mana()
	for _, p := range t.plays {
		if p.kind != 'm' || mana.Symbol(p.from) != v {
			return false
		}
	}
	return v != 0 && len(t.plays) > 0
}

func manaSideKey(p rules.Player) string {
	if p == 0 {
		return "mana.black"
	}
	return "mana.white"
}

func manaSquareName(sq int) string {
	if sq < 0 {
		return ""
	}
	return manaSquareNames[sq]
}

// choosing reports that the person to move may pick a piece now: their
// turn, the board still.
func (t *tableScene) choosing() bool { return t.Decides() && !t.slide.on }

// Register lists what scripts and tests tap and read, and handles the
// buttons that act at any moment: the board turned round (not in table
// mode, where each side faces its player) and the coordinates.
func (t *tableScene) Register(ctx *ui.Context) {
	if t.tableMod { // the status line stands in a side panel
		if p, ok := t.statusSide(); ok {
			ctx.RegisterKept("status", t.status, t.lay.sides[p])
		}
	} else { // a notice keeps off the status line
		table.KeepStatus(ctx, nil, t.status, t.MenuRect(), t.lay.top, t.statusRight(ctx))
	}
	for sq := range manaSquareIDs {
		ctx.Register(manaSquareIDs[sq], manaSquareNames[sq], t.geom.rect(sq))
	}
	seats := t.Seats()
	for p := range t.lay.trays {
		ctx.Register(manaTrayIDs[p], manaTrayIDs[p], t.lay.trays[p])
		ctx.RegisterRead(manaPanelIDs[p], seats[p].Name, t.lay.sides[p])
	}
	// What tests read back: the position, the moves, where the bird
	// perches once it has landed, and what a person is asked to do.
	ctx.RegisterRead("board", t.posNote, t.geom.board)
	ctx.RegisterRead("moves", t.played, t.lay.moves)
	if t.birdSq >= 0 && !t.birdFly && t.Anim().Done() {
		ctx.RegisterRead("bird", manaSquareNames[t.birdSq], t.geom.rect(t.birdSq))
	}
	if t.choosing() { // the table awaits a tap
		table.RegisterPrompt(ctx, t.prompt, t.lay.sides[t.st.ToMove()])
	}
	if !t.tableMod && t.flipBtn.Update(ctx) {
		t.flip = !t.flip
		t.Anim().Skip()
		t.Relayout()
		ctx.Redraw()
	}
	if t.coordBtn.Update(ctx) {
		set := ctx.App.Settings()
		set.Coords = !set.Coords
		ctx.App.SetSettings(set) // saved: the next game shows them the same way
	}
}

// Waiting answers taps on the board while a bot decides: the bird may be
// moved to another square it asks for, else the person is told to wait.
func (t *tableScene) Waiting(ctx *ui.Context) {
	if !t.BotToMove() {
		return
	}
	for _, e := range ctx.Input.Events() {
		if sq := t.geom.at(e.X, e.Y); e.Kind == ui.Tap && sq >= 0 && !t.moveBird(ctx, sq) {
			t.Say(ctx, i18n.T("mana.why.wait", t.Seats()[t.st.ToMove()].Name))
		}
	}
}

func (t *tableScene) onlyPass() bool { return len(t.plays) == 1 && t.plays[0].kind == 'p' }

// forcedPass says why the player to move must pass: every piece of
// theirs is walled in, and a Ronin in their tray does not change that.
func (t *tableScene) forcedPass() string {
	if t.st.Reserve(t.st.ToMove()) > 0 {
		return i18n.T("mana.prompt.pass.reserve")
	}
	return i18n.T("mana.prompt.pass")
}

// Pointer handles the pass button, and taps and drags on the board and the
// trays.
func (t *tableScene) Pointer(ctx *ui.Context) {
	if t.onlyPass() && t.pass.Update(ctx) {
		t.Apply(ctx, mana.Pass)
		return
	}
	in := ctx.Input
	for _, e := range in.Events() {
		sq := t.geom.at(e.X, e.Y)
		switch e.Kind {
		case ui.Tap:
			if sq >= 0 {
				t.tapSquare(ctx, sq)
			} else if p := t.st.ToMove(); t.lay.trays[p].Contains(e.X, e.Y) {
				t.tapTray(ctx)
			}
		case ui.DragStart:
			from := t.geom.at(e.StartX, e.StartY)
			if from >= 0 && t.hasMovesFrom(from) {
				t.selectSquare(from)
				t.dragging, t.dragX, t.dragY = true, e.X, e.Y
			}
		case ui.Drag:
			if t.dragging {
				t.dragX, t.dragY = e.X, e.Y
				ctx.Redraw()
			}
		case ui.DragEnd:
			if t.dragging {
				t.dragging = false
				if sq >= 0 && sq != t.sel {
					t.tapSquare(ctx, sq)
				}
				ctx.Redraw()
			}
		}
	}
	// The path preview follows the pointer over a lit destination.
	x, y, _ := in.Pointer()
	hover := -1
	if sq := t.geom.at(x, y); sq >= 0 && t.sel >= 0 && t.sel < manaTray && t.playTo(t.sel, sq) != nil {
		hover = sq
	}
	if hover != t.hover {
		t.hover, t.preview = hover, t.preview[:0]
		if hover >= 0 {
			t.preview = append(t.preview, manaPath(&t.pieces, t.sel, hover)...)
		}
		ctx.Redraw()
	}
}

// playTo is the legal play from (a square, or manaTray, or -1 for a
// placement) to sq, or nil.
func (t *tableScene) playTo(from, sq int) *manaPlay {
	for i := range t.plays {
		p := &t.plays[i]
		if p.to != sq {
			continue
		}
		switch {
		case p.kind == 'm' && p.from == from,
			from == manaTray && p.kind == 'R' && !t.inSetup(),
			from == -1 && t.inSetup() && p.kind == t.placeKind:
			return p
		}
	}
	return nil
}

func (t *tableScene) hasMovesFrom(sq int) bool {
	for i := range t.plays {
		if t.plays[i].kind == 'm' && t.plays[i].from == sq {
			return true
		}
	}
	return false
}

func (t *tableScene) canEnter() bool {
	for i := range t.plays {
		if t.plays[i].kind == 'R' {
			return true
		}
	}
	return false
}

func (t *tableScene) selectSquare(sq int) {
	t.sel, t.hover = sq, -1
	t.ClearMsg()
	t.preview = t.preview[:0]
}

// tapSquare acts on a tap on square sq: place, move, enter, select, or
// say why not.
func (t *tableScene) tapSquare(ctx *ui.Context, sq int) {
	if t.inSetup() {
		if p := t.playTo(-1, sq); p != nil {
			t.Apply(ctx, p.a)
			return
		}
		if t.Src().Config().Variant == mana.Advanced {
			t.Say(ctx, i18n.T("mana.why.place_rows"))
		} else {
			t.Say(ctx, i18n.T("mana.why.place_double"))
		}
		return
	}
	if t.sel >= 0 {
		if p := t.playTo(t.sel, sq); p != nil {
			t.Apply(ctx, p.a)
			return
		}
	}
	if t.hasMovesFrom(sq) {
		if t.sel == sq {
			t.selectSquare(-1)
		} else {
			t.selectSquare(sq)
		}
		ctx.Redraw()
		return
	}
	if t.sel < 0 && t.moveBird(ctx, sq) {
		return
	}
	why := t.whyNot(sq)
	if t.sel != manaTray {
		t.selectSquare(-1)
	}
	t.Say(ctx, why)
}

// moveBird flies the bird to sq if it is another free square of the symbol
// the bird asks for: where it perches is ours to choose and changes nothing.
func (t *tableScene) moveBird(ctx *ui.Context, sq int) bool {
	v := t.st.Mana()
	if v == 0 || mana.Symbol(sq) != v || t.pieces[sq] != 0 || sq == t.birdSq || t.birdSq < 0 || !t.Anim().Done() {
		return false
	}
	fx, fy := t.geom.center(t.birdSq)
	x, y := t.geom.center(sq)
	t.birdFly, t.birdPos, t.birdSq = true, tween.Props{X: fx, Y: fy, Scale: 1, Alpha: 1}, sq
	t.ClearMsg()
	t.Anim().Play(tween.Sequence(
		tween.Arc(&t.birdPos, t.birdPos, tween.Props{X: x, Y: y, Scale: 1, Alpha: 1}, t.geom.cell*0.8, manaFlightDur*0.7, tween.InOutSine),
		tween.Call(func() { t.birdFly = false })))
	ctx.Redraw()
	return true
}

// whyNot says in words why a tap on sq does nothing.
func (t *tableScene) whyNot(sq int) string {
	me := t.st.ToMove()
	c := t.pieces[sq]
	mine := c != 0 && (c == 'D' || c == 'R') == (me == 0)
	v := t.st.Mana()
	switch {
	case t.onlyPass():
		return t.forcedPass()
	case mine && v != 0 && mana.Symbol(sq) != v && t.obeying():
		return i18n.T("mana.why.bird." + strconv.Itoa(v))
	case mine:
		return i18n.T("mana.why.blocked." + strconv.Itoa(mana.Symbol(sq)))
	case t.sel == manaTray && c != 0:
		return i18n.T("mana.why.enter_empty")
	case t.sel >= 0 && t.sel < manaTray:
		return i18n.T("mana.why.reach."+strconv.Itoa(mana.Symbol(t.sel)), manaSquareNames[sq])
	case c != 0:
		return i18n.T("mana.why.theirs")
	}
	return i18n.T("mana.why.pick")
}

// tapTray selects the reserve for a re-entry, or says why it cannot be used.
func (t *tableScene) tapTray(ctx *ui.Context) {
	switch {
	case t.onlyPass():
		t.Say(ctx, t.forcedPass())
	case t.inSetup() && t.Src().Config().Variant == mana.Advanced:
		d, r := t.st.ToPlace(t.st.ToMove())
		if t.placeKind == 'D' && r > 0 || t.placeKind == 'R' && d {
			t.placeKind ^= 'D' ^ 'R'
		}
		ctx.Redraw()
	case t.inSetup():
		t.Say(ctx, i18n.T("mana.why.place_double"))
	case t.canEnter():
		if t.sel == manaTray {
			t.selectSquare(-1)
		} else {
			t.selectSquare(manaTray)
		}
		ctx.Redraw()
	case t.st.Reserve(t.st.ToMove()) == 0:
		t.Say(ctx, i18n.T("mana.why.no_reserve"))
	default:
		t.Say(ctx, i18n.T("mana.why.bird."+strconv.Itoa(t.st.Mana())))
	}
}
