package scenes

import (
	"math"

	"kamon/i18n"
	"kamon/scenes/ui"
)

// AppState is what the app shows, in window (CSS) pixels: the browser build
// publishes it as window.kamonState and scripts save it with "state PATH".
// The keys are documented in the package comment.
type AppState struct {
	Scene   string        `json:"scene"`
	Frame   int64         `json:"frame"`
	Drawn   int64         `json:"drawn"`
	Lang    string        `json:"lang"`
	W       float64       `json:"w"`
	H       float64       `json:"h"`
	Scale   float64       `json:"scale"`
	Widgets []StateWidget `json:"widgets"`
	Pointer StatePointer  `json:"pointer"`
	Notice  string        `json:"notice"`
	Ready   bool          `json:"ready"`
}

// StateWidget is a widget on screen, in window pixels.
type StateWidget struct {
	ID      string  `json:"id"`
	Label   string  `json:"label"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	W       float64 `json:"w"`
	H       float64 `json:"h"`
	Enabled bool    `json:"enabled"`
	Read    bool    `json:"read,omitempty"`  // read, never tapped (a prompt, a label)
	Drags   bool    `json:"drags,omitempty"` // dragged, never tapped (a scroll view)
}

// StatePointer is the last gesture, in window pixels.
type StatePointer struct {
	Kind string  `json:"kind"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
}

// State is a snapshot of what the app shows now.
func (a *App) State() AppState {
	css := func(v float64) float64 { return math.Round(v/a.scale*10) / 10 }
	st := AppState{
		Frame: a.ctx.Frame, Drawn: a.drawn, Lang: i18n.Lang(),
		W: css(a.w), H: css(a.h), Scale: a.scale, Notice: a.notice, Ready: a.drawn > 0,
		Widgets: make([]StateWidget, 0, len(a.ctx.Widgets())),
	}
	if top := a.stack.top(); top != nil {
		st.Scene = top.Name()
	}
	for _, w := range a.ctx.Widgets() {
		r := w.Rect
		st.Widgets = append(st.Widgets, StateWidget{ID: w.ID, Label: w.Label, X: css(r.X), Y: css(r.Y), W: css(r.W), H: css(r.H),
			Enabled: w.Enabled, Read: w.Read, Drags: w.Drags})
	}
	if p := a.input.LastGesture(); p.Kind != ui.GestureNone {
		st.Pointer = StatePointer{Kind: p.Kind.String(), X: css(p.X), Y: css(p.Y)}
	}
	return st
}

// StateHash changes whenever State changes, except for the frame counters;
// it allocates nothing, so a caller can publish the state only on change.
// It is FNV-1a over the fields.
func (a *App) StateHash() uint64 {
	h := uint64(14695981039346656037)
	b := func(c byte) { h = (h ^ uint64(c)) * 1099511628211 }
	num := func(v float64) {
		u := math.Float64bits(v)
		for i := 0; i < 8; i++ {
			b(byte(u >> (8 * i)))
		}
	}
	str := func(s string) {
		for i := 0; i < len(s); i++ {
			b(s[i])
		}
		num(float64(len(s)))
	}
	if top := a.stack.top(); top != nil {
		str(top.Name())
	}
	str(i18n.Lang())
	str(a.notice)
	num(a.w)
	num(a.h)
	num(a.scale)
	num(math.Min(float64(a.drawn), 1))
	for _, w := range a.ctx.Widgets() {
		str(w.ID)
		str(w.Label)
		num(w.Rect.X)
		num(w.Rect.Y)
		num(w.Rect.W)
		num(w.Rect.H)
		if w.Enabled {
			num(1)
		}
		if w.Read || w.Drags {
			num(2)
		}
	}
	last := a.input.LastGesture()
	num(float64(last.Kind))
	num(last.T)
	return h
}
