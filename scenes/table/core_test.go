package table

import (
	"reflect"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game"
	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/rules/tally"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// The Core is tested here through a fake table: it plays the first legal
// action on any tap, and counts what the Core asks of it.

// fakeTable is the smallest table on a Core.
type fakeTable struct {
	Core
	view     rules.State
	layouts  int // Layout calls
	describe int // Describe calls
	settled  int
	animated int           // actions animated
	events   []rules.Event // the events of the actions animated, as the table got them
	waited   int           // frames the table watched a bot decide
	selected bool
	closeUp  bool // a close-up is open: the next tap closes it
}

func (t *fakeTable) Read(_ *ui.Context, v rules.State) bool { t.view = v; return true }
func (t *fakeTable) Animate(steps []tween.Step, events []rules.Event) []tween.Step {
	t.animated++
	t.events = append(t.events, events...)
	return append(steps, tween.Delay(0.5))
}
func (t *fakeTable) Settle()              { t.settled++ }
func (t *fakeTable) Describe()            { t.describe++ }
func (t *fakeTable) Layout(*ui.Context)   { t.layouts++ }
func (t *fakeTable) HasView() bool        { return t.view != nil }
func (t *fakeTable) Register(*ui.Context) {}
func (t *fakeTable) ClearSelection()      { t.selected = false }
func (t *fakeTable) Waiting(*ui.Context)  { t.waited++ }

// CloseUp takes every frame while the close-up is open, which a tap
// closes.
func (t *fakeTable) CloseUp(ctx *ui.Context) bool {
	if t.closeUp && ctx.Input.Tapped(ctx.Screen()) {
		t.closeUp = false
		return true
	}
	return t.closeUp
}
func (t *fakeTable) CloseUpOpen() bool { return t.closeUp }
func (t *fakeTable) Draw(dst *ebiten.Image, ctx *ui.Context) {
	t.DrawBase(dst, ctx)
}

// Pointer plays the first legal action on a tap.
func (t *fakeTable) Pointer(ctx *ui.Context) {
	for _, e := range ctx.Input.Events() {
		if e.Kind == ui.Tap {
			t.Apply(ctx, t.Legal()[0])
			return
		}
	}
}

// fakeApp is the app around the table: it keeps what the table asked of
// it. While a curtain is up, the table below is not updated, as in the
// app; through a moment of grace it goes on.
type fakeApp struct {
	set       settings.Settings
	notices   []string
	withdrawn []string // the notices taken down
	curtain   func()   // the curtain up, lifted by lift
	curtains  []string
	grace     func() // the move held, played by commit
	results   int
	menus     int
}

// lift lifts the curtain; commit ends the moment of grace with the move.
func (a *fakeApp) lift()      { a.curtain(); a.curtain = nil }
func (a *fakeApp) commit()    { a.grace(); a.grace = nil }
func (a *fakeApp) over() bool { return a.curtain != nil }

func (a *fakeApp) Go(ui.Scene)                                {}
func (a *fakeApp) Replace(ui.Scene)                           {}
func (a *fakeApp) Back()                                      {}
func (a *fakeApp) Home()                                      {}
func (a *fakeApp) Notify(msg string)                          { a.notices = append(a.notices, msg) }
func (a *fakeApp) Withdraw(msg string)                        { a.withdrawn = append(a.withdrawn, msg) }
func (a *fakeApp) Settings() settings.Settings                { return a.set }
func (a *fakeApp) SetSettings(s settings.Settings)            { a.set = s }
func (a *fakeApp) ShowRules(rules.Game)                       {}
func (a *fakeApp) ShowSetup(rules.Game)                       {}
func (a *fakeApp) ShowGameLog(Source, Reader)                 {}
func (a *fakeApp) ShowResults(Play)                           { a.results++ }
func (a *fakeApp) NotifyEveryone(msg string)                  { a.Notify(msg) }
func (a *fakeApp) Learning(string) bool                       { return a.Settings().Hints }
func (a *fakeApp) ShowGrace(_ float64, _ Side, commit func()) { a.grace = commit }
func (a *fakeApp) Held() bool                                 { return a.grace != nil }
func (a *fakeApp) DropHeld()                                  { a.grace = nil }
func (a *fakeApp) ShowGameMenu(Play, Reader, func(bool)) {
	a.menus++
}
func (a *fakeApp) ShowCurtain(name string, _ int, _ Side, _ []string, then func()) {
	a.curtains, a.curtain = append(a.curtains, name), then
}

// rig is a fake table on a match, with the frame loop that drives it.
type rig struct {
	t   *testing.T
	app *fakeApp
	ctx *ui.Context
	tbl *fakeTable
}

func newRig(t *testing.T, m *game.Match, anim settings.AnimSpeed) *rig {
	app := &fakeApp{set: settings.Settings{Anim: anim}}
	in := &ui.Input{}
	in.Init()
	ctx := &ui.Context{App: app, Input: in, W: 800, H: 600, Unit: 1, Scale: 1, Dt: 1.0 / 60, Frame: 1, Lang: "en"}
	tbl := &fakeTable{}
	tbl.Core = NewCore(app, tbl, Local(m), 4, 1)
	return &rig{t: t, app: app, ctx: ctx, tbl: tbl}
}

// frame runs one frame with the pointer down or up at (10, 10).
func (r *rig) frame(down bool) {
	r.t.Helper()
	inj := r.ctx.Input.Injection()
	inj.X, inj.Y, inj.Down = 10, 10, down
	r.ctx.Input.Read(r.ctx, true)
	if !r.app.over() {
		if err := r.tbl.Update(r.ctx); err != nil {
			r.t.Fatal(err)
		}
	}
	r.ctx.Frame++
}

func (r *rig) wait(frames int) {
	for range frames {
		r.frame(false)
	}
}

// tap presses and releases: the release makes the tap.
func (r *rig) tap() {
	r.frame(true)
	r.frame(false)
}

// counting is Tally whose states count the legality checks and plays made
// on them: the match's own state, and the views a table reads.
type counting struct {
	*tally.State
	n *calls
}

type calls struct {
	legal, viewLegal, apply, applyLegal int
}

var counted calls

const countingID = "counting"

func init() {
	wrap := func(s rules.State, err error) (rules.State, error) {
		if err != nil {
			return nil, err
		}
		return counting{s.(*tally.State), &counted}, nil
	}
	rules.Register(rules.Game{ID: countingID, Name: "Counting Tally", Order: 101, MinPlayers: 2, MaxPlayers: 4, Hidden: true, Version: 1,
		New:       func(c rules.Config) (rules.State, error) { return wrap(tally.Game.New(c)) },
		Unmarshal: func(b []byte) (rules.State, error) { return wrap(tally.Game.Unmarshal(b)) }})
}

func (c counting) Legal(dst []rules.Action) []rules.Action {
	c.n.legal++
	return c.State.Legal(dst)
}
func (c counting) Apply(a rules.Action) ([]rules.Event, error) {
	c.n.apply++
	return c.State.Apply(a)
}
func (c counting) ApplyLegal(a rules.Action) []rules.Event {
	c.n.applyLegal++
	return c.State.ApplyLegal(a)
}
func (c counting) Clone() rules.State { return counting{c.State.Clone().(*tally.State), c.n} }
func (c counting) View(p rules.Player) rules.State {
	return countingView{c.State.View(p).(*tally.State), c.n}
}

// countingView is a view a table reads: its legal list is the table's.
type countingView struct {
	*tally.State
	n *calls
}

func (v countingView) Legal(dst []rules.Action) []rules.Action {
	v.n.viewLegal++
	return v.State.Legal(dst)
}

// A tap is decided once: the table lists the legal actions once per
// position, from the view, and the action it matched is played once, on a
// copy, without any legality check of the match's position, grace or not.
func TestATapChecksLegalityOnce(t *testing.T) {
	for _, anim := range []settings.AnimSpeed{settings.AnimOff, settings.AnimNormal} {
		m, err := game.New(countingID, rules.Config{Players: 2, Seed: 3}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}})
		if err != nil {
			t.Fatal(err)
		}
		r := newRig(t, m, anim)
		counted = calls{}
		r.wait(3)
		if counted.viewLegal != 1 || len(r.tbl.Legal()) == 0 {
			t.Fatalf("%s: the table listed the legal actions %d times for one position (%v)", anim, counted.viewLegal, r.tbl.Legal())
		}
		counted = calls{}
		r.tap()
		if anim != settings.AnimOff {
			if r.app.grace == nil {
				t.Fatalf("%s: a move that reveals a card was played without a moment of grace", anim)
			}
			r.app.commit()
			r.tbl.OnEnter(r.ctx)
			r.wait(1)
		}
		if len(m.History()) != 1 {
			t.Fatalf("%s: the tap played %d actions", anim, len(m.History()))
		}
		if want := (calls{applyLegal: 1}); counted != want {
			t.Errorf("%s: one tap made %+v on the rules, want %+v", anim, counted, want)
		}
	}
}

