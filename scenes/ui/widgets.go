package ui

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/sprites"
	"kamon/sprites/text"
)

// Widgets are plain structs a scene keeps: it sets their Rect (and texts)
// when laying out, calls Update from its Update (which lists the widget on
// screen and reports what the player did) and Draw from its Draw. Every
// widget has an ID that scripts and the browser test tap by.

// Type sizes, in logical pixels: use these so every screen reads alike.
const (
	SizeTitle   = 34
	SizeHeading = 23
	SizeButton  = 18
	SizeBody    = 17
	SizeSmall   = 14
)

// Control sizes, in logical pixels.
const (
	ButtonH = 48 // height of buttons and rows of controls (a comfortable finger)
	Radius  = 10 // corner radius of buttons and fields
)

// IDs makes the ids of the things a screen lists every frame, Prefix and
// Name of a key ("hand:" and a card's notation), once per key: listing
// them allocates nothing after the first frame. Screens list a bounded
// set of things, so the ids are kept for good.
type IDs[K comparable] struct {
	Prefix string
	Name   func(K) string
	ids    map[K]string
}

// Of is the id of k.
func (s *IDs[K]) Of(k K) string {
	id, ok := s.ids[k]
	if !ok {
		if s.ids == nil {
			s.ids = map[K]string{}
		}
		id = s.Prefix + s.Name(k)
		s.ids[k] = id
	}
	return id
}

// subIDs are the ids "<id>:<part>" of the parts of composite widgets.
var subIDs = IDs[[2]string]{Name: func(k [2]string) string { return k[0] + ":" + k[1] }}

func subID(id, part string) string { return subIDs.Of([2]string{id, part}) }

//go:noinline
func (c *Context) RegisterWidget(id, label string, r Rect, enabled bool) {
	c.widgets = append(c.widgets, WidgetInfo{ID: id, Label: label, Rect: r, Enabled: enabled})
}

// ButtonKind picks a button's colours.
type ButtonKind uint8

// Button kinds.
const (
	ButtonPrimary   ButtonKind = iota // blue: the main action of a screen
	ButtonSecondary                   // paper: other actions
	ButtonDanger                      // red: restart, quit
	ButtonAccent                      // gold: a highlighted choice
)

// Button is a labelled button that acts on tap, with an optional icon
// (a sprites icon name) before the label. With HideLabel only the icon shows;
// the label still names the button for tests and the browser state.
type Button struct {
	ID        string
	Label     string
	Icon      string
	HideLabel bool
	Rect      Rect
	Kind      ButtonKind
	Disabled  bool
}

// Update lists the button and reports a tap on it (never when disabled).
func (b *Button) Update(ctx *Context) bool {
	ctx.RegisterWidget(b.ID, b.Label, b.Rect, !b.Disabled)
	return !b.Disabled && ctx.Input.Tapped(b.Rect)
}

// TappedDisabled reports a tap on the button while it is disabled: a
// disabled button that can say why it is off listens for it.
func (b *Button) TappedDisabled(ctx *Context) bool {
	return b.Disabled && ctx.Input.Tapped(b.Rect)
}

// Draw draws the button, pressed while a finger or the mouse holds it.
func (b *Button) Draw(dst *ebiten.Image, ctx *Context) { b.drawSized(dst, ctx, SizeButton) }

// DrawButtonSet draws bs with their labels in one size, the least any of
// them needs to fit: a menu's buttons, none louder for a shorter name.
func DrawButtonSet(dst *ebiten.Image, ctx *Context, bs ...*Button) {
	size := float64(SizeButton)
	for _, b := range bs {
		size = math.Min(size, b.labelSize(ctx))
	}
	for _, b := range bs {
		b.drawSized(dst, ctx, size)
	}
}

// labelSize is the size (logical px) at which the button's label fits
// it beside its icon, if any.
func (b *Button) labelSize(ctx *Context) float64 {
	switch {
	case b.HideLabel || b.Label == "":
		return SizeButton
	case b.Icon == "":
		return LabelSize(ctx, b.Label, b.Rect)
	}
	_, size := FitLine(b.Label, text.Style{Size: SizeButton, Bold: true}, b.Rect.W-ctx.Px(20)-iconSize(ctx, b.Rect)-ctx.Px(6))
	return size
}

// iconSize is the size of a button's icon in its face r.
func iconSize(ctx *Context, r Rect) float64 { return math.Min(r.H*0.6, ctx.Px(28)) }

