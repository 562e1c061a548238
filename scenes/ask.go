package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/i18n"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// askChoice is one answer of a question: its button, and what it does
// once the question is closed.
type askChoice struct {
	button ui.Button
	do     func(ctx *ui.Context)
}

// askScene is a question drawn over the dimmed scene below it, with one
// button per answer and Cancel last; Esc or Cancel close it doing nothing.
type askScene struct {
	question string
	detail   string // smaller text under the question, may be empty
	choices  []askChoice
	cancel   ui.Button
	panel    ui.Rect
	note     ui.Rect
	more     ui.Rect // where the detail goes
}

// newAsk builds a question; add its answers with answer.
func newAsk(question string) *askScene {
	return &askScene{question: question, cancel: ui.Button{ID: "ask:cancel", Kind: ui.ButtonSecondary}}
}

// answer adds an answer whose button has the given id, label and kind.
func (a *askScene) answer(id, label string, kind ui.ButtonKind, do func(ctx *ui.Context)) *askScene {
	a.choices = append(a.choices, askChoice{button: ui.Button{ID: id, Label: label, Kind: kind}, do: do})
	return a
}

func (a *askScene) Name() string  { return "ask" }
func (a *askScene) Overlay() bool { return true }

func (a *askScene) layout(ctx *ui.Context) {
	row, gap, pad := ctx.Px(ui.ButtonH), ctx.Px(ui.Gap), ctx.Px(18)
	safe := ctx.Safe()
	w := math.Min(safe.W-2*ctx.Px(ui.Margin), ctx.Px(440))
	_, q := text.MeasureWrapped(a.question, w-2*pad, text.Style{Size: ui.SizeBody})
	d := 0.0
	if a.detail != "" {
		_, d = text.MeasureWrapped(a.detail, w-2*pad, text.Style{Size: ui.SizeSmall})
		d += gap
	}
	n := len(a.choices) + 1
	h := pad + q + d + gap + float64(n)*row + float64(n-1)*gap + pad
	a.panel = ui.Centered(safe, w, math.Min(h, safe.H))
	inner := a.panel.Inset(pad)
	a.note = ui.Rect{X: inner.X, Y: inner.Y, W: inner.W, H: q}
	a.more = ui.Rect{X: inner.X, Y: inner.Y + q + gap, W: inner.W, H: max(d-gap, 0)}
	buttons := ui.Rect{X: inner.X, Y: inner.Y + q + d + gap, W: inner.W}
	for i := range a.choices {
		a.choices[i].button.Rect = ui.Stack(buttons, row, gap, i)
	}
	a.cancel.Rect = ui.Stack(buttons, row, gap, len(a.choices))
	a.cancel.Label = i18n.T("ui.cancel")
}

func (a *askScene) Update(ctx *ui.Context) error {
	a.layout(ctx)
	if ctx.Input.TakeShortcut(ui.ShortcutBack) || a.cancel.Update(ctx) {
		ctx.App.Back()
		return nil
	}
	for i := range a.choices {
		if a.choices[i].button.Update(ctx) {
			ctx.App.Back()
			a.choices[i].do(ctx)
			return nil
		}
	}
	return nil
}

func (a *askScene) Draw(dst *ebiten.Image, ctx *ui.Context) {
	a.layout(ctx)
	ui.DrawVeil(dst, ctx.Screen(), sprites.Fade(sprites.Ink, 0.6))
	sprites.Panel(dst, a.panel, ctx.Px(16))
	ui.DrawParagraph(dst, a.question, a.note, text.Style{Size: ui.SizeBody, Color: sprites.TextColor})
	if a.detail != "" {
		ui.DrawParagraph(dst, a.detail, a.more, text.Style{Size: ui.SizeSmall, Color: sprites.TextMutedColor})
	}
	for i := range a.choices {
		a.choices[i].button.Draw(dst, ctx)
	}
	a.cancel.Draw(dst, ctx)
}
