package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites"
	"kamon/sprites/text"
)

// noticeFaces is where the Notify message shows: a paper band for each
// edge it faces, in a frame turned to that edge, as near the far side of
// the screen as that edge sees it as the scene on top leaves room (the
// bottom edge's at the top of the screen, clear of that person's own
// controls): a passing panel, off every control (passing.go) and off the
// countdown and the other bands. A band stays where it is while it still
// covers nothing it must not.
type noticeFaces struct {
	sides  [4]bool
	frames [4]table.SeatFrame
	bands  [4]ui.Rect // in each side's frame
	tier   [4]int     // the band's text size (noticeTiers), smaller to find room
	// overKept: the band covered something kept clear when it was placed,
	// for want of any other room.
	overKept [4]bool
	laid     noticeKey
	under    uint64 // beneath.sum the bands were checked against
}

// noticeKey is what the bands' sizes depend on.
type noticeKey struct {
	msg        string
	w, h, unit float64
	sides      [4]bool
	lang       string
}

// noticeTiers are the notice's text styles and paddings (logical px),
// the most wanted first: a band short of room takes a smaller one.
var noticeTiers = [...]struct {
	style text.Style
	pad   float64
}{
	{text.Style{Size: ui.SizeBody, Color: sprites.TextColor}, 14},
	{text.Style{Size: ui.SizeSmall, Color: sprites.TextColor}, 10},
	{text.Style{Size: 12, Color: sprites.TextColor}, 7},
}

// Notice geometry, logical px.
const (
	noticeMaxW = 560 // a band's length, at most
	noticeMinW = 120 // and at least, where the screen has it
)

// layoutNotices places the bands of the notice shown, when what they
// depend on changed, or when what is beneath them did and a band now
// covers a control, or something kept clear it was placed off.
func (a *App) layoutNotices() {
	c, f := &a.ctx, &a.faces
	key := noticeKey{msg: a.notice, w: c.W, h: c.H, unit: c.Unit, sides: f.sides, lang: c.Lang}
	if key == f.laid && f.under == a.under.sum+a.graceSum() {
		return
	}
	if key == f.laid && a.noticesFit() {
		f.under = a.under.sum + a.graceSum()
		return
	}
	f.laid, f.under = key, a.under.sum+a.graceSum()
	var taken []ui.Rect
	if g := a.grace; g != nil {
		taken = append(taken, g.frame.RectToScreen(g.panel))
	}
	for s := range table.Side(4) {
		if !f.sides[s] {
			continue
		}
		f.frames[s].Place(s, c.W, c.H)
		scr := f.frames[s].Screen()
		room := a.under.room(c, &f.frames[s], taken, scr.W/2, c.Px(ui.Margin))
		sizes := noticeSizes(c, a.notice, room.Area.W)
		at, k := place(room, len(taken), sizes)
		f.bands[s], f.tier[s] = at, k*len(noticeTiers)/len(sizes)
		f.overKept[s] = room.CoversKept(at)
		taken = append(taken, a.noticeBand(s))
	}
}

// noticeSizes are the sizes a band of msg may take in a room w wide, the
// most wanted first: for each of noticeTiers, from the longest band down.
func noticeSizes(c *ui.Context, msg string, w float64) []ui.Extent {
	maxW := math.Min(w, c.Px(noticeMaxW))
	minW := math.Min(maxW, c.Px(noticeMinW))
	var out []ui.Extent
	for _, t := range noticeTiers {
		pad := c.Px(t.pad)
		for _, f := range [...]float64{1, 0.8, 0.65, 0.5, 0.35, 0} {
			bw := math.Max(minW, maxW*f)
			_, h := text.MeasureWrapped(msg, bw-2*pad, t.style)
			out = append(out, ui.Extent{W: bw, H: h + 2*pad})
		}
	}
	return out
}

// noticesFit reports that every band still covers no control beneath,
// nor the countdown, nor what is kept clear there if it was placed off
// all of that: a hint put up while a bot played moves off the question
// that then comes up under it. (A band that had to cover something kept
// clear stays, rather than be placed again at every change beneath.)
func (a *App) noticesFit() bool {
	f := &a.faces
	var taken []ui.Rect
	if g := a.grace; g != nil {
		taken = append(taken, g.frame.RectToScreen(g.panel))
	}
	for s := range table.Side(4) {
		if !f.sides[s] {
			continue
		}
		room := a.under.room(&a.ctx, &f.frames[s], taken, 0, 0)
		if !room.Fits(f.bands[s]) || !f.overKept[s] && room.CoversKept(f.bands[s]) {
			return false
		}
	}
	return true
}

// noticeBand is where side's band lies on the screen.
func (a *App) noticeBand(s table.Side) ui.Rect {
	return a.faces.frames[s].RectToScreen(a.faces.bands[s])
}

// noticeTapped reports a tap on any band of the notice, but never one on
// a control beneath (where no room was left for the band): that tap is
// the control's.
func (a *App) noticeTapped() bool {
	a.layoutNotices()
	for s := range table.Side(4) {
		if !a.faces.sides[s] {
			continue
		}
		band := a.noticeBand(s)
		for _, e := range a.input.Events() {
			if e.Kind == ui.Tap && band.Contains(e.StartX, e.StartY) && band.Contains(e.X, e.Y) && !a.under.onControl(e.X, e.Y) {
				return true
			}
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
		t := noticeTiers[a.faces.tier[s]]
		ui.DrawParagraph(img, a.notice, r.Inset(a.ctx.Px(t.pad)), t.style)
		f.Compose(screen)
	}
}
