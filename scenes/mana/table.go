package mana

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
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
// piece and then one of its lit destinations; refused taps say why.
type tableScene struct {
	app     table.App
	m       *game.Match // the match played; nil in a replay
	src     table.Source
	seats   []game.Seat
	names   []string           // the seats' names, for the status line and the move list
	replay  table.ReplaySource // the replay shown, read-only; nil at play
	st      *mana.State
	acts    []rules.Action
	plays   []manaPlay
	pieces  [manaSize * manaSize]byte // as drawn; the previous position while a move is read
	plies   int                       // actions of the match shown
	stale   bool
	out     rules.Outcome
	moves   []string // the moves so far, each a sentence (the game log's)
	played  string   // the actions so far in notation, for the published state
	posNote string   // the position in notation, for the published state
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
	msg       string
	lastFrom  int
	lastTo    int

	menu                    table.MenuButtons
	flipBtn, coordBtn, pass ui.Button
	lay                     manaLayout
	geom                    manaGeom
	upside                  *ebiten.Image // the top side's panel, drawn then turned (table mode)
	coordsUp                *ebiten.Image // the far side's coordinates, likewise

	anim     *tween.Player
	slide    manaSlide
	drop     manaSlide // the captured piece: a Ronin drops into its owner's tray
	birdSq   int
	birdFly  bool
	birdPos  tween.Props
	bots     table.BotDriver
	endWait  float64
	saveErr  error
	tableMod bool        // table mode as of the last layout
	hints    table.Hints // the first-game hints shown at this table
}

// manaSlide is a piece being animated: one sliding from square to square,
// or a captured one leaving the board.
type manaSlide struct {
	on    bool
	piece byte
	to    int
	pos   tween.Props
}

// newTableScene builds the Mana table for m.
func newTableScene(app table.App, m *game.Match) ui.Scene {
	t := &tableScene{app: app, m: m, src: table.Live(m), seats: m.Seats, names: table.Names(m.Seats), stale: true, sel: -1, hover: -1, bots: table.NewBotDriver(), birdSq: -1, lastFrom: -1, lastTo: -1,
		anim:     tween.NewPlayer(1),
		menu:     table.NewMenuButtons(),
		flipBtn:  ui.Button{ID: "flip", Icon: "redo", Kind: ui.ButtonSecondary},
		coordBtn: ui.Button{ID: "coords", Label: "a1", Kind: ui.ButtonSecondary},
		pass:     ui.Button{ID: "pass", Icon: "pass", Kind: ui.ButtonPrimary}}
	// Face the only human when it plays White.
	t.flip = len(m.Seats) == 2 && !m.Seats[0].Human() && m.Seats[1].Human()
	t.plies = -1 // the first refresh shows the position as it is, without animation
	return t
}

func (t *tableScene) Name() string { return "table" }

func (t *tableScene) OnEnter(*ui.Context) { t.stale = true }

// changed is the in-game menu's report.
func (t *tableScene) changed(restarted bool) {
	t.stale, t.msg = true, ""
	if restarted {
		t.bots, t.endWait, t.plies = table.NewBotDriver(), 0, -1
	}
}

// refresh reads the match again; a single new action is animated, any other
// change (undo, redo, restart, resume) is shown at once.
func (t *tableScene) refresh(ctx *ui.Context) {
	st, ok := t.src.View(rules.NoPlayer).(*mana.State) // nothing in Mana is hidden
	if !ok {
		return
	}
	t.st = st
	t.out = t.src.Outcome()
	t.acts, t.plays = readManaPlays(st, t.acts, t.plays)
	hist := t.src.History()
	if len(hist) != t.plies {
		t.msg = "" // said about a position that has gone
	}
	if len(hist) == t.plies+1 && t.plies >= 0 {
		t.animate(ctx, readManaPlay(0, hist[len(hist)-1].Action))
	} else if len(hist) != t.plies {
		t.anim.Skip()
		t.slide.on, t.drop.on, t.birdFly = false, false, false
		t.birdSq = st.Bird()
		t.lastFrom, t.lastTo = -1, -1
		if n := len(hist); n > 0 {
			p := readManaPlay(0, hist[n-1].Action)
			t.lastFrom, t.lastTo = p.from, p.to
		}
	}
	t.plies = len(hist)
	for sq := range t.pieces {
		t.pieces[sq] = st.Piece(sq)
	}
	var played strings.Builder
	for i, h := range hist {
		if i > 0 {
			played.WriteByte(' ')
		}
		played.WriteString(h.Action)
	}
	t.posNote, t.played = st.Position(), played.String()
	t.moves = t.moves[:0]
	for _, h := range hist {
		if s := manaMoveText(h, t.names); s != "" {
			t.moves = append(t.moves, s)
		}
	}
	t.sel, t.hover, t.preview, t.dragging = -1, -1, t.preview[:0], false
	t.placeKind = 'R'
	if d, _ := st.ToPlace(st.ToMove()); d {
		t.placeKind = 'D'
	}
	t.status, t.prompt = t.describe()
	t.stale = false
	if t.m == nil {
		ctx.Redraw()
		return
	}
	if !t.out.Over && !t.botToMove() {
		t.hints.Show(ctx, mana.ID, st)
	}
	if err := t.m.SaveError(); err != nil && err != t.saveErr {
		ctx.App.Notify(i18n.T("table.save_failed", err))
	}
	t.saveErr = t.m.SaveError()
	ctx.Redraw()
}

