package shinobi

import (
	"sort"
	"strconv"

	"kamon/i18n"
	"kamon/rules"
	"kamon/rules/shinobi"
	"kamon/scenes/table"
)

// Describe works out the status line, what to do, the buttons, the hand
// and what is lit, from the view and the selection.
func (t *tableScene) Describe() {
	v := t.view
	t.buttons = t.buttons[:0]
	t.litProv = [shinobi.MaxPlayers]bool{}
	t.litArmy = [shinobi.MaxPlayers][shinobi.Clans]bool{}
	t.describeHand()
	t.promptClan = shinobi.NoClan
	p := v.ToMove()
	t.describePlates()
	if t.Outcome().Over {
		t.status = shinobiOutcome(t.Outcome(), t.Names())
		t.prompt = ""
		t.buttons = append(t.buttons, shinobiButton{id: "results", title: i18n.T("shinobi.results"), results: true})
		return
	}
	t.status = table.Status{Names: t.Names(), ToMove: p, Turn: p, Context: i18n.T("shinobi.status", int(v.Step()))}.Line()
	if v.FinalRound() {
		t.status += " · " + i18n.T("shinobi.final_round", v.TurnsLeft())
	}
	if t.Seats()[p].Bot != "" {
		t.prompt = i18n.T("table.thinking", t.Names()[p])
		return
	}
	if len(t.Legal()) == 0 {
		t.prompt = i18n.T("table.turn", t.Names()[p])
		return
	}
	if len(t.Legal()) == 1 && t.Legal()[0] == shinobi.SkipAction {
		m, _ := v.Describe(shinobi.SkipAction)
		t.prompt = i18n.T("shinobi.prompt.skip", int(v.Step()), shinobiSkipWhy(m.Why))
		t.buttons = append(t.buttons, shinobiButton{id: "skip", title: i18n.T("shinobi.skip"), act: shinobi.SkipAction})
		return
	}
	for _, l := range t.moves {
		t.light(l.m)
	}
	switch {
	case t.selCard != shinobi.Unknown && t.selCard.IsNinja():
		t.prompt = i18n.T("shinobi.prompt.ninja")
	case t.selCard != shinobi.Unknown && v.Step() == shinobi.StepDeploy:
		t.promptClan = t.selCard.Clan()
		t.prompt = i18n.T("shinobi.prompt.deploy", shinobiClanName(t.selCard.Clan()))
	case t.selCard != shinobi.Unknown:
		t.promptClan = t.selCard.Clan()
		t.prompt = i18n.T("shinobi.prompt.reinforce", shinobiClanName(t.selCard.Clan()))
	case t.selArmy.p != rules.NoPlayer && t.selArmy.p != p:
		t.promptClan = t.selArmy.c
		t.prompt = i18n.T("shinobi.prompt.move_to", shinobiClanName(t.selArmy.c), t.Names()[t.selArmy.p])
	case t.selArmy.p == p:
		t.promptClan = t.selArmy.c
		t.prompt = i18n.T("shinobi.prompt.attack_with", shinobiClanName(t.selArmy.c), v.ArmySize(p, t.selArmy.c))
	default:
		t.prompt = i18n.T("shinobi.prompt.step" + strconv.Itoa(int(v.Step())))
	}
	if t.selCard != shinobi.Unknown || t.selArmy.p != rules.NoPlayer {
		t.buttons = append(t.buttons, shinobiButton{id: "cancel", title: i18n.T("ui.cancel"), cancel: true})
	}
}

// describePlates words the name plates: each seat's name and whom the
// table waits for; at the end, who won.
func (t *tableScene) describePlates() {
	if t.Outcome().Over {
		t.end = shinobiEnd(t.view, t.Names())
		for p := range t.Names() {
			t.plateLabels[p] = ""
			if len(t.end) > 0 {
				t.plateLabels[p] = t.end[0]
			}
		}
		return
	}
	mover := t.view.ToMove()
	for p, name := range t.Names() {
		t.plateWaits[p] = table.PlateWait(t.Names(), rules.Player(p), mover, !t.Seats()[mover].Human())
		t.plateLabels[p] = name + " · " + t.plateWaits[p]
	}
}

// light marks what a legal move lets the person tap next.
func (t *tableScene) light(m shinobi.Move) {
	sel, army := t.selCard, t.selArmy
	switch {
	case sel != shinobi.Unknown && sel.IsNinja():
		if m.Kind == shinobi.Ninja {
			t.litArmy[m.To][m.Target] = true
		}
	case sel != shinobi.Unknown:
		if (m.Kind == shinobi.Deploy || m.Kind == shinobi.Reinforce) && m.Clan == sel.Clan() {
			t.litProv[m.To] = true
		}
	case army.p != rules.NoPlayer && army.p != m.Player:
		if m.Kind == shinobi.MoveCard && m.From == army.p && m.Clan == army.c {
			t.litProv[m.To] = true
		}
	case army.p == m.Player:
		if m.Kind == shinobi.Attack && m.Clan == army.c {
			t.litArmy[m.To][m.Target] = true
		}
	default:
		switch m.Kind {
		case shinobi.MoveCard:
			t.litArmy[m.From][m.Clan] = true
		case shinobi.Attack:
			t.litArmy[m.Player][m.Clan] = true
		}
	}
}

// describeHand lists the viewer's cards, clans in order, Ninjas last, and
// which of them may be played now.
func (t *tableScene) describeHand() {
	t.hand = t.hand[:0]
	t.litHand = t.litHand[:0]
	t.clanName = ""
	if !t.handVisible() {
		return
	}
	if c := t.view.ClanOf(t.Viewer()); c != shinobi.NoClan {
		t.clanName = shinobiClanName(c)
	}
	// Clans in order, Ninjas last; within a clan the rules' order, so the
	// first card of a clan shown is the one the rules play.
	t.hand = append(t.hand, t.view.Hand(t.Viewer())...)
	// sort.SliceStable: its one reflective copy serves every type, where
	// a generic sort would add its own to the browser's bundle.
	sort.SliceStable(t.hand, func(i, j int) bool { return shinobiHandRank(t.hand[i]) < shinobiHandRank(t.hand[j]) })
	mine := t.Decides() && t.selArmy.p == rules.NoPlayer
	for _, c := range t.hand {
		t.litHand = append(t.litHand, mine && t.cardPlayable(c))
	}
}
