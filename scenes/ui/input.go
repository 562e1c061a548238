package ui

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Shortcut is a keyboard command the app understands everywhere.
type Shortcut uint8

// Shortcuts: Esc = back, Ctrl+Z = undo, Ctrl+Y or Ctrl+Shift+Z = redo,
// F1 = rules.
const (
	ShortcutBack Shortcut = iota
	ShortcutUndo
	ShortcutRedo
	ShortcutRules
	shortcutCount
)

// tapSlop is how far (logical px) a press may wander and still tap.
const tapSlop = 10

// Input is one frame of input: the gestures of the single pointer (mouse or
// the first finger down), the keys just pressed, typed characters, the
// wheel and shortcuts. Real devices and the test hook feed the same
// recognizer, so scripted taps behave exactly like real ones.
type Input struct {
	rec    recognizer
	events []PointerEvent
	last   PointerEvent
	x, y   float64

	touches  []ebiten.TouchID
	touchID  ebiten.TouchID
	touching bool
	byFinger bool // the current or last press came from a finger

	keys        []ebiten.Key // just pressed this frame
	ctrl, shift bool
	chars       []rune
	wheel       float64
	shortcuts   [shortcutCount]bool

	inj Injected
}

// Injected is the pointer and keys the test hook sets for the next frame;
// finger makes a press come from a touch screen.
type Injected struct {
	X, Y        float64
	Down        bool
	finger      bool
	Keys        []ebiten.Key
	Ctrl, Shift bool
	Chars       []rune
}

// Injection is where a test script sets the input of the next frame
// (read with scripted true reads it instead of the devices).
func (in *Input) Injection() *Injected { return &in.inj }

// LastGesture is the last gesture recognised, of any frame.
func (in *Input) LastGesture() PointerEvent { return in.last }

func (in *Input) Init() {
	in.events = make([]PointerEvent, 0, 8)
	in.keys = make([]ebiten.Key, 0, 8)
	in.chars = make([]rune, 0, 16)
	in.touches = make([]ebiten.TouchID, 0, 8)
}

// Read samples the devices, or the injected input when a script runs,
// for ctx's frame.
func (in *Input) Read(ctx *Context, scripted bool) {
	s := sample{T: float64(ctx.Frame) * ctx.Dt}
	in.keys, in.chars, in.wheel = in.keys[:0], in.chars[:0], 0
	if scripted {
		s.X, s.Y, s.Down = in.inj.X, in.inj.Y, in.inj.Down
		in.touching = in.inj.finger
		in.keys = append(in.keys, in.inj.Keys...)
		in.chars = append(in.chars, in.inj.Chars...)
		in.ctrl, in.shift = in.inj.Ctrl, in.inj.Shift
		in.inj.Keys, in.inj.Chars = in.inj.Keys[:0], in.inj.Chars[:0]
		in.inj.Ctrl, in.inj.Shift = false, false
	} else {
		s.X, s.Y, s.Down = in.pointer()
		in.keys = inpututil.AppendJustPressedKeys(in.keys)
		in.chars = ebiten.AppendInputChars(in.chars)
		in.ctrl = ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
		in.shift = ebiten.IsKeyPressed(ebiten.KeyShift)
		_, in.wheel = ebiten.Wheel()
	}
	in.rec.Slop = ctx.Px(tapSlop)
	if s.Down && !in.rec.Down() {
		in.byFinger = in.touching
	}
	in.x, in.y = s.X, s.Y
	in.events = in.rec.Feed(s, in.events[:0])
	if n := len(in.events); n > 0 {
		in.last = in.events[n-1]
	}
	in.readShortcuts()
}

// pointer follows one finger from press to release; with no finger down it
// is the mouse.
func (in *Input) pointer() (x, y float64, down bool) {
	in.touches = ebiten.AppendTouchIDs(in.touches[:0])
	if in.touching {
		for _, id := range in.touches {
			if id == in.touchID {
				x, y = ebiten.TouchPositionF(id)
				return x, y, true
			}
		}
		// The finger lifted: it is released where it was last seen.
		in.touching = false
		return in.x, in.y, false
	}
	if len(in.touches) > 0 && !in.rec.Down() {
		in.touchID, in.touching = in.touches[0], true
		x, y = ebiten.TouchPositionF(in.touchID)
		return x, y, true
	}
	x, y = ebiten.CursorPositionF()
	return x, y, ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
}

func (in *Input) readShortcuts() {
	in.shortcuts = [shortcutCount]bool{}
	for _, k := range in.keys {
		switch {
		case k == ebiten.KeyEscape:
			in.shortcuts[ShortcutBack] = true
		case k == ebiten.KeyF1:
			in.shortcuts[ShortcutRules] = true
		case in.ctrl && k == ebiten.KeyZ && in.shift, in.ctrl && k == ebiten.KeyY:
			in.shortcuts[ShortcutRedo] = true
		case in.ctrl && k == ebiten.KeyZ:
			in.shortcuts[ShortcutUndo] = true
		}
	}
}

