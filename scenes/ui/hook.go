package ui

import "github.com/hajimehoshi/ebiten/v2"

// Hook drives or watches the app from outside, once per frame: a test
// script or a measurement of frames (package scenes/script). The app holds
// only the hooks it is given: the desktop's command line and the tests
// make them, the browser build none, so that their code stays out of the
// bundle.
type Hook interface {
	// BeforeUpdate runs at the start of Update: a script sets the input
	// the frame sees. An error ends the program.
	BeforeUpdate() error
	AfterUpdate()
	// Scripted: the input comes from the hook, not the devices.
	Scripted() bool
	// ForceDraw asks for a Draw even when nothing changed.
	ForceDraw() bool
	BeforeDraw()
	// AfterDraw closes the frame; screen is nil when nothing was drawn.
	AfterDraw(screen *ebiten.Image)
}
