package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// noticeFaces is where the Notify message shows: a paper band along the
// far edge of the screen as each edge it faces sees it (the bottom edge's
// at the top of the screen, clear of that person's own controls), in a
// frame turned to that edge; bands of edges at right angles keep out of
// each other's corners. The layout is kept while the message, the screen
// and the edges stay as they are.
type noticeFaces struct {
	sides  [4]bool
	frames [4]table.SeatFrame
	bands  [4]ui.Rect // in each side's frame
	laid   noticeKey
}

// noticeKey is what the bands depend on.
type noticeKey struct {
	msg        string
	w, h, unit float64
	sides      [4]bool
}

// noticeStyle is the notice's text style.
var noticeStyle = text.Style{Size: ui.SizeBody, Color: sprites.TextColor}

// Notice geometry, logical px.
const (
	noticeMaxW = 560 // a band's length, at most
	noticePad  = 14
)

// layoutNotices places the bands of the notice shown, when what they
// depend on changed.
func (a *App) layoutNotices() {
	c, f := &a.ctx, &a.faces
	key := noticeKey{msg: a.notice, w: c.W, h: c.H, unit: c.Unit, sides: f.sides}
	if key == f.laid {
		return
	}
	f.laid = key
	margin, gap, pad := c.Px(ui.Margin), c.Px(ui.Gap), c.Px(noticePad)
	var depth [4]float64 // each band's height
	for range 2 {        // the corners kept free depend on the depths
		for s := range table.Side(4) {
			if !f.sides[s] {
				continue
			}
			f.frames[s].Place(s, c.W, c.H)
			scr := f.frames[s].Screen()
			w := math.Min(scr.W-2*margin, c.Px(noticeMaxW))
			if across := math.Max(sideDepth(depth, f.sides, s+1), sideDepth(depth, f.sides, s+3)); across > 0 {
				w = math.Min(w, scr.W-2*(margin+across+gap))
			}
			_, h := text.MeasureWrapped(a.notice, w-2*pad, noticeStyle)
			f.bands[s] = ui.Rect{X: (scr.W - w) / 2, Y: margin, W: w, H: h + 2*pad}
		}
		for s := range table.Side(4) {
			depth[s] = f.bands[s].H
		}
	}
}

// sideDepth is the depth of the band of side s (taken round the four),
// 0 when it does not show.
func sideDepth(depth [4]float64, sides [4]bool, s table.Side) float64 {
	if s %= 4; sides[s] {
		return depth[s]
	}
	return 0
}

// noticeBand is where side's band lies on the screen.
func (a *App) noticeBand(s table.Side) ui.Rect {
	return a.faces.frames[s].RectToScreen(a.faces.bands[s])
}

// noticeTapped reports a tap on any band of the notice.
func (a *App) noticeTapped() bool {
	a.layoutNotices()
	for s := range table.Side(4) {
		if a.faces.sides[s] && a.input.Tapped(a.noticeBand(s)) {
			return true
		}
	}
	return false
}

// drawNotices draws the notice once along each edge it faces.
func (a *App) drawNotices(screen *ebiten.Image) {
	a.layoutNotices()
	for s := range table.Side(4) {
		if !a.faces.sides[s] {
			continue
		}
		f := &a.faces.frames[s]
		img, r := f.Window(screen, a.faces.bands[s])
		sprites.PanelColored(img, r, a.ctx.Px(ui.Radius), sprites.PanelColor, sprites.AccentColor)
		ui.DrawParagraph(img, a.notice, r.Inset(a.ctx.Px(noticePad)), noticeStyle)
		f.Compose(screen)
	}
}