// drawSized draws the button with its label at most size logical px.
func (b *Button) drawSized(dst *ebiten.Image, ctx *Context, size float64) {
	label := b.Label
	if b.HideLabel {
		label = ""
	}
	pressed := !b.Disabled && ctx.Input.PressedIn(b.Rect)
	if b.Icon == "" {
		DrawButtonFaceSized(dst, ctx, b.Rect, label, b.Kind, pressed, b.Disabled, size)
		return
	}
	DrawButtonFace(dst, ctx, b.Rect, "", b.Kind, pressed, b.Disabled)
	body := b.Rect
	if pressed {
		body = body.Offset(0, ctx.Px(1))
	}
	_, ink := ButtonInk(b.Kind, b.Disabled)
	cx, cy := body.Center()
	icon := iconSize(ctx, body)
	if label == "" {
		_ = sprites.DrawIcon(dst, b.Icon, cx-icon/2, cy-icon/2, icon, ink) // an unknown icon leaves a plain button
		return
	}
	gap := ctx.Px(6)
	st := text.Style{Size: min(size, SizeButton), Bold: true}
	whole := label
	label, st.Size = FitLine(label, st, body.W-ctx.Px(20)-icon-gap)
	noteCut(whole, label != whole)
	w, _ := text.Measure(label, st)
	x := cx - (icon+gap+w)/2
	_ = sprites.DrawIcon(dst, b.Icon, x, cy-icon/2, icon, ink)
	st.Color, st.Align = ink, text.Left|text.Middle
	text.Draw(dst, label, x+icon+gap, cy, st)
}

// ButtonInk is the face and text colours of a button of kind, greyed when
// disabled.
func ButtonInk(kind ButtonKind, disabled bool) (face, ink color.RGBA) {
	face, ink = buttonColors(kind)
	if disabled {
		face = sprites.Mix(face, sprites.PaperShade, 0.6)
		ink = sprites.Mix(ink, sprites.TextMutedColor, 0.7)
	}
	return face, ink
}

func buttonColors(kind ButtonKind) (face, ink color.RGBA) {
	switch kind {
	case ButtonSecondary:
		return sprites.PanelColor, sprites.TextColor
	case ButtonDanger:
		return sprites.DangerColor, sprites.Paper
	case ButtonAccent:
		return sprites.AccentColor, sprites.Ink
	default:
		return sprites.ButtonColor, sprites.ButtonTextColor
	}
}

func DrawButtonFace(dst *ebiten.Image, ctx *Context, r Rect, label string, kind ButtonKind, pressed, disabled bool) {
	DrawButtonFaceSized(dst, ctx, r, label, kind, pressed, disabled, SizeButton)
}

// DrawButtonFaceSized is DrawButtonFace with its label at most size
// logical px: a set of buttons drawn at their LabelSize.
func DrawButtonFaceSized(dst *ebiten.Image, ctx *Context, r Rect, label string, kind ButtonKind, pressed, disabled bool, size float64) {
	face, ink := ButtonInk(kind, disabled)
	rad := math.Min(ctx.Px(Radius), r.H/2)
	lift := ctx.Px(2)
	if pressed {
		face = sprites.Mix(face, sprites.Ink, 0.25)
		lift = ctx.Px(0.5)
	}
	sprites.Shadow(dst, r.Offset(0, lift), rad, lift*1.5, sprites.ShadowColor)
	body := r
	if pressed {
		body = r.Offset(0, ctx.Px(1))
	}
	sprites.GradientRoundRect(dst, body, rad, sprites.Mix(face, sprites.Paper, 0.12), face)
	sprites.StrokeRoundRect(dst, body, rad, math.Max(1, ctx.Px(1)), sprites.Mix(face, sprites.Ink, 0.35))
	DrawTextIn(dst, label, buttonInner(ctx, body), text.Style{Size: min(size, SizeButton), Bold: true, Color: ink, Align: text.Center}, labelFit)
}

// buttonPad is the room left on either side of a button's label, logical px.
const buttonPad = 10

// buttonInner is where a button's label stands in its face r.
func buttonInner(ctx *Context, r Rect) Rect {
	return Rect{X: r.X + ctx.Px(buttonPad), Y: r.Y, W: r.W - ctx.Px(2*buttonPad), H: r.H}
}

