package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/scenes/ui"
	"kamon/sprites"
)

// clearColor is behind everything, and the colour fades pass through: the
// dark wood of the table's edge.
var clearColor = sprites.WoodDark

// clearFill is clearColor boxed once: Image.Fill takes a color.Color, and
// boxing a color.RGBA there on every drawn frame would allocate.
var clearFill color.Color = clearColor

type stackOp int

const (
	opPush stackOp = iota
	opReplace
	opPop
	opReset
)

// stack is the scene stack. A transition fades the screen out over dur,
// changes the stack, and fades the new top in over dur.
type stack struct {
	ctx       *ui.Context
	scenes    []ui.Scene
	needEnter bool // the top scene has not had OnEnter yet
	settled   bool // the top scene has updated since it became the top

	phase  int // 0: steady, 1: fading out, 2: fading in
	t, dur float64
	op     stackOp
	next   ui.Scene
}

func (s *stack) top() ui.Scene {
	if len(s.scenes) == 0 {
		return nil
	}
	return s.scenes[len(s.scenes)-1]
}

func (s *stack) depth() int { return len(s.scenes) }

func (s *stack) fading() bool { return s.phase != 0 }

// reset starts the stack with one scene, entered at the first update.
func (s *stack) reset(sc ui.Scene) {
	s.scenes = append(s.scenes[:0], sc)
	s.needEnter, s.settled = true, false
}

// steady reports a stack at rest: no fade, and the top scene has updated
// (so the widgets listed are its own).
func (s *stack) steady() bool { return s.phase == 0 && s.settled }

// enterTop runs a pending OnEnter and returns the top scene.
func (s *stack) enterTop() ui.Scene {
	top := s.top()
	if s.needEnter && top != nil {
		s.needEnter = false
		if e, ok := top.(ui.Enterer); ok {
			e.OnEnter(s.ctx)
		}
	}
	return top
}

// transition changes the stack, through a fade when dur > 0. A transition
// asked for while another is under way is dropped: it comes from a second
// tap on a screen that is already leaving.
func (s *stack) transition(op stackOp, next ui.Scene, dur float64) {
	if s.phase != 0 {
		return
	}
	s.op, s.next = op, next
	if dur <= 0 {
		s.apply()
		return
	}
	s.phase, s.t, s.dur = 1, 0, dur
}

func (s *stack) apply() {
	// The new screen starts clean: no text field keeps the keyboard, and a
	// finger still down from the old screen taps nothing on the new one.
	s.ctx.Input.CancelPress()
	// The widgets listed are the old screen's until the new one updates.
	s.ctx.ClearWidgets(true)
	s.settled = false
	if l, ok := s.top().(ui.Leaver); ok {
		l.OnLeave(s.ctx)
	}
	switch s.op {
	case opPush:
		s.scenes = append(s.scenes, s.next)
	case opReplace:
		s.scenes[len(s.scenes)-1] = s.next
	case opPop:
		s.scenes[len(s.scenes)-1] = nil
		s.scenes = s.scenes[:len(s.scenes)-1]
	case opReset:
		clear(s.scenes)
		s.scenes = append(s.scenes[:0], s.next)
	}
	s.next = nil
	s.needEnter = false
	if e, ok := s.top().(ui.Enterer); ok {
		e.OnEnter(s.ctx)
	}
}

// advance moves a fade on by dt seconds.
func (s *stack) advance(dt float64) {
	s.t += dt
	if s.t < s.dur {
		return
	}
	switch s.phase {
	case 1:
		s.apply()
		s.phase, s.t = 2, 0
	case 2:
		s.phase = 0
	}
}

// draw paints the top scene, and below it every scene an overlay covers,
// then the fade.
func (s *stack) draw(dst *ebiten.Image, ctx *ui.Context) {
	first := len(s.scenes) - 1
	for first > 0 {
		o, ok := s.scenes[first].(ui.Overlay)
		if !ok || !o.Overlay() {
			break
		}
		first--
	}
	for i := max(first, 0); i < len(s.scenes); i++ {
		ctx.Aside = ui.Insets{} // a scene keeps room for its own panel only
		s.scenes[i].Draw(dst, ctx)
		if o, ok := s.scenes[i].(ui.OverDrawer); ok {
			o.DrawOver(dst, ctx)
		}
	}
	ctx.Aside = ui.Insets{}
	if s.phase == 0 || s.dur <= 0 {
		return
	}
	alpha := s.t / s.dur
	if s.phase == 2 {
		alpha = 1 - alpha
	}
	sprites.FillRoundRect(dst, ctx.Screen(), 0, sprites.Fade(clearColor, alpha))
}