// animate slides the piece of play p along its path (t.pieces still holds
// the position before it) and flies the bird to its new square.
func (t *tableScene) animate(ctx *ui.Context, p manaPlay) {
	t.anim.Skip()
	t.lastFrom, t.lastTo = p.from, p.to
	newBird := t.st.Bird()
	delay := 0.0
	if p.to >= 0 {
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
		delay = manaStepTime * float64(len(pts)-1)
		slides, lands := sound.Move, sound.None // a move slides and lands; a piece set down lands
		if p.kind != 'm' {
			delay = manaStepTime * 2
			slides, lands = sound.None, sound.Land
		}
		t.anim.Play(tween.Sequence(feedback.Step(slides), tween.Path(&t.slide.pos, pts, delay/float64(max(1, len(pts)-1)), tween.InOutSine),
			feedback.Step(lands), tween.Call(func() { t.slide.on = false })))
	}
	if c := t.pieces[max(p.to, 0)]; p.kind == 'm' && c != 0 {
		t.animateCapture(c, p.to, delay)
	}
	if newBird >= 0 && newBird != t.birdSq {
		from := t.birdSq
		if from < 0 {
			from = p.to
		}
		fx, fy := t.geom.center(from)
		x, y := t.geom.center(newBird)
		t.birdFly, t.birdPos = true, tween.Props{X: fx, Y: fy, Scale: 1, Alpha: 1}
		t.anim.Play(tween.Sequence(tween.Delay(delay), feedback.Step(sound.Wings),
			tween.Arc(&t.birdPos, t.birdPos, tween.Props{X: x, Y: y, Scale: 1, Alpha: 1}, t.geom.cell*1.3, manaFlightDur, tween.InOutSine),
			tween.Call(func() { t.birdFly = false })))
	}
	t.birdSq = newBird
	ctx.Redraw()
}

// animateCapture shows captured piece c waiting on square sq until the
// mover arrives (after delay), then a Ronin drops into its owner's tray
// and a Daimio fades away.
func (t *tableScene) animateCapture(c byte, sq int, delay float64) {
	x, y := t.geom.center(sq)
	at := tween.Props{X: x, Y: y, Scale: 1, Alpha: 1}
	t.drop = manaSlide{on: true, piece: c, to: sq, pos: at}
	end := tween.Props{X: x, Y: y, Scale: 1.4, Alpha: 0}
	if c == 'R' || c == 'r' {
		tx, ty := t.lay.trays[manaOwner(c)].Center()
		end = tween.Props{X: tx, Y: ty, Scale: 0.8, Alpha: 1}
	}
	t.anim.Play(tween.Sequence(tween.Delay(delay), feedback.Step(sound.Capture), tween.Tween(&t.drop.pos, at, end, 0.4, tween.InOutSine),
		tween.Call(func() { t.drop.on = false })))
}

// manaOwner is the player a piece letter belongs to.
func manaOwner(c byte) rules.Player {
	if c == 'd' || c == 'r' {
		return 1
	}
	return 0
}