// ButtonWidth is how wide (logical px) a button must be for label to
// stand on one line at size (logical px).
func ButtonWidth(ctx *Context, label string, size float64) float64 {
	w, _ := text.Measure(label, text.Style{Size: size, Bold: true})
	return w/ctx.Unit + 2*buttonPad + 1
}

// LabelSize is the size (logical px) at which label fits a button r as
// DrawButtonFace fits it: the least of a set's, given to
// DrawButtonFaceSized, draws a set of choices in one size, none louder
// for a shorter name.
func LabelSize(ctx *Context, label string, r Rect) float64 {
	in := buttonInner(ctx, r)
	return FitText(label, text.Style{Size: SizeButton, Bold: true}, in.W, in.H, labelFit).Size
}

// labelFit is how a button's or a row's label gives way: shrunk on one
// line down to the small size, then on two lines where the height holds
// them (a variant's or an option's name may be a sentence), and only then
// smaller down to the text floor.
var labelFit = Fit{Floor: MinText, Lines: 2, Shrink: SizeSmall}

// Toggle is an on/off switch with its label.
type Toggle struct {
	ID    string
	Label string
	On    bool
	Rect  Rect
}

// Update flips the toggle on a tap anywhere on its row and reports it.
func (t *Toggle) Update(ctx *Context) bool {
	ctx.RegisterWidget(t.ID, t.Label, t.Rect, true)
	if ctx.Input.Tapped(t.Rect) {
		t.On = !t.On
		return true
	}
	return false
}

// Draw draws the label on the left and the switch on the right.
func (t *Toggle) Draw(dst *ebiten.Image, ctx *Context) {
	sw := Rect{W: ctx.Px(52), H: ctx.Px(30)}
	sw.X, sw.Y = t.Rect.X+t.Rect.W-sw.W, t.Rect.Y+(t.Rect.H-sw.H)/2
	drawRowLabel(dst, ctx, t.Label, Rect{X: t.Rect.X, Y: t.Rect.Y, W: sw.X - t.Rect.X - ctx.Px(Gap), H: t.Rect.H})
	track := sprites.Mix(sprites.PaperEdge, sprites.PaperShade, 0.3)
	if t.On {
		track = sprites.ButtonColor
	}
	sprites.FillRoundRect(dst, sw, sw.H/2, track)
	sprites.StrokeRoundRect(dst, sw, sw.H/2, math.Max(1, ctx.Px(1)), sprites.Mix(track, sprites.Ink, 0.3))
	knob := sw.H/2 - ctx.Px(3)
	kx := sw.X + sw.H/2
	if t.On {
		kx = sw.X + sw.W - sw.H/2
	}
	sprites.FillCircle(dst, kx, sw.Y+sw.H/2+ctx.Px(1), knob, sprites.ShadowColor)
	sprites.FillCircle(dst, kx, sw.Y+sw.H/2, knob, sprites.Paper)
	if t.Rect.W > 0 && ctx.Input.PressedIn(t.Rect) {
		sprites.FillRoundRect(dst, t.Rect, ctx.Px(Radius), sprites.Fade(sprites.Ink, 0.06))
	}
}

// Stepper is a number with − and + buttons, within [Min, Max]. Its buttons
// are listed as "<ID>:-" and "<ID>:+".
type Stepper struct {
	ID       string
	Label    string
	Value    int
	Min, Max int
	Rect     Rect
}

func (s *Stepper) parts(ctx *Context) (label, minus, value, plus Rect) {
	bw := math.Min(ctx.Px(ButtonH), s.Rect.H)
	vw := ctx.Px(44)
	plus, rest := CutRight(s.Rect, bw)
	value, rest = CutRight(rest, vw)
	minus, label = CutRight(rest, bw)
	label.W -= ctx.Px(Gap)
	return label, minus, value, plus
}

// Update applies taps on − and + and reports a change.
func (s *Stepper) Update(ctx *Context) bool {
	_, minus, _, plus := s.parts(ctx)
	ctx.RegisterWidget(subID(s.ID, "-"), "−", minus, s.Value > s.Min)
	ctx.RegisterWidget(subID(s.ID, "+"), "+", plus, s.Value < s.Max)
	switch {
	case s.Value > s.Min && ctx.Input.Tapped(minus):
		s.Value--
	case s.Value < s.Max && ctx.Input.Tapped(plus):
		s.Value++
	default:
		return false
	}
	return true
}

