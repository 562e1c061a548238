package scenes

import "kamon/device"

// Device is what the app asks of the device it runs on: a screen kept
// awake during a game, full screen, and an update waiting to be applied.
// The browser build has them all; elsewhere they do nothing.
type Device interface {
	KeepAwake(on bool)
	SetFullscreen(on bool)
	Fullscreen() bool
	FullscreenAvailable() bool
	UpdateReady() bool
	ApplyUpdate() bool
}

// systemDevice is the real device, through package device.
type systemDevice struct{}

func (systemDevice) KeepAwake(on bool)         { device.KeepAwake(on) }
func (systemDevice) SetFullscreen(on bool)     { device.SetFullscreen(on) }
func (systemDevice) Fullscreen() bool          { return device.Fullscreen() }
func (systemDevice) FullscreenAvailable() bool { return device.FullscreenAvailable() }
func (systemDevice) UpdateReady() bool         { return device.UpdateReady() }
func (systemDevice) ApplyUpdate() bool         { return device.ApplyUpdate() }

// keepAwakeFor keeps the screen awake while a game's table is the top
// scene and lets it sleep again on the menu; other scenes (the in-game
// menu, a curtain, the rules) leave it as it was. The app calls it when the
// top scene changes.
func keepAwakeFor(d Device, top string) {
	switch top {
	case "table":
		d.KeepAwake(true)
	case "menu":
		d.KeepAwake(false)
	}
}
