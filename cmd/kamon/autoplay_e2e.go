//go:build e2e && js

package main

import (
	"encoding/json"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"kamon/rules"
	"kamon/scenes"
	"kamon/scenes/table"
	"kamon/scenes/ui"
	"kamon/sprites/tween"
)

// The browser's e2e build lets a test play whole games from the page,
// whatever the game, through the table on screen as a person's tap would
// (Core.Apply, one of Core.Legal's actions): tapping out every move of a
// long game would make the test slow and tied to one table's layout.
//
// While window.kamonAutoplay is an object ({seed: 7, stopAt: 12}), each
// time the person at this screen decides, the hook plays one of their
// legal actions drawn from an RNG of that seed, until the table's history
// holds stopAt actions (when given). Beside window.kamonState it
// publishes window.kamonTable, JSON of what the table on screen reads:
//
//	{"seat": 0,          whose eyes the table is for (-1: the public's)
//	 "ply": 12,          actions in its history
//	 "toMove": 1, "over": false,
//	 "decides": true,    the person at this screen decides now
//	 "secrets": true,    the viewer's hidden cards may show
//	 "still": true,      no move is being animated
//	 "moves": 4,         actions this hook played
//	 "view": {...}}      the state as the table reads it (the rules' JSON)
//
// so that a test can check that a device never holds more than its seat
// may know.

func init() { testHooks = append(testHooks, newAutoplay) }

// autoTable is what the hook asks of a table on its Core.
type autoTable interface {
	Decides() bool
	Legal() []rules.Action
	Apply(ctx *ui.Context, a rules.Action)
	Viewer() rules.Player
	Secrets() bool
	Outcome() rules.Outcome
	Src() table.Source
	Stale() bool
	Anim() *tween.Player
}

// tableKey is what window.kamonTable says but the view. The view is
// read and written again only when the rest changed (every action
// changes the ply), or while the table has none yet (an online game
// before its first fetch): a local match makes a new view at every call.
type tableKey struct {
	Seat    rules.Player `json:"seat"`
	Ply     int          `json:"ply"`
	ToMove  rules.Player `json:"toMove"`
	Over    bool         `json:"over"`
	Decides bool         `json:"decides"`
	Secrets bool         `json:"secrets"`
	Still   bool         `json:"still"`
	Moves   int          `json:"moves"`
}

type tableInfo struct {
	tableKey
	View json.RawMessage `json:"view"`
}

type autoplay struct {
	app    *scenes.App
	rng    rules.RNG
	seeded bool
	moves  int
	last   tableKey // what was published last
	viewed bool     // with a view
}

func newAutoplay(app *scenes.App) ui.Hook { return &autoplay{app: app, last: tableKey{Ply: -1}} }

func (h *autoplay) AfterUpdate() {
	top := h.app.Top()
	t, ok := top.(autoTable)
	if !ok || top.Name() != "table" {
		return
	}
	h.publish(t)
	cfg := js.Global().Get("kamonAutoplay")
	if cfg.Type() != js.TypeObject || !h.app.Steady() || t.Stale() || !t.Decides() {
		return
	}
	if stop := cfg.Get("stopAt"); stop.Type() == js.TypeNumber && len(t.Src().History()) >= stop.Int() {
		return
	}
	if !h.seeded {
		seed := cfg.Get("seed")
		if seed.Type() == js.TypeNumber {
			h.rng = rules.NewRNG(uint64(seed.Int()))
		} else {
			h.rng = rules.NewRNG(1)
		}
		h.seeded = true
	}
	legal := t.Legal()
	t.Apply(scenes.Testing{App: h.app}.Context(), legal[h.rng.IntN(len(legal))])
	h.moves++
}

// publish sets window.kamonTable when what the table reads changed.
func (h *autoplay) publish(t autoTable) {
	src := t.Src()
	key := tableKey{Seat: t.Viewer(), Ply: len(src.History()), ToMove: src.ToMove(), Over: t.Outcome().Over,
		Decides: t.Decides(), Secrets: t.Secrets(), Still: t.Anim().Done(), Moves: h.moves}
	if key == h.last && h.viewed {
		return
	}
	view := src.View(t.Viewer())
	if key == h.last && view == nil {
		return
	}
	h.last, h.viewed = key, view != nil
	info := tableInfo{tableKey: key}
	if view != nil {
		data, err := json.Marshal(view)
		if err != nil {
			data, _ = json.Marshal(err.Error())
		}
		info.View = data
	}
	data, _ := json.Marshal(info)
	js.Global().Set("kamonTable", string(data))
}

func (h *autoplay) BeforeUpdate() error            { return nil }
func (h *autoplay) Scripted() bool                 { return false }
func (h *autoplay) ForceDraw() bool                { return false }
func (h *autoplay) BeforeDraw()                    {}
func (h *autoplay) AfterDraw(screen *ebiten.Image) {}