// Drawing a frame changes nothing: drawn twice, the same frame.
func TestDrawChangesNothing(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 3, Seed: 2}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, m, settings.AnimNormal)
	dst := ebiten.NewImage(80, 60)
	for frame := range 40 {
		if r.app.curtain != nil {
			r.app.lift()
		}
		if r.app.grace != nil {
			r.app.commit()
		}
		r.frame(frame == 10)
		before := r.tbl.Core
		r.tbl.Draw(dst, r.ctx)
		r.tbl.Draw(dst, r.ctx)
		if !reflect.DeepEqual(before, r.tbl.Core) {
			t.Fatalf("frame %d: Draw changed the core", frame)
		}
	}
}

// The table is laid out once per change: on its first look, after an
// action, when the screen turns; never on an idle frame.
func TestLayoutOncePerChange(t *testing.T) {
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}, {Name: "Bot 2", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, m, settings.AnimOff)
	r.wait(2)
	if r.tbl.layouts != 1 {
		t.Fatalf("the first look laid the table out %d times", r.tbl.layouts)
	}
	r.wait(30)
	if r.tbl.layouts != 1 {
		t.Fatalf("idle frames laid the table out: %d layouts", r.tbl.layouts)
	}
	r.ctx.W, r.ctx.H = r.ctx.H, r.ctx.W
	r.wait(3)
	if r.tbl.layouts != 2 {
		t.Fatalf("the screen turned: %d layouts, want 2", r.tbl.layouts)
	}
	r.tap() // Ana deploys: one action, one refresh, one layout
	r.wait(1)
	if len(m.History()) != 1 || r.tbl.layouts != 3 {
		t.Fatalf("after the tap: %d actions, %d layouts, want 3", len(m.History()), r.tbl.layouts)
	}
}

