package table

import (
	"slices"

	"kamon/rules"
	"kamon/scenes/feedback"
	"kamon/sound"
	"kamon/sprites/tween"
)

// soundGap is the most time between the sounds of one action's events: a
// card played, then drawn, then a point scored are heard one after the
// other, within the action's animation.
const soundGap = 0.18

// animate appends to steps the animation of one action's events, as the
// table draws it, with the events' sounds beside it: each in the order of
// the events, spread over the animation, so that a burst of bot moves is
// heard as it is shown, not when it is played. The sound of the end is
// the results' (the person's win or not), and a sound that repeats the
// one before it within the action is not played twice.
func (c *Core) animate(steps []tween.Step, events []rules.Event) []tween.Step {
	n := len(steps)
	steps = c.table.Animate(steps, events)
	sounds := c.soundsOf(events)
	if len(sounds) == 0 {
		return steps
	}
	anim := tween.Sequence(slices.Clone(steps[n:])...)
	gap := min(soundGap, anim.Duration()/float64(len(sounds)))
	track := make([]tween.Step, 0, 2*len(sounds))
	for _, s := range sounds {
		track = append(track, tween.Call(func() {
			if !c.quiet {
				feedback.Play(s)
			}
		}), tween.Delay(gap))
	}
	return append(steps[:n], tween.Parallel(anim, tween.Sequence(track...)))
}

// soundsOf lists the sounds the core plays for events, in order.
func (c *Core) soundsOf(events []rules.Event) []sound.Sound {
	var out []sound.Sound
	for _, e := range events {
		s, ok := SoundOf(c.src.Rules().ID, e.Kind)
		if !ok || s == sound.None || s == sound.Win || c.table.OwnSound(e.Kind) {
			continue
		}
		if len(out) > 0 && out[len(out)-1] == s {
			continue
		}
		out = append(out, s)
	}
	return out
}

// hurry brings the animation to its end at once with its sounds left out:
// a tap that hurries it must not set off every sound still ahead at once.
func (c *Core) hurry() {
	c.quiet = true
	c.anim.Skip()
	c.quiet = false
}