// Draw draws the label, the buttons and the value.
func (s *Stepper) Draw(dst *ebiten.Image, ctx *Context) {
	label, minus, value, plus := s.parts(ctx)
	drawRowLabel(dst, ctx, s.Label, label)
	DrawButtonFace(dst, ctx, minus, "−", ButtonSecondary, ctx.Input.PressedIn(minus), s.Value <= s.Min)
	DrawButtonFace(dst, ctx, plus, "+", ButtonSecondary, ctx.Input.PressedIn(plus), s.Value >= s.Max)
	cx, cy := value.Center()
	text.Draw(dst, strconv.Itoa(s.Value), cx, cy, text.Style{Size: SizeHeading, Bold: true, Color: sprites.TextColor, Align: text.Center})
}

// Option is one choice of a Choice.
type Option struct {
	Value string
	Label string
}

// Choice is a segmented control: one of a few options. Each segment is
// listed as "<ID>:<Value>".
type Choice struct {
	ID      string
	Options []Option
	Value   string
	Rect    Rect
	segs    []Rect // the options' parts of the row (place)
}

// place puts each option's part of the row into c.segs. The options share
// the row evenly where every label fits its share at the button size;
// else each takes what its label needs there and an even part of what is
// left, or, where the labels need more than the row, a part of the row as
// its label needs, so that no label is set smaller than the others for
// being longer.
func (c *Choice) place(ctx *Context) {
	n, gap := len(c.Options), ctx.Px(4)
	c.segs = c.segs[:0]
	total, most := 0.0, 0.0
	for _, o := range c.Options { // each label's need, in W for now
		need := ctx.Px(ButtonWidth(ctx, o.Label, SizeButton))
		c.segs = append(c.segs, Rect{Y: c.Rect.Y, W: need, H: c.Rect.H})
		total, most = total+need, max(most, need)
	}
	room := c.Rect.W - float64(n-1)*gap
	x := c.Rect.X
	for i := range c.segs {
		if even := Column(c.Rect, n, i, gap); most <= even.W {
			c.segs[i] = even
			continue
		}
		c.segs[i].X, c.segs[i].W = x, choiceShare(c.segs[i].W, total, room, n)
		x += c.segs[i].W + gap
	}
}

// choiceShare is the width of an option whose label needs need, of n whose
// labels need total in all, in a row room wide (gaps aside).
func choiceShare(need, total, room float64, n int) float64 {
	if total > room {
		return room * need / total
	}
	return need + (room-total)/float64(n)
}

// Update selects a tapped option and reports a change.
func (c *Choice) Update(ctx *Context) bool {
	changed := false
	c.place(ctx)
	for i, o := range c.Options {
		r := c.segs[i]
		ctx.RegisterWidget(subID(c.ID, o.Value), o.Label, r, true)
		if ctx.Input.Tapped(r) && c.Value != o.Value {
			c.Value, changed = o.Value, true
		}
	}
	return changed
}

// Draw draws the segments, the selected one in the primary colour.
func (c *Choice) Draw(dst *ebiten.Image, ctx *Context) {
	c.place(ctx)
	for i, o := range c.Options {
		r := c.segs[i]
		kind := ButtonSecondary
		if o.Value == c.Value {
			kind = ButtonPrimary
		}
		DrawButtonFace(dst, ctx, r, o.Label, kind, ctx.Input.PressedIn(r), false)
	}
}

// TextField is a one-line text box. A tap focuses it; then typed
// characters, Backspace, and Enter or Esc (to finish) edit it. A tap with a
// finger, where the platform offers it (Options.AskText), asks for the text
// in the platform's own box instead.
type TextField struct {
	ID          string
	Text        string
	Title       string // what the platform's box asks for; "" = Placeholder
	Placeholder string
	Rect        Rect
	MaxLen      int             // in characters; 0 = no limit
	Accept      func(rune) bool // nil accepts every character but control and format ones (a right-to-left override)
}

// Focused reports whether the field takes the keystrokes.
func (f *TextField) Focused(ctx *Context) bool { return f.ID != "" && ctx.focus == f.ID }

