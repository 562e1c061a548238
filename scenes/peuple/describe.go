package peuple

import (
	"slices"
	"strconv"
	"strings"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/peuple"
	"kamon/scenes/table"
)

// Describe works out the status line, what to do, the choices under it and
// the hand, from the view and the selection.
func (t *tableScene) Describe() {
	v := t.view
	t.choices = t.choices[:0]
	t.landings = t.landings[:0]
	p := v.ToMove()
	switch {
	case t.Outcome().Over:
		t.status = peupleOutcome(t.Outcome(), t.Names())
		t.prompt = table.ReasonText(peuple.ID, t.Outcome().Reason)
	case v.Phase() == peuple.PhaseDefense:
		t.status = table.Status{Names: t.Names(), ToMove: p, Turn: v.Active(), Decision: i18n.T("peuple.decision.defense")}.Line()
	default:
		t.status = table.Status{Names: t.Names(), ToMove: p, Turn: v.Active()}.Line()
	}
	t.plateInfo, t.plateSkip = t.plateInfo[:0], t.plateSkip[:0]
	for q := range t.Names() {
		n := v.HandSize(rules.Player(q))
		info, skip := peupleCount(n, peupleCardsKeys, n), ""
		if s := v.Skips(rules.Player(q)); s > 0 {
			skip = peupleCount(s, peupleSkipsKeys, s)
			info += " · " + skip
		}
		t.plateInfo, t.plateSkip = append(t.plateInfo, info), append(t.plateSkip, skip)
	}
	t.plateWaits = t.plateWaits[:0]
	for q := range t.Names() {
		wait := t.status // the end: who won
		if !t.Outcome().Over {
			wait = table.PlateWait(t.Names(), rules.Player(q), p, !t.Seats()[p].Human())
		}
		t.plateWaits = append(t.plateWaits, wait)
	}
	t.describeHand()
	if t.Outcome().Over {
		return
	}
	if t.Seats()[p].Bot != "" {
		t.prompt = i18n.T("peuple.thinking", t.Names()[p])
		return
	}
	if len(t.Legal()) == 0 {
		t.prompt = i18n.T("table.turn", t.Names()[p])
		return
	}
	switch v.Phase() {
	case peuple.PhaseDefense:
		t.describeDefense()
	case peuple.PhaseHelper:
		t.prompt = i18n.T("peuple.prompt.helper")
		for _, h := range v.HelperCandidates() {
			t.choices = append(t.choices, peupleChoice{id: "helper:" + strconv.Itoa(int(h)+1),
				title: i18n.T("peuple.helps", t.Names()[h]), act: peuple.HelperAction(h)})
		}
	case peuple.PhaseDiscard:
		t.prompt = i18n.T("peuple.prompt.discard", v.HandSize(p), peuple.HandLimit)
	default:
		t.describeTurn()
	}
}

// describeTurn: the prompt and choices while a turn is composed.
func (t *tableScene) describeTurn() {
	v := t.view
	switch {
	case t.selPower == peuple.Swap && t.swapMine < 0:
		t.prompt = i18n.T("peuple.prompt.swap_mine")
	case t.selPower == peuple.Swap:
		t.prompt = i18n.T("peuple.prompt.swap_theirs")
	case t.selPower != 0 && t.selPower.Targeted():
		t.prompt = i18n.T("peuple.prompt.target", peuplePowerName(t.selPower), peuplePowerText(t.selPower))
	case t.selPower != 0:
		t.prompt = peuplePowerName(t.selPower) + ": " + peuplePowerText(t.selPower)
		t.choices = append(t.choices, peupleChoice{id: "play", title: i18n.T("peuple.play", peuplePowerName(t.selPower)),
			act: peuple.PowerAction(t.selPower, rules.NoPlayer), accent: true})
	case t.selMove != 0 && t.selPawn >= 0:
		t.prompt = i18n.T("peuple.prompt.option")
		t.landings = append(t.landings, v.Preview(t.selMove, t.selPawn)...)
		for _, l := range t.landings {
			t.choices = append(t.choices, peupleChoice{id: peupleOptionIDs[l.Option], title: peupleOptionTitle(t.selMove, l),
				sub: peupleLandingText(l), act: peuple.MoveAction(t.selMove, t.selPawn, l.Option), accent: true})
		}
	case t.selMove != 0 && t.selMove.Spec().Own:
		t.prompt = i18n.T("peuple.prompt.pawn_own")
	case t.selMove != 0:
		t.prompt = i18n.T("peuple.prompt.pawn_theirs")
	case v.Phase() == peuple.PhaseTurn && len(v.PowerHand(v.Active())) > 0:
		t.prompt = i18n.T("peuple.prompt.turn")
	default:
		t.prompt = i18n.T("peuple.prompt.play")
	}
	if t.selMove != 0 || t.selPower != 0 || t.selPawn >= 0 {
		t.choices = append(t.choices, peupleChoice{id: "cancel", title: i18n.T("ui.cancel"), cancel: true})
	}
	t.choices = append(t.choices, peupleChoice{id: "pass", title: i18n.T("peuple.pass"), sub: i18n.T("peuple.pass_sub"), act: peuple.Pass})
}

// describeDefense: the Defense prompt, the same whether or not the player
// holds Defense (unless the game asks only holders).
func (t *tableScene) describeDefense() {
	v := t.view
	pd := v.Pending()
	a := v.Active()
	if pd.Power != 0 {
		t.prompt = i18n.T("peuple.prompt.defense_power", t.Names()[a], peuplePowerName(pd.Power), peuplePowerText(pd.Power))
	} else {
		t.prompt = i18n.T("peuple.prompt.defense_attack", peupleEventName(t.attackKind(pd)))
	}
	holds := slices.Contains(t.Legal(), peuple.Defend)
	c := peupleChoice{id: "defend", title: i18n.T("peuple.defend"), act: peuple.Defend, accent: true}
	if !holds {
		c.disabled, c.sub = true, i18n.T("peuple.no_defense")
	}
	t.choices = append(t.choices, c, peupleChoice{id: "accept", title: i18n.T("peuple.accept"), act: peuple.Accept})
}

// attackKind is the kind of the event whose point loss awaits Defense.
func (t *tableScene) attackKind(pd peuple.Pending) peuple.EventKind {
	if pd.Mover.Owner() == pd.Helper.Owner() {
		return peuple.NobleAttack
	}
	return peuple.SneakyAttack
}

// describeHand lists the viewer's cards, movement cards first.
func (t *tableScene) describeHand() {
	t.hand = t.hand[:0]
	if !t.Secrets() {
		return
	}
	for _, c := range t.view.MoveHand(t.Viewer()) {
		t.hand = append(t.hand, peupleHandCard{peupleCard{move: c}, "move:" + c.String(), peupleSentence(peupleMoveWords(c))})
	}
	for _, p := range t.view.PowerHand(t.Viewer()) {
		t.hand = append(t.hand, peupleHandCard{peupleCard{power: p}, "power:" + strings.ReplaceAll(p.String(), " ", ""), peuplePowerName(p)})
	}
}

var peupleOptionIDs = [...]string{"", "opt:circle", "opt:steps", "opt:target"}