// describe is the status line and what the player to move is asked to do.
func (t *tableScene) describe() (status, prompt string) {
	st := t.st
	if t.out.Over {
		if t.out.Draw() {
			return i18n.T("results.draw"), table.ReasonText(mana.ID, t.out.Reason)
		}
		w := t.out.Winners[0]
		return i18n.T("results.wins", t.seats[w].Name), i18n.T("mana.won", t.seats[w].Name, manaSquareName(t.lastTo))
	}
	p := st.ToMove()
	status = table.Status{Names: t.names, ToMove: p, Turn: p}.Line()
	switch {
	case t.botToMove():
		prompt = i18n.T("mana.thinking")
	case t.inSetup():
		if t.src.Config().Variant == mana.Advanced {
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

// humanTurn reports that a person may act on the board now.
//
//go:noinline
func (t *tableScene) humanTurn() bool {
	return t.st != nil && t.replay == nil && !t.out.Over && !t.botToMove() && !t.slide.on
}

func (t *tableScene) sync(ctx *ui.Context) {
	if t.stale || t.replay != nil && t.replay.Ply() != t.plies {
		t.refresh(ctx)
	}
	t.layout(ctx)
}

func (t *tableScene) Update(ctx *ui.Context) error {
	if t.replay != nil {
		return t.updateReplay(ctx)
	}
	in := ctx.Input
	if in.TakeShortcut(ui.ShortcutBack) {
		t.app.ShowGameMenu(t.m, table.PublicReader, t.changed)
		return nil
	}
	t.sync(ctx)
	if t.st == nil {
		return nil
	}
	t.anim.SetSpeed(ctx.AnimSpeed())
	if !t.anim.Done() {
		t.anim.Update(ctx.Dt)
		ctx.Redraw() // the last step too: the marks come back once all is still
	}
	if table.Shortcuts(ctx, t.app, t.m, t.changed) {
		return nil
	}
	for sq := range manaSquareIDs {
		ctx.Register(manaSquareIDs[sq], manaSquareNames[sq], t.geom.rect(sq))
	}
	for p := range t.lay.trays {
		ctx.Register(manaTrayIDs[p], manaTrayIDs[p], t.lay.trays[p])
		ctx.Register(manaPanelIDs[p], t.seats[p].Name, t.lay.sides[p])
	}
	// What tests read back: the position, the moves, where the bird
	// perches once it has landed, and what a person is asked to do.
	ctx.Register("board", t.posNote, t.geom.board)
	ctx.Register("moves", t.played, t.lay.moves)
	if t.birdSq >= 0 && !t.birdFly && t.anim.Done() {
		ctx.Register("bird", manaSquareNames[t.birdSq], t.geom.rect(t.birdSq))
	}
	if t.humanTurn() && t.anim.Done() { // the table awaits a tap
		ctx.Register("prompt", t.prompt, t.lay.sides[t.st.ToMove()])
	}
	if t.menu.Update(ctx, t.m, t.changed) {
		t.app.ShowGameMenu(t.m, table.PublicReader, t.changed)
		return nil
	}
	if t.movesShown(ctx) && in.Tapped(t.lay.moves) { // the move list opens the game log
		t.app.ShowGameLog(t.m, table.PublicReader)
		return nil
	}
	if !t.tableMod && t.flipBtn.Update(ctx) {
		t.flip = !t.flip
		t.anim.Skip()
		t.layout(ctx)
		ctx.Redraw()
	}
	if t.coordBtn.Update(ctx) {
		set := ctx.App.Settings()
		set.Coords = !set.Coords
		ctx.App.SetSettings(set) // saved: the next game shows them the same way
	}
	if t.out.Over {
		if !t.anim.Done() {
			return nil
		}
		t.endWait += ctx.Dt * math.Max(ctx.AnimSpeed(), 0.01)
		if t.endWait >= manaEndPause || ctx.AnimSpeed() == 0 || in.Tapped(ctx.Screen()) {
			t.app.ShowResults(t.m)
		}
		return nil
	}
	if t.botToMove() {
		t.driveBot(ctx)
		for _, e := range in.Events() {
			if sq := t.geom.at(e.X, e.Y); e.Kind == ui.Tap && sq >= 0 && !t.moveBird(ctx, sq) {
				t.say(ctx, i18n.T("mana.why.wait", t.seats[t.st.ToMove()].Name))
			}
		}
		return nil
	}
	if !t.anim.Done() {
		return nil
	}
	if t.onlyPass() && t.pass.Update(ctx) {
		t.apply(ctx, mana.Pass)
		return nil
	}
	t.pointer(ctx)
	return nil
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

// pointer handles taps and drags on the board and the trays.
func (t *tableScene) pointer(ctx *ui.Context) {
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
	t.sel, t.msg, t.hover = sq, "", -1
	t.preview = t.preview[:0]
}

func (t *tableScene) say(ctx *ui.Context, msg string) {
	t.msg = msg
	feedback.Refused()
	ctx.Redraw()
}

// tapSquare acts on a tap on square sq: place, move, enter, select, or
// say why not.
func (t *tableScene) tapSquare(ctx *ui.Context, sq int) {
	if t.inSetup() {
		if p := t.playTo(-1, sq); p != nil {
			t.apply(ctx, p.a)
			return
		}
		if t.src.Config().Variant == mana.Advanced {
			t.say(ctx, i18n.T("mana.why.place_rows"))
		} else {
			t.say(ctx, i18n.T("mana.why.place_double"))
		}
		return
	}
	if t.sel >= 0 {
		if p := t.playTo(t.sel, sq); p != nil {
			t.apply(ctx, p.a)
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
	t.say(ctx, why)
}

// moveBird flies the bird to sq if it is another free square of the symbol
// the bird asks for: where it perches is ours to choose and changes nothing.
func (t *tableScene) moveBird(ctx *ui.Context, sq int) bool {
	v := t.st.Mana()
	if v == 0 || mana.Symbol(sq) != v || t.pieces[sq] != 0 || sq == t.birdSq || t.birdSq < 0 || !t.anim.Done() {
		return false
	}
	fx, fy := t.geom.center(t.birdSq)
	x, y := t.geom.center(sq)
	t.birdFly, t.birdPos, t.birdSq, t.msg = true, tween.Props{X: fx, Y: fy, Scale: 1, Alpha: 1}, sq, ""
	t.anim.Play(tween.Sequence(
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
		t.say(ctx, t.forcedPass())
	case t.inSetup() && t.src.Config().Variant == mana.Advanced:
		d, r := t.st.ToPlace(t.st.ToMove())
		if t.placeKind == 'D' && r > 0 || t.placeKind == 'R' && d {
			t.placeKind ^= 'D' ^ 'R'
		}
		ctx.Redraw()
	case t.inSetup():
		t.say(ctx, i18n.T("mana.why.place_double"))
	case t.canEnter():
		if t.sel == manaTray {
			t.selectSquare(-1)
		} else {
			t.selectSquare(manaTray)
		}
		ctx.Redraw()
	case t.st.Reserve(t.st.ToMove()) == 0:
		t.say(ctx, i18n.T("mana.why.no_reserve"))
	default:
		t.say(ctx, i18n.T("mana.why.bird."+strconv.Itoa(t.st.Mana())))
	}
}

func (t *tableScene) apply(ctx *ui.Context, a rules.Action) {
	t.msg = ""
	if _, err := t.m.Apply(a); err != nil {
		t.msg = i18n.T("table.refused", err)
		feedback.Refused()
	}
	t.stale = true
	t.sync(ctx)
}

// driveBot lets the bot think for one slice once the last move has been
// seen.
func (t *tableScene) driveBot(ctx *ui.Context) {
	if !t.anim.Done() {
		return
	}
	moved, err := t.bots.Step(ctx, t.m)
	if err != nil {
		t.msg = i18n.T("table.bot_failed", err)
	}
	if moved {
		t.stale = true
		t.sync(ctx)
	}
}

// NoticeSides implements table.Facing. On a screen lying flat Black sits at
// the bottom edge and White at the top (the layout turns the far panel to
// White), so a notice for the person to move faces their edge, and one for
// everyone faces each edge where a person sits.
func (t *tableScene) NoticeSides(everyone bool) (sides [4]bool) {
	human := func(p int) bool { return p < len(t.seats) && t.seats[p].Human() }
	mover := rules.NoPlayer
	if t.st != nil && t.replay == nil {
		mover = t.st.ToMove()
	}
	if everyone || mover == rules.NoPlayer {
		return table.PeopleSides(2, human)
	}
	sides[table.SeatSide(int(mover), 2, true)] = true
	return sides
}