// Update handles focus and typing and reports a change of Text.
func (f *TextField) Update(ctx *Context) bool {
	label := f.Text
	if label == "" {
		label = f.Placeholder
	}
	ctx.RegisterWidget(f.ID, label, f.Rect, true)
	in := ctx.Input
	if in.Tapped(f.Rect) && in.ByFinger() && ctx.AskText != nil {
		return f.ask(ctx)
	}
	if in.Tapped(f.Rect) {
		ctx.focus = f.ID
		ctx.Redraw()
	} else if f.Focused(ctx) && (in.has(Tap, ctx.Screen()) || in.KeyPressed(ebiten.KeyEnter) || in.TakeShortcut(ShortcutBack)) {
		ctx.focus = ""
		ctx.Redraw()
	}
	if !f.Focused(ctx) {
		return false
	}
	old := f.Text
	f.Text = f.appendRunes(f.Text, in.Chars())
	if in.KeyPressed(ebiten.KeyBackspace) && f.Text != "" {
		_, n := utf8.DecodeLastRuneInString(f.Text)
		f.Text = f.Text[:len(f.Text)-n]
	}
	return f.Text != old
}

// appendRunes adds the runes the field accepts to s, up to MaxLen.
func (f *TextField) appendRunes(s string, rs []rune) string {
	for _, r := range rs {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || f.Accept != nil && !f.Accept(r) {
			continue
		}
		if f.MaxLen > 0 && utf8.RuneCountInString(s) >= f.MaxLen {
			break
		}
		s += string(r)
	}
	return s
}

// ask replaces the text by what the player answers in the platform's box.
func (f *TextField) ask(ctx *Context) bool {
	title := f.Title
	if title == "" {
		title = f.Placeholder
	}
	answer, ok := ctx.AskText(title, f.Text)
	if !ok {
		return false
	}
	old := f.Text
	f.Text = f.appendRunes("", []rune(answer))
	ctx.Redraw()
	return f.Text != old
}

// Draw draws the box, the text (or the placeholder) and, when focused, a
// caret and an accent border.
func (f *TextField) Draw(dst *ebiten.Image, ctx *Context) {
	rad := math.Min(ctx.Px(Radius), f.Rect.H/2)
	focused := f.Focused(ctx)
	border := sprites.PaperEdge
	bw := math.Max(1, ctx.Px(1))
	if focused {
		border, bw = sprites.AccentColor, math.Max(2, ctx.Px(2))
	}
	sprites.FillRoundRect(dst, f.Rect, rad, sprites.Paper)
	sprites.StrokeRoundRect(dst, f.Rect, rad, bw, border)
	pad := ctx.Px(12)
	st := text.Style{Size: SizeBody, Color: sprites.TextColor, Align: text.Left | text.Middle}
	s := f.Text
	if s == "" && !focused {
		s, st.Color = f.Placeholder, sprites.TextMutedColor
	}
	_, st.Size = FitLine(s+"  ", st, f.Rect.W-2*pad)
	_, cy := f.Rect.Center()
	text.Draw(dst, s, f.Rect.X+pad, cy, st)
	if focused {
		w, _ := text.Measure(f.Text, st)
		h := ctx.Px(st.Size) * 1.1
		sprites.FillRoundRect(dst, Rect{X: f.Rect.X + pad + w + ctx.Px(2), Y: cy - h/2, W: math.Max(1, ctx.Px(2)), H: h}, 0, sprites.ButtonColor)
	}
}

// Label is a line of text shrunk to fit its Rect's width. With an ID it is
// listed on screen, so scripts can check its text.
type Label struct {
	ID    string
	Text  string
	Rect  Rect
	Style text.Style // Align places the text within Rect
}

// Update lists the label when it has an ID, as a thing read.
func (l *Label) Update(ctx *Context) {
	if l.ID != "" {
		ctx.RegisterRead(l.ID, l.Text, l.Rect)
	}
}

// Draw draws the text inside Rect.
func (l *Label) Draw(dst *ebiten.Image, ctx *Context) {
	x, y := anchorX(l.Rect, l.Style.Align), l.Rect.Y
	switch l.Style.Align &^ 3 {
	case text.Middle:
		y += l.Rect.H / 2
	case text.Bottom, text.Baseline:
		y += l.Rect.H
	}
	DrawFitText(dst, l.Text, x, y, l.Rect.W, l.Style)
}

// ScrollView scrolls content taller than its Rect with a drag or the wheel.
// The scene places content at Y - Offset and draws it into Clip(dst).
type ScrollView struct {
	ID       string
	Rect     Rect
	ContentH float64 // height of everything inside, physical px
	Offset   float64 // how far the content is scrolled up
	dragging bool
}

