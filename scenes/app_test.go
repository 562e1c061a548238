package scenes

import (
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/game/storage"
	"kamon/scenes/script"
	"kamon/scenes/settings"
	"kamon/scenes/ui"
)

// probe is a scene that records what happens to it.
type probe struct {
	name    string
	log     *[]string
	overlay bool
	takeEsc bool
	buttons []ui.Button
	updates int
}

func (p *probe) Name() string { return p.name }
func (p *probe) Update(ctx *ui.Context) error {
	p.updates++
	if p.takeEsc && ctx.Input.TakeShortcut(ui.ShortcutBack) {
		*p.log = append(*p.log, p.name+":esc")
	}
	for i := range p.buttons {
		if p.buttons[i].Update(ctx) {
			*p.log = append(*p.log, p.name+":tap:"+p.buttons[i].ID)
		}
	}
	return nil
}
func (p *probe) Draw(*ebiten.Image, *ui.Context) {}
func (p *probe) OnEnter(*ui.Context)             { *p.log = append(*p.log, p.name+":enter") }
func (p *probe) OnLeave(*ui.Context)             { *p.log = append(*p.log, p.name+":leave") }
func (p *probe) Overlay() bool                   { return p.overlay }

// newTestApp runs app frames without a window: a script supplies input.
func newTestApp(t *testing.T, text string, home *probe) *App {
	t.Helper()
	s, err := script.Parse("test", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	a := NewApp(Options{Store: storage.NewMemory(), Home: func(*App) ui.Scene { return home }, Log: t.Logf})
	a.AddHook(script.New(a, s))
	return a
}

func frames(t *testing.T, a *App, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.Update(); err != nil {
			t.Fatalf("frame %d: %v", i, err)
		}
	}
}

func TestGoFadesThenSwitches(t *testing.T) {
	var log []string
	home := &probe{name: "home", log: &log}
	a := newTestApp(t, "wait 1000", home)
	frames(t, a, 1)
	next := &probe{name: "next", log: &log}
	a.Go(next)
	if a.Top() != home || !a.stack.fading() {
		t.Fatal("Go switched before fading out")
	}
	a.Go(&probe{name: "again", log: &log}) // a second tap while leaving
	frames(t, a, 30)
	if a.Top() != next || a.stack.fading() || a.stack.depth() != 2 {
		t.Fatalf("after the fade: top %q, fading %v, depth %d", a.Top().Name(), a.stack.fading(), a.stack.depth())
	}
	if next.updates == 0 {
		t.Error("the new scene never updated")
	}
	want := "home:enter home:leave next:enter"
	if got := strings.Join(log, " "); got != want {
		t.Fatalf("log %q, want %q", got, want)
	}
}

func TestEscGoesBackUnlessTaken(t *testing.T) {
	var log []string
	home := &probe{name: "home", log: &log}
	a := newTestApp(t, "wait 2\nkey Escape\nwait 60\nkey Escape\nwait 1000", home)
	frames(t, a, 1)
	table := &probe{name: "table", log: &log, takeEsc: true}
	a.Go(table)
	frames(t, a, 40)
	if a.Top() != table {
		t.Fatalf("a scene that takes Esc was left: top %q", a.Top().Name())
	}
	table.takeEsc = false
	frames(t, a, 80)
	if a.Top() != home {
		t.Fatalf("Esc did not go back: top %q (log %v)", a.Top().Name(), log)
	}
	if !strings.Contains(strings.Join(log, " "), "table:esc") {
		t.Fatalf("the table did not see its Esc: %v", log)
	}
	a.Back() // on the last scene: nothing
	frames(t, a, 30)
	if a.Top() != home || a.stack.depth() != 1 {
		t.Fatal("Back on the last scene changed the stack")
	}
}

func TestOverlayHasNoFade(t *testing.T) {
	var log []string
	home := &probe{name: "home", log: &log}
	a := newTestApp(t, "wait 1000", home)
	frames(t, a, 1)
	menu := &probe{name: "menu", log: &log, overlay: true}
	a.Go(menu)
	if a.Top() != menu || a.stack.fading() {
		t.Fatal("an overlay should open at once")
	}
	a.Back()
	if a.Top() != home || a.stack.fading() {
		t.Fatal("an overlay should close at once")
	}
}

