package ui

import "kamon/sprites/text"

// MinText is the text floor, in CSS px: no text a player must read is
// drawn smaller (a phone at 3× draws it 33 physical px tall). A text
// that does not fit wraps, then its layout gives it room or moves it
// behind a tap; only decoration (text.Style.Decor) may go below.
const MinText = text.Floor

// DrawnText is a text as a frame drew it.
type DrawnText struct {
	Text  string
	Size  float64 // CSS px: physical px over the device scale
	Decor bool
}

// TextRecorder keeps the texts drawn while it listens (Start to Stop),
// their sizes in CSS px for a device scale of Scale. Tests read it after
// a frame's Draw to hold the frame to the text floor (Below); Reset
// starts a new frame. Nothing listens in the app: drawing a text then
// costs one comparison.
type TextRecorder struct {
	Scale float64 // device scale: physical px per CSS px; 0 is 1
	Texts []DrawnText
	Cut   []string // the texts drawn cut short at the floor, as drawn
}

// Start has r record every text drawn from now on, in place of any
// other recorder.
func (r *TextRecorder) Start() {
	text.Listen(r.heard)
	cutHeard = func(s string) { r.Cut = append(r.Cut, s) }
}

// Stop ends every recording.
func (r *TextRecorder) Stop() {
	text.Listen(nil)
	cutHeard = nil
}

// Reset forgets the texts recorded so far.
func (r *TextRecorder) Reset() { r.Texts, r.Cut = r.Texts[:0], r.Cut[:0] }

// cutHeard hears a text fitted to its box only by cutting it short (an
// ellipsis, a word broken), while a recorder listens.
var cutHeard func(s string)

// noteCut tells the recorder listening, if any, that s was drawn cut.
func noteCut(s string, cut bool) {
	if cut && cutHeard != nil {
		cutHeard(s)
	}
}

func (r *TextRecorder) heard(s string, size float64, decor bool) {
	scale := r.Scale
	if scale <= 0 {
		scale = 1
	}
	r.Texts = append(r.Texts, DrawnText{Text: s, Size: size / scale, Decor: decor})
}

// Below lists the texts recorded that a player must read (not
// decoration) and that were drawn smaller than floor CSS px (to within
// rounding).
func (r *TextRecorder) Below(floor float64) []DrawnText {
	var low []DrawnText
	for _, t := range r.Texts {
		if !t.Decor && t.Size < floor-0.01 {
			low = append(low, t)
		}
	}
	return low
}
