// Package device is what the app asks of the device around it: keep the screen on while a
// table is shown, take the whole screen, a short vibration, and, in the browser, whether a new
// version of the app is downloaded and ready to take (between games), and the text files the
// page has beside it. In the browser it calls the page's loader (wasm/loader.js: window.
// kamonDevice, kamonUpdateReady, kamonApplyUpdate); elsewhere every call does nothing and every
// question answers false. Nothing here fails but FetchText: a device without the feature, or a
// browser that refuses it, is simply left as it is.
//
//	device.KeepAwake(true)            // a table is shown; false on the menu
//	if device.FullscreenAvailable() { // show the button; its state is device.Fullscreen()
//		device.SetFullscreen(!device.Fullscreen()) // from a tap: browsers require one
//	}
//	device.Vibrate(30)                // a refused tap; device.Vibrate(40, 60, 40) a pattern
//	if device.UpdateReady() { /* the menu offers "update ready — restart" */ }
//	device.ApplyUpdate()              // the page reloads with the new version
//	src, err := device.FetchText("lang/fr.txt") // a file beside the page (blocks)
package device

// Limits of a vibration pattern: browsers ignore longer patterns or cap each pulse, and a
// game's feedback is a few short pulses.
const (
	maxPulses  = 10
	maxPulseMs = 1000
)

// pattern is ms as a vibration pattern the browser takes: at most maxPulses entries, each from
// 0 to maxPulseMs milliseconds.
func pattern(ms []int) []any {
	out := make([]any, 0, min(len(ms), maxPulses))
	for _, m := range ms[:min(len(ms), maxPulses)] {
		out = append(out, min(max(m, 0), maxPulseMs))
	}
	return out
}