// An undoable move is played at once, with no grace; the undo button takes
// it back.
func TestUndoableMovesNeedNoGrace(t *testing.T) {
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}, {Name: "Bot 2", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, m, settings.AnimNormal)
	r.wait(3)
	r.tap() // a deploy: Ana's turn goes on
	if r.app.grace != nil || len(m.History()) != 1 || !m.CanUndo() {
		t.Fatalf("a deploy waited for grace (%v) or was not played (%d)", r.app.grace != nil, len(m.History()))
	}
}

// Two people share the screen: a move that hands the turn to the other is
// shown from the public's eyes, then the curtain comes down for the next
// person, who sees their own hand once they lift it.
func TestHandOffShowsThePublicThenTheCurtain(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 2, Seed: 5}, []game.Seat{{Name: "Ana"}, {Name: "Bo"}})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, m, settings.AnimNormal)
	first := m.ToMove()
	names := [2]string{"Ana", "Bo"}
	r.wait(2)
	if len(r.app.curtains) != 1 || r.app.curtains[0] != names[first] {
		t.Fatalf("curtains at the start: %q", r.app.curtains)
	}
	r.app.lift()
	r.tbl.OnEnter(r.ctx)
	r.wait(2)
	if r.tbl.Viewer() != first || !r.tbl.Secrets() || !r.tbl.Decides() {
		t.Fatalf("behind the curtain %s sees as %d, secrets %v, decides %v", names[first], r.tbl.Viewer(), r.tbl.Secrets(), r.tbl.Decides())
	}
	r.tap()
	r.app.commit()
	r.tbl.OnEnter(r.ctx)
	r.wait(1)
	if r.tbl.Viewer() != rules.NoPlayer || r.tbl.Secrets() || r.tbl.Anim().Done() {
		t.Fatalf("a move passing the turn: shown as %d, secrets %v, animated %v", r.tbl.Viewer(), r.tbl.Secrets(), !r.tbl.Anim().Done())
	}
	if len(r.app.curtains) != 1 {
		t.Fatal("the curtain came down before the move was shown")
	}
	r.wait(60)
	if len(r.app.curtains) != 2 || r.app.curtains[1] != names[1-first] {
		t.Fatalf("after the move: curtains %q", r.app.curtains)
	}
	r.app.lift()
	r.tbl.OnEnter(r.ctx)
	r.wait(2)
	if r.tbl.Viewer() != 1-first || !r.tbl.Decides() {
		t.Fatalf("%s lifted the curtain: viewer %d, decides %v", names[1-first], r.tbl.Viewer(), r.tbl.Decides())
	}
}