func TestAnimOffMeansNoFade(t *testing.T) {
	var log []string
	a := newTestApp(t, "wait 1000", &probe{name: "home", log: &log})
	s := a.Settings()
	s.Anim = settings.AnimOff
	a.SetSettings(s)
	frames(t, a, 1)
	next := &probe{name: "next", log: &log}
	a.Replace(next)
	if a.Top() != next || a.stack.depth() != 1 {
		t.Fatal("with animations off Replace must switch at once")
	}
	a.Home()
	if a.Top().Name() != "home" {
		t.Fatal("Home did not reset to the home scene")
	}
}

func TestScriptedTapReachesTheButton(t *testing.T) {
	var log []string
	home := &probe{name: "home", log: &log, buttons: []ui.Button{
		{ID: "a", Label: "A", Rect: ui.Rect{X: 0, Y: 0, W: 100, H: 40}},
		{ID: "b", Label: "B", Rect: ui.Rect{X: 0, Y: 50, W: 100, H: 40}},
		{ID: "off", Label: "Off", Rect: ui.Rect{X: 0, Y: 100, W: 100, H: 40}, Disabled: true},
	}}
	a := newTestApp(t, "wait 1\ntap b\ntap 50 20\nlongpress a\nwait 2", home)
	for i := 0; i < 200 && !a.quit; i++ {
		if err := a.Update(); err != nil && !errors.Is(err, ebiten.Termination) {
			t.Fatal(err)
		}
	}
	if got := strings.Join(log, " "); got != "home:enter home:tap:b home:tap:a" {
		t.Fatalf("log %q (a long press must not tap)", got)
	}
	if !a.quit {
		t.Fatal("the app did not quit at the end of the script")
	}
}

func TestScriptFailsOnMissingWidgetAndWrongScene(t *testing.T) {
	for script, want := range map[string]string{
		"tap nowhere":           `test:1: no enabled widget "nowhere" (scene "home", widgets: ok off)`,
		"wait 1\ntap off":       `test:2: no enabled widget "off"`,
		"expect-scene setup":    `test:1: the scene is "home"`,
		"expect-label ok Nope":  `test:1: it shows "OK"`,
		"expect-label zzz Nope": `test:1: no such widget`,
	} {
		home := &probe{name: "home", log: new([]string), buttons: []ui.Button{
			{ID: "ok", Label: "OK", Rect: ui.Rect{W: 10, H: 10}},
			{ID: "off", Label: "Off", Rect: ui.Rect{Y: 20, W: 10, H: 10}, Disabled: true},
		}}
		a := newTestApp(t, script, home)
		var err error
		for i := 0; i < 200 && err == nil; i++ {
			err = a.Update()
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", script, err, want)
		}
	}
}

func TestIdleFramesAllocateNothing(t *testing.T) {
	home := &idleScene{}
	s, _ := script.Parse("idle", strings.NewReader("wait 100000"))
	a := NewApp(Options{Store: storage.NewMemory(), Home: func(*App) ui.Scene { return home }})
	a.AddHook(script.New(a, s))
	frames(t, a, 5)
	if n := testing.AllocsPerRun(100, func() { _ = a.Update() }); n != 0 {
		t.Fatalf("an idle Update allocates %v times", n)
	}
}

// idleScene holds one of every widget.
type idleScene struct {
	b  ui.Button
	t  ui.Toggle
	s  ui.Stepper
	c  ui.Choice
	f  ui.TextField
	l  ui.Label
	sv ui.ScrollView
}

func (s *idleScene) Name() string { return "idle" }
func (s *idleScene) Update(ctx *ui.Context) error {
	r := ui.Rect{W: 300, H: 40}
	s.b = ui.Button{ID: "b", Label: "B", Rect: r}
	s.t.ID, s.t.Rect = "t", r
	s.s = ui.Stepper{ID: "s", Value: 2, Min: 1, Max: 4, Rect: r}
	if s.c.Options == nil {
		s.c = ui.Choice{ID: "c", Options: []ui.Option{{Value: "x", Label: "X"}, {Value: "y", Label: "Y"}}, Value: "x"}
	}
	s.c.Rect = r
	s.f.ID, s.f.Rect = "f", r
	s.l = ui.Label{ID: "l", Text: "label", Rect: r}
	s.sv.ID, s.sv.Rect, s.sv.ContentH = "sv", r, 500
	s.b.Update(ctx)
	s.t.Update(ctx)
	s.s.Update(ctx)
	s.c.Update(ctx)
	s.f.Update(ctx)
	s.l.Update(ctx)
	s.sv.Update(ctx)
	return nil
}
func (s *idleScene) Draw(*ebiten.Image, *ui.Context) {}
