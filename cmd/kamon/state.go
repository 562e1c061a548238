package main

import (
	"encoding/json"

	"kamon/scenes"
)

// refreshFrames bounds how stale the published "frame" may get while
// nothing changes.
const refreshFrames = 30

// stateTracker gives the app's state as JSON when it differs from the last
// one given (by App.StateHash, which allocates nothing) or refreshFrames
// ticks went by.
type stateTracker struct {
	hash  uint64
	frame int64
	sent  bool
}

func (t *stateTracker) next(app *scenes.App) ([]byte, bool) {
	h := app.StateHash()
	if t.sent && h == t.hash && app.Frame()-t.frame < refreshFrames {
		return nil, false
	}
	data, err := json.Marshal(app.State())
	if err != nil {
		return nil, false // plain data always marshals
	}
	t.hash, t.frame, t.sent = h, app.Frame(), true
	return data, true
}