// Two people share the screen with a bot playing between them: while the
// bot plays, the screen is nobody's. From a person's last move to the
// curtain for the other, the table reads the public's view, and the
// moves it animates, the person's last one too, read as the public read
// them: no private event but as its public text.
func TestBotsBetweenPeopleShowThePublic(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 3, Seed: 5}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}, {Name: "Bo"}})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, m, settings.AnimNormal)
	botFrames, private := 0, 0
	for frame := 0; frame < 3000 && len(r.app.curtains) < 6; frame++ {
		switch {
		case r.app.curtain != nil:
			r.app.lift()
			r.tbl.OnEnter(r.ctx)
			r.tbl.events = nil
		case r.app.grace != nil:
			r.app.commit()
		case r.tbl.Decides():
			r.tap()
			continue
		}
		r.frame(false)
		if !m.BotToMove() || r.tbl.Stale() {
			continue
		}
		botFrames++
		got, err := r.tbl.view.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		public, err := m.View(rules.NoPlayer).MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		if r.tbl.Viewer() != rules.NoPlayer || string(got) != string(public) {
			t.Fatalf("frame %d, the bot to move: the screen is seat %d's, its view %s, the public's %s", frame, r.tbl.Viewer()+1, got, public)
		}
		for _, e := range r.tbl.events {
			if e.Private {
				private++
				if e.Text != e.Public {
					t.Fatalf("frame %d, the bot to move: the table animates %q, private to seat %d", frame, e.Text, e.Player+1)
				}
			}
		}
	}
	if botFrames == 0 || private == 0 {
		t.Fatalf("the bot played %d frames between the people, %d private events animated: the test saw nothing", botFrames, private)
	}
}

// Bots move by themselves, the table watching; at the end the results come
// after the pause, a close-up opened at the end (a card read while the
// last move came in) or not.
func TestBotsPlayToTheEndAndTheResults(t *testing.T) {
	for _, closeUp := range []bool{false, true} {
		botsPlayToTheResults(t, closeUp)
	}
}