// Update scrolls and reports whether the offset changed.
func (v *ScrollView) Update(ctx *Context) bool {
	return v.UpdateIn(ctx, ctx.Input.Events(), v.Rect)
}

// UpdateIn is Update for a view drawn turned to a seat (a seat frame of scenes/table):
// events are in the view's own coordinates, and onScreen is its Rect on
// the screen, for the wheel and for scripts.
func (v *ScrollView) UpdateIn(ctx *Context, events []PointerEvent, onScreen Rect) bool {
	ctx.widgets = append(ctx.widgets, WidgetInfo{ID: v.ID, Rect: onScreen, Enabled: true, Drags: true})
	old := v.Offset
	for _, e := range events {
		switch e.Kind {
		case DragStart:
			v.dragging = v.Rect.Contains(e.StartX, e.StartY)
		case Drag:
			if v.dragging {
				v.Offset -= e.DY
			}
		case DragEnd:
			v.dragging = false
		}
	}
	if w := ctx.Input.Wheel(); w != 0 {
		if x, y, _ := ctx.Input.Pointer(); onScreen.Contains(x, y) {
			v.Offset -= w * ctx.Px(40)
		}
	}
	v.Offset = Clamp(v.Offset, 0, math.Max(0, v.ContentH-v.Rect.H))
	return v.Offset != old
}

// Clip is dst limited to the view, for drawing the content.
func (v *ScrollView) Clip(dst *ebiten.Image) *ebiten.Image {
	r := v.Rect
	return dst.SubImage(image.Rect(int(r.X), int(r.Y), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))).(*ebiten.Image)
}

// Visible reports whether r (in screen coordinates) shows in the view;
// scenes update only visible content widgets, so taps outside do nothing.
func (v *ScrollView) Visible(r Rect) bool {
	return r.Y+r.H > v.Rect.Y && r.Y < v.Rect.Y+v.Rect.H
}

// DrawScrollbar draws a thin bar showing the position, when scrolling is
// possible.
func (v *ScrollView) DrawScrollbar(dst *ebiten.Image, ctx *Context) {
	if v.ContentH <= v.Rect.H || v.Rect.H <= 0 {
		return
	}
	h := math.Max(ctx.Px(24), v.Rect.H*v.Rect.H/v.ContentH)
	y := v.Rect.Y + (v.Rect.H-h)*v.Offset/(v.ContentH-v.Rect.H)
	w := ctx.Px(4)
	sprites.FillRoundRect(dst, Rect{X: v.Rect.X + v.Rect.W - w - ctx.Px(2), Y: y, W: w, H: h}, w/2, sprites.Fade(sprites.Ink, 0.35))
}

// DrawFitText draws one line at (x, y) placed by st.Align, shrunk to
// maxW but never below the text floor (FitLine).
//
//go:noinline
func DrawFitText(dst *ebiten.Image, s string, x, y, maxW float64, st text.Style) {
	line, size := FitLine(s, st, maxW)
	noteCut(s, line != s)
	st.Size = size
	text.Draw(dst, line, x, y, st)
}

// FitLine is s on one line of maxW physical px in st: its size shrunk
// no lower than the text floor (MinText), and at the floor the text cut
// short with an ellipsis where it still runs over.
func FitLine(s string, st text.Style, maxW float64) (line string, size float64) {
	f := FitText(s, st, maxW, 1e9, Fit{Floor: MinText}) // one line, whatever its height
	if len(f.Lines) == 0 {
		return s, f.Size
	}
	return f.Lines[0], f.Size
}

// DrawParagraph draws s wrapped to r's width from r's top and returns the
// height it took.
func DrawParagraph(dst *ebiten.Image, s string, r Rect, st text.Style) float64 {
	x := anchorX(r, st.Align)
	st.Align = st.Align&3 | text.Top
	return text.DrawWrapped(dst, s, x, r.Y, r.W, st)
}

// anchorX is the x in r that text aligned by a is drawn from: r's left
// edge, centre or right edge.
func anchorX(r Rect, a text.Align) float64 {
	switch a & 3 {
	case text.HCenter:
		return r.X + r.W/2
	case text.Right:
		return r.X + r.W
	}
	return r.X
}

func drawRowLabel(dst *ebiten.Image, ctx *Context, s string, r Rect) {
	DrawTextIn(dst, s, r, text.Style{Size: SizeBody, Color: sprites.TextColor, Align: text.Left | text.Middle}, labelFit)
}
