package gosubot

import (
	"time"

	"kamon/game/bot/ismcts"
	"kamon/rules"
)

// drafter decides the clan draft from its table and everything else by
// searching.
type drafter struct {
	search *ismcts.Bot
	kinds  kinds
	choice rules.Action
	drafts bool
}

func (d *drafter) Start(view rules.State, me rules.Player) {
	d.drafts = false
	d.search.Start(view, me)
}

func (d *drafter) Step(budget time.Duration) (rules.Action, bool) {
	if d.drafts {
		return d.choice, true
	}
	return d.search.Step(budget)
}