// botsPlayToTheResults is TestBotsPlayToTheEndAndTheResults, with a
// close-up opened once the game is over when closeUp (the bots wait while
// one is open).
func botsPlayToTheResults(t *testing.T, closeUp bool) {
	t.Helper()
	m, err := game.New(tally.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Bot", Bot: "random"}, {Name: "Bot 2", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, m, settings.AnimOff)
	for i := 0; i < 5000 && r.app.results == 0; i++ {
		r.tbl.closeUp = r.tbl.closeUp || closeUp && m.Outcome().Over
		r.frame(false)
	}
	if !m.Outcome().Over || r.app.results != 1 {
		t.Fatalf("close-up open %v: over %v, results shown %d times", closeUp, m.Outcome().Over, r.app.results)
	}
	if r.tbl.waited == 0 {
		t.Fatal("the table never watched the bots decide")
	}
}

// A replay shows the position at the source's ply, animating a step
// forward and showing a jump at once.
func TestReplayCoreFollowsItsSource(t *testing.T) {
	m, err := game.New(tally.ID, rules.Config{Players: 2, Seed: 7}, []game.Seat{{Name: "Bot", Bot: "random"}, {Name: "Bot 2", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	for !m.Outcome().Over {
		if _, _, err := m.Think(1 << 30); err != nil {
			t.Fatal(err)
		}
	}
	data, err := m.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := game.NewReplay(data)
	if err != nil {
		t.Fatal(err)
	}
	src := NewReplayed(rep)
	r := newRig(t, m, settings.AnimNormal)
	r.tbl.Core = NewReplayCore(r.tbl, src, 4)
	r.wait(2)
	if r.tbl.animated != 0 || r.tbl.settled != 1 {
		t.Fatalf("the start: %d animated, %d settled", r.tbl.animated, r.tbl.settled)
	}
	src.Seek(1, rules.NoPlayer)
	r.wait(1)
	if r.tbl.animated != 1 || r.tbl.Anim().Done() {
		t.Fatalf("a step forward: %d animated, running %v", r.tbl.animated, !r.tbl.Anim().Done())
	}
	src.Seek(rep.Len(), rules.NoPlayer)
	r.wait(1)
	if r.tbl.animated != 1 || !r.tbl.Anim().Done() || !r.tbl.Outcome().Over {
		t.Fatalf("a jump to the end: %d animated, done %v, over %v", r.tbl.animated, r.tbl.Anim().Done(), r.tbl.Outcome().Over)
	}
	if len(r.app.curtains) != 0 || r.app.menus != 0 {
		t.Fatal("a replay put up a curtain or a menu")
	}
}

// An open close-up lies over the menu's buttons: a tap on the menu's
// place closes it, opening no menu and playing nothing; with none open
// the same tap opens the menu. With a move held for its moment of grace,
// a tap on the menu's or the undo button's place under a close-up only
// closes it: the move stays held; so does one during an animation.
func TestACloseUpTakesTheTapOverTheMenu(t *testing.T) {
	newMatch := func() *game.Match {
		m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}, {Name: "Bot 2", Bot: "random"}})
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := newMatch()
	r := newRig(t, m, settings.AnimOff)
	r.wait(3)
	r.tbl.PlaceMenu(r.ctx, ui.Rect{W: 800, H: 44}) // the menu button where the rig taps
	r.tbl.closeUp = true
	r.tap()
	if r.tbl.closeUp || r.app.menus != 0 || len(m.History()) != 0 {
		t.Fatalf("a tap on the close-up: open %v, %d menus, %d actions", r.tbl.closeUp, r.app.menus, len(m.History()))
	}
	r.tap()
	if r.app.menus != 1 {
		t.Fatalf("with no close-up the tap on the menu's place opened %d menus", r.app.menus)
	}
	for _, c := range []struct {
		button string
		x      float64 // the top row's left edge, for the rig's tap to land on the button
	}{{"menu", 0}, {"undo", 5 - 130 - ui.Gap}} {
		r := newRig(t, newMatch(), settings.AnimOff)
		r.wait(3)
		r.tbl.PlaceMenu(r.ctx, ui.Rect{X: c.x, W: 800, H: 44})
		r.app.grace = func() {}
		r.tbl.closeUp = true
		r.tap()
		if !r.app.Held() || r.tbl.closeUp || r.app.menus != 0 {
			t.Errorf("a move held, a tap on the %s under a close-up: move held %v, close-up open %v, %d menus", c.button, r.app.Held(), r.tbl.closeUp, r.app.menus)
		}
	}
	// During an animation (of a first move) too.
	r = newRig(t, newMatch(), settings.AnimNormal)
	for i := 0; r.tbl.anim.Done(); i++ {
		switch {
		case i > 600:
			t.Fatal("no animation began")
		case r.app.grace != nil:
			r.app.commit()
		case r.tbl.Decides():
			r.tap()
		default:
			r.wait(1)
		}
	}
	r.tbl.PlaceMenu(r.ctx, ui.Rect{W: 800, H: 44})
	r.tbl.closeUp = true
	r.tap()
	if r.tbl.closeUp || r.app.menus != 0 {
		t.Errorf("during an animation, a tap on the menu under a close-up: close-up open %v, %d menus", r.tbl.closeUp, r.app.menus)
	}
}

// The notice telling the person about their decision (here that one
// move is all it leaves) is taken down once the decision is made, for
// the screen may be another person's by the next frames.
func TestTheDecisionsNoticeGoesWithIt(t *testing.T) {
	for _, anim := range []settings.AnimSpeed{settings.AnimOff, settings.AnimNormal} {
		noticeGoesWithTheDecision(t, anim)
	}
}

// noticeGoesWithTheDecision is TestTheDecisionsNoticeGoesWithIt with
// animations at anim: when on, the move is held for its moment of grace,
// and the notice goes as soon as the move is made, held or not.
func noticeGoesWithTheDecision(t *testing.T, anim settings.AnimSpeed) {
	t.Helper()
	m, err := game.New(shinobi.ID, rules.Config{Players: 3, Seed: 1}, []game.Seat{{Name: "Ana"}, {Name: "Bot", Bot: "random"}, {Name: "Bot 2", Bot: "random"}})
	if err != nil {
		t.Fatal(err)
	}
	for ply := 0; ; ply++ { // on to a decision of Ana's with one move
		s := m.State()
		legal := s.Legal(nil)
		if s.ToMove() == 0 && len(legal) == 1 {
			break
		}
		if ply > 2000 || s.Outcome().Over {
			t.Fatal("Ana never had a decision of one move")
		}
		if _, err := m.Apply(legal[ply%len(legal)]); err != nil {
			t.Fatal(err)
		}
	}
	r := newRig(t, m, anim)
	r.wait(3)
	only := i18n.T("table.only_move")
	if !r.tbl.Decides() || !slices.Contains(r.app.notices, only) || slices.Contains(r.app.withdrawn, only) {
		t.Fatalf("at Ana's decision of one move: deciding %v, notices %q, taken down %q", r.tbl.Decides(), r.app.notices, r.app.withdrawn)
	}
	plies := len(m.History())
	r.tap()
	r.wait(3)
	if r.app.Held() != (anim != settings.AnimOff) || !slices.Contains(r.app.withdrawn, only) {
		t.Fatalf("anim %v, after Ana's move: held %v, notices taken down %q, want %q", anim, r.app.Held(), r.app.withdrawn, only)
	}
	if r.app.Held() {
		r.app.grace()
		r.app.grace = nil
		r.wait(3)
	}
	if len(m.History()) == plies {
		t.Fatalf("anim %v: Ana's move was not played", anim)
	}
}
