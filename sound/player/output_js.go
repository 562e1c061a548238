package player

import (
	"errors"
	"syscall/js"
	"unsafe"

	"kamon/sound"
	"kamon/sound/synth"
)

// In the browser the page's Web Audio plays the sounds: each drawn once into an AudioBuffer,
// each play a new buffer source into a limiter (a compressor that holds overlapping sounds'
// peaks, as sound/mixer does on the desktop), then the volume, then the speakers.
var (
	ctx, limiter, gain js.Value
	buffers            [sound.NumSounds]js.Value
	resume             js.Func // resumes a context the browser suspended, from a gesture
)

// errNoDevice is Start's answer where the page has no Web Audio (an old browser, Node).
var errNoDevice = errors.New("no audio output: this browser has no Web Audio")

// audioContext is the page's AudioContext constructor, undefined where there is none.
func audioContext() js.Value {
	c := js.Global().Get("AudioContext")
	if c.IsUndefined() {
		c = js.Global().Get("webkitAudioContext")
	}
	return c
}

// checkDevice reports a page without Web Audio.
func checkDevice() error {
	if audioContext().IsUndefined() {
		return errNoDevice
	}
	return nil
}

// open makes the audio context and the chain every sound goes through, at the volume and
// mute set, and draws the sounds into buffers; mu is held. A context made outside a gesture
// may start suspended (Safari): the next tap, click or key resumes it.
func open() error {
	ctx = audioContext().New()
	limiter = ctx.Call("createDynamicsCompressor")
	for _, p := range [...]struct {
		name  string
		value float64
	}{{"threshold", -3}, {"knee", 0}, {"ratio", 20}, {"attack", 0.001}, {"release", 0.1}} {
		limiter.Get(p.name).Set("value", p.value)
	}
	gain = ctx.Call("createGain")
	limiter.Call("connect", gain)
	gain.Call("connect", ctx.Get("destination"))
	apply()
	rate := ctx.Get("sampleRate").Int()
	for _, s := range sound.All() {
		samples := synth.Render(s, rate)
		if len(samples) == 0 {
			continue
		}
		buf := ctx.Call("createBuffer", 1, len(samples), rate)
		ch := buf.Call("getChannelData", 0) // a Float32Array, little-endian as WebAssembly is
		bytes := js.Global().Get("Uint8Array").New(ch.Get("buffer"), ch.Get("byteOffset"), ch.Get("byteLength"))
		js.CopyBytesToJS(bytes, unsafe.Slice((*byte)(unsafe.Pointer(&samples[0])), 4*len(samples)))
		buffers[s] = buf
	}
	resume = js.FuncOf(func(js.Value, []js.Value) any {
		if ctx.Get("state").String() != "running" {
			ctx.Call("resume")
		}
		return nil
	})
	for _, ev := range []string{"touchend", "mouseup", "keyup"} {
		js.Global().Get("document").Call("addEventListener", ev, resume)
	}
	resume.Invoke()
	return nil
}

// play starts a source of s's buffer into the limiter; mu is held.
func play(s sound.Sound) {
	if buffers[s].IsUndefined() {
		return
	}
	src := ctx.Call("createBufferSource")
	src.Set("buffer", buffers[s])
	src.Call("connect", limiter)
	src.Call("start")
}

// apply sets the output's gain to the volume, or to 0 when muted, at once; mu is held.
func apply() {
	if gain.IsUndefined() {
		return
	}
	v := volume
	if muted {
		v = 0
	}
	gain.Get("gain").Set("value", v)
}