// Changed reports whether anything happened this frame that may change
// the picture.
func (in *Input) Changed() bool {
	return len(in.events) > 0 || len(in.keys) > 0 || len(in.chars) > 0 || in.wheel != 0
}

// Events are this frame's gesture events, in order.
func (in *Input) Events() []PointerEvent { return in.events }

// ByFinger reports that the current or last press came from a touch
// screen, not a mouse: a text field then asks the platform for text, as a
// touch screen may have no keyboard.
func (in *Input) ByFinger() bool { return in.byFinger }

// Pointer is where the pointer is and whether it is down.
func (in *Input) Pointer() (x, y float64, down bool) { return in.x, in.y, in.rec.Down() }

// Tapped reports a tap this frame that began and ended inside r.
//
//go:noinline
func (in *Input) Tapped(r Rect) bool { return in.has(Tap, r) }

// LongPressed reports a long press this frame that began inside r.
func (in *Input) LongPressed(r Rect) bool { return in.has(LongPress, r) }

func (in *Input) has(k GestureKind, r Rect) bool {
	for _, e := range in.events {
		if e.Kind == k && r.Contains(e.StartX, e.StartY) && r.Contains(e.X, e.Y) {
			return true
		}
	}
	return false
}

// ClearTaps drops this frame's taps: something above the scene took them.
func (in *Input) ClearTaps() {
	n := 0
	for _, e := range in.events {
		if e.Kind != Tap {
			in.events[n] = e
			n++
		}
	}
	in.events = in.events[:n]
}

// TakeTapsIn drops this frame's taps and long presses that began inside
// r: a panel over the scene (the countdown before a move is played) took
// them. Drags go on to the scene (a list scrolled beneath the panel).
func (in *Input) TakeTapsIn(r Rect) {
	n := 0
	for _, e := range in.events {
		if e.Kind != Tap && e.Kind != LongPress || !r.Contains(e.StartX, e.StartY) {
			in.events[n] = e
			n++
		}
	}
	in.events = in.events[:n]
}

// PressedIn reports a press held inside r that may still become a tap: the
// look of a pressed button.
func (in *Input) PressedIn(r Rect) bool {
	rec := &in.rec
	return rec.down && !rec.dragging && !rec.cancelled && r.Contains(rec.sx, rec.sy) && r.Contains(in.x, in.y)
}

// KeyPressed reports that key k went down this frame.
func (in *Input) KeyPressed(k ebiten.Key) bool {
	for _, j := range in.keys {
		if j == k {
			return true
		}
	}
	return false
}

// Chars are the characters typed this frame.
func (in *Input) Chars() []rune { return in.chars }

// Wheel is the vertical wheel or touchpad scroll this frame.
func (in *Input) Wheel() float64 { return in.wheel }

// Shortcut reports shortcut s this frame without taking it.
func (in *Input) Shortcut(s Shortcut) bool { return in.shortcuts[s] }

// TakeShortcut reports shortcut s and takes it, so nothing else acts on it
// (the app acts on an Esc nobody took by going back).
func (in *Input) TakeShortcut(s Shortcut) bool {
	v := in.shortcuts[s]
	in.shortcuts[s] = false
	return v
}

// CancelPress makes the press in progress tap nothing.
func (in *Input) CancelPress() { in.rec.Cancel() }

// ParseKey reads a key as scripts write it: "Escape", "F1", "Enter",
// "ctrl+z", "ctrl+shift+z" (case-insensitive modifiers).
func ParseKey(s string) (k ebiten.Key, ctrl, shift bool, err error) {
	parts := strings.Split(s, "+")
	for _, m := range parts[:len(parts)-1] {
		switch strings.ToLower(m) {
		case "ctrl", "control", "cmd", "meta":
			ctrl = true
		case "shift":
			shift = true
		default:
			return 0, false, false, fmt.Errorf("unknown modifier %q in key %q", m, s)
		}
	}
	name := parts[len(parts)-1]
	if name == "" {
		return 0, false, false, fmt.Errorf("no key in %q", s)
	}
	if r := []rune(name); len(r) == 1 {
		name = string(unicode.ToUpper(r[0]))
	} else {
		name = strings.ToUpper(name[:1]) + name[1:]
	}
	if err := k.UnmarshalText([]byte(name)); err != nil {
		return 0, false, false, fmt.Errorf("unknown key %q", s)
	}
	return k, ctrl, shift, nil
}
