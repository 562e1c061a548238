package ui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// newTestContext is the context of a frame with scripted input and no app
// around it, for a widget's own behaviour.
func newTestContext(askText func(title, text string) (string, bool)) *Context {
	in := &Input{}
	in.Init()
	return &Context{Input: in, Unit: 1, Scale: 1, Dt: 1.0 / 60, Frame: 1, AskText: askText}
}

func TestTextFieldTyping(t *testing.T) {
	f := &TextField{ID: "name", Rect: Rect{W: 200, H: 40}, MaxLen: 5}
	ctx := newTestContext(nil)
	in := ctx.Input.Injection()
	step := func() bool { ctx.Input.Read(ctx, true); ctx.Frame++; return f.Update(ctx) }
	in.X, in.Y, in.Down = 10, 10, true
	step()
	in.Down = false
	step()
	if !f.Focused(ctx) {
		t.Fatal("a tap did not focus the field")
	}
	in.Chars = append(in.Chars, []rune("Zoë\x01 Ann")...)
	if !step() || f.Text != "Zoë A" {
		t.Fatalf("typed %q, want %q (control characters dropped, 5 characters at most)", f.Text, "Zoë A")
	}
	in.Keys = append(in.Keys, ebiten.KeyBackspace)
	step()
	in.Keys = append(in.Keys, ebiten.KeyBackspace)
	step()
	if f.Text != "Zoë" {
		t.Fatalf("after two backspaces %q", f.Text)
	}
	in.Keys = append(in.Keys, ebiten.KeyEscape)
	step()
	if f.Focused(ctx) || ctx.Input.Shortcut(ShortcutBack) {
		t.Fatal("Esc should end typing and be taken by the field")
	}
}

func TestTextFieldAsksThePlatformOnTouch(t *testing.T) {
	var asked []string
	ctx := newTestContext(func(title, text string) (string, bool) {
		asked = append(asked, title+"|"+text)
		return "12x345678", len(asked) == 1
	})
	f := &TextField{ID: "seed", Text: "7", Placeholder: "Seed", Rect: Rect{W: 200, H: 40}, MaxLen: 6,
		Accept: func(r rune) bool { return r >= '0' && r <= '9' }}
	in := ctx.Input
	tap := func(finger bool) bool {
		inj := in.Injection()
		inj.finger = finger
		inj.X, inj.Y, inj.Down = 5, 5, true
		in.Read(ctx, true)
		f.Update(ctx)
		inj.Down = false
		ctx.Frame++
		in.Read(ctx, true)
		ctx.Frame++
		return f.Update(ctx)
	}
	if !tap(true) || f.Text != "123456" || f.Focused(ctx) {
		t.Fatalf("a finger tap gave %q (focused %v), want the answer filtered to 6 digits", f.Text, f.Focused(ctx))
	}
	if tap(true) || f.Text != "123456" {
		t.Fatalf("a cancelled box changed the text to %q", f.Text)
	}
	if strings.Join(asked, ",") != "Seed|7,Seed|123456" {
		t.Fatalf("asked %v", asked)
	}
	tap(false)
	if len(asked) != 2 || !f.Focused(ctx) {
		t.Fatal("a mouse click must focus the field for typing, not ask")
	}
}

// A label too long for its row on one line, even shrunk to the small
// size, goes on two lines whole, in a button as beside a toggle; a short
// one stays on one line at its own size.
func TestLabelsWrapRatherThanCut(t *testing.T) {
	ctx := newTestContext(nil)
	dst := ebiten.NewImage(400, 100)
	long := "Advanced setup: free placement on your own two first rows of the board"
	var r TextRecorder
	r.Start()
	defer r.Stop()
	check := func(what string, draw func()) {
		t.Helper()
		r.Reset()
		draw()
		var got []string
		for _, d := range r.Texts {
			got = append(got, d.Text)
			if d.Size < SizeSmall {
				t.Errorf("%s: %q drawn at %g px, want at least %d", what, d.Text, d.Size, SizeSmall)
			}
		}
		if len(got) != 2 || strings.Join(got, " ") != long {
			t.Errorf("%s: drew %q, want the whole label on two lines", what, got)
		}
	}
	b := Button{ID: "variant:advanced", Label: long, Rect: Rect{X: 0, Y: 0, W: 340, H: ButtonH}}
	check("button", func() { b.Draw(dst, ctx) })
	tg := Toggle{ID: "option:long", Label: long, Rect: Rect{X: 0, Y: 0, W: 400, H: ButtonH}}
	check("toggle", func() { tg.Draw(dst, ctx) })

	r.Reset()
	short := Button{ID: "start", Label: "Start", Rect: Rect{W: 340, H: ButtonH}}
	short.Draw(dst, ctx)
	if len(r.Texts) != 1 || r.Texts[0].Text != "Start" || r.Texts[0].Size != SizeButton {
		t.Errorf("short label drawn as %+v, want one line at %d px", r.Texts, SizeButton)
	}
}

// A set of buttons draws every label in the size the longest needs, with
// an icon or without; one button alone keeps its own.
func TestButtonSetDrawsOneSize(t *testing.T) {
	ctx := newTestContext(nil)
	dst := ebiten.NewImage(400, 300)
	var r TextRecorder
	r.Start()
	defer r.Stop()
	short := Button{ID: "mute", Label: "Mute", Icon: "sound", Rect: Rect{Y: 0, W: 180, H: ButtonH}}
	long := Button{ID: "sound", Label: "Включить звук", Icon: "sound", Rect: Rect{Y: 60, W: 180, H: ButtonH}}
	plain := Button{ID: "quit", Label: "Quit", Rect: Rect{Y: 120, W: 180, H: ButtonH}}
	sizes := func() map[string]float64 {
		got := map[string]float64{}
		for _, d := range r.Texts {
			got[d.Text] = d.Size
		}
		return got
	}
	long.Draw(dst, ctx)
	alone := sizes()["Включить звук"]
	if alone == 0 || alone >= SizeButton {
		t.Fatalf("the long label alone drawn at %g px, want under %d (the test needs one that shrinks)", alone, SizeButton)
	}
	r.Reset()
	DrawButtonSet(dst, ctx, &short, &long, &plain)
	got := sizes()
	for _, s := range []string{"Mute", "Включить звук", "Quit"} {
		if got[s] != alone {
			t.Errorf("in the set %q drawn at %g px, want %g as the longest: %v", s, got[s], alone, got)
		}
	}
}
