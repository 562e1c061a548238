package gosubot

import (
	"time"

	"kamon/game/bot/ismcts"
	"kamon/rules"
	"kamon/rules/gosu"
)

// clanStrength is each clan's win rate in 20,000 games of the rollout policy
// against itself with random drafts (TestMeasureClans). The pairs' rates
// were close to the sums of their clans', so a clan's worth is taken alone.
var clanStrength = map[string]float64{
	"xian": 0.607, "goan-sul": 0.553, "galmi": 0.531, "phoenix": 0.527,
	"narashima": 0.517, "justice": 0.457, "tomorrow": 0.407, "abhilasha": 0.400,
}

// drafter picks its clans by the table, the strongest left first (which
// also keeps it from the opponent), and searches every other decision.
type drafter struct {
	search *ismcts.Bot
	choice rules.Action
	drafts bool
}

func (d *drafter) Start(view rules.State, me rules.Player) {
	d.drafts = false
	best := -1.0
	for _, a := range view.Legal(nil) {
		m, ok := gosu.Decode(a)
		if !ok || m.Kind != gosu.MoveDraft {
			break
		}
		if v := clanStrength[m.Clan.ID()]; v > best {
			d.choice, best, d.drafts = a, v, true
		}
	}
	if !d.drafts {
		d.search.Start(view, me)
	}
}

// Work is the search's work; a draft pick is made without searching.
func (d *drafter) Work() int {
	if d.drafts {
		return 0
	}
	return d.search.Work()
}

func (d *drafter) Step(budget time.Duration) (rules.Action, bool) {
	if d.drafts {
		return d.choice, true
	}
	return d.search.Step(budget)
}
